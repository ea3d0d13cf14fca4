import { z } from 'zod';
import { isOneOf } from '../enums/one-of.ts';
import {
  PHONE_COUNTRY_CODES,
  type Phone,
  phoneMessages,
  phoneNumberError,
  stripPhoneSpaces,
} from './phone.ts';

/** The phone field of every form (spec 1 §5.3), built on the rules of phone.ts. */

export interface PhoneSchemaOptions {
  /** Optional phones accept a blank number and give undefined. Default: required. */
  readonly optional?: boolean;
}

/**
 * A phone `{ countryCode, number }` checked per country (spec 1 §5.3). Spaces are removed on output.
 * Issues carry the path `number` or `countryCode`.
 */
export function phoneSchema(options: { readonly optional: true }): z.ZodType<Phone | undefined, unknown>;
export function phoneSchema(options?: { readonly optional?: false }): z.ZodType<Phone, unknown>;
export function phoneSchema(options: PhoneSchemaOptions = {}): z.ZodType<Phone | undefined, unknown> {
  return z.unknown().transform((raw, ctx): Phone | undefined => {
    const issue = (message: string, path: string[]) => {
      ctx.addIssue({ code: 'custom', message, path });
      return z.NEVER;
    };
    const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const rawNumber = record.number;
    const digits = typeof rawNumber === 'string' ? stripPhoneSpaces(rawNumber) : '';
    if (rawNumber !== undefined && rawNumber !== null && typeof rawNumber !== 'string') {
      return issue(phoneMessages.numericOnly, ['number']);
    }
    if (digits === '')
      return options.optional === true ? undefined : issue(phoneMessages.required, ['number']);
    const country = record.countryCode;
    if (!isOneOf(PHONE_COUNTRY_CODES, country)) return issue(phoneMessages.countryRequired, ['countryCode']);
    const message = phoneNumberError(country, digits);
    if (message !== undefined) return issue(message, ['number']);
    return { countryCode: country, number: digits };
  });
}
