import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../enums/geography.ts';
import { issuesOf, parsed } from '../test-support.ts';
import { addressSchema, changeAddressCountry, emptyAddress } from './address.ts';
import { addressFieldLabel, isAddressFieldShown, postcodeError } from './address-rules.ts';
import {
  AUSTRALIAN_STATES,
  INDIAN_STATES,
  INDIAN_STATES_AND_TERRITORIES,
  INDIAN_UNION_TERRITORIES,
} from './states.ts';

const strict = addressSchema();
const optional = addressSchema({ required: false });

const valid = {
  AU: { country: 'AU', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postalCode: '2000' },
  NZ: { country: 'NZ', address1: '1 Queen St', suburb: 'CBD', city: 'Auckland', postalCode: '1010' },
  SG: { country: 'SG', address1: '1 Raffles Pl', city: 'Downtown', postalCode: '048616' },
  IN: {
    country: 'IN',
    address1: '1 MG Road',
    suburb: 'Fort',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400001',
  },
  GB: { country: 'GB', address1: '10 Downing St' },
} as const;

describe('address per country (spec 1 §5.2, spec 2 §5)', () => {
  it.each(Object.entries(valid))('accepts a complete %s address', (_country, address) => {
    expect(parsed(strict, address)).toEqual(address);
  });

  it('rejects something that is not an address', () => {
    for (const value of [null, 'x', 3, []]) {
      expect(issuesOf(strict, value)).toEqual([
        { path: '', message: 'Address must contain several fields !' },
      ]);
    }
  });

  it.each([[undefined], [''], ['FR']])('country %j → "Country must be specified"', (country) => {
    expect(issuesOf(strict, { ...valid.NZ, country })).toEqual([
      { path: 'country', message: 'Country must be specified' },
    ]);
  });

  it.each([
    ['AU', ['address1', 'suburb', 'state', 'postalCode']],
    ['NZ', ['address1', 'suburb', 'city', 'postalCode']],
    ['SG', ['address1', 'city', 'postalCode']],
    ['IN', ['address1', 'suburb', 'city', 'postalCode']],
    ['GB', ['address1']],
  ])('%s requires %j ("Field is required")', (country, fields) => {
    expect(issuesOf(strict, { country })).toEqual(
      fields.map((path) => ({ path, message: 'Field is required' })),
    );
  });

  it('trims fields and treats blank as missing', () => {
    expect(parsed(strict, { ...valid.NZ, address1: '  1 Queen St  ', address2: '   ' })).toEqual(valid.NZ);
    expect(issuesOf(strict, { ...valid.NZ, address1: '   ' })).toEqual([
      { path: 'address1', message: 'Field is required' },
    ]);
  });

  it.each(['address1', 'address2', 'suburb', 'city'] as const)(
    '%s is at most 40 characters ("Field is too long")',
    (field) => {
      const country = field === 'city' ? 'NZ' : 'IN';
      const base = country === 'NZ' ? valid.NZ : valid.IN;
      expect(parsed(strict, { ...base, [field]: 'x'.repeat(40) })).toMatchObject({ [field]: 'x'.repeat(40) });
      expect(issuesOf(strict, { ...base, [field]: 'x'.repeat(41) })).toEqual([
        { path: field, message: 'Field is too long' },
      ]);
    },
  );

  it.each([
    ['AU', '200', 'Postal code must be 4 digits'],
    ['AU', '20000', 'Postal code must be 4 digits'],
    ['AU', '20a0', 'Postal code must contain digits only'],
    ['NZ', '10 10', 'Postal code must contain digits only'],
    ['NZ', '101', 'Postal code must be 4 digits'],
    ['SG', '0486161', 'Field is too long'],
    ['IN', '4000011', 'Field is too long'],
  ] as const)('%s postcode %j → %s', (country, postalCode, message) => {
    expect(issuesOf(strict, { ...valid[country], postalCode })).toEqual([{ path: 'postalCode', message }]);
  });

  it('accepts SG and IN postcodes of up to 6 characters', () => {
    expect(parsed(strict, { ...valid.SG, postalCode: '1234' }).postalCode).toBe('1234');
    expect(parsed(strict, { ...valid.IN, postalCode: '110001' }).postalCode).toBe('110001');
  });

  it('checks the state against the country list', () => {
    expect(issuesOf(strict, { ...valid.AU, state: 'Queensland' })).toEqual([
      { path: 'state', message: 'Please choose a state from the list' },
    ]);
    expect(parsed(strict, { ...valid.AU, state: 'QLD' }).state).toBe('QLD');
    expect(parsed(strict, { ...valid.IN, state: undefined }).state).toBeUndefined();
    expect(issuesOf(strict, { ...valid.IN, state: 'NSW' })).toHaveLength(1);
  });

  it('drops fields hidden for the country', () => {
    expect(parsed(strict, { ...valid.AU, city: 'Sydney' })).toEqual(valid.AU);
    expect(parsed(strict, { ...valid.NZ, state: 'NSW' })).toEqual(valid.NZ);
    expect(parsed(strict, { ...valid.SG, suburb: 'x', state: 'y' })).toEqual(valid.SG);
  });

  it('reports a field of the wrong type', () => {
    expect(issuesOf(strict, { ...valid.NZ, city: 42 })).toEqual([
      { path: 'city', message: 'Address must contain several fields !' },
    ]);
  });
});

