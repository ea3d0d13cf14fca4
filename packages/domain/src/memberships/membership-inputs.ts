import { z } from 'zod';
import { CANCELLATION_REASONS } from '../enums/cancellation-reasons.ts';
import { isMembershipDate } from './membership-status.ts';

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
  creditCardOnlineNotAllowed: "'Credit card ONLINE' is only for one-off payment options",
  billingDateRequired: 'Choose one of the billing dates',
  firstPaymentBeforeStart: 'The first payment date cannot be before the start date',
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

/** Add membership step 1 (spec 2 §5): plan, option, start date and the fees. */
export const addMembershipStepOneSchema = z.object({
  membershipPlanId: required(M.planRequired),
  paymentOptionId: required(M.paymentOptionRequired),
  startDate: requiredDate(M.startDateRequired),
  firstPaymentDate: optionalDate,
  joinFee: cents.nullish(),
  accessCardFee: cents.nullish(),
  partialPaymentAmount: cents.nullish(),
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
          inBranchPaymentType: z.string().trim().max(100).nullish(),
        })
        .nullish(),
      waiveAdminFee: z.boolean().nullish(),
      oneOffPaymentType: z.string().trim().max(100).nullish(),
      oneOffPaymentAmount: cents.nullish(),
      pointOfSaleAmount: cents.nullish(),
    })
    .superRefine((input, ctx) => {
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

/** Pay overdue (spec 2 §5): a payment type, and an amount above 0 and at most the overdue amount. */
export function payOverdueInputSchemaFor(overdueAmount: number) {
  return z
    .object({
      paymentType: required(M.paymentTypeRequired),
      paymentInCents: z.number().int({ error: M.amountNonNegative }),
    })
    .superRefine((input, ctx) => {
      if (overdueAmount <= 0 || input.paymentInCents <= 0) {
        ctx.addIssue({ code: 'custom', path: ['paymentInCents'], message: M.overdueAlreadyPaid });
      } else if (input.paymentInCents > overdueAmount) {
        ctx.addIssue({ code: 'custom', path: ['paymentInCents'], message: M.paymentMoreThanOverdue });
      }
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
