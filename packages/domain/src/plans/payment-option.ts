import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { isPlausibleDate, parseIsoDate } from '../dates/iso-date.ts';
import { resolveToday, type TodaySource, todayIn } from '../dates/time-zone.ts';
import {
  FREE_PERIOD_FREQUENCIES,
  FREE_PERIOD_TYPES,
  type FreePeriodFrequency,
  INVALID_MEMBERSHIP_PLAN_TYPE,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  PLAN_TYPES,
  type PlanType,
  TERM_UNITS,
  type TermUnit,
} from '../enums/plans.ts';
import { booleanField } from '../forms/fields.ts';
import { formMessages } from '../forms/messages.ts';
import { amountTooHigh, FEE_MAX_CENTS, PAYMENT_MAX_CENTS } from '../money/limits.ts';
import type { Cents } from '../money/money.ts';
import { checkNumber, checkOneOf, checkText, type Issues, issuesOn, looseNumber } from './plan-rules.ts';

export const PAYMENT_OPTION_NAME_MAX = 50;
export const PAYMENT_OPTION_DESCRIPTION_MAX = 200;
export const PAYMENT_OPTION_NOTES_MAX = 100;
/** A free period is under 100 of its unit (spec 3 §5, §9). */
export const FREE_PERIOD_LIMIT = 100;

/** The longest term, minimum term or validity period an option may have (ours; the spec gives none). */
const TERM_MAX_YEARS = 100;

/** TERM_MAX_YEARS in each unit a term is given in. */
const TERM_MAX: Record<TermUnit, number> = {
  DAYS: 36_525,
  WEEKS: 5_218,
  PERIODS: 2_609,
  MONTHS: TERM_MAX_YEARS * 12,
  YEARS: TERM_MAX_YEARS,
};

/**
 * The messages of spec 3 §5 "Payment option" (and spec 2's free-period rule). Where the spec states a
 * rule without its text, the text follows the generic messages of spec 1 §5.1 or is marked
 * "not in the spec".
 */
