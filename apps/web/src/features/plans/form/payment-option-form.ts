import {
  applyFreePromotion,
  applyPromotionAdded,
  centsToAmount,
  type FreePeriodFrequency,
  type FreePeriodType,
  fieldErrorsFromIssues,
  type PaymentFrequency,
  type PaymentOptionInput,
  type PlanType,
  parseMoneyToCents,
  paymentOptionInputSchema,
  type TermUnit,
} from '@clubline/domain';
import { planTimeZone, saleInputs, saleInstant } from './sale-window.ts';

/**
 * The payment option form (spec 3 §2, §4, §5): what the inputs hold, the rules applied as the user
 * changes a field, and validation with the domain's `paymentOptionInputSchema`, the schema the
 * server parses the same input with, so both give the same messages.
 */
export interface PaymentOptionFormValues {
  name: string;
  description: string;
  notes: string;
  /** Money as typed, in currency units. */
  paymentAmount: string;
  paymentFrequency: PaymentFrequency | null;
  joinFee: string;
  accessCardFee: string;
  suspensionFee: string;
  suspensionFeeFrequency: TermUnit | null;
  ongoing: boolean;
  term: string;
  termType: TermUnit | null;
  /** Not edited by the form; kept as stored. */
  ongoingTermType: TermUnit | null;
  validityPeriod: string;
  visitPassTermType: TermUnit | null;
  freePeriodType: FreePeriodType | null;
  freePeriod: string;
  freePeriodFrequency: FreePeriodFrequency | null;
  freePeriodUntilDate: string;
  freePromotion: boolean;
  hasPromotion: boolean;
  promotionTermCount: string;
  promotionAmount: string;
  membershipStartDate: string;
  sellingBranches: string[];
  saleStartDate: string;
  saleStartTime: string | null;
  saleEndDate: string;
  saleEndTime: string | null;
  isAvailableOnline: boolean;
}

type PaymentOptionFormField = keyof PaymentOptionFormValues;
export type PaymentOptionFormErrors = Partial<Record<PaymentOptionFormField, string>>;

/** A stored option as the form reads it (the GraphQL PaymentOption). */
export interface StoredPaymentOption {
  id: string;
  name: string;
  description?: string | null;
  notes?: string | null;
  paymentAmount?: number | null;
  paymentFrequency: PaymentFrequency;
  joinFee: number;
  accessCardFee: number;
  suspensionFee?: number | null;
  suspensionFeeFrequency?: TermUnit | null;
  term?: number | null;
  termType?: TermUnit | null;
  ongoing: boolean;
  ongoingTermType?: TermUnit | null;
  validityPeriod?: number | null;
  visitPassTermType?: TermUnit | null;
  freePeriod?: number | null;
  freePeriodFrequency?: FreePeriodFrequency | null;
  freePeriodUntilDate?: string | null;
  freePromotion: boolean;
  promotion?: { termCount: number; paymentAmount: number } | null;
  membershipStartDate?: string | null;
  sellingBranches: readonly { id: string }[];
  saleStartDate?: string | null;
  saleEndDate?: string | null;
  isAvailableOnline: boolean;
}

const moneyText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToAmount(cents).toFixed(2);
const countText = (count: number | null | undefined) =>
  count === null || count === undefined ? '' : String(count);

