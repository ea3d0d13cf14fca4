import {
  type AddressFormValues,
  type BranchInfo,
  branchInfoSchema,
  COUNTRY_CODES,
  checkFields,
  emptyAddress,
  type FieldCheck,
  isOneOf,
  PHONE_COUNTRY_CODES,
  type PhoneCountryCode,
} from '@clubline/domain';

/**
 * The branch Edit modal's values (spec 2 §5 "Branch edit"). The rules are the domain's
 * `branchInfoSchema`, the server's own; this file turns the branch into values and back.
 */
export interface BranchEditValues {
  [key: string]: unknown;
  name: string;
  legalName: string;
  businessNumberType: string;
  businessNumber: string;
  gstNumber: string;
  isGstRegistered: boolean;
  address: AddressFormValues;
  contactNumber: { countryCode: PhoneCountryCode; number: string };
  businessEmailAddress: string;
}

/** The branch as the settings page reads it. */
export interface EditableBranch {
  id: string;
  name: string;
  legalName: string | null;
  businessNumberType: string | null;
  businessNumber: string | null;
  gstNumber: string | null;
  isGstRegistered: boolean;
  country: string;
  businessEmailAddress: string | null;
  address: {
    address1: string | null;
    address2: string | null;
    suburb: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string;
  } | null;
  contactNumber: { countryCode: string; number: string } | null;
}

const phoneCountryOf = (country: string | null | undefined): PhoneCountryCode =>
  isOneOf(PHONE_COUNTRY_CODES, country) ? country : 'AU';

/** The stored address as form values; the country is always the branch's (it cannot change). */
function addressFormOf(branch: EditableBranch): AddressFormValues {
  const country = isOneOf(COUNTRY_CODES, branch.country) ? branch.country : '';
  const address = branch.address;
  if (!address) return emptyAddress(country);
  return {
    country,
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    suburb: address.suburb ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postalCode: address.postalCode ?? '',
  };
}

export function branchEditValuesOf(branch: EditableBranch): BranchEditValues {
  return {
    name: branch.name,
    legalName: branch.legalName ?? '',
    businessNumberType: branch.businessNumberType ?? '',
    businessNumber: branch.businessNumber ?? '',
    gstNumber: branch.gstNumber ?? '',
    isGstRegistered: branch.isGstRegistered,
    address: addressFormOf(branch),
    contactNumber: {
      countryCode: phoneCountryOf(branch.contactNumber?.countryCode ?? branch.country),
      number: branch.contactNumber?.number ?? '',
    },
    businessEmailAddress: branch.businessEmailAddress ?? '',
  };
}

/** A phone's issues show under its number. */
const fieldOf = (path: string): string => (path.startsWith('contactNumber') ? 'contactNumber.number' : path);

/** Checks the values by the branch's country, as the server will. */
export function toBranchInfo(values: BranchEditValues, country: string): FieldCheck<BranchInfo> {
  return checkFields(
    branchInfoSchema(country),
    {
      ...values,
      // The GST number is New Zealand's, registration is chosen in Australia (spec 2 §3).
      gstNumber: country === 'NZ' ? values.gstNumber : null,
      isGstRegistered: country === 'AU' ? values.isGstRegistered : false,
    },
    fieldOf,
  );
}

/** What editBranch takes: the checked information, the branch's id and its own country. */
export function branchInfoInputOf(info: BranchInfo, branch: { id: string; country: string }) {
  return {
    id: branch.id,
    country: branch.country,
    name: info.name,
    legalName: info.legalName,
    businessNumber: info.businessNumber,
    businessNumberType: info.businessNumberType,
    gstNumber: info.gstNumber,
    isGstRegistered: info.isGstRegistered,
    address: { ...info.address },
    contactNumber: info.contactNumber ? { ...info.contactNumber } : null,
    businessEmailAddress: info.businessEmailAddress,
  };
}
