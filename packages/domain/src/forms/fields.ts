import { z } from 'zod';
import { formMessages } from './messages.ts';
import { EMAIL_MAX_LENGTH, hasControlCharacters } from './text-rules.ts';

/** Options of a text field. `field` is the label used in the generic messages. */
export interface TextFieldOptions {
  readonly field: string;
  readonly max?: number;
  readonly required?: boolean;
  /** Replaces "{Field} is required". */
  readonly requiredMessage?: string;
  /** Replaces "{Field} must not exceed N characters". */
  readonly maxMessage?: string;
  /** Text of several lines (a note): tab and line breaks are kept; other control characters never are. */
  readonly multiLine?: boolean;
}

/**
 * A string trimmed before it is checked (spec 1 §5.1), without control characters (text-rules.ts).
 * Required: empty after trimming fails with the required message. Optional: null, undefined or
 * blank become undefined.
 */
export function trimmedString(
  options: TextFieldOptions & { readonly required: true },
): z.ZodType<string, string>;
export function trimmedString(
  options: TextFieldOptions & { readonly required?: false },
): z.ZodType<string | undefined, string | null | undefined>;
export function trimmedString(
  options: TextFieldOptions,
): z.ZodType<string | undefined, string | null | undefined> {
  const requiredMessage = options.requiredMessage ?? formMessages.required(options.field);
  const kind = options.multiLine === true ? 'multi-line' : 'single-line';
  let text = z
    .string({ error: requiredMessage })
    .trim()
    .refine((value) => !hasControlCharacters(value, kind), formMessages.controlCharacters(options.field));
  if (options.max !== undefined) {
    text = text.max(options.max, options.maxMessage ?? formMessages.tooLong(options.field, options.max));
  }
  if (options.required === true) return text.min(1, requiredMessage);
  return text
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? undefined : value));
}

export interface EmailFieldOptions {
  readonly field?: string;
  readonly max?: number;
  readonly required?: boolean;
  readonly requiredMessage?: string;
  /** Replaces "Invalid {field}". */
  readonly invalidMessage?: string;
}

/** A trimmed email address: "Invalid email" when malformed, at most 255 characters by default. */
export function emailAddress(
  options: EmailFieldOptions & { readonly required: true },
): z.ZodType<string, string>;
export function emailAddress(
  options?: EmailFieldOptions & { readonly required?: false },
): z.ZodType<string | undefined, string | null | undefined>;
export function emailAddress(
  options: EmailFieldOptions = {},
): z.ZodType<string | undefined, string | null | undefined> {
  const field = options.field ?? 'email';
  const invalid = options.invalidMessage ?? formMessages.invalid(field);
  const base = {
    field,
    max: options.max ?? EMAIL_MAX_LENGTH,
    ...(options.requiredMessage === undefined ? {} : { requiredMessage: options.requiredMessage }),
  };
  const check = (value: string | undefined) =>
    value === undefined || value === '' || z.regexes.email.test(value);
  if (options.required === true) return trimmedString({ ...base, required: true }).refine(check, invalid);
  return trimmedString(base).refine(check, invalid);
}

/** The outcome of reading a number typed in a form. */
export type ParsedNumber =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'number'; readonly value: number };

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Reads a form number: blank is empty; text that is not a plain decimal number (or NaN) is invalid. */
export function readNumber(input: unknown): ParsedNumber {
  if (input === null || input === undefined) return { kind: 'empty' };
  if (typeof input === 'number')
    return Number.isFinite(input) ? { kind: 'number', value: input } : { kind: 'invalid' };
  if (typeof input !== 'string') return { kind: 'invalid' };
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  return DECIMAL.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'invalid' };
}

/** Spec 1 §5.1: a number is parsed and an unparseable number becomes empty (undefined). */
export function parseFormNumber(input: unknown): number | undefined {
  const parsed = readNumber(input);
  return parsed.kind === 'number' ? parsed.value : undefined;
}

export interface NumberFieldOptions {
  readonly field: string;
  readonly required?: boolean;
  /** Whole numbers only: "{Field} must not have decimals". */
  readonly integer?: boolean;
  /** 'positive': "{Field} must be greater than 0"; 'nonNegative': "... greater than or equal to 0". */
  readonly sign?: 'positive' | 'nonNegative';
  readonly max?: number;
  readonly requiredMessage?: string;
  readonly maxMessage?: string;
  readonly integerMessage?: string;
  readonly signMessage?: string;
}

type NumberInput = number | string | null | undefined;

/**
 * A number typed in a form or sent by a client, as a number or numeric text (spec 1 §5.1).
 * Empty: undefined, or "{Field} is required" when required. Unparseable text becomes empty when the
 * field is optional; when required it fails with "{Field} must be a number".
 */
export function numberField(
  options: NumberFieldOptions & { readonly required: true },
): z.ZodType<number, NumberInput>;
export function numberField(
  options: NumberFieldOptions & { readonly required?: false },
): z.ZodType<number | undefined, NumberInput>;
export function numberField(options: NumberFieldOptions): z.ZodType<number | undefined, NumberInput> {
  const { field } = options;
  const input = z.union([z.number(), z.string(), z.null(), z.undefined()], {
    error: formMessages.notANumber(field),
  });
  return input.transform((raw, ctx): number | undefined => {
    const parsed = readNumber(raw);
    if (parsed.kind !== 'number') {
      if (options.required !== true) return undefined;
      const message =
        parsed.kind === 'invalid'
          ? formMessages.notANumber(field)
          : (options.requiredMessage ?? formMessages.required(field));
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const { value } = parsed;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (options.integer === true && !Number.isInteger(value)) {
      return fail(options.integerMessage ?? formMessages.noDecimals(field));
    }
    if (options.sign === 'positive' && !(value > 0))
      return fail(options.signMessage ?? formMessages.positive(field));
    if (options.sign === 'nonNegative' && !(value >= 0)) {
      return fail(options.signMessage ?? formMessages.nonNegative(field));
    }
    if (options.max !== undefined && value > options.max) {
      return fail(options.maxMessage ?? formMessages.atMost(field, options.max));
    }
    return value;
  });
}

/** A boolean that defaults to false when missing (spec 1 §5.1). */
export function booleanField(): z.ZodType<boolean, boolean | null | undefined> {
  return z
    .boolean()
    .nullish()
    .transform((value) => value === true);
}
