import type { StoredAddress, StoredPhone } from '@clubline/domain';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';

/**
 * The domain's StoredAddress and StoredPhone as GraphQL fragments. A person's and a branch's
 * address, and every phone (mobile, home, emergency contact, branch contact), are served in one
 * shape, so each document asks for them with these spreads instead of its own field list; read
 * them back with `storedAddress` and `storedPhone`.
 */
export const StoredAddressFragment = graphql(`
  fragment StoredAddress on Address {
    address1
    address2
    suburb
    city
    state
    postalCode
    country
  }
`);

export const StoredPhoneFragment = graphql(`
  fragment StoredPhone on Phone {
    countryCode
    number
  }
`);

/** The address behind a `...StoredAddress` spread, or null. */
export function storedAddress(
  address: FragmentType<typeof StoredAddressFragment> | null | undefined,
): StoredAddress | null {
  return getFragmentData(StoredAddressFragment, address) ?? null;
}

/** The phone behind a `...StoredPhone` spread, or null. */
export function storedPhone(
  phone: FragmentType<typeof StoredPhoneFragment> | null | undefined,
): StoredPhone | null {
  return getFragmentData(StoredPhoneFragment, phone) ?? null;
}
