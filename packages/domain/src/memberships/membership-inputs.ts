import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { isMembershipDate } from '../dates/calendar-date.ts';
import { CANCELLATION_REASONS } from '../enums/cancellation-reasons.ts';
import { amountTooHigh, FEE_MAX_CENTS, PAYMENT_MAX_CENTS } from '../money/limits.ts';
import type { Cents } from '../money/money.ts';

/**
 * The membership forms' schemas and messages (spec 2 §5: add, change, end, pay overdue, edit
 * membership, edit external payer), shared by the forms and the server (parseInput). Rules that
 * need stored data (the option's plan type, the current end date, the billing date grid, the
 * overdue amount) take it as a parameter, so the form and the server decide alike. The effective
 * status and billing kind of a stored membership live beside them (membership-status.ts).
 */
export * from './membership-status.ts';

/** Spec 2 §5, word for word. */
export const membershipMessages = {
  planRequired: 'Please choose a membership plan',
  paymentOptionRequired: 'Please choose a payment option',
  startDateRequired: 'Start date is required',
  externalPayerNumberRequired: 'Please enter the number',
  externalPayerNumberTooLong: 'External payer reference number must be at most 50 characters',
  paymentTypeRequired: 'Please choose a payment type',
  externalPayerRefRequired: 'External payer reference number is required',
  endDateRequired: 'End date is required',
  endDateInFuture: 'End date must be in the future',
  endDateEarlierThanCurrent: 'The new end date must be earlier than the current end date.',
  cancellationReasonRequired: 'You must provide a reason for ending a membership',
  overdueAlreadyPaid: 'This overdue amount appears to have been paid already.',
  /** Ours: the spec shows no texts for these. */
  amountNonNegative: 'Must be 0 or more',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  paymentMoreThanOverdue: 'The payment cannot be more than the overdue amount',
  paymentAtLeastOneCent: 'Enter an amount of at least $0.01',
  paymentWholeOverdue: 'Take the whole overdue amount: this provider does not allow part payments',
  creditCardOnlineNotAllowed: "'Credit card ONLINE' is only for one-off payment options",
  billingDateRequired: 'Choose one of the billing dates',
  firstPaymentBeforeStart: 'The first payment date cannot be before the start date',
  firstPaymentDateNotOffered: 'Choose one of the first payment dates offered',
  paymentTypeUnknown: 'Choose one of the listed payment types',
  startDateTooEarly: 'The start date cannot be more than 28 days before today.',
} as const;

const M = membershipMessages;

/** The payment types a one-off or a desk payment may be made with (spec 2 §4 "Credit card ONLINE"). */
export const ONE_OFF_PAYMENT_TYPES = [
  'Cash',
  'EFTPOS',
  'Credit card',
  'Credit card ONLINE',
  'Cheque',
  'DIRECT_DEBIT',
] as const;
export const CREDIT_CARD_ONLINE = 'Credit card ONLINE';

/** What the desk itself takes (fees paid in branch, an overdue payment): never a direct debit or online. */
export const DESK_PAYMENT_TYPES = ['Cash', 'EFTPOS', 'Credit card', 'Cheque'] as const;

/**
 * How far back a sale may start: 28 days before today (docs/billing.md "How far back a sale may
 * start"). Ours, the spec is silent: a start years back was debited every period since at once.
 */
export const SALE_START_MAX_DAYS_BACK = 28;

/** The earliest start date of a sale made on `today` (YYYY-MM-DD, the billing clock's today). */
export function earliestSaleStart(today: string): string {
  return Temporal.PlainDate.from(today).subtract({ days: SALE_START_MAX_DAYS_BACK }).toString();
}

/** The longest external payer reference (spec 2 §5). */
export const EXTERNAL_PAYER_REF_MAX = 50;

const isCalendarDate = (value: string) => isMembershipDate(value);

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const requiredDate = (message: string) => required(message).refine(isCalendarDate, { error: M.dateInvalid });
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), { error: M.dateInvalid })
  .transform((value) => (value === '' ? null : value))
  .nullish();
const cents = z.number().int({ error: M.amountNonNegative }).min(0, { error: M.amountNonNegative });
/** Whole cents from 0 to `max`, the message naming the field ('Join fee cannot exceed $10,000'). */
const centsUpTo = (field: string, max: Cents) => cents.max(max, { error: amountTooHigh(field, max) });
/** One of `types`: missing is 'Please choose a payment type', anything else not listed is refused. */
const paymentTypeOf = (types: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || types.includes(value), { error: M.paymentTypeUnknown });