export const paymentOptionMessages = {
  invalidPlanType: INVALID_MEMBERSHIP_PLAN_TYPE,
  nameRequired: formMessages.required('Name'),
  nameTooLong: formMessages.tooLong('Name', PAYMENT_OPTION_NAME_MAX),
  descriptionTooLong: formMessages.tooLong('Description', PAYMENT_OPTION_DESCRIPTION_MAX),
  notesTooLong: formMessages.tooLong('Notes', PAYMENT_OPTION_NOTES_MAX),
  termRequired: formMessages.required('Term'),
  termPositive: formMessages.positive('Term'),
  termNoDecimals: formMessages.noDecimals('Term'),
  termTypeRequired: formMessages.required('Term type'),
  validityPeriodRequired: formMessages.required('Validity period'),
  validityPeriodPositive: formMessages.positive('Validity period'),
  /** Not in the spec: the unit of a visit pass's validity period. */
  validityPeriodTypeRequired: formMessages.required('Validity period type'),
  paymentAmountRequired: formMessages.required('Payment amount'),
  paymentAmountPositive: formMessages.positive('Payment amount'),
  paymentAmountForFreePromotion: 'Payment amount cannot be set for free promotion',
  frequencyRequired: formMessages.required('Payment frequency'),
  /** Not in the spec: a frequency outside WEEKLY, FORTNIGHTLY, MONTHLY, ONE_OFF. */
  frequencyInvalid: formMessages.invalid('payment frequency'),
  oneOffForOngoing: 'One-off payments cannot be selected for an ongoing payment option',
  /** Not in the spec (the rule "Free promotions must stay one-off" has no text). */
  freePromotionOneOff: 'A free promotion must be a one-off payment',
  /** Not in the spec: the form turns online availability off for a free promotion. */
  freePromotionOnline: 'A free promotion cannot be available online',
  /** Not in the spec: the form clears promotions for a free promotion. */
  freePromotionWithPromotion: 'A promotion cannot be added to a free promotion',
  joinFeeNonNegative: formMessages.nonNegative('Join fee'),
  accessCardFeeNonNegative: formMessages.nonNegative('Access card fee'),
  suspensionFeeNonNegative: formMessages.nonNegative('Suspension fee'),
  suspensionFeeFrequencyRequired: formMessages.required('Suspension fee frequency'),
  endDateAfterStart: 'End date must be after the start date',
  sellingBranchesRequired: 'At least one branch is required',
  freePeriodNoDecimals: formMessages.noDecimals('Free period'),
  freePeriodPositive: formMessages.positive('Free period'),
  /** Not in the spec: "under 100" with no text. */
  freePeriodTooLong: `Free period must be less than ${FREE_PERIOD_LIMIT}`,
  freePeriodRequired: formMessages.required('Free period'),
  freePeriodFrequencyRequired: formMessages.required('Free period frequency'),
  /** Not in the spec: the Ending type without its date. */
  freePeriodUntilDateRequired: formMessages.required('Free period end date'),
  /** Not in the spec: "an until-date must be later than today". */
  freePeriodUntilDateNotLater: 'Free period end date must be later than today',
  /** Spec 2 §5, as written. */
  freePeriodBothWays:
    'Unable to calculate free period, please choose to set free period with either freePeriodFrequency or freePeriodUntilDate',
  /** Not in the spec (ours): a term past any date the calendar holds cannot be sold or read. */
  termTooLong: `Term cannot be more than ${TERM_MAX_YEARS} years`,
  validityPeriodTooLong: `Validity period cannot be more than ${TERM_MAX_YEARS} years`,
  promotionPeriodRequired: formMessages.required('Promotion period'),
  promotionPeriodPositive: formMessages.positive('Promotion period'),
  promotionPeriodNoDecimals: formMessages.noDecimals('Promotion period'),
  promotionAmountRequired: formMessages.required('Promotion payment amount'),
  promotionAmountPositive: formMessages.positive('Promotion payment amount'),
  branchBillingAccountRequired: 'Please choose a branch billing account',
  validDateRequired: formMessages.validDateRequired,
  dateLooksWrong: formMessages.dateLooksWrong,
} as const;

const idText = z.string().trim().max(100);
const optionalId = idText.nullish().transform((id) => (id ? id : undefined));
/** A boolean that defaults to false, and may be left out. */
const optionalBoolean = booleanField()
  .optional()
  .transform((value) => value === true);
const looseText = z.union([z.string(), z.null()]).optional();

const promotionShape = z
  .object({ termCount: looseNumber, paymentAmount: looseNumber })
  .nullish()
  .transform((promotion) => promotion ?? undefined);

const branchSettingShape = z.object({
  branchId: idText.min(1),
  branchBillingAccountId: looseText,
  waiveAdminFee: optionalBoolean,
});

/**
 * What a client sends for a payment option (the GraphQL PaymentOptionInput; the web form sends the
 * same keys). Amounts and fees are integer cents: the form converts what is typed with
 * parseMoneyToCents before it validates. `freePeriodType` is the form's For / Ending choice; the
 * server does not receive it and infers it from the fields set.
 */
const paymentOptionShape = z.object({
  planType: looseText,
  membershipPlanId: optionalId,
  id: optionalId,
  name: looseText,
  description: looseText,
  notes: looseText,
  paymentAmount: looseNumber,
  paymentFrequency: looseText,
  joinFee: looseNumber,
  accessCardFee: looseNumber,
  suspensionFee: looseNumber,
  suspensionFeeFrequency: looseText,
  term: looseNumber,
  termType: looseText,
  ongoing: optionalBoolean,
  ongoingTermType: looseText,
  validityPeriod: looseNumber,
  visitPassTermType: looseText,
  freePeriodType: looseText,
  freePeriod: looseNumber,
  freePeriodFrequency: looseText,
  freePeriodUntilDate: looseText,
  freePromotion: optionalBoolean,
  promotion: promotionShape,
  membershipStartDate: looseText,
  sellingBranches: z
    .array(idText.min(1), { error: paymentOptionMessages.sellingBranchesRequired })
    .max(1000)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  saleStartDate: looseText,
  saleEndDate: looseText,
  isAvailableOnline: optionalBoolean,
  branchSettings: z
    .array(branchSettingShape)
    .max(1000)
    .nullish()
    .transform((settings) => settings ?? []),
});