/** A new option's form, or a stored option's; a new option at branch level is sold there. */
export function initialPaymentOptionValues(
  option: StoredPaymentOption | null | undefined,
  country: string,
  defaultBranchId?: string | null,
): PaymentOptionFormValues {
  const zone = planTimeZone(country);
  const start = saleInputs('start', option?.saleStartDate, zone);
  const end = saleInputs('end', option?.saleEndDate, zone);
  return {
    name: option?.name ?? '',
    description: option?.description ?? '',
    notes: option?.notes ?? '',
    paymentAmount: moneyText(option?.paymentAmount),
    paymentFrequency: option?.paymentFrequency ?? null,
    joinFee: moneyText(option?.joinFee ?? 0),
    accessCardFee: moneyText(option?.accessCardFee ?? 0),
    suspensionFee: moneyText(option?.suspensionFee),
    suspensionFeeFrequency: option?.suspensionFeeFrequency ?? null,
    ongoing: option?.ongoing ?? false,
    term: countText(option?.term),
    termType: option?.termType ?? null,
    ongoingTermType: option?.ongoingTermType ?? null,
    validityPeriod: countText(option?.validityPeriod),
    visitPassTermType: option?.visitPassTermType ?? null,
    freePeriodType: option?.freePeriodUntilDate ? 'Ending' : option?.freePeriod ? 'For' : null,
    freePeriod: countText(option?.freePeriod),
    freePeriodFrequency: option?.freePeriodFrequency ?? null,
    freePeriodUntilDate: option?.freePeriodUntilDate ?? '',
    freePromotion: option?.freePromotion ?? false,
    hasPromotion: Boolean(option?.promotion),
    promotionTermCount: countText(option?.promotion?.termCount),
    promotionAmount: moneyText(option?.promotion?.paymentAmount),
    membershipStartDate: option?.membershipStartDate ?? '',
    sellingBranches: option
      ? option.sellingBranches.map((branch) => branch.id)
      : defaultBranchId
        ? [defaultBranchId]
        : [],
    saleStartDate: start.date,
    saleStartTime: start.time,
    saleEndDate: end.date,
    saleEndTime: end.time,
    isAvailableOnline: option?.isAvailableOnline ?? false,
  };
}

/** Typed money as cents; text that is no amount goes on as typed, for "must be a number". */
function money(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  return parseMoneyToCents(text) ?? text;
}

const count = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

export interface OptionContext {
  planType: PlanType | string;
  membershipPlanId?: string | undefined;
  id?: string | undefined;
  /** The plan's country: its zone reads the sale dates. */
  country: string;
}

/** The values as the schema (and, without `freePeriodType`, the API) takes them. */
function toPaymentOptionInput(values: PaymentOptionFormValues, context: OptionContext): PaymentOptionInput {
  const zone = planTimeZone(context.country);
  return {
    planType: context.planType,
    membershipPlanId: context.membershipPlanId,
    id: context.id,
    name: values.name,
    description: values.description,
    notes: values.notes,
    paymentAmount: money(values.paymentAmount),
    paymentFrequency: values.paymentFrequency,
    joinFee: money(values.joinFee),
    accessCardFee: money(values.accessCardFee),
    suspensionFee: money(values.suspensionFee),
    suspensionFeeFrequency: values.suspensionFeeFrequency,
    term: count(values.term),
    termType: values.termType,
    ongoing: values.ongoing,
    ongoingTermType: values.ongoingTermType,
    validityPeriod: count(values.validityPeriod),
    visitPassTermType: values.visitPassTermType,
    freePeriodType: values.freePeriodType,
    freePeriod: values.freePeriodType === 'For' ? count(values.freePeriod) : undefined,
    freePeriodFrequency: values.freePeriodType === 'For' ? values.freePeriodFrequency : undefined,
    freePeriodUntilDate: values.freePeriodType === 'Ending' ? values.freePeriodUntilDate : undefined,
    freePromotion: values.freePromotion,
    promotion: values.hasPromotion
      ? { termCount: count(values.promotionTermCount), paymentAmount: money(values.promotionAmount) }
      : undefined,
    membershipStartDate: values.membershipStartDate,
    sellingBranches: values.sellingBranches,
    saleStartDate: saleInstant('start', values.saleStartDate, values.saleStartTime, zone),
    saleEndDate: saleInstant('end', values.saleEndDate, values.saleEndTime, zone),
    isAvailableOnline: values.isAvailableOnline,
  };
}

/** A message's path (schema or server) → the input it shows under; null for none of the form's. */
function formFieldOf(path: string): PaymentOptionFormField | null {
  if (path === 'promotion' || path === 'promotion.termCount') return 'promotionTermCount';
  if (path === 'promotion.paymentAmount') return 'promotionAmount';
  const head = path.split('.')[0] ?? path;
  if (head === 'sellingBranches') return 'sellingBranches';
  const fields: readonly string[] = FORM_FIELDS;
  return fields.includes(head) ? (head as PaymentOptionFormField) : null;
}