/**
 * An overridden partial payment is at most what the days from the start to the first payment cost
 * at the option's price (`periodCost`, the schedule's own partial): the message, or null when it
 * is not more (or either is unknown).
 */
export function partialPaymentTooHigh(
  partial: Cents | null | undefined,
  periodCost: Cents | null | undefined,
): string | null {
  if (partial === null || partial === undefined || periodCost === null || periodCost === undefined)
    return null;
  return partial > periodCost ? amountTooHigh('Partial payment', periodCost) : null;
}

/** Add membership step 1 (spec 2 §5): plan, option, start date and the fees. */
export const addMembershipStepOneSchema = z.object({
  membershipPlanId: required(M.planRequired),
  paymentOptionId: required(M.paymentOptionRequired),
  startDate: requiredDate(M.startDateRequired),
  firstPaymentDate: optionalDate,
  joinFee: centsUpTo('Join fee', FEE_MAX_CENTS).nullish(),
  accessCardFee: centsUpTo('Access card fee', FEE_MAX_CENTS).nullish(),
  partialPaymentAmount: centsUpTo('Partial payment', PAYMENT_MAX_CENTS).nullish(),
  isPartialAmountOverridden: z.boolean().nullish(),
  externalPayerRefNumber: z.string().trim().nullish(),
});
export type AddMembershipStepOne = z.infer<typeof addMembershipStepOneSchema>;

/** What decides which of the add rules apply: the chosen option's plan and frequency. */
export interface AddMembershipContext {
  readonly planType: string | null;
  /** The option is paid once (one-off, visit pass or free promotion): a payment type is needed. */
  readonly paidOnce: boolean;
  readonly paymentFrequency: string | null;
  /**
   * What the days from the start to the first payment cost at the option's price (the schedule's
   * own partial payment): an overridden partial may not be more. Unknown (the form before its
   * preview) when absent.
   */
  readonly partialPaymentMax?: Cents | null;
  /** The billing clock's today (YYYY-MM-DD): a sale starts at most 28 days before it. */
  readonly today?: string | null;
}

/**
 * The whole add input (spec 2 §5 and §7 MembershipInput): step 1, then the payer reference for an
 * external-payer plan and the one-off payment type, which 'Credit card ONLINE' only a one-off or
 * unspecified frequency may use (spec 2 §4).
 */
export function addMembershipInputSchemaFor(context: AddMembershipContext) {
  return addMembershipStepOneSchema
    .extend({
      personId: z.string().trim().min(1),
      paidInBranch: z
        .object({
          includeAccessCardFee: z.boolean().nullish(),
          includeJoinFee: z.boolean().nullish(),
          includePartialPayment: z.boolean().nullish(),
          inBranchPaymentType: paymentTypeOf(DESK_PAYMENT_TYPES).nullish(),
        })
        .nullish(),
      waiveAdminFee: z.boolean().nullish(),
      oneOffPaymentType: paymentTypeOf(ONE_OFF_PAYMENT_TYPES).nullish(),
      oneOffPaymentAmount: centsUpTo('One-off payment amount', PAYMENT_MAX_CENTS).nullish(),
      pointOfSaleAmount: centsUpTo('Point of sale amount', PAYMENT_MAX_CENTS).nullish(),
    })
    .superRefine((input, ctx) => {
      if (context.today && input.startDate < earliestSaleStart(context.today)) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.startDateTooEarly });
      }
      const partial = input.isPartialAmountOverridden === true ? input.partialPaymentAmount : null;
      const partialError = partialPaymentTooHigh(partial, context.partialPaymentMax);
      if (partialError)
        ctx.addIssue({ code: 'custom', path: ['partialPaymentAmount'], message: partialError });
      if (context.planType === 'EXTERNAL_PAYER') {
        const ref = input.externalPayerRefNumber ?? '';
        if (ref === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['externalPayerRefNumber'],
            message: M.externalPayerNumberRequired,
          });
        } else if (ref.length > EXTERNAL_PAYER_REF_MAX) {
          ctx.addIssue({
            code: 'custom',
            path: ['externalPayerRefNumber'],
            message: M.externalPayerNumberTooLong,
          });
        }
      }
      if (context.paidOnce && context.planType !== 'EXTERNAL_PAYER' && !input.oneOffPaymentType) {
        ctx.addIssue({ code: 'custom', path: ['oneOffPaymentType'], message: M.paymentTypeRequired });
      }
      const oneOffFrequency = context.paymentFrequency === null || context.paymentFrequency === 'ONE_OFF';
      if (input.oneOffPaymentType === CREDIT_CARD_ONLINE && !oneOffFrequency) {
        ctx.addIssue({ code: 'custom', path: ['oneOffPaymentType'], message: M.creditCardOnlineNotAllowed });
      }
    });
}
export type AddMembershipInput = z.infer<ReturnType<typeof addMembershipInputSchemaFor>>;