export type PaymentOptionInput = z.input<typeof paymentOptionShape>;

export interface PaymentOptionPromotion {
  readonly termCount: number;
  readonly paymentAmount: Cents;
}

export interface ValidBranchSetting {
  readonly branchId: string;
  readonly branchBillingAccountId: string;
  readonly waiveAdminFee: boolean;
}

/** A payment option as the server stores it: every rule of spec 3 §5 holds. */
export interface ValidPaymentOptionInput {
  readonly planType: PlanType;
  readonly membershipPlanId: string | undefined;
  readonly id: string | undefined;
  readonly name: string;
  readonly description: string | undefined;
  readonly notes: string | undefined;
  readonly paymentAmount: Cents | undefined;
  readonly paymentFrequency: PaymentFrequency;
  readonly joinFee: Cents;
  readonly accessCardFee: Cents;
  readonly suspensionFee: Cents | undefined;
  readonly suspensionFeeFrequency: TermUnit | undefined;
  readonly term: number | undefined;
  readonly termType: TermUnit | undefined;
  readonly ongoing: boolean;
  readonly ongoingTermType: TermUnit | undefined;
  readonly validityPeriod: number | undefined;
  readonly visitPassTermType: TermUnit | undefined;
  readonly freePeriod: number | undefined;
  readonly freePeriodFrequency: FreePeriodFrequency | undefined;
  /** YYYY-MM-DD. */
  readonly freePeriodUntilDate: string | undefined;
  readonly freePromotion: boolean;
  readonly promotion: PaymentOptionPromotion | undefined;
  /** YYYY-MM-DD. */
  readonly membershipStartDate: string | undefined;
  readonly sellingBranches: readonly string[];
  /** Epoch milliseconds. */
  readonly saleStartDate: number | undefined;
  readonly saleEndDate: number | undefined;
  readonly isAvailableOnline: boolean;
  readonly isExternalPayer: boolean;
  readonly branchSettings: readonly ValidBranchSetting[];
}

type RawPaymentOption = z.output<typeof paymentOptionShape>;

const M = paymentOptionMessages;
/**
 * An amount in cents with its domain maximum, the same as a sale's (money/limits.ts): a payment at
 * most PAYMENT_MAX_CENTS, a fee at most FEE_MAX_CENTS. An option's price flows into every sale's
 * ledger, so an unbounded one would break the sums a sale's own limits protect.
 */
const cents = (field: string, sign: 'positive' | 'nonNegative', signMessage: string, max: Cents) =>
  ({ field, integer: true, sign, signMessage, max, maxMessage: amountTooHigh(field, max) }) as const;

/** Epoch milliseconds sent as text (spec 3 §3) or a number; undefined when empty. */
function checkInstant(raw: string | null | undefined, path: string, issues: Issues): number | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  const millis = /^-?\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(millis)) {
    issues.add([path], M.validDateRequired);
    return undefined;
  }
  const year = Temporal.Instant.fromEpochMilliseconds(millis).toZonedDateTimeISO('UTC').year;
  if (year < 1900 || year > 2200) {
    issues.add([path], M.dateLooksWrong);
    return undefined;
  }
  return millis;
}

function checkDate(
  raw: string | null | undefined,
  path: string,
  issues: Issues,
): Temporal.PlainDate | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const date = parseIsoDate(raw);
  if (date === undefined) {
    issues.add([path], M.validDateRequired);
    return undefined;
  }
  if (!isPlausibleDate(date)) {
    issues.add([path], M.dateLooksWrong);
    return undefined;
  }
  return date;
}

