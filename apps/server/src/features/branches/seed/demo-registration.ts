import { isValidAbn, isValidNzbn, isValidNzGstNumber } from '@clubline/domain';

/**
 * The registration numbers of the demo's branch at `index`: each branch is a company of its own
 * ("Demo Fitness Wellington Limited"), so each has its own GST number, NZBN or ABN, as a tax
 * receipt's reader would expect, and each passes its check digit (the domain's own checks: IRD
 * mod 11, GS1 mod 10, ABN mod 89). The first is the number the demo always had; the others are the
 * next valid numbers a step apart.
 */
export function demoRegistration(
  country: string,
  index: number,
): { gstNumber: string | null; businessNumberType: 'NZBN' | 'ABN'; businessNumber: string } {
  if (country === 'NZ') {
    const ird = firstValid(49_091_850 + index * 10_007, isValidNzGstNumber, (n) =>
      String(n).replace(/^(\d{2,3})(\d{3})(\d{3})$/, '$1-$2-$3'),
    );
    const nzbn = firstValid(9_429_041_000_007 + index * 1_000, isValidNzbn, String);
    return { gstNumber: ird, businessNumberType: 'NZBN', businessNumber: nzbn };
  }
  return {
    gstNumber: null,
    businessNumberType: 'ABN',
    businessNumber: firstValid(51_824_753_556 + index * 1_000, isValidAbn, String),
  };
}

/** The first number from `start` up whose text `valid` accepts (one in 11 to 89 does). */
function firstValid(start: number, valid: (text: string) => boolean, text: (n: number) => string): string {
  for (let n = start; ; n += 1) if (valid(text(n))) return text(n);
}
