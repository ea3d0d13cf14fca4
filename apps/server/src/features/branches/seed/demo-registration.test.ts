import { isValidAbn, isValidNzbn, isValidNzGstNumber } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { demoRegistration } from './demo-registration.ts';

describe("the demo branches' registration numbers", () => {
  const indexes = Array.from({ length: 10 }, (_, index) => index);

  it('gives each NZ branch, a company of its own, its own valid GST number and NZBN', () => {
    const numbers = indexes.map((index) => demoRegistration('NZ', index));
    // The first is the number the demo always had.
    expect(numbers[0]).toEqual({
      gstNumber: '49-091-850',
      businessNumberType: 'NZBN',
      businessNumber: '9429041000007',
    });
    for (const number of numbers) {
      expect(isValidNzGstNumber(number.gstNumber ?? '')).toBe(true);
      expect(isValidNzbn(number.businessNumber)).toBe(true);
    }
    expect(new Set(numbers.map((number) => number.gstNumber)).size).toBe(indexes.length);
    expect(new Set(numbers.map((number) => number.businessNumber)).size).toBe(indexes.length);
  });

  it('gives each AU branch its own valid ABN and no NZ GST number', () => {
    const numbers = indexes.map((index) => demoRegistration('AU', index));
    expect(numbers[0]).toEqual({ gstNumber: null, businessNumberType: 'ABN', businessNumber: '51824753556' });
    for (const number of numbers) expect(isValidAbn(number.businessNumber)).toBe(true);
    expect(new Set(numbers.map((number) => number.businessNumber)).size).toBe(indexes.length);
  });
});