const FORM_FIELDS = [
  'name',
  'description',
  'notes',
  'paymentAmount',
  'paymentFrequency',
  'joinFee',
  'accessCardFee',
  'suspensionFee',
  'suspensionFeeFrequency',
  'term',
  'termType',
  'validityPeriod',
  'visitPassTermType',
  'freePeriodType',
  'freePeriod',
  'freePeriodFrequency',
  'freePeriodUntilDate',
  'membershipStartDate',
  'saleStartDate',
  'saleEndDate',
  'isAvailableOnline',
] as const satisfies readonly PaymentOptionFormField[];

/** Messages by path (the schema's issues, or the server's fieldErrors) as the form's errors. */
export function toFormErrors(messages: Readonly<Record<string, string>>): {
  errors: PaymentOptionFormErrors;
  /** Messages of no input of the form (e.g. the plan type). */
  other: string[];
} {
  const errors: PaymentOptionFormErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const field = formFieldOf(path);
    if (field === null) other.push(message);
    else errors[field] ??= message;
  }
  return { errors, other };
}

/** The form's errors by the shared schema. */
export function validatePaymentOptionForm(
  values: PaymentOptionFormValues,
  context: OptionContext,
): PaymentOptionFormErrors {
  const result = paymentOptionInputSchema.safeParse(toPaymentOptionInput(values, context));
  return toFormErrors(fieldErrorsFromIssues(result.error?.issues ?? [])).errors;
}

/**
 * The GraphQL input, from the schema's parse of the values (so amounts are cents and the sale
 * window epoch-ms text); null when the values do not pass, which the form has shown already.
 */
export function toGraphQLPaymentOptionInput(values: PaymentOptionFormValues, context: OptionContext) {
  const parsed = paymentOptionInputSchema.safeParse(toPaymentOptionInput(values, context));
  if (!parsed.success) return null;
  const {
    isExternalPayer: _derived,
    branchSettings: _notEdited,
    saleStartDate,
    saleEndDate,
    ...input
  } = parsed.data;
  return {
    ...input,
    // The plan type as the form knows it: the server checks it against the stored plan's.
    planType: String(context.planType),
    sellingBranches: [...input.sellingBranches],
    saleStartDate: saleStartDate === undefined ? null : String(saleStartDate),
    saleEndDate: saleEndDate === undefined ? null : String(saleEndDate),
  };
}

/**
 * Spec 3 §4: switching a free membership on forces one-off, clears the amount, turns off online
 * availability and clears promotions (the domain's rule, on the form's fields).
 */
export function withFreePromotion(
  values: PaymentOptionFormValues,
  freePromotion: boolean,
): PaymentOptionFormValues {
  const applied = applyFreePromotion({
    freePromotion,
    paymentFrequency: values.paymentFrequency,
    paymentAmount: values.paymentAmount,
    isAvailableOnline: values.isAvailableOnline,
    promotion: values.hasPromotion ? {} : undefined,
  });
  if (!freePromotion) return { ...values, freePromotion };
  return {
    ...values,
    freePromotion,
    paymentFrequency: applied.paymentFrequency === 'ONE_OFF' ? 'ONE_OFF' : values.paymentFrequency,
    paymentAmount: '',
    isAvailableOnline: false,
    hasPromotion: false,
    promotionTermCount: '',
    promotionAmount: '',
  };
}

/** Adding a promotion to a free membership switches the free promotion off (the domain's rule). */
export function withPromotion(
  values: PaymentOptionFormValues,
  hasPromotion: boolean,
): PaymentOptionFormValues {
  if (!hasPromotion) return { ...values, hasPromotion, promotionTermCount: '', promotionAmount: '' };
  const applied = applyPromotionAdded({ freePromotion: values.freePromotion });
  return { ...values, hasPromotion, freePromotion: applied.freePromotion === true };
}
