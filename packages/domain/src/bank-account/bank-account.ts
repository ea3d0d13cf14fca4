import { z } from 'zod';
import type { CountryCode } from '../enums/geography.ts';
import { formatNzBankAccount, isValidNzBankAccountParts, parseNzBankAccount } from './nz-bank-account.ts';

export const bankAccountMessages = {
  /** Raised (thrown) when the input is built without a country (spec 1 §5.4, §8). */
  countryMissing: 'Country must be provided for AccountNumberInput',
  // The spec gives no texts for the following; these are ours.
  required: 'Bank account number is required',
  digitsOnly: 'Bank account number must contain digits only',
  nzFormat: 'Bank account number must be in the format 00-0000-0000000-000',
  nzInvalid: 'Bank account number is not valid',
  nineDigits: 'Bank account number must be 9 digits',
} as const;

/** The input mask of the account number field: NZ 00-0000-0000000-000, other countries 9 digits. */
export function bankAccountNumberPattern(country: CountryCode | null | undefined): string {
  if (country === null || country === undefined) throw new Error(bankAccountMessages.countryMissing);
  return country === 'NZ' ? '00-0000-0000000-000' : '000000000';
}

export interface BankAccountSchemaOptions {
  readonly required?: boolean;
}

/**
 * The account number for a country (spec 1 §5.4). NZ: four digit blocks 2-4-7-3 (suffix of 2 or 3)
 * passing the bank's checksum, output as 00-0000-0000000-000. Other countries: exactly 9 digits.
 * Building the schema without a country throws "Country must be provided for AccountNumberInput".
 */
export function bankAccountNumberSchema(
  country: CountryCode | null | undefined,
  options: BankAccountSchemaOptions & { readonly required: true },
): z.ZodType<string, string | null | undefined>;
export function bankAccountNumberSchema(
  country: CountryCode | null | undefined,
  options?: BankAccountSchemaOptions & { readonly required?: false },
): z.ZodType<string | undefined, string | null | undefined>;
export function bankAccountNumberSchema(
  country: CountryCode | null | undefined,
  options: BankAccountSchemaOptions = {},
): z.ZodType<string | undefined, string | null | undefined> {
  if (country === null || country === undefined) throw new Error(bankAccountMessages.countryMissing);
  const input = z.union([z.string(), z.null(), z.undefined()], { error: bankAccountMessages.digitsOnly });
  return input.transform((raw, ctx): string | undefined => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const text = (raw ?? '').trim();
    if (text === '') return options.required === true ? fail(bankAccountMessages.required) : undefined;
    if (country !== 'NZ')
      return /^\d{9}$/.test(text)
        ? text
        : fail(/^\d+$/.test(text) ? bankAccountMessages.nineDigits : bankAccountMessages.digitsOnly);
    if (!/^[\d-]+$/.test(text)) return fail(bankAccountMessages.digitsOnly);
    const parts = text.length >= 18 ? parseNzBankAccount(text) : undefined;
    if (parts === undefined || !text.includes('-')) return fail(bankAccountMessages.nzFormat);
    if (!isValidNzBankAccountParts(parts)) return fail(bankAccountMessages.nzInvalid);
    return formatNzBankAccount(parts);
  });
}
