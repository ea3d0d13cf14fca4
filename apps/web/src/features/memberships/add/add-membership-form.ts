import {
  addMembershipInputSchemaFor,
  addMembershipStepTwoTitle,
  type FieldCheck,
  fieldErrorsFromIssues,
  isBillingMembership,
  membershipMessages,
  type PlanType,
} from '@clubline/domain';
import type { SellableOption, SellablePlan } from '../sellable-plans.ts';

/** Texts of our own where the spec gives none; the rest are the domain's (spec 2 §5). */
const addMembershipMessages = {
  firstPaymentDateRequired: 'Please choose a first payment date',
  paymentTypeRequired: membershipMessages.paymentTypeRequired,
} as const;

/** Step 1's values; money as the form holds it (dollars), '' when empty. */
export interface AddMembershipValues {
  planId: string | null;
  optionId: string | null;
  startDate: string;
  firstPaymentDate: string | null;
  joinFee: number | string;
  accessCardFee: number | string;
  overridePartial: boolean;
  partialPaymentAmount: number | string;
  externalPayerRefNumber: string;
  oneOffPaymentType: string;
}

export type AddMembershipErrors = Partial<Record<keyof AddMembershipValues, string>>;

/** What the chosen plan and option make of the sale. */
export interface SaleShape {
  /** Billed by the provider (the contract's BILLING kind). */
  billing: boolean;
  /** The one-off payment type radios show: a one-off option or a visit pass, not external payer or free. */
  asksPaymentType: boolean;
  externalPayer: boolean;
  /** Free, external payer, or nothing to pay: attached with a cash payment of 0 (spec 2 §4). */
  attachedWithZeroCash: boolean;
  stepTwoTitle: string;
  planType: string | null;
  paymentFrequency: string | null;
}

export function saleShapeOf(
  plan: Pick<SellablePlan, 'type' | 'isExternalPayer'> | undefined,
  option: Pick<SellableOption, 'paymentFrequency' | 'freePromotion' | 'paymentAmount'> | undefined,
  oneOffPaymentType: string,
  fees: { joinFee: number; accessCardFee: number },
): SaleShape {
  const externalPayer = plan?.type === 'EXTERNAL_PAYER' || plan?.isExternalPayer === true;
  const free = option?.freePromotion === true;
  const asksPaymentType =
    plan !== undefined &&
    option !== undefined &&
    !externalPayer &&
    !free &&
    (option.paymentFrequency === 'ONE_OFF' || plan.type === 'VISITOR_PASS');
  const billing =
    plan !== undefined &&
    option !== undefined &&
    isBillingMembership({
      planType: plan.type as PlanType,
      paymentFrequency: option.paymentFrequency,
      freePromotion: option.freePromotion,
      oneOffPaymentType: asksPaymentType ? oneOffPaymentType : null,
    });
  const nothingToPay = (option?.paymentAmount ?? 0) + fees.joinFee + fees.accessCardFee === 0;
  return {
    billing,
    asksPaymentType,
    externalPayer,
    attachedWithZeroCash: !billing && (externalPayer || free || nothingToPay),
    stepTwoTitle: addMembershipStepTwoTitle(billing),
    planType: plan?.type ?? null,
    paymentFrequency: option?.paymentFrequency ?? null,
  };
}

