/**
 * NZ bank account number validation (spec 1 §5.4), with the weights and moduli of the published
 * standard (Payments NZ / Inland Revenue "Bank account number validation", e.g. chapter 8 of the
 * IRD RWT and NRWT certificate filing specification 2020). The number is taken as 18 digits: bank
 * 2, branch 4, account base 8 (the 7-digit account left-padded with 0) and suffix 4 (the 2–3
 * digit suffix left-padded with 0). Each digit is multiplied by the algorithm's weight and the
 * sum must divide by the modulus.
 *
 * The spec names three algorithms and the banks that use them; every other bank is invalid:
 * - bank 08: the standard's algorithm D (modulo 11);
 * - bank 25: algorithm F (modulo 10);
 * - banks 01–03, 06, 11–24, 27, 30, 31 and 38: algorithm A (modulo 11), which the standard
 *   applies as B (the account digits alone, also modulo 11) from account base 00990000 up.
 * The standard also assigns algorithms to banks 04, 09, 10, 26, 28, 29, 33 and 35 and treats 31
 * as always valid; the spec does not, so those banks are refused and 31 is checked like 01.
 * The branch-number ranges of the standard are not enforced: banks open new branches.
 */
export const NZ_BANK_ALGORITHMS = ['A', 'B', 'D', 'F'] as const;
export type NzBankAlgorithm = (typeof NZ_BANK_ALGORITHMS)[number];

export interface NzBankAlgorithmDefinition {
  /** 18 weights: bank 2, branch 4, account base 8, suffix 4. */
  readonly weights: readonly number[];
  readonly modulus: number;
}

export const NZ_BANK_ALGORITHM_DEFINITIONS: Readonly<Record<NzBankAlgorithm, NzBankAlgorithmDefinition>> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11 },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10 },
};

/** The banks of the spec's third algorithm: A, or B from account base 00990000 up. */
export const NZ_BANKS_A_OR_B = [
  '01',
  '02',
  '03',
  '06',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '27',
  '30',
  '31',
  '38',
] as const;

/** Banks with a fixed algorithm. */
export const NZ_BANK_FIXED_ALGORITHMS: Readonly<Record<string, NzBankAlgorithm>> = {
  '08': 'D',
  '25': 'F',
};

/** Account bases from this value up use algorithm B instead of A. */
export const NZ_ALGORITHM_B_FROM_ACCOUNT = '00990000';

/** The four parts of an NZ account number, zero-padded to 2, 4, 8 and 4 digits. */
export interface NzBankAccountParts {
  readonly bank: string;
  readonly branch: string;
  readonly account: string;
  readonly suffix: string;
}

/**
 * The spec's form: four dash-separated digit blocks of 2, 4, 7 and 3 (a 2-digit suffix is the
 * older form of the same number, which keeps the text at the 18 characters the spec requires).
 */
const NZ_ACCOUNT = /^(\d{2})-(\d{4})-(\d{7})-(\d{2,3})$/;

/**
 * Reads "01-0902-0068389-000" (surrounding spaces ignored). Undefined when a part is missing, has
 * the wrong number of digits, or the text is not in the dash-separated form.
 */
export function parseNzBankAccount(text: string): NzBankAccountParts | undefined {
  const match = NZ_ACCOUNT.exec(text.trim());
  if (match === null) return undefined;
  const [, bank = '', branch = '', account = '', suffix = ''] = match;
  return { bank, branch, account: account.padStart(8, '0'), suffix: suffix.padStart(4, '0') };
}

/** The display form 00-0000-0000000-000 (account and suffix trimmed back to 7 and 3 digits when possible). */
export function formatNzBankAccount(parts: NzBankAccountParts): string {
  const account = parts.account.startsWith('0') ? parts.account.slice(1) : parts.account;
  const suffix = parts.suffix.startsWith('0') ? parts.suffix.slice(1) : parts.suffix;
  return `${parts.bank}-${parts.branch}-${account}-${suffix}`;
}

/** The algorithm for an account, or undefined when its bank has none (an invalid bank). */
export function nzBankAlgorithmFor(
  parts: Pick<NzBankAccountParts, 'bank' | 'account'>,
): NzBankAlgorithm | undefined {
  const fixed = NZ_BANK_FIXED_ALGORITHMS[parts.bank];
  if (fixed !== undefined) return fixed;
  if (!(NZ_BANKS_A_OR_B as readonly string[]).includes(parts.bank)) return undefined;
  return parts.account < NZ_ALGORITHM_B_FROM_ACCOUNT ? 'A' : 'B';
}

/** The weighted sum of an account's 18 digits under an algorithm. */
export function nzBankWeightedSum(parts: NzBankAccountParts, algorithm: NzBankAlgorithm): number {
  const definition = NZ_BANK_ALGORITHM_DEFINITIONS[algorithm];
  const digits = `${parts.bank}${parts.branch}${parts.account}${parts.suffix}`;
  let sum = 0;
  definition.weights.forEach((weight, index) => {
    sum += Number(digits.charAt(index)) * weight;
  });
  return sum;
}

/** Whether the parts pass their bank's checksum. */
export function isValidNzBankAccountParts(parts: NzBankAccountParts): boolean {
  const algorithm = nzBankAlgorithmFor(parts);
  if (algorithm === undefined) return false;
  return nzBankWeightedSum(parts, algorithm) % NZ_BANK_ALGORITHM_DEFINITIONS[algorithm].modulus === 0;
}

/** Whether a text is a well-formed NZ bank account number that passes its bank's checksum. */
export function isValidNzBankAccount(text: string): boolean {
  const parts = parseNzBankAccount(text);
  return parts !== undefined && isValidNzBankAccountParts(parts);
}