const termUnit = (raw: unknown, path: string, issues: Issues, required?: string) =>
  checkOneOf(raw, TERM_UNITS, [path], issues, {
    ...(required === undefined ? {} : { required }),
    invalid: formMessages.invalid(path),
  });

/** The free period: a number of DAYS or WEEKS (For), or an until-date (Ending), never both. */
function checkFreePeriod(raw: RawPaymentOption, today: Temporal.PlainDate, issues: Issues) {
  const type = checkOneOf(raw.freePeriodType, FREE_PERIOD_TYPES, ['freePeriodType'], issues, {
    invalid: formMessages.invalid('free period type'),
  });
  const freePeriod = checkNumber(
    raw.freePeriod,
    {
      field: 'Free period',
      integer: true,
      sign: 'positive',
      below: FREE_PERIOD_LIMIT,
      belowMessage: M.freePeriodTooLong,
      required: type === 'For',
    },
    ['freePeriod'],
    issues,
  );
  const frequency = checkOneOf(
    raw.freePeriodFrequency,
    FREE_PERIOD_FREQUENCIES,
    ['freePeriodFrequency'],
    issues,
    {
      invalid: formMessages.invalid('free period frequency'),
    },
  );
  const untilDate = checkDate(raw.freePeriodUntilDate, 'freePeriodUntilDate', issues);
  const hasUntilText =
    raw.freePeriodUntilDate !== null &&
    raw.freePeriodUntilDate !== undefined &&
    raw.freePeriodUntilDate.trim() !== '';
  if (type === 'Ending' && !hasUntilText) issues.add(['freePeriodUntilDate'], M.freePeriodUntilDateRequired);
  if (untilDate !== undefined && Temporal.PlainDate.compare(untilDate, today) <= 0) {
    issues.add(['freePeriodUntilDate'], M.freePeriodUntilDateNotLater);
  }
  const hasFor = frequency !== undefined || freePeriod !== undefined;
  if (hasUntilText && hasFor) {
    issues.add(['freePeriodFrequency'], M.freePeriodBothWays);
  } else if (freePeriod !== undefined && frequency === undefined) {
    issues.add(['freePeriodFrequency'], M.freePeriodFrequencyRequired);
  } else if (frequency !== undefined && freePeriod === undefined && type !== 'For') {
    issues.add(['freePeriod'], M.freePeriodRequired);
  }
  return { freePeriod, frequency, untilDate: untilDate?.toString() };
}

function checkPromotion(raw: RawPaymentOption, freePromotion: boolean, issues: Issues) {
  if (raw.promotion === undefined) return undefined;
  if (freePromotion) {
    issues.add(['promotion'], M.freePromotionWithPromotion);
    return undefined;
  }
  const termCount = checkNumber(
    raw.promotion.termCount,
    { field: 'Promotion period', required: true, integer: true, sign: 'positive' },
    ['promotion', 'termCount'],
    issues,
  );
  const paymentAmount = checkNumber(
    raw.promotion.paymentAmount,
    {
      ...cents('Promotion payment amount', 'positive', M.promotionAmountPositive, PAYMENT_MAX_CENTS),
      required: true,
    },
    ['promotion', 'paymentAmount'],
    issues,
  );
  return termCount === undefined || paymentAmount === undefined ? undefined : { termCount, paymentAmount };
}

function checkBranchSettings(raw: RawPaymentOption, issues: Issues): ValidBranchSetting[] {
  return raw.branchSettings.flatMap((setting, index) => {
    const accountId = setting.branchBillingAccountId?.trim() ?? '';
    if (accountId === '' || accountId.length > 100) {
      issues.add(['branchSettings', index, 'branchBillingAccountId'], M.branchBillingAccountRequired);
      return [];
    }
    return [
      { branchId: setting.branchId, branchBillingAccountId: accountId, waiveAdminFee: setting.waiveAdminFee },
    ];
  });
}