/** Dollars as the form holds them to cents; '' is 0 (the field left empty). */
export function toCents(value: number | string): number {
  const amount = typeof value === 'number' ? value : Number(value === '' ? 0 : value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN;
}

/** The domain schema's fields as the form names them. */
const FORM_FIELD: Readonly<Record<string, keyof AddMembershipValues>> = {
  membershipPlanId: 'planId',
  paymentOptionId: 'optionId',
};

/** What step 1 is checked against besides its values (the server checks the same). */
export interface SaleLimits {
  /** Today at the branch (YYYY-MM-DD): a sale starts at most 28 days before it. */
  today?: string;
  /** What the days to the first payment cost (the preview's partial without the override). */
  partialPaymentMax?: number | null;
}

/**
 * Step 1's errors by field: the server's schema (addMembershipInputSchemaFor, spec 2 §5) on what
 * the form would send, with its limits (every amount's maximum, the partial at most what its days
 * cost, the start at most 28 days back), and the first payment date when the provider offers dates.
 */
export function addMembershipErrors(
  values: AddMembershipValues,
  shape: SaleShape,
  asksFirstPaymentDate: boolean,
  limits: SaleLimits = {},
): AddMembershipErrors {
  const schema = addMembershipInputSchemaFor({
    planType: shape.planType,
    paidOnce: shape.asksPaymentType,
    paymentFrequency: shape.paymentFrequency,
    today: limits.today ?? null,
    partialPaymentMax: limits.partialPaymentMax ?? null,
  });
  const checked = schema.safeParse({
    // The person is the page's, never typed: any id stands in for it here.
    personId: 'member',
    membershipPlanId: values.planId ?? '',
    paymentOptionId: values.optionId ?? '',
    startDate: values.startDate,
    firstPaymentDate: values.firstPaymentDate,
    joinFee: toCents(values.joinFee),
    accessCardFee: toCents(values.accessCardFee),
    ...(values.overridePartial
      ? { partialPaymentAmount: toCents(values.partialPaymentAmount), isPartialAmountOverridden: true }
      : {}),
    ...(shape.externalPayer ? { externalPayerRefNumber: values.externalPayerRefNumber } : {}),
    ...(shape.asksPaymentType ? { oneOffPaymentType: values.oneOffPaymentType } : {}),
  });
  const errors: AddMembershipErrors = fieldErrorsFromIssues(checked.error?.issues ?? [], (path) => {
    const [field = path] = path.split('.');
    return FORM_FIELD[field] ?? field;
  });
  if (missingFirstPaymentDate(asksFirstPaymentDate, values) && errors.firstPaymentDate === undefined)
    errors.firstPaymentDate = addMembershipMessages.firstPaymentDateRequired;
  return errors;
}

const missingFirstPaymentDate = (asked: boolean, values: AddMembershipValues) =>
  asked && !values.firstPaymentDate;

/** Step 2 'Upfront payment': what is paid at the desk now instead of in the first debit. */
export interface UpfrontValues {
  payJoinFeeNow: boolean;
  payAccessCardFeeNow: boolean;
  payPartialNow: boolean;
  inBranchPaymentType: string;
}

export const NO_UPFRONT: UpfrontValues = {
  payJoinFeeNow: false,
  payAccessCardFeeNow: false,
  payPartialNow: false,
  inBranchPaymentType: '',
};

export const paysSomethingNow = (upfront: UpfrontValues) =>
  upfront.payJoinFeeNow || upfront.payAccessCardFeeNow || upfront.payPartialNow;

/** Step 2 'Upfront payment' of a billing sale: what is paid now needs its payment type. */
export function checkUpfront(upfront: UpfrontValues, billing: boolean): FieldCheck<UpfrontValues> {
  return billing && paysSomethingNow(upfront) && upfront.inBranchPaymentType === ''
    ? { ok: false, errors: { inBranchPaymentType: addMembershipMessages.paymentTypeRequired } }
    : { ok: true, value: upfront };
}

/**
 * The sale's `paidInBranch` flags. "The fee flags are sent inverted": include* = true means the
 * amount goes into the first debit, i.e. it is NOT paid in branch.
 */
export function paidInBranchOf(upfront: UpfrontValues) {
  return {
    includeJoinFee: !upfront.payJoinFeeNow,
    includeAccessCardFee: !upfront.payAccessCardFeeNow,
    includePartialPayment: !upfront.payPartialNow,
    inBranchPaymentType: paysSomethingNow(upfront) ? upfront.inBranchPaymentType : null,
  };
}

/** A billing sale with nothing that could be paid upfront is submitted from step 1 (spec 2 §4). */
export function hasSomethingDueUpfront(fees: {
  joinFee: number;
  accessCardFee: number;
  partial: number;
}): boolean {
  return fees.joinFee > 0 || fees.accessCardFee > 0 || fees.partial > 0;
}
