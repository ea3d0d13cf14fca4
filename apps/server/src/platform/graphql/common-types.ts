import type { StoredAddress } from '@clubline/domain';
import { builder } from './builder.ts';

/**
 * Object types several features return (a branch's address and a person's, a phone number, a
 * time zone). They live here because a feature's GraphQL module may not import another's.
 */

export const AddressRef = builder.objectRef<StoredAddress>('Address').implement({
  description: 'A postal address (spec 1 §3).',
  fields: (t) => ({
    address1: t.exposeString('address1', { nullable: true, description: 'First line.' }),
    address2: t.exposeString('address2', { nullable: true, description: 'Second line.' }),
    suburb: t.exposeString('suburb', { nullable: true, description: 'Suburb (Locality in India).' }),
    city: t.exposeString('city', { nullable: true, description: 'City (Town in Singapore).' }),
    state: t.exposeString('state', { nullable: true, description: 'State, where the country has them.' }),
    postalCode: t.exposeString('postalCode', {
      nullable: true,
      description: 'Postal code (PIN Code in India).',
    }),
    country: t.exposeString('country', { description: 'Country code.' }),
  }),
});

export const PhoneRef = builder.objectRef<{ countryCode: string; number: string }>('Phone').implement({
  description: 'A telephone number, digits only.',
  fields: (t) => ({
    countryCode: t.exposeString('countryCode', { description: 'Country code, e.g. NZ.' }),
    number: t.exposeString('number', { description: 'Digits only.' }),
  }),
});

export const TimeZoneRef = builder.objectRef<{ id: string }>('TimeZone').implement({
  description: 'An IANA time zone.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'IANA id, e.g. Pacific/Auckland.' }),
    name: t.string({ description: 'Display name.', resolve: ({ id }) => id.replaceAll('_', ' ') }),
  }),
});
