import { ACCESS_CONTROL_ERRORS } from './access-control-errors.ts';
import { BILLING_ACCOUNT_ERRORS } from './billing-account-errors.ts';
import { BILLING_ERRORS } from './billing-errors.ts';
import { BRANCH_ERRORS } from './branch-errors.ts';
import { CLASS_ERRORS } from './class-errors.ts';
import { CUSTOM_REPORT_ERRORS } from './custom-report-errors.ts';
import { DOOR_ERRORS } from './door-errors.ts';
import {
  type ErrorCategory,
  type ErrorClass,
  type ErrorDefinition,
  type ErrorParamsOf,
  errorClassOf,
} from './error-definition.ts';
import { IDENTITY_ERRORS, ORGANISATION_ERRORS } from './identity-errors.ts';
import {
  ATTACHMENT_ERRORS,
  MEMBER_ERRORS,
  NOTE_ERRORS,
  SMS_ERRORS,
  TRANSFER_ERRORS,
} from './member-errors.ts';
import { MEMBERSHIP_ERRORS } from './membership-errors.ts';
import { PLAN_ERRORS } from './plan-errors.ts';
import { PLATFORM_ERRORS } from './platform-errors.ts';
import { REPORT_SCHEDULE_ERRORS } from './report-schedule-errors.ts';
import { ROLE_ERRORS } from './role-errors.ts';
import { SESSION_ERRORS } from './session-errors.ts';
import { SESSION_FEE_ERRORS } from './session-fee-errors.ts';
import { STAFF_ERRORS } from './staff-errors.ts';

/** The catalogue by feature, as declared; the test checks that no code is in two groups. */
export const ERROR_GROUPS = {
  platform: PLATFORM_ERRORS,
  identity: IDENTITY_ERRORS,
  organisation: ORGANISATION_ERRORS,
  branches: BRANCH_ERRORS,
  members: MEMBER_ERRORS,
  notes: NOTE_ERRORS,
  sms: SMS_ERRORS,
  attachments: ATTACHMENT_ERRORS,
  transfer: TRANSFER_ERRORS,
  sessions: SESSION_ERRORS,
  sessionFees: SESSION_FEE_ERRORS,
  classes: CLASS_ERRORS,
  plans: PLAN_ERRORS,
  billingAccounts: BILLING_ACCOUNT_ERRORS,
  roles: ROLE_ERRORS,
  staff: STAFF_ERRORS,
  memberships: MEMBERSHIP_ERRORS,
  billing: BILLING_ERRORS,
  accessControl: ACCESS_CONTROL_ERRORS,
  doors: DOOR_ERRORS,
  customReports: CUSTOM_REPORT_ERRORS,
  reportSchedules: REPORT_SCHEDULE_ERRORS,
} as const;

/**
 * The one closed catalogue of error codes (PATTERNS "Error codes", ARCHITECTURE rule 7). A code
 * the server raises must be here; a new code needs its category, parameters and text, or it does
 * not compile.
 */
export const ERROR_CATALOGUE = {
  ...PLATFORM_ERRORS,
  ...IDENTITY_ERRORS,
  ...ORGANISATION_ERRORS,
  ...BRANCH_ERRORS,
  ...MEMBER_ERRORS,
  ...NOTE_ERRORS,
  ...SMS_ERRORS,
  ...ATTACHMENT_ERRORS,
  ...TRANSFER_ERRORS,
  ...SESSION_ERRORS,
  ...SESSION_FEE_ERRORS,
  ...CLASS_ERRORS,
  ...PLAN_ERRORS,
  ...BILLING_ACCOUNT_ERRORS,
  ...ROLE_ERRORS,
  ...STAFF_ERRORS,
  ...MEMBERSHIP_ERRORS,
  ...BILLING_ERRORS,
  ...ACCESS_CONTROL_ERRORS,
  ...DOOR_ERRORS,
  ...CUSTOM_REPORT_ERRORS,
  ...REPORT_SCHEDULE_ERRORS,
} as const satisfies Readonly<Record<string, ErrorDefinition>>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type ErrorGroup = keyof typeof ERROR_GROUPS;
/** The codes of one group, e.g. `ErrorCodeOf<'sessions'>`. */
export type ErrorCodeOf<Group extends ErrorGroup> = keyof (typeof ERROR_GROUPS)[Group];

type DefinitionOf<Code extends ErrorCode> = (typeof ERROR_CATALOGUE)[Code];

/** The parameters of a code's text: `{ branchName: string }` for SAME_BRANCH, `{}` when it takes none. */
export type ErrorParams<Code extends ErrorCode> =
  DefinitionOf<Code> extends ErrorDefinition<infer Kinds> ? ErrorParamsOf<Kinds> : never;

/** What follows the code in `errorText`: the parameters when the text takes some, else nothing. */
export type ErrorTextArgs<Code extends ErrorCode> = [keyof DefinitionOf<Code>['params']] extends [never]
  ? [params?: ErrorParams<Code>]
  : [params: ErrorParams<Code>];

export const ERROR_CODES: readonly ErrorCode[] = Object.keys(ERROR_CATALOGUE).filter(isErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorCategoryOf(code: ErrorCode): ErrorCategory {
  return ERROR_CATALOGUE[code].category;
}

/** The user-facing text of a code: the server's message, and the web's text unless it overrides it. */
export function errorText<Code extends ErrorCode>(code: Code, ...[params]: ErrorTextArgs<Code>): string {
  const definition: ErrorDefinition = ERROR_CATALOGUE[code];
  return definition.text(params ?? {});
}

/**
 * Whether `value` holds every parameter of the code with the kind it declares (extra keys are
 * ignored). A reader of `extensions.params` checks with this before building a text: a code
 * without parameters accepts any object, so pass `params ?? {}`.
 */
export function hasErrorParams<Code extends ErrorCode>(
  code: Code,
  value: unknown,
): value is ErrorParams<Code> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const kinds: ErrorDefinition['params'] = ERROR_CATALOGUE[code].params;
  return Object.entries(kinds).every(([name, kind]) => {
    const param: unknown = Object.hasOwn(value, name) ? Reflect.get(value, name) : undefined;
    return kind === 'number'
      ? typeof param === 'number' && Number.isFinite(param)
      : typeof param === 'string';
  });
}

/**
 * `extensions` of a GraphQL error (and what an async ticket stores) for a code. The message that
 * goes with it is `errorText(code, params)`; a validation failure adds `fieldErrors` (path →
 * message) beside these.
 */
export interface ErrorExtensions<Code extends ErrorCode = ErrorCode> {
  readonly code: Code;
  readonly category: ErrorCategory;
  readonly errorClass: ErrorClass;
  readonly params?: ErrorParams<Code>;
}

export function errorExtensionsOf<Code extends ErrorCode>(
  code: Code,
  ...[params]: ErrorTextArgs<Code>
): ErrorExtensions<Code> {
  const category = errorCategoryOf(code);
  return {
    code,
    category,
    errorClass: errorClassOf(category),
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
  };
}