/** Every rule of spec 3 §5 "Payment option"; `today` decides whether an until-date is later than today. */
function validatePaymentOption(
  raw: RawPaymentOption,
  ctx: z.RefinementCtx,
  today: Temporal.PlainDate,
): ValidPaymentOptionInput {
  const issues = issuesOn(ctx);
  const planType = checkOneOf(raw.planType, PLAN_TYPES, ['planType'], issues, {
    required: M.invalidPlanType,
    invalid: M.invalidPlanType,
  });
  const name = checkText(
    raw.name,
    { field: 'Name', max: PAYMENT_OPTION_NAME_MAX, required: true },
    ['name'],
    issues,
  );
  const description = checkText(
    raw.description,
    { field: 'Description', max: PAYMENT_OPTION_DESCRIPTION_MAX, multiLine: true },
    ['description'],
    issues,
  );
  const notes = checkText(
    raw.notes,
    { field: 'Notes', max: PAYMENT_OPTION_NOTES_MAX, multiLine: true },
    ['notes'],
    issues,
  );
  const isVisitPass = planType === 'VISITOR_PASS';
  const isExternalPayer = planType === 'EXTERNAL_PAYER';
  const { ongoing, freePromotion } = raw;

  const frequency = checkOneOf(raw.paymentFrequency, PAYMENT_FREQUENCIES, ['paymentFrequency'], issues, {
    required: M.frequencyRequired,
    invalid: M.frequencyInvalid,
  });
  if (frequency === 'ONE_OFF' && ongoing && !isVisitPass)
    issues.add(['paymentFrequency'], M.oneOffForOngoing);
  if (freePromotion && frequency !== undefined && frequency !== 'ONE_OFF') {
    issues.add(['paymentFrequency'], M.freePromotionOneOff);
  }
  if (freePromotion && raw.isAvailableOnline) issues.add(['isAvailableOnline'], M.freePromotionOnline);

  const amountGiven = readGiven(raw.paymentAmount);
  let paymentAmount: number | undefined;
  if (freePromotion && amountGiven) issues.add(['paymentAmount'], M.paymentAmountForFreePromotion);
  else
    paymentAmount = checkNumber(
      raw.paymentAmount,
      {
        ...cents('Payment amount', 'positive', M.paymentAmountPositive, PAYMENT_MAX_CENTS),
        required: !freePromotion && !isExternalPayer,
      },
      ['paymentAmount'],
      issues,
    );

  const fee = (key: 'joinFee' | 'accessCardFee' | 'suspensionFee', field: string, message: string) =>
    checkNumber(raw[key], cents(field, 'nonNegative', message, FEE_MAX_CENTS), [key], issues);
  const joinFee = fee('joinFee', 'Join fee', M.joinFeeNonNegative) ?? 0;
  const accessCardFee = fee('accessCardFee', 'Access card fee', M.accessCardFeeNonNegative) ?? 0;
  const suspensionFee = fee('suspensionFee', 'Suspension fee', M.suspensionFeeNonNegative);
  const suspensionFeeFrequency = termUnit(
    raw.suspensionFeeFrequency,
    'suspensionFeeFrequency',
    issues,
    suspensionFee !== undefined && suspensionFee > 0 ? M.suspensionFeeFrequencyRequired : undefined,
  );

  // A term applies to ongoing-type and external-payer plans; a visit pass has a validity period.
  // Each is at most 100 years in its unit (TERM_MAX): a sale dates its end, or its minimum term's.
  const needsTerm = !isVisitPass && !ongoing;
  const termType = isVisitPass
    ? undefined
    : termUnit(raw.termType, 'termType', issues, needsTerm ? M.termTypeRequired : undefined);
  const ongoingTermType = ongoing ? termUnit(raw.ongoingTermType, 'ongoingTermType', issues) : undefined;
  const term = isVisitPass
    ? undefined
    : checkNumber(
        raw.term,
        {
          field: 'Term',
          required: needsTerm,
          integer: true,
          sign: 'positive',
          max: TERM_MAX[(ongoing ? ongoingTermType : termType) ?? 'DAYS'],
          maxMessage: M.termTooLong,
        },
        ['term'],
        issues,
      );
  const visitPassTermType = isVisitPass
    ? termUnit(raw.visitPassTermType, 'visitPassTermType', issues, M.validityPeriodTypeRequired)
    : undefined;
  const validityPeriod = isVisitPass
    ? checkNumber(
        raw.validityPeriod,
        {
          field: 'Validity period',
          required: true,
          integer: true,
          sign: 'positive',
          max: TERM_MAX[visitPassTermType ?? 'DAYS'],
          maxMessage: M.validityPeriodTooLong,
        },
        ['validityPeriod'],
        issues,
      )
    : undefined;

  const free = checkFreePeriod(raw, today, issues);
  const promotion = checkPromotion(raw, freePromotion, issues);
  const membershipStartDate = checkDate(raw.membershipStartDate, 'membershipStartDate', issues)?.toString();
  const saleStartDate = checkInstant(raw.saleStartDate, 'saleStartDate', issues);
  const saleEndDate = checkInstant(raw.saleEndDate, 'saleEndDate', issues);
  if (saleStartDate !== undefined && saleEndDate !== undefined && saleEndDate <= saleStartDate) {
    issues.add(['saleEndDate'], M.endDateAfterStart);
  }
  if (raw.sellingBranches.length === 0) issues.add(['sellingBranches'], M.sellingBranchesRequired);
  const branchSettings = checkBranchSettings(raw, issues);

  return {
    // Reported above when missing or unknown; the value is never used then (the parse fails).
    planType: planType ?? 'ONGOING',
    membershipPlanId: raw.membershipPlanId,
    id: raw.id,
    name: name ?? '',
    description,
    notes,
    paymentAmount,
    paymentFrequency: frequency ?? 'ONE_OFF',
    joinFee,
    accessCardFee,
    suspensionFee,
    suspensionFeeFrequency,
    term,
    termType,
    ongoing: isVisitPass ? false : ongoing,
    ongoingTermType,
    validityPeriod,
    visitPassTermType,
    freePeriod: free.freePeriod,
    freePeriodFrequency: free.frequency,
    freePeriodUntilDate: free.untilDate,
    freePromotion,
    promotion,
    membershipStartDate,
    sellingBranches: raw.sellingBranches,
    saleStartDate,
    saleEndDate,
    isAvailableOnline: raw.isAvailableOnline,
    isExternalPayer,
    branchSettings,
  };
}

