import {
  type AddressFormValues,
  checkFields,
  emptyAddress,
  type FieldCheck,
  GENDERS,
  isOneOf,
  PHONE_COUNTRY_CODES,
  type PhoneCountryCode,
  type StaffMemberDetailsInput,
  type StaffMemberInput,
  staffMemberDetailsInputSchema,
  staffMemberInputSchema,
} from '@clubline/domain';

/**
 * The staff forms (spec 3 §5 Staff): Add staff member and Edit. The rules are the domain's
 * `staffMemberInputSchema` / `staffMemberDetailsInputSchema`, the server's own; this file turns
 * form values into what they read.
 */
export interface StaffFormValues {
  [key: string]: unknown;
  firstName: string;
  lastName: string;
  email: string;
  /** '' until chosen. */
  gender: string;
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string;
  mobilePhone: { countryCode: PhoneCountryCode; number: string };
  username: string;
  branches: string[];
  availableForSessions: boolean;
  address: AddressFormValues;
}

/** Spec 3 §5: the default country is the organisation's, or else Australia. */
export function phoneCountryOf(country: string | null | undefined): PhoneCountryCode {
  return isOneOf(PHONE_COUNTRY_CODES, country) ? country : 'AU';
}

export function emptyStaffForm(
  defaultCountry: string | null | undefined,
  branchId: string | null,
): StaffFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    gender: '',
    dateOfBirth: '',
    mobilePhone: { countryCode: phoneCountryOf(defaultCountry), number: '' },
    username: '',
    branches: branchId ? [branchId] : [],
    availableForSessions: false,
    address: emptyAddress(),
  };
}

function raw(values: StaffFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    gender: isOneOf(GENDERS, values.gender) ? values.gender : null,
    dateOfBirth: values.dateOfBirth,
    mobilePhone: values.mobilePhone,
    branches: values.branches,
    availableForSessions: values.availableForSessions,
    // A country with every field blank is no address.
    address: values.address.country === '' ? null : values.address,
  };
}

/** A phone's issues show under its number. */
const fieldOf = (path: string): string => (path.startsWith('mobilePhone') ? 'mobilePhone.number' : path);

export function toStaffMemberInput(values: StaffFormValues): FieldCheck<StaffMemberInput> {
  return checkFields(
    staffMemberInputSchema({ today: {} }),
    { ...raw(values), username: values.username },
    fieldOf,
  );
}

export function toStaffMemberDetailsInput(
  values: StaffFormValues,
  personId: string,
): FieldCheck<StaffMemberDetailsInput> {
  return checkFields(staffMemberDetailsInputSchema({ today: {} }), { ...raw(values), personId }, fieldOf);
}
