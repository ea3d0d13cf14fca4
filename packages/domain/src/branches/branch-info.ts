import { z } from 'zod';
import { type Address, addressSchema } from '../address/address.ts';
import { BUSINESS_NUMBER_TYPES, type BusinessNumberType } from '../enums/geography.ts';
import { isOneOf } from '../enums/one-of.ts';
import { emailAddress, trimmedString } from '../forms/fields.ts';
import type { Phone } from '../phone/phone.ts';
import { phoneSchema } from '../phone/phone-schema.ts';
import {
  BRANCH_LEGAL_NAME_MAX,
  BRANCH_NAME_MAX,
  BUSINESS_NUMBER_MAX,
  BUSINESS_NUMBER_TYPE_MAX,
  branchInfoMessages,
  GST_NUMBER_MAX,
} from './branch-info-messages.ts';

const digitsOf = (text: string): string => text.replace(/[\s-]/g, '');

/**
 * An NZ GST number is the business's IRD number: 8 or 9 digits between 10-000-000 and
 * 150-000-000, the last a mod-11 check digit (weights 3,2,7,6,5,4,3,2, then 7,4,3,2,5,2,7,6 when
 * the first gives 10), as Inland Revenue publishes it.
 */
export function isValidNzGstNumber(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{8,9}$/.test(digits)) return false;
  const value = Number(digits);
  if (value <= 10_000_000 || value >= 150_000_000) return false;
  const base = digits.slice(0, -1).padStart(8, '0');
  const check = Number(digits.slice(-1));
  for (const weights of [
    [3, 2, 7, 6, 5, 4, 3, 2],
    [7, 4, 3, 2, 5, 2, 7, 6],
  ]) {
    const sum = weights.reduce((total, weight, index) => total + weight * Number(base[index]), 0);
    const remainder = sum % 11;
    const expected = remainder === 0 ? 0 : 11 - remainder;
    if (expected !== 10) return expected === check;
  }
  return false;
}

/** An ABN: 11 digits; take 1 from the first, weigh by 10,1,3,…,19; the sum divides by 89. */
export function isValidAbn(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = weights.reduce(
    (total, weight, index) => total + weight * (Number(digits[index]) - (index === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** An ACN: 9 digits, weights 8…1 on the first eight, the complement of the sum mod 10 last. */
export function isValidAcn(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [8, 7, 6, 5, 4, 3, 2, 1].reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(digits[8]);
}

/** An NZBN is a GS1 number: 13 digits from 94, the last a GS1 mod-10 check digit. */
export function isValidNzbn(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^94\d{11}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

const BUSINESS_NUMBER_CHECKS: Readonly<Record<BusinessNumberType, [(text: string) => boolean, string]>> = {
  ABN: [isValidAbn, branchInfoMessages.abnInvalid],
  ACN: [isValidAcn, branchInfoMessages.acnInvalid],
  NZBN: [isValidNzbn, branchInfoMessages.nzbnInvalid],
};

/** The branch information as saved (spec 2 §7 editBranch branchInfo, country not editable). */
export interface BranchInfo {
  readonly name: string;
  readonly legalName: string;
  readonly businessNumber: string;
  readonly businessNumberType: BusinessNumberType;
  /** NZ only; other countries keep none. */
  readonly gstNumber: string | null;
  /** AU: as chosen. NZ: whether a GST number is given (the IRD number is the registration). */
  readonly isGstRegistered: boolean;
  readonly address: Address;
  readonly contactNumber: Phone | null;
  readonly businessEmailAddress: string | null;
}

/**
 * Spec 2 §5 "Branch edit" for a branch of `country` (the form and the server both use it): the
 * address and phone by the shared per-country rules, the business number checked for its type,
 * the GST number (NZ) as an IRD number, and GST registration (AU) only with an ABN.
 */
export function branchInfoSchema(country: string): z.ZodType<BranchInfo, unknown> {
  return z
    .object({
      name: trimmedString({
        field: 'Branch name',
        required: true,
        requiredMessage: branchInfoMessages.nameRequired,
        max: BRANCH_NAME_MAX,
        maxMessage: branchInfoMessages.nameTooLong,
      }),
      legalName: trimmedString({
        field: 'Legal name',
        required: true,
        requiredMessage: branchInfoMessages.legalNameRequired,
        max: BRANCH_LEGAL_NAME_MAX,
        maxMessage: branchInfoMessages.legalNameTooLong,
      }),
      businessNumber: trimmedString({
        field: 'Business number',
        required: true,
        requiredMessage: branchInfoMessages.businessNumberRequired,
        max: BUSINESS_NUMBER_MAX,
        maxMessage: branchInfoMessages.businessNumberTooLong,
      }),
      businessNumberType: trimmedString({
        field: 'Business number type',
        required: true,
        requiredMessage: branchInfoMessages.businessNumberTypeRequired,
        max: BUSINESS_NUMBER_TYPE_MAX,
        maxMessage: branchInfoMessages.businessNumberTypeTooLong,
      }).refine(
        (type): type is BusinessNumberType => isOneOf(BUSINESS_NUMBER_TYPES, type),
        branchInfoMessages.businessNumberTypeUnknown,
      ),
      gstNumber: trimmedString({
        field: 'GST number',
        max: GST_NUMBER_MAX,
        maxMessage: branchInfoMessages.gstNumberTooLong,
      }),
      isGstRegistered: z
        .boolean()
        .nullish()
        .transform((value) => value ?? false),
      address: addressSchema(),
      contactNumber: phoneSchema({ optional: true }).nullish(),
      businessEmailAddress: emailAddress({ invalidMessage: branchInfoMessages.emailInvalid }),
    })
    .superRefine((info, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path] });
      // Refinements run after a field failed too: only a known type has a check to apply.
      const type = info.businessNumberType;
      if (isOneOf(BUSINESS_NUMBER_TYPES, type)) {
        const [valid, message] = BUSINESS_NUMBER_CHECKS[type];
        if (typeof info.businessNumber === 'string' && !valid(info.businessNumber))
          issue('businessNumber', message);
      }
      if (country === 'NZ' && typeof info.gstNumber === 'string' && !isValidNzGstNumber(info.gstNumber))
        issue('gstNumber', branchInfoMessages.gstNumberInvalid);
      if (country === 'AU' && info.isGstRegistered && info.businessNumberType !== 'ABN')
        issue('businessNumberType', branchInfoMessages.gstNeedsAbn);
      if (info.address !== undefined && info.address.country !== country)
        issue('address', `The address must be in the branch's country (${country})`);
    })
    .transform(
      (info): BranchInfo => ({
        name: info.name,
        legalName: info.legalName,
        businessNumber: info.businessNumber,
        businessNumberType: info.businessNumberType,
        gstNumber: country === 'NZ' ? (info.gstNumber ?? null) : null,
        isGstRegistered: country === 'NZ' ? info.gstNumber !== undefined : info.isGstRegistered,
        address: info.address,
        contactNumber: info.contactNumber ?? null,
        businessEmailAddress: info.businessEmailAddress ?? null,
      }),
    );
}
