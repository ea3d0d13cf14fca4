/**
 * NZ bank account number validation, after the published standard (Payments NZ / Inland Revenue
 * "Bank account number validation", e.g. chapter 8 of the IRD RWT and NRWT certificate filing
 * specification 2020). The number is taken as 18 digits: bank 2, branch 4, account base 8 (the
 * 7-digit account left-padded with 0) and suffix 4 (the 2–3 digit suffix left-padded with 0). Each
 * digit is multiplied by the algorithm's weight; for E and G the digits of each product are added
 * (twice when needed) before summing. The sum must divide by the modulus.
 *
 * The algorithm is chosen by bank: 08 D; 09 E; 25, 33 F; 26, 28, 29 G; 31 X (always valid); 01–04,
 * 06, 10–24, 27, 30, 35 and 38 use A when the account base is below 00990000, otherwise B. Any other
 * bank is invalid. Algorithm C is defined by the standard but assigned to no bank.
 * The branch-number ranges of the standard are not enforced: banks open new branches.
 */
export const NZ_BANK_ALGORITHMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'X'] as const;
export type NzBankAlgorithm = (typeof NZ_BANK_ALGORITHMS)[number];

export interface NzBankAlgorithmDefinition {
  /** 18 weights: bank 2, branch 4, account base 8, suffix 4. */
  readonly weights: readonly number[];
  readonly modulus: number;
  /** Add the digits of each product (algorithms E and G). */
  readonly addProductDigits: boolean;
}

export const NZ_BANK_ALGORITHM_DEFINITIONS: Readonly<Record<NzBankAlgorithm, NzBankAlgorithmDefinition>> = {
  A: {
    weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0],
    modulus: 11,
    addProductDigits: false,
  },
  B: {
    weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0],
    modulus: 11,
    addProductDigits: false,
  },
  C: {
    weights: [3, 7, 0, 0, 0, 0, 9, 1, 10, 5, 3, 4, 2, 1, 0, 0, 0, 0],
    modulus: 11,
    addProductDigits: false,
  },
  D: {
    weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0],
    modulus: 11,
    addProductDigits: false,
  },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, addProductDigits: true },
  F: {
    weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0],
    modulus: 10,
    addProductDigits: false,
  },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, addProductDigits: true },
  X: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], modulus: 1, addProductDigits: false },
};

/** Banks whose algorithm is A or B depending on the account base. */
export const NZ_BANKS_A_OR_B = [
  '01',
  '02',
  '03',
  '04',
  '06',
  '10',
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
  '35',
  '38',
] as const;

/** Banks with a fixed algorithm. */
export const NZ_BANK_FIXED_ALGORITHMS: Readonly<Record<string, NzBankAlgorithm>> = {
  '08': 'D',
  '09': 'E',
  '25': 'F',
  '33': 'F',
  '26': 'G',
  '28': 'G',
  '29': 'G',
  '31': 'X',
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

const NZ_ACCOUNT_SEPARATED = /^(\d{2})[- ](\d{4})[- ](\d{7,8})[- ](\d{2,4})$/;
const NZ_ACCOUNT_COMPACT = /^(\d{2})(\d{4})(\d{7})(\d{2,3})$/;

/**
 * Reads "01-0902-0068389-000" (dashes or spaces between the parts, a 2–4 digit
 * suffix and a 7- or 8-digit account; or 15–16 digits with no separator).
 * Undefined when a part is missing or not digits.
 */
export function parseNzBankAccount(text: string): NzBankAccountParts | undefined {
  const trimmed = text.trim();
  const match = NZ_ACCOUNT_SEPARATED.exec(trimmed) ?? NZ_ACCOUNT_COMPACT.exec(trimmed);
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

function addDigits(product: number): number {
  let value = product;
  while (value > 9) value = Math.floor(value / 10) + (value % 10);
  return value;
}

/** The weighted sum of an account's 18 digits under an algorithm. */
export function nzBankWeightedSum(parts: NzBankAccountParts, algorithm: NzBankAlgorithm): number {
  const definition = NZ_BANK_ALGORITHM_DEFINITIONS[algorithm];
  const digits = `${parts.bank}${parts.branch}${parts.account}${parts.suffix}`;
  let sum = 0;
  definition.weights.forEach((weight, index) => {
    const product = Number(digits.charAt(index)) * weight;
    sum += definition.addProductDigits ? addDigits(product) : product;
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
