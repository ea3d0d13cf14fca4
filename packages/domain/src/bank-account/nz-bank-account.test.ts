import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNzBankAccount,
  isValidNzBankAccount,
  isValidNzBankAccountParts,
  NZ_BANK_ALGORITHM_DEFINITIONS,
  NZ_BANK_ALGORITHMS,
  type NzBankAccountParts,
  nzBankAlgorithmFor,
  nzBankWeightedSum,
  parseNzBankAccount,
} from './nz-bank-account.ts';

describe('published examples', () => {
  it.each([
    // Worked examples of the IRD specification (bank account number validation).
    ['01-0902-0068389-00', 'A', 176],
    ['08-6523-1954512-001', 'D', 121],
    // Examples of python-stdnum's nz.bankaccount and a widely used ASB test number.
    ['01-0242-0100194-00', 'A', undefined],
    ['12-3140-0171323-50', 'A', 121],
  ] as const)('%s is valid under algorithm %s', (text, algorithm, sum) => {
    const parts = parseNzBankAccount(text);
    expect(parts).toBeDefined();
    if (parts === undefined) return;
    expect(nzBankAlgorithmFor(parts)).toBe(algorithm);
    if (sum !== undefined) expect(nzBankWeightedSum(parts, algorithm)).toBe(sum);
    expect(isValidNzBankAccount(text)).toBe(true);
  });

  it.each([['01-0242-0100195-00'], ['01-0902-0068388-00'], ['08-6523-1954513-001'], ['12-3140-0171324-50']])(
    '%s fails its checksum',
    (text) => {
      expect(isValidNzBankAccount(text)).toBe(false);
    },
  );
});

describe('each algorithm', () => {
  it.each([
    // B: account base ≥ 00990000; only the account digits count: 9×10 + 9×5 + 8×1 = 143 = 13 × 11.
    ['01-0902-0990008-000', 'B', true],
    ['01-0902-0990009-000', 'B', false],
    // B ignores the branch: the same account at another branch is still valid.
    ['03-1702-0990008-000', 'B', true],
    // D: 0×0 + 1×7 + 9×6 + 5×5 + 4×4 + 5×3 + 1×2 + 2×1 = 121 = 11 × 11.
    ['08-6523-1954512-001', 'D', true],
    ['08-6523-1954512-002', 'D', true], // the suffix does not count in D
    ['08-6523-1954522-001', 'D', false],
    // F (bank 25, modulus 10): 0,1,2,3,4,5,6,9 × 0,1,7,3,1,7,3,1 = 90.
    ['25-2500-1234569-000', 'F', true],
    ['25-2500-1234567-000', 'F', false],
    // Bank 31 is in the spec's third group: checked like bank 01 (the IRD example, re-banked:
    // bank digits carry no weight in A).
    ['31-0902-0068389-00', 'A', true],
    ['31-0902-0068388-00', 'A', false],
  ] as const)('%s (%s) → %s', (text, algorithm, valid) => {
    const parts = parseNzBankAccount(text);
    expect(parts && nzBankAlgorithmFor(parts)).toBe(algorithm);
    expect(isValidNzBankAccount(text)).toBe(valid);
  });

  it('defines 18 weights for every algorithm', () => {
    for (const algorithm of NZ_BANK_ALGORITHMS)
      expect(NZ_BANK_ALGORITHM_DEFINITIONS[algorithm].weights).toHaveLength(18);
  });

  it.each([
    ['01', '00989999', 'A'],
    ['01', '00990000', 'B'],
    ['38', '00000001', 'A'],
    ['38', '09999999', 'B'],
    ['31', '00000001', 'A'],
    ['08', '09999999', 'D'],
    ['25', '00000000', 'F'],
    // Banks the standard knows but the spec does not list are invalid (spec 1 §5.4).
    ['04', '00000000', undefined],
    ['09', '00000000', undefined],
    ['10', '00000000', undefined],
    ['26', '00000000', undefined],
    ['28', '00000000', undefined],
    ['29', '00000000', undefined],
    ['33', '00000000', undefined],
    ['35', '00000000', undefined],
    ['05', '00000000', undefined],
    ['07', '00000000', undefined],
    ['32', '00000000', undefined],
    ['99', '00000000', undefined],
  ] as const)('bank %s, account %s → %s', (bank, account, algorithm) => {
    expect(nzBankAlgorithmFor({ bank, account })).toBe(algorithm);
  });

  it('rejects banks without an algorithm even when the sum would pass', () => {
    expect(isValidNzBankAccount('07-0000-0000000-000')).toBe(false);
    // The IRD's worked example for its algorithm G: a real number at a bank the spec leaves out.
    expect(isValidNzBankAccount('26-2600-0320871-032')).toBe(false);
    expect(isValidNzBankAccount('01-0000-0000000-000')).toBe(true);
  });
});

