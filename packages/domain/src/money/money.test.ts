import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../enums/geography.ts';
import {
  CURRENCIES,
  centsToAmount,
  currencyLabel,
  formatCents,
  formatMoney,
  formatPrice,
  parseMoneyToCents,
} from './money.ts';

describe('money display (spec 1 §9)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-1999, '-19.99'],
  ])('formatCents(%d) → %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [1250, 'NZ', '$12.50'],
    [1250, 'AU', '$12.50'],
    [1250, 'SG', '$12.50'],
    [1250, 'IN', 'INR 12.50'],
    [-1250, 'NZ', '-$12.50'],
    [-1250, 'IN', '-INR 12.50'],
    [1250, undefined, '$12.50'],
  ] as const)('formatMoney(%d, %s) → %s', (cents, country, expected) => {
    expect(formatMoney(cents, country)).toBe(expected);
  });

  it('can append the currency code', () => {
    expect(formatMoney(1250, 'NZ', { withCode: true })).toBe('$12.50 NZD');
    expect(formatMoney(1250, 'AU', { withCode: true })).toBe('$12.50 AUD');
    expect(formatMoney(1250, 'IN', { withCode: true })).toBe('INR 12.50');
  });

  it('has the spec currency labels', () => {
    expect(currencyLabel('NZ')).toBe('$NZD');
    expect(currencyLabel('AU')).toBe('$AUD');
    expect(currencyLabel('IN')).toBe('INR');
    expect(currencyLabel('SG')).toBe('$SGD');
    expect(Object.keys(CURRENCIES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each([
    [0, 'Free'],
    [null, 'Free'],
    [undefined, 'Free'],
    [4995, '$49.95'],
  ])('formatPrice(%j) → %s', (cents, expected) => {
    expect(formatPrice(cents, 'NZ')).toBe(expected);
  });

  it('divides cents by 100 for a form value', () => {
    expect(centsToAmount(1250)).toBe(12.5);
  });
});

describe('parseMoneyToCents (multiplied and floored)', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.999', 1299],
    ['0.29', 29],
    ['.5', 50],
    ['5.', 500],
    ['$1,234.56', 123456],
    [' NZD 10.00 ', 1000],
    ['-0.001', -1],
    ['-1.5', -150],
    ['0', 0],
    ['-0', 0],
    [0.29, 29],
    [1.005, 100],
    [19.99, 1999],
    [12.999, 1299],
  ] as const)('%j → %d', (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each([
    [''],
    ['abc'],
    ['12.3.4'],
    ['1e3'],
    ['.'],
    ['-'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1e20],
  ])('%j → undefined', (input) => {
    expect(parseMoneyToCents(input)).toBeUndefined();
  });

  it('round-trips every amount through display (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...COUNTRY_CODES),
        (cents, country) => {
          expect(parseMoneyToCents(formatCents(cents))).toBe(cents);
          expect(parseMoneyToCents(formatMoney(cents, country, { withCode: true }))).toBe(cents);
          expect(parseMoneyToCents(cents / 100)).toBe(cents);
        },
      ),
    );
  });

  it('floors any typed amount to whole cents (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(1e9),
        fc.string({ unit: fc.constantFrom('0', '3', '9'), maxLength: 6 }),
        (whole, decimals) => {
          const cents = parseMoneyToCents(`${whole}.${decimals}`);
          const expected = whole * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
          expect(cents).toBe(expected);
        },
      ),
    );
  });
});
