import type { DatabasePool, Transaction } from '../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';

/**
 * The shape of the demo seed, shared by its content (`seed/demo-data.ts`) and the modules' seed
 * steps (`features/<feature>/<feature>.seed.ts`): what a demo organisation is, how its fixed ids
 * are made, and what each step receives. The content and the order of the steps live elsewhere;
 * `seed/seed.ts` runs the steps the module list assembles (`assembleModules`).
 */

/**
 * A fixed, readable id: `<tenant>-<kind>-4000-8000-<n>` in hex, so the seed is deterministic and
 * tests, docs and the printed sign-in can name its rows.
 */
export const seedId = (tenant: number, kind: number, n: number): string =>
  `${tenant.toString(16).padStart(8, '0')}-${kind.toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;

const KIND = { application: 1, branch: 2, group: 3, person: 4, user: 5, note: 6, attachment: 7 } as const;

/** The organisation of demo tenant `tenant` (its number is the id's first group). */
export const DEMO_APPLICATION_ID = (tenant: number) => seedId(tenant, KIND.application, 1);
export const DEMO_BRANCH_ID = (tenant: number, n: number) => seedId(tenant, KIND.branch, n);
export const DEMO_GROUP_ID = (tenant: number, n: number) => seedId(tenant, KIND.group, n);
/** A staff member's person; their account is `DEMO_USER_ID` with the same number. */
export const DEMO_STAFF_ID = (tenant: number, n: number) => seedId(tenant, KIND.person, n);
export const DEMO_USER_ID = (tenant: number, n: number) => seedId(tenant, KIND.user, n);
/** The n-th member or prospect (0-based, branch by branch); staff persons are numbered below 1000. */
export const DEMO_MEMBER_ID = (tenant: number, n: number) => seedId(tenant, KIND.person, 1000 + n);
export const DEMO_NOTE_ID = (tenant: number, n: number) => seedId(tenant, KIND.note, n);
export const DEMO_ATTACHMENT_ID = (tenant: number, n: number) => seedId(tenant, KIND.attachment, n);

export interface DemoBranch {
  id: string;
  name: string;
  country: 'NZ' | 'AU';
  timeZone: string;
  city: string;
  suburb: string;
  state: string | null;
  postalCode: string;
  phone: string;
}

export interface DemoStaff {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  username: string;
  roleId: string;
  scope: { allBranches: true } | { branchGroupId: string } | { branchId: string } | null;
  homeBranchId: string;
}

export interface DemoOrganisation {
  id: string;
  domain: string;
  name: string;
  billingProvider: 'PAYSMART' | 'DEBITSUCCESS';
  defaultCountry: 'NZ' | 'AU';
  branches: DemoBranch[];
  groups: { id: string; name: string; description: string; branchIds: string[] }[];
  staff: DemoStaff[];
  membersPerBranch: number;
}

/** What every seed step of one organisation receives; one object per organisation. */
export interface DemoSeedContext {
  organisation: DemoOrganisation;
  /** The tenant number of the organisation's ids (`seedId`): it seeds the random sequences. */
  tenantNumber: number;
  /** The start of the seeding day (UTC): visits, notes and attachments fall before it. */
  anchor: Date;
  /**
   * The moment the seed runs. A branch's "today" and "last month" are read from it in the
   * branch's zone, as the product reads them: the anchor is a UTC day, which is already the next
   * day in Auckland for its last 11–13 hours.
   */
  now: Date;
  /** The demo password, hashed once for every staff account. */
  passwordHash: string;
  /** Where files go (the store the api serves downloads from). */
  storage: FileStorage;
  /**
   * The owner role's pool, for the sandboxes' own books (the billing companies' customers), which
   * the api role cannot write; null leaves the sandboxes as they are.
   */
  sandboxPool: DatabasePool | null;
}

/**
 * A module's part of the demo seed: inserts the rows the module owns for one organisation, inside
 * the organisation's tenant transaction (so RLS checks every row). A failure rolls the whole
 * organisation back.
 */
export interface SeedStep {
  /** Modules whose steps must have run first (their rows are referenced); each must seed. */
  after?: readonly string[];
  run(tx: Transaction, demo: DemoSeedContext): Promise<void>;
}
