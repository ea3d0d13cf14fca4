import type { Transaction } from '../../platform/db/client.ts';
import { given, nextInTenant } from '../../testing/builder-support.ts';
import {
  type BranchGroupRow,
  type BranchRow,
  findBranchGroup,
  insertBranch,
  insertBranchGroup,
} from './branches.repository.ts';
import type { branches } from './branches.table.ts';

type BranchInsert = typeof branches.$inferInsert;

export type BranchOverrides = Partial<Omit<BranchInsert, 'applicationId' | 'country'>> & {
  country?: 'NZ' | 'AU';
};

/** What a branch of each country gets by default: a time zone, a city, a valid address and phone. */
const COUNTRY_DEFAULTS = {
  NZ: {
    timeZone: 'Pacific/Auckland',
    city: 'Auckland',
    suburb: 'Auckland Central',
    state: null,
    postalCode: '1010',
    phone: '093001001',
    businessNumberType: 'NZBN',
    businessNumber: '9429041000000',
    gstNumber: '123-456-789',
  },
  AU: {
    timeZone: 'Australia/Sydney',
    city: 'Sydney',
    suburb: 'Surry Hills',
    state: 'NSW',
    postalCode: '2010',
    phone: '0291001004',
    businessNumberType: 'ABN',
    businessNumber: '51824753556',
    gstNumber: null,
  },
} as const;

/**
 * Test builder: a branch of the transaction's organisation. Defaults: `Branch <n>` in New Zealand
 * (Pacific/Auckland; `country: 'AU'` gives Australia/Sydney), weekday opening hours, an address,
 * phone and business number valid for the country.
 */
export async function makeBranch(tx: Transaction, overrides: BranchOverrides = {}): Promise<BranchRow> {
  const { applicationId, n } = await nextInTenant(tx, 'branch');
  const country = overrides.country ?? 'NZ';
  const place = COUNTRY_DEFAULTS[country];
  const name = overrides.name ?? `Branch ${n}`;
  return insertBranch(tx, {
    ...overrides,
    applicationId,
    name,
    country,
    timeZone: overrides.timeZone ?? place.timeZone,
    legalName: given(overrides.legalName, `${name} Limited`),
    isGstRegistered: overrides.isGstRegistered ?? true,
    gstNumber: given(overrides.gstNumber, place.gstNumber),
    businessNumberType: given(overrides.businessNumberType, place.businessNumberType),
    businessNumber: given(overrides.businessNumber, place.businessNumber),
    businessHours:
      overrides.businessHours ??
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '05:30',
        finishTime: '22:00',
      })),
    address: given(overrides.address, {
      address1: `${n} Queen Street`,
      address2: null,
      suburb: place.suburb,
      city: place.city,
      state: place.state,
      postalCode: place.postalCode,
      country,
    }),
    contactNumber: given(overrides.contactNumber, { countryCode: country, number: place.phone }),
    businessEmailAddress: given(overrides.businessEmailAddress, `branch${n}@example.com`),
  });
}

export interface BranchGroupOverrides {
  id?: string;
  name?: string;
  description?: string | null;
  branchIds?: readonly string[];
}

/** Test builder: a branch group of the given branches (none by default), named `Group <n>`. */
export async function makeBranchGroup(
  tx: Transaction,
  overrides: BranchGroupOverrides = {},
): Promise<BranchGroupRow> {
  const { applicationId, n } = await nextInTenant(tx, 'branch-group');
  const id = await insertBranchGroup(
    tx,
    {
      ...(overrides.id ? { id: overrides.id } : {}),
      applicationId,
      name: overrides.name ?? `Group ${n}`,
      description: given(overrides.description, `Test group ${n}`),
    },
    overrides.branchIds ?? [],
  );
  const group = await findBranchGroup(tx, id);
  if (!group) throw new Error('The new branch group is not visible to its tenant');
  return group;
}
