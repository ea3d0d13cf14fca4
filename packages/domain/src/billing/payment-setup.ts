import { z } from 'zod';
import { bankAccountNumberSchema } from '../bank-account/bank-account.ts';
import { trimmedString } from '../forms/fields.ts';
import { paymentSetupMessages } from './payment-setup-messages.ts';

/** Luhn's check digit, as every card network uses. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const accountName = trimmedString({ field: 'Account name', max: 100, required: true });

const nzBankAccount = z.object({
  method: z.literal('BANK_ACCOUNT'),
  country: z.literal('NZ'),
  accountName,
  accountNumber: bankAccountNumberSchema('NZ', { required: true }),
});

const auBankAccount = z.object({
  method: z.literal('BANK_ACCOUNT'),
  country: z.literal('AU'),
  accountName,
  bsb: z
    .string({ error: paymentSetupMessages.bsbFormat })
    .trim()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{6}$/.test(digits), paymentSetupMessages.bsbFormat)
    .transform((digits) => `${digits.slice(0, 3)}-${digits.slice(3)}`),
  accountNumber: bankAccountNumberSchema('AU', { required: true }),
});

const card = z.object({
  method: z.literal('CARD'),
  cardholderName: trimmedString({ field: 'Cardholder name', max: 100, required: true }),
  cardNumber: z
    .string({ error: paymentSetupMessages.cardNumber })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine(isLuhnValid, paymentSetupMessages.cardNumber),
  expiryMonth: z.coerce
    .number({ error: paymentSetupMessages.expiry })
    .int(paymentSetupMessages.expiry)
    .min(1, paymentSetupMessages.expiry)
    .max(12, paymentSetupMessages.expiry),
  expiryYear: z.coerce
    .number({ error: paymentSetupMessages.expiry })
    .int(paymentSetupMessages.expiry)
    .transform((year) => (year < 100 ? 2000 + year : year))
    .refine((year) => year >= 2000 && year <= 2100, paymentSetupMessages.expiry),
  cvc: z
    .string({ error: paymentSetupMessages.cvc })
    .trim()
    .refine((text) => /^\d{3,4}$/.test(text), paymentSetupMessages.cvc),
});

/**
 * The payment setup page's form (docs/billing.md "Payment setup page"): the member's NZ
 * bank account (the bank's checksum), AU BSB and account, or card. The page and the server parse
 * with this one schema; the details go to the provider, which answers with a token.
 *
 * Every message is one a member can act on (the page shows them beside the fields): a missing or
 * unknown method or country gets a sentence, not zod's own text, and fields the forms do not send
 * are dropped rather than refused (the member never typed them).
 */
export const paymentSetupInputSchema = z.discriminatedUnion(
  'method',
  [
    z.discriminatedUnion('country', [nzBankAccount, auBankAccount], {
      error: paymentSetupMessages.chooseCountry,
    }),
    card,
  ],
  {
    error: (issue) =>
      issue.input === null || typeof issue.input !== 'object'
        ? paymentSetupMessages.form
        : paymentSetupMessages.chooseMethod,
  },
);

export type PaymentSetupInput = z.output<typeof paymentSetupInputSchema>;

/** Whether a card's expiry (the last day of its month) is before `today` (YYYY-MM-DD). */
export function isCardExpired(expiryYear: number, expiryMonth: number, today: string): boolean {
  const month = `${expiryYear}-${String(expiryMonth).padStart(2, '0')}`;
  return month < today.slice(0, 7);
}

/** What staff may see of a payment method: never the full number. */
export function paymentMethodSummary(input: PaymentSetupInput): string {
  if (input.method === 'CARD') return `Card ending ${input.cardNumber.slice(-4)}`;
  const digits = input.accountNumber.replace(/\D/g, '');
  return `Bank account ending ${digits.slice(-3)}`;
}
