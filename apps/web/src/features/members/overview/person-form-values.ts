import { COUNTRY_CODES, emptyAddress, isOneOf } from '@clubline/domain';
import {
  type StoredAddressFragment,
  type StoredPhoneFragment,
  storedAddress,
  storedPhone,
} from '../../../app/graphql/stored-shapes.ts';
import type { FragmentType } from '../../../gql/index.ts';
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
  mobilePhone: PhoneRef | null;
  homePhone: PhoneRef | null;
  address: FragmentType<typeof StoredAddressFragment> | null;
  emergencyContact: { name: string | null; number: PhoneRef | null } | null;
}

type PhoneRef = FragmentType<typeof StoredPhoneFragment>;

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
  const phone = (ref: PhoneRef | null, fallback: PersonalDetailsFormValues['mobilePhone']) => {
    const value = storedPhone(ref);
    return value ? { countryCode: phoneCountryFor(value.countryCode), number: value.number } : fallback;
  };
  const address = storedAddress(person.address);
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