/** Change membership (spec 2 §5). */
export const changeMembershipInputSchema = z.object({
  membershipPlanId: required(M.planRequired),
  paymentOptionId: required(M.paymentOptionRequired),
});

/** What End membership checks the date against. */
export interface EndMembershipContext {
  /** YYYY-MM-DD in the home branch's time zone. */
  readonly today: string;
  /** The membership's current end date. */
  readonly endDate: string | null;
  /** A billing membership whose status is active may move its end date later (spec 2 §5). */
  readonly billingActive: boolean;
  /** Billing members pick a billing date: when given, the date must be one of these. */
  readonly billingDates?: readonly string[] | null;
}

/** End membership (spec 2 §5): the date and the reason. */
export function endMembershipInputSchemaFor(context: EndMembershipContext) {
  return z
    .object({
      cancellationDate: requiredDate(M.endDateRequired),
      cancellationReason: z.enum(CANCELLATION_REASONS, { error: M.cancellationReasonRequired }),
    })
    .superRefine((input, ctx) => {
      const date = input.cancellationDate;
      if (date < context.today) {
        ctx.addIssue({ code: 'custom', path: ['cancellationDate'], message: M.endDateInFuture });
        return;
      }
      if (context.endDate !== null && !context.billingActive && date > context.endDate) {
        ctx.addIssue({ code: 'custom', path: ['cancellationDate'], message: M.endDateEarlierThanCurrent });
        return;
      }
      if (context.billingDates && !context.billingDates.includes(date)) {
        ctx.addIssue({ code: 'custom', path: ['cancellationDate'], message: M.billingDateRequired });
      }
    });
}

/**
 * Pay overdue (spec 2 §5): a payment type, and an amount from $0.01 to the overdue amount; the whole
 * amount only where the provider does not allow part payments (docs/billing.md "Receipts and part
 * payments": paysmart allows them).
 */
export function payOverdueInputSchemaFor(overdueAmount: number, partPaymentAllowed = true) {
  return z
    .object({
      paymentType: required(M.paymentTypeRequired).refine(
        (value) => value === '' || (DESK_PAYMENT_TYPES as readonly string[]).includes(value),
        { error: M.paymentTypeUnknown },
      ),
      paymentInCents: z
        .number()
        .int({ error: M.amountNonNegative })
        .max(PAYMENT_MAX_CENTS, { error: amountTooHigh('Payment', PAYMENT_MAX_CENTS) }),
    })
    .superRefine((input, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['paymentInCents'], message });
      if (overdueAmount <= 0) issue(M.overdueAlreadyPaid);
      else if (input.paymentInCents <= 0) issue(M.paymentAtLeastOneCent);
      else if (input.paymentInCents > overdueAmount) issue(M.paymentMoreThanOverdue);
      else if (!partPaymentAllowed && input.paymentInCents !== overdueAmount) issue(M.paymentWholeOverdue);
    });
}

/** Edit external payer (spec 2 §5). */
export const externalPayerUpdateSchema = z.object({
  externalPayerRefNumber: required(M.externalPayerRefRequired).max(EXTERNAL_PAYER_REF_MAX, {
    error: M.externalPayerNumberTooLong,
  }),
});

/**
 * Edit membership (spec 2 §5): both optional, only fields present are changed; a null end date
 * removes it. An empty customer reference is taken as absent.
 */
export const editMembershipSchema = z.object({
  newMembershipEndDate: z
    .string()
    .trim()
    .refine(isCalendarDate, { error: M.dateInvalid })
    .nullable()
    .optional(),
  customerReference: z
    .string()
    .trim()
    .max(100)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});