function readGiven(raw: unknown): boolean {
  return !(raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''));
}

/**
 * The payment option schema with a given "today" (a free period's until-date must be later than
 * today). Tests pass a fixed date; the form and the server use `paymentOptionInputSchema`.
 */
export function paymentOptionInputSchemaFor(
  today: TodaySource,
): z.ZodType<ValidPaymentOptionInput, PaymentOptionInput> {
  return paymentOptionShape.transform((raw, ctx) => validatePaymentOption(raw, ctx, resolveToday(today)));
}

/** One schema for the payment option form and the server's parseInput (today in Pacific/Auckland). */
export const paymentOptionInputSchema = paymentOptionInputSchemaFor(() => todayIn());

/**
 * The branch billing account amendment of one selling branch (updateBranchSetting): the account is
 * required ("Please choose a branch billing account").
 */
export const branchSettingInputSchema = z.object({
  branchId: idText.min(1, M.sellingBranchesRequired),
  branchBillingAccountId: z
    .string({ error: M.branchBillingAccountRequired })
    .trim()
    .min(1, M.branchBillingAccountRequired)
    .max(100, M.branchBillingAccountRequired),
  waiveAdminFee: optionalBoolean,
});
export type BranchSettingInput = z.input<typeof branchSettingInputSchema>;
