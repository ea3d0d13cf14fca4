import { z } from 'zod';
import { INVALID_MEMBERSHIP_PLAN_TYPE, PLAN_TYPES, type PlanType } from '../enums/plans.ts';
import { formMessages } from '../forms/messages.ts';
import {
  type PaymentOptionInput,
  paymentOptionInputSchema,
  type ValidPaymentOptionInput,
} from './payment-option.ts';
import { PLAN_COUNTRIES, type PlanCountry } from './plan-countries.ts';
import { checkNumber, checkOneOf, checkText, issuesOn, looseNumber } from './plan-rules.ts';

export const MEMBERSHIP_PLAN_NAME_MAX = 80;
export const MEMBERSHIP_PLAN_DESCRIPTION_MAX = 400;
export const ACCESS_TYPE_MAX = 100;
/** Visits are more than 0 and less than 9999 (spec 3 §5, §9). */
export const NUMBER_OF_VISITS_LIMIT = 9999;

/** Spec 3 §5 "Membership plan", as written. */
export const membershipPlanMessages = {
  invalidPlanType: INVALID_MEMBERSHIP_PLAN_TYPE,
  /** Not in the spec (it has no text for an empty Type): ours, worded like the form's other fields. */
  typeRequired: 'Type is required',
  nameRequired: 'Name is required',
  nameTooLong: formMessages.tooLong('Name', MEMBERSHIP_PLAN_NAME_MAX),
  descriptionRequired: 'Description is required',
  descriptionTooLong: formMessages.tooLong('Description', MEMBERSHIP_PLAN_DESCRIPTION_MAX),
  countryRequired: 'Country must be provided',
  accessTypeRequired: 'Access control type is required',
  numberOfVisitsRequired: 'Number of visits is required',
  numberOfVisitsInteger: 'Number of visits must be an integer',
  numberOfVisitsTooMany: 'Number of visits cannot exceed 4 numbers',
  numberOfVisitsAtLeastOne: 'Number of visits must have at least 1 visit',
  branchesRequired: 'At least one branch is required',
} as const;

const M = membershipPlanMessages;

const looseText = z.union([z.string(), z.null()]).optional();

const planDetailsShape = z.object({
  name: looseText,
  description: looseText,
  country: looseText,
  accessType: looseText,
  type: looseText,
  numberOfVisits: looseNumber,
});

export interface ValidMembershipPlanDetails {
  readonly name: string;
  readonly description: string;
  readonly country: PlanCountry;
  readonly accessType: string;
  readonly type: PlanType;
  /** Visit passes only; undefined for the other types. */
  readonly numberOfVisits: number | undefined;
  readonly isExternalPayer: boolean;
}

type RawDetails = z.output<typeof planDetailsShape>;

function validateDetails(raw: RawDetails, ctx: z.RefinementCtx): ValidMembershipPlanDetails {
  const issues = issuesOn(ctx);
  const name = checkText(
    raw.name,
    { field: 'Name', max: MEMBERSHIP_PLAN_NAME_MAX, required: true, requiredMessage: M.nameRequired },
    ['name'],
    issues,
  );
  const description = checkText(
    raw.description,
    {
      field: 'Description',
      max: MEMBERSHIP_PLAN_DESCRIPTION_MAX,
      required: true,
      requiredMessage: M.descriptionRequired,
      multiLine: true,
    },
    ['description'],
    issues,
  );
  const accessType = checkText(
    raw.accessType,
    {
      field: 'Access control type',
      max: ACCESS_TYPE_MAX,
      required: true,
      requiredMessage: M.accessTypeRequired,
    },
    ['accessType'],
    issues,
  );
  const country = checkOneOf(raw.country?.trim(), PLAN_COUNTRIES, ['country'], issues, {
    required: M.countryRequired,
    invalid: M.countryRequired,
  });
  const type = checkOneOf(raw.type, PLAN_TYPES, ['type'], issues, {
    // An empty Type is a field left blank in the form; only an unknown value is the lookup error.
    required: M.typeRequired,
    invalid: M.invalidPlanType,
  });
  const numberOfVisits =
    type === 'VISITOR_PASS'
      ? checkNumber(
          raw.numberOfVisits,
          {
            field: 'Number of visits',
            required: true,
            requiredMessage: M.numberOfVisitsRequired,
            integer: true,
            integerMessage: M.numberOfVisitsInteger,
            sign: 'positive',
            signMessage: M.numberOfVisitsAtLeastOne,
            below: NUMBER_OF_VISITS_LIMIT,
            belowMessage: M.numberOfVisitsTooMany,
          },
          ['numberOfVisits'],
          issues,
        )
      : undefined;
  return {
    // Reported above when missing; the values are never used then (the parse fails).
    name: name ?? '',
    description: description ?? '',
    country: country ?? 'AU',
    accessType: accessType ?? '',
    type: type ?? 'ONGOING',
    numberOfVisits,
    isExternalPayer: type === 'EXTERNAL_PAYER',
  };
}

/** Step 1 of the create modal, and the plan edit form (with the stored type). */
export const membershipPlanDetailsSchema = planDetailsShape.transform(validateDetails);
export type MembershipPlanDetailsInput = z.input<typeof planDetailsShape>;

/** Edit of a plan: its details and id; the type is the stored one (the server supplies it). */
export const updateMembershipPlanInputSchema = planDetailsShape
  .extend({ id: z.string().trim().min(1).max(100) })
  .transform((raw, ctx) => ({ id: raw.id, ...validateDetails(raw, ctx) }));
export type UpdateMembershipPlanInput = z.input<typeof updateMembershipPlanInputSchema>;

export interface ValidMembershipPlanInput extends ValidMembershipPlanDetails {
  readonly firstPaymentOption: ValidPaymentOptionInput;
}

export type MembershipPlanInput = MembershipPlanDetailsInput & {
  readonly firstPaymentOption: PaymentOptionInput;
};

/**
 * The two steps of "Create membership plan": the plan's details and its first payment option, whose
 * plan type must be the plan's (an unknown or different type is "Invalid membershipPlanType").
 */
export const membershipPlanInputSchema: z.ZodType<ValidMembershipPlanInput, MembershipPlanInput> =
  planDetailsShape.extend({ firstPaymentOption: z.custom<PaymentOptionInput>() }).transform((raw, ctx) => {
    const details = validateDetails(raw, ctx);
    // Parsed here rather than as a field, so step 1's messages and step 2's show together.
    const option = paymentOptionInputSchema.safeParse(raw.firstPaymentOption);
    if (!option.success) {
      for (const issue of option.error.issues) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: [
            'firstPaymentOption',
            ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
          ],
        });
      }
      return z.NEVER;
    }
    if (raw.type === details.type && option.data.planType !== details.type) {
      ctx.addIssue({ code: 'custom', message: M.invalidPlanType, path: ['firstPaymentOption', 'planType'] });
    }
    return { ...details, firstPaymentOption: option.data };
  });
