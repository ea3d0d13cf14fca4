import type { CountryCode } from '../enums/geography.ts';

/** Money is integer cents on the wire and in storage (spec 1 §9). */
export type Cents = number;

export interface Currency {
  readonly code: string;
  /** Written before the amount; empty when the code is written instead. */
  readonly symbol: string;
}

/**
 * Currency per country. Spec 1 §9 lists "NZ $NZD, AU $AUD, IN INR, SG $SGD": a $ symbol and the code
 * for NZ, AU and SG; INR written as a code for India. GB is not in the spec's list (£, GBP).
 */
export const CURRENCIES: Readonly<Record<CountryCode, Currency>> = {
  NZ: { code: 'NZD', symbol: '$' },
  AU: { code: 'AUD', symbol: '$' },
  SG: { code: 'SGD', symbol: '$' },
  IN: { code: 'INR', symbol: '' },
  GB: { code: 'GBP', symbol: '£' },
};

/** The spec's currency labels, e.g. "$NZD". */
export function currencyLabel(country: CountryCode): string {
  const currency = CURRENCIES[country];
  return `${currency.symbol}${currency.code}`;
}

/** Shown for a zero or missing price (spec 1 §9). */
export const FREE_LABEL = 'Free';

/** Cents as a decimal amount with 2 decimals and thousands separators: 123456 → "1,234.56". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${units}.${fraction}`;
}

export interface FormatMoneyOptions {
  /** Append the currency code, e.g. "$12.50 NZD". */
  readonly withCode?: boolean;
}

/**
 * Cents for display in a country's currency: NZ 1250 → "$12.50", IN 1250 → "INR 12.50", negative
 * amounts "-$12.50". Without a country the $ symbol is used.
 */
export function formatMoney(cents: Cents, country?: CountryCode, options: FormatMoneyOptions = {}): string {
  const amount = formatCents(cents);
  const sign = amount.startsWith('-') ? '-' : '';
  const digits = sign === '' ? amount : amount.slice(1);
  if (country === undefined) return `${sign}$${digits}`;
  const currency = CURRENCIES[country];
  const prefix = currency.symbol === '' ? `${currency.code} ` : currency.symbol;
  const code = options.withCode === true && currency.symbol !== '' ? ` ${currency.code}` : '';
  return `${sign}${prefix}${digits}${code}`;
}

/** A price or fee for display: 0 or missing → "Free", otherwise as formatMoney. */
export function formatPrice(cents: Cents | null | undefined, country?: CountryCode): string {
  if (cents === null || cents === undefined || cents === 0) return FREE_LABEL;
  return formatMoney(cents, country);
}

/** Cents as a currency amount (divided by 100), e.g. for a form's initial value. */
export function centsToAmount(cents: Cents): number {
  return cents / 100;
}

const AMOUNT = /^(-?)(\d*)(?:\.(\d*))?$/;
const CURRENCY_NOISE = /[\s,$£₹]|NZD|AUD|SGD|INR|GBP/gi;
const MAX_AMOUNT = 1e13;

/**
 * An amount typed by a user (or a number) as integer cents, floored (spec 2 §9: "multiplied and
 * floored on save"): "12.999" → 1299, "$1,234.5" → 123450, "-0.001" → -1. Exact for decimal text, with
 * no binary rounding (0.29 → 29). Unparseable input → undefined.
 */
export function parseMoneyToCents(input: string | number): Cents | undefined {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || Math.abs(input) >= MAX_AMOUNT) return undefined;
    // The shortest text that reads back as the same number is the amount the caller meant (19.99, not
    // 19.989999…); only tiny numbers are written with an exponent, and those need fixed notation.
    const shortest = String(input);
    text = /e/i.test(shortest) ? input.toFixed(10) : shortest;
  } else {
    text = input.replace(CURRENCY_NOISE, '');
  }
  const match = AMOUNT.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  if (whole.length > 13) return undefined;
  const truncated = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const remainder = /[1-9]/.test(fraction.slice(2));
  const cents = sign === '-' ? -truncated - (remainder ? 1 : 0) : truncated;
  return cents === 0 ? 0 : cents;
}
