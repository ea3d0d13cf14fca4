import { COUNTRY_CODES, emptyAddress, isOneOf, type StoredAddress, type StoredPhone } from '@clubline/domain';
import {
  addressCountryFor,
  emptyPersonalDetails,
  type PersonalDetailsFormValues,
  phoneCountryFor,
} from '../fields/personal-details-form.ts';

interface PersonLike {
  firstName: string;
  lastName: string;
  email: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  emailOptin: boolean;
  smsOptin: boolean;
  vaccinationPassExpiryDate: number | null;
  mobilePhone: StoredPhone | null;
  homePhone: StoredPhone | null;
  address: StoredAddress | null;
  emergencyContact: { name: string | null; number: StoredPhone | null } | null;
}

/** YYYY-MM-DD of an instant (epoch seconds) in a time zone. */
function dateIn(epochSeconds: number | null, timeZone: string): string {
  if (epochSeconds === null) return '';
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(
    new Date(epochSeconds * 1000),
  );
}

/** The edit form's starting values: the person as stored ('do not send' is the inverse of the opt-ins). */
export function personalDetailsFormValues(
  person: PersonLike,
  defaultCountry: string,
  timeZone: string,
): PersonalDetailsFormValues {
  const empty = emptyPersonalDetails(defaultCountry);
  const phone = (value: StoredPhone | null, fallback: PersonalDetailsFormValues['mobilePhone']) =>
    value ? { countryCode: phoneCountryFor(value.countryCode), number: value.number } : fallback;
  const address = person.address;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? '',
    gender: person.gender ?? '',
    dateOfBirth: person.dateOfBirth ?? '',
    mobilePhone: phone(person.mobilePhone, empty.mobilePhone),
    homePhone: phone(person.homePhone, empty.homePhone),
    address:
      address && isOneOf(COUNTRY_CODES, address.country)
        ? {
            ...emptyAddress(addressCountryFor(address.country)),
            address1: address.address1 ?? '',
            address2: address.address2 ?? '',
            suburb: address.suburb ?? '',
            city: address.city ?? '',
            state: address.state ?? '',
            postalCode: address.postalCode ?? '',
          }
        : empty.address,
    emergencyContact: {
      name: person.emergencyContact?.name ?? '',
      number: phone(person.emergencyContact?.number ?? null, empty.emergencyContact.number),
    },
    doNotSendEmail: !person.emailOptin,
    doNotSendSms: !person.smsOptin,
    vaccinationPassExpiryDate: dateIn(person.vaccinationPassExpiryDate, timeZone),
  };
}
