import { z } from 'zod';
import { readNumber } from '../forms/fields.ts';
import { formMessages, upperFirst } from '../forms/messages.ts';
import { hasControlCharacters } from '../forms/text-rules.ts';

/**
 * Small checks shared by the plan and payment option schemas. Each schema reads its fields loosely
 * and validates the whole input in one transform, so that every message shows at once: in zod 4 a
 * field's own issue (an empty name) stops an object's refinements and transforms from running.
 */

/** A number as a form or client sends it: a number, numeric text, or nothing. */
export const looseNumber = z.union([z.number(), z.string(), z.null()]).optional();

export interface NumberRules {
  /** The label of the generic messages ("Term" → "Term must be greater than 0"). */
  readonly field: string;
  readonly required?: boolean;
  readonly requiredMessage?: string;
  readonly integer?: boolean;
  readonly integerMessage?: string;
  readonly sign?: 'positive' | 'nonNegative';
  readonly signMessage?: string;
  /** Values must be strictly below this. */
  readonly below?: number;
  readonly belowMessage?: string;
  /** Values may be at most this (an amount's domain maximum). */
  readonly max?: number;
  readonly maxMessage?: string;
}

export interface Issues {
  add(path: readonly (string | number)[], message: string): void;
}

export function issuesOn(ctx: z.RefinementCtx): Issues {
  return {
    add: (path, message) => ctx.addIssue({ code: 'custom', message, path: [...path] }),
  };
}

/**
 * Reads one number and reports its first problem under `path`; undefined when empty or invalid.
 * Text that is not a number reports "{Field} must be a number" (spec 1 §5.1) whether required or not:
 * a server input must not silently drop a typed value.
 */
export function checkNumber(
  raw: unknown,
  rules: NumberRules,
  path: readonly (string | number)[],
  issues: Issues,
): number | undefined {
  const parsed = readNumber(raw);
  if (parsed.kind === 'invalid') {
    issues.add(path, formMessages.notANumber(rules.field));
    return undefined;
  }
  if (parsed.kind === 'empty') {
    if (rules.required === true)
      issues.add(path, rules.requiredMessage ?? formMessages.required(rules.field));
    return undefined;
  }
  const { value } = parsed;
  if (rules.integer === true && !Number.isInteger(value)) {
    issues.add(path, rules.integerMessage ?? formMessages.noDecimals(rules.field));
    return undefined;
  }
  if (rules.sign === 'positive' && !(value > 0)) {
    issues.add(path, rules.signMessage ?? formMessages.positive(rules.field));
    return undefined;
  }
  if (rules.sign === 'nonNegative' && !(value >= 0)) {
    issues.add(path, rules.signMessage ?? formMessages.nonNegative(rules.field));
    return undefined;
  }
  if (rules.below !== undefined && !(value < rules.below)) {
    issues.add(path, rules.belowMessage ?? `${upperFirst(rules.field)} must be less than ${rules.below}`);
    return undefined;
  }
  if (rules.max !== undefined && !(value <= rules.max)) {
    issues.add(path, rules.maxMessage ?? `${upperFirst(rules.field)} cannot exceed ${rules.max}`);
    return undefined;
  }
  if (!Number.isSafeInteger(Math.trunc(value))) {
    issues.add(path, formMessages.notANumber(rules.field));
    return undefined;
  }
  return value;
}

/** A value of a closed list, or undefined when empty; an unknown value reports `invalidMessage`. */
export function checkOneOf<const T extends string>(
  raw: unknown,
  values: readonly T[],
  path: readonly (string | number)[],
  issues: Issues,
  messages: { readonly required?: string; readonly invalid: string },
): T | undefined {
  if (raw === null || raw === undefined || raw === '') {
    if (messages.required !== undefined) issues.add(path, messages.required);
    return undefined;
  }
  const found = values.find((value) => value === raw);
  if (found === undefined) issues.add(path, messages.invalid);
  return found;
}

export interface TextRules {
  /** The label of the generic messages ("Name" → "Name must not exceed 50 characters"). */
  readonly field: string;
  readonly max: number;
  readonly required?: boolean;
  readonly requiredMessage?: string;
  /** Several lines allowed: tab and line breaks are kept (forms/text-rules.ts). */
  readonly multiLine?: boolean;
}

/** A text field as `trimmedString` reads it (trimmed, no control characters, at most `max`), reported under `path`. */
export function checkText(
  raw: string | null | undefined,
  rules: TextRules,
  path: readonly (string | number)[],
  issues: Issues,
): string | undefined {
  const text = (raw ?? '').trim();
  if (text === '') {
    if (rules.required === true)
      issues.add(path, rules.requiredMessage ?? formMessages.required(rules.field));
    return undefined;
  }
  if (hasControlCharacters(text, rules.multiLine === true ? 'multi-line' : 'single-line')) {
    issues.add(path, formMessages.controlCharacters(rules.field));
    return undefined;
  }
  if (text.length > rules.max) {
    issues.add(path, formMessages.tooLong(rules.field, rules.max));
    return undefined;
  }
  return text;
}
