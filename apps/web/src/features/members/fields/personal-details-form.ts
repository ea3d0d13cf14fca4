import {
  type AddProspectInput,
  type AddressFormValues,
  COUNTRY_CODES,
  type CountryCode,
  checkFields,
  emptyAddress,
  type FieldCheck,
  GENDERS,
  isOneOf,
  type PersonalDetailsUpdate,
  PHONE_COUNTRY_CODES,
  type PhoneCountryCode,
  parseIsoDate,
  personalDetailsFormSchema,
  type TodaySource,
  updatePersonalDetailsSchema,
} from '@clubline/domain';
import type { PhoneFormValue } from './PhoneField.tsx';

/**
 * The personal details form of "Add new member" and "Edit personal information" (spec 2 §5). The
 * rules are the domain's `personalDetailsFormSchema` / `updatePersonalDetailsSchema`; this file
 * only turns form values into what those schemas read and their issues into field messages.
 */
export type PersonalDetailsFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  /** '' until chosen. */
  gender: string;
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string;
  mobilePhone: PhoneFormValue;
  homePhone: PhoneFormValue;
  address: AddressFormValues;
  emergencyContact: { name: string; number: PhoneFormValue };
  /** The forms ask whether NOT to send; the stored opt-ins are the inverse (spec 2 §3). */
  doNotSendEmail: boolean;
  doNotSendSms: boolean;
  /** YYYY-MM-DD or '' (edit only). */
  vaccinationPassExpiryDate: string;
};

/** The phone country for an organisation's default country (NZ when it has no phone rules). */
export function phoneCountryFor(country: string | null | undefined): PhoneCountryCode {
  return isOneOf(PHONE_COUNTRY_CODES, country) ? country : 'NZ';
}

export function addressCountryFor(country: string | null | undefined): CountryCode | '' {
  return isOneOf(COUNTRY_CODES, country) ? country : '';
}

/** An empty form; phones and address start in the organisation's default country. */
export function emptyPersonalDetails(defaultCountry: string | null | undefined): PersonalDetailsFormValues {
  const phone = (): PhoneFormValue => ({ countryCode: phoneCountryFor(defaultCountry), number: '' });
  return {
    firstName: '',
    lastName: '',
    email: '',
    gender: '',
    dateOfBirth: '',
    mobilePhone: phone(),
    homePhone: phone(),
    address: emptyAddress(addressCountryFor(defaultCountry)),
    emergencyContact: { name: '', number: phone() },
    doNotSendEmail: false,
    doNotSendSms: false,
    vaccinationPassExpiryDate: '',
  };
}

const isBlankAddress = (address: AddressFormValues) =>
  address.country === '' &&
  [address.address1, address.address2, address.suburb, address.city, address.state, address.postalCode].every(
    (text) => text.trim() === '',
  );

/** What the domain schemas read: the opt-ins inverted from the 'do not send' checkboxes. */
function personalDetailsRaw(values: PersonalDetailsFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    gender: isOneOf(GENDERS, values.gender) ? values.gender : null,
    dateOfBirth: values.dateOfBirth,
    mobilePhone: values.mobilePhone,
    homePhone: values.homePhone,
    address: isBlankAddress(values.address) ? null : values.address,
    emergencyContact: values.emergencyContact,
    emailOptin: !values.doNotSendEmail,
    smsOptin: !values.doNotSendSms,
  };
}

/**
 * The input that shows a schema path's message: a phone's issues (the point-of-contact issue on
 * `mobilePhone` among them) show under its number.
 */
function personalDetailsFieldOf(path: string): string {
  if (path === 'mobilePhone' || path === 'homePhone' || path === 'emergencyContact.number')
    return `${path}.number`;
  if (path === 'mobilePhone.countryCode' || path === 'homePhone.countryCode')
    return path.replace('countryCode', 'number');
  return path;
}

/** Add member: the checked prospect for `homeBranchId`, or the field messages. */
export function toAddProspectInput(
  values: PersonalDetailsFormValues,
  homeBranchId: string,
  today: TodaySource,
): FieldCheck<AddProspectInput> {
  const result = checkFields(
    personalDetailsFormSchema({ today }),
    personalDetailsRaw(values),
    personalDetailsFieldOf,
  );
  return result.ok ? { ok: true, value: { homeBranchId, ...result.value } } : result;
}

/** A YYYY-MM-DD date as epoch seconds at the start of that day in `timeZone`; '' → null. */
function dateToEpochSeconds(date: string, timeZone: string): number | null | undefined {
  if (date.trim() === '') return null;
  const parsed = parseIsoDate(date);
  return parsed ? parsed.toZonedDateTime(timeZone).epochMilliseconds / 1000 : undefined;
}

/** Edit personal information: every field is sent, blanks as null (cleared). */
export function toPersonalDetailsUpdate(
  values: PersonalDetailsFormValues,
  personId: string,
  today: TodaySource,
  timeZone: string,
): FieldCheck<PersonalDetailsUpdate> {
  const expiry = dateToEpochSeconds(values.vaccinationPassExpiryDate, timeZone);
  const raw = {
    personId,
    ...personalDetailsRaw(values),
    // An unreadable date is sent as NaN so the schema answers with its own message.
    vaccinationPassExpiryDate: expiry === undefined ? Number.NaN : expiry,
  };
  return checkFields(updatePersonalDetailsSchema({ today }), raw, personalDetailsFieldOf);
}