describe('optional address (add member)', () => {
  it('accepts an address with every field blank, needing only the country', () => {
    expect(parsed(optional, { country: 'NZ', address1: '', suburb: '  ' })).toEqual({ country: 'NZ' });
    expect(issuesOf(optional, { address1: '' })).toEqual([
      { path: 'country', message: 'Country must be specified' },
    ]);
  });

  it('requires address line 1 and the country fields once another field is filled', () => {
    expect(issuesOf(optional, { country: 'AU', suburb: 'Sydney' })).toEqual([
      { path: 'address1', message: 'Field is required' },
      { path: 'state', message: 'Field is required' },
      { path: 'postalCode', message: 'Field is required' },
    ]);
  });

  it('ignores a filled hidden field when deciding whether an address is given', () => {
    expect(parsed(optional, { country: 'AU', city: 'Sydney' })).toEqual({ country: 'AU' });
  });
});

describe('address labels and fields', () => {
  it.each([
    ['IN', 'suburb', 'Locality'],
    ['IN', 'postalCode', 'PIN Code'],
    ['SG', 'city', 'Town'],
    ['NZ', 'suburb', 'Suburb'],
    ['NZ', 'city', 'City'],
    ['AU', 'postalCode', 'Postcode'],
    ['AU', 'address1', 'Address line 1'],
  ] as const)('%s %s is labelled %s', (country, field, label) => {
    expect(addressFieldLabel(country, field)).toBe(label);
  });

  it.each([
    ['AU', 'state', true],
    ['AU', 'city', false],
    ['NZ', 'state', false],
    ['SG', 'suburb', false],
    ['IN', 'state', true],
  ] as const)('%s shows %s: %s', (country, field, shown) => {
    expect(isAddressFieldShown(country, field)).toBe(shown);
  });
});

describe('changing the country clears the other fields', () => {
  it('clears every field when the country changes', () => {
    const filled = { ...emptyAddress('NZ'), address1: '1 Queen St', city: 'Auckland', postalCode: '1010' };
    expect(changeAddressCountry(filled, 'AU')).toEqual(emptyAddress('AU'));
    expect(changeAddressCountry(filled, '')).toEqual(emptyAddress());
  });

  it('keeps the fields when the same country is chosen again', () => {
    const filled = { ...emptyAddress('NZ'), address1: '1 Queen St' };
    expect(changeAddressCountry(filled, 'NZ')).toBe(filled);
  });
});

describe('state lists', () => {
  it('lists the Australian states', () => {
    expect([...AUSTRALIAN_STATES]).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('lists the 28 Indian states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES_AND_TERRITORIES).toHaveLength(36);
    expect(new Set(INDIAN_STATES_AND_TERRITORIES).size).toBe(36);
    expect(INDIAN_STATES_AND_TERRITORIES).toContain('Ladakh');
    expect(INDIAN_STATES_AND_TERRITORIES).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });
});

describe('postcode properties', () => {
  it('AU and NZ accept exactly the four-digit postcodes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AU', 'NZ'),
        fc.string({ unit: fc.constantFrom('0', '5', '9', 'a', ' ', '-'), minLength: 1, maxLength: 6 }),
        (country, postcode) => {
          expect(postcodeError(country, postcode) === undefined).toBe(/^\d{4}$/.test(postcode));
        },
      ),
    );
  });

  it('SG and IN accept any postcode of up to 6 characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('SG', 'IN'),
        fc.string({ minLength: 1, maxLength: 9 }),
        (country, postcode) => {
          expect(postcodeError(country, postcode) === undefined).toBe(postcode.length <= 6);
        },
      ),
    );
  });

  it('every country has rules and every valid sample parses', () => {
    for (const country of COUNTRY_CODES) expect(parsed(strict, valid[country]).country).toBe(country);
  });
});