describe('parsing and format', () => {
  it.each([
    ['01-0902-0068389-00', { bank: '01', branch: '0902', account: '00068389', suffix: '0000' }],
    ['01-0902-0068389-000', { bank: '01', branch: '0902', account: '00068389', suffix: '0000' }],
    [' 01-0902-0068389-000 ', { bank: '01', branch: '0902', account: '00068389', suffix: '0000' }],
  ])('reads %j', (text, parts) => {
    expect(parseNzBankAccount(text)).toEqual(parts);
  });

  it.each([
    ['01-902-0068389-00'],
    ['01-0902-068389-00'],
    ['01-0902-0068389-0'],
    ['01-0902-0068389'],
    ['01-0902-006838a-00'],
    // Only the spec's dash-separated 2-4-7-3 form (spec 1 §5.4), so the boolean check and the
    // form's schema agree on every text.
    ['01 0902 0068389 000'],
    ['0109020068389000'],
    ['010902006838900'],
    ['01-0902-00068389-0000'],
    ['01-0902-0068389-0000'],
    [''],
  ])('does not read %j', (text) => {
    expect(parseNzBankAccount(text)).toBeUndefined();
    expect(isValidNzBankAccount(text)).toBe(false);
  });

  it('formats as 00-0000-0000000-000', () => {
    expect(formatNzBankAccount({ bank: '01', branch: '0902', account: '00068389', suffix: '0000' })).toBe(
      '01-0902-0068389-000',
    );
  });
});

describe('properties', () => {
  const digits = (length: number) =>
    fc.string({
      unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'),
      minLength: length,
      maxLength: length,
    });
  const weightOneBanks = ['01', '02', '03', '06', '08', '11', '12', '25', '30', '31', '38'];

  /** An account made valid by choosing its last account digit (weight 1 in A, B, D and F). */
  const validAccount = fc
    .record({
      bank: fc.constantFrom(...weightOneBanks),
      branch: digits(4),
      account: digits(6),
      suffix: digits(3),
    })
    .map(({ bank, branch, account, suffix }) => {
      const draft: NzBankAccountParts = { bank, branch, account: `0${account}0`, suffix: `0${suffix}` };
      const algorithm = nzBankAlgorithmFor(draft) ?? 'A';
      const modulus = NZ_BANK_ALGORITHM_DEFINITIONS[algorithm].modulus;
      const check = (modulus - (nzBankWeightedSum(draft, algorithm) % modulus)) % modulus;
      return { ...draft, account: `0${account}${check}`, check };
    })
    .filter(({ check }) => check < 10);

  it('a valid account stays valid through format and parse', () => {
    fc.assert(
      fc.property(validAccount, ({ check: _check, ...parts }) => {
        expect(isValidNzBankAccountParts(parts)).toBe(true);
        const text = formatNzBankAccount(parts);
        expect(text).toMatch(/^\d{2}-\d{4}-\d{7}-\d{3}$/);
        expect(parseNzBankAccount(text)).toEqual(parts);
        expect(isValidNzBankAccount(text)).toBe(true);
      }),
    );
  });

  it('changing the last account digit of a valid account makes it invalid', () => {
    fc.assert(
      fc.property(validAccount, fc.integer({ min: 1, max: 9 }), ({ check, ...parts }, delta) => {
        const changed = { ...parts, account: `${parts.account.slice(0, 7)}${(check + delta) % 10}` };
        const sameAlgorithm = nzBankAlgorithmFor(changed) === nzBankAlgorithmFor(parts);
        fc.pre(sameAlgorithm);
        expect(isValidNzBankAccountParts(changed)).toBe(false);
      }),
    );
  });

  it('no text in another form than 00-0000-0000000-000 is valid', () => {
    fc.assert(
      fc.property(validAccount, fc.constantFrom(' ', '', '/'), ({ check: _check, ...parts }, separator) => {
        const text = formatNzBankAccount(parts).replaceAll('-', separator);
        expect(isValidNzBankAccount(text)).toBe(false);
      }),
    );
  });
});
