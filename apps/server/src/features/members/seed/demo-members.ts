import type { Gender } from '@clubline/domain';
import {
  DEMO_MEMBER_ID,
  type DemoBranch,
  type DemoOrganisation,
  type DemoSeedContext,
} from '../../../platform/modules/demo-plan.ts';
import type {
  AccessCardInsert,
  PersonInsert,
  PersonRoleInsert,
  PersonTransferInsert,
} from '../persons/persons.repository.ts';
import {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  LOCALITIES,
  MALE_FIRST_NAMES,
  MEMBER_TAGS,
  STREET_NAMES,
} from './names.ts';

/**
 * The demo organisation's members and prospects, made deterministically: the same organisation and
 * anchor give the same rows. The layout is fixed so tests can rely on it: persons are numbered
 * branch by branch (`membersPerBranch` each, `DEMO_MEMBER_ID`), and by their index `i` at the branch
 * - i % 10 < 7 are Members (with an access card), the rest Prospects;
 * - i % 20 = 11 also hold a reciprocal Member role at the next branch;
 * - i % 40 = 33 were transferred to their branch from the branch two along;
 * - i < 10 are plain: none of them has the rarer statuses, tags or 'overdue', nor notes or
 *   attachments (demo-notes.ts, demo-attachments.ts).
 * Everything else (names, contacts, addresses) comes from a seeded random sequence. Contacts and
 * addresses follow the domain's phone and address rules. Visits are the arrivals seed's: it decides
 * each swipe against the memberships sold after this step, and sets each role's last visit.
 */
export interface DemoMemberRows {
  persons: PersonInsert[];
  roles: PersonRoleInsert[];
  cards: AccessCardInsert[];
  transfers: PersonTransferInsert[];
}

export const DAY_MS = 86_400_000;
/** The first persons of each branch are plain (see the layout above). */
const PLAIN_PER_BRANCH = 10;

/** mulberry32: a small, fast, seedable generator (deterministic across runs and machines). */
export function randomSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (probability: number) => next() < probability;
  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('');
  return { next, int, pick, chance, digits };
}

export type Random = ReturnType<typeof randomSequence>;

/** Rough standard offsets, so visits fall in opening hours of the branch's day. */
const UTC_OFFSET_HOURS: Readonly<Record<string, number>> = {
  'Pacific/Auckland': 12,
  'Australia/Sydney': 10,
  'Australia/Melbourne': 10,
  'Australia/Brisbane': 10,
  'Australia/Hobart': 10,
  'Australia/Adelaide': 9.5,
  'Australia/Perth': 8,
};

const emailSafe = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

function mobileNumber(random: Random, country: 'NZ' | 'AU'): string {
  return country === 'NZ'
    ? `02${random.pick(['1', '2', '7', '9'])}${random.digits(7)}`
    : `04${random.digits(8)}`;
}

function homeNumber(random: Random, branch: DemoBranch): string {
  // The branch's own area code: NZ 0X + 7 digits, AU 0X + 8 digits.
  return branch.country === 'NZ'
    ? `${branch.phone.slice(0, 2)}${random.digits(7)}`
    : `${branch.phone.slice(0, 2)}${random.digits(8)}`;
}

function addressNear(random: Random, branch: DemoBranch): PersonInsert['address'] {
  const locality = random.pick(
    LOCALITIES[branch.city] ?? [{ suburb: branch.suburb, postalCode: branch.postalCode }],
  );
  const address1 = `${random.int(1, 240)} ${random.pick(STREET_NAMES)}`;
  const unit = random.chance(0.15) ? `Unit ${random.int(1, 30)}` : null;
  return branch.country === 'NZ'
    ? {
        address1,
        address2: unit,
        suburb: locality.suburb,
        city: branch.city,
        state: null,
        postalCode: locality.postalCode,
        country: 'NZ',
      }
    : {
        address1,
        address2: unit,
        suburb: locality.suburb,
        city: null,
        state: branch.state,
        postalCode: locality.postalCode,
        country: 'AU',
      };
}

/** An instant on `day` (ms since the epoch, midnight UTC) at a local hour of the branch. */
export function atLocalHour(day: number, branch: DemoBranch, hour: number): Date {
  const offset = UTC_OFFSET_HOURS[branch.timeZone] ?? 0;
  return new Date(day + (hour - offset) * 3_600_000);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Builds the rows. `anchor` is the start of the seeding day (UTC): visits fall in the 24 months
 * before it, so the activities page always has recent history.
 */
export function buildDemoMembers(org: DemoOrganisation, tenantNumber: number, anchor: Date): DemoMemberRows {
  const random = randomSequence(tenantNumber * 7919 + 17);
  const applicationId = org.id;
  const rows: DemoMemberRows = { persons: [], roles: [], cards: [], transfers: [] };
  const cardNumbers = new Set<string>();
  const anchorDay = Math.floor(anchor.getTime() / DAY_MS) * DAY_MS;
  const branchCount = org.branches.length;

  /**
   * This step used to make up visits; the arrivals seed decides them now (arrivals.seed.ts). Their
   * draws are still taken, one for one, so that every later draw is unchanged: the README and the
   * journeys name seeded members (names, cards and statuses come after these draws).
   */
  const formerVisitDraws = (count: number, granted: boolean) => {
    for (let v = 0; v < count; v++) {
      random.next(); // day
      random.next(); // hour
      random.next(); // minute
      if (granted && random.chance(0.85)) random.next(); // departure
      random.next(); // manual or paid
    }
  };

  // Staff are persons too, with a StaffMember role at their home branch.
  for (const staff of org.staff) {
    rows.roles.push({
      applicationId,
      personId: staff.id,
      branchId: staff.homeBranchId,
      roleType: 'StaffMember',
      status: 'MEMBER',
      joinedAt: new Date(anchorDay - 900 * DAY_MS),
    });
  }

  org.branches.forEach((branch, b) => {
    for (let i = 0; i < org.membersPerBranch; i++) {
      const n = b * org.membersPerBranch + i;
      const id = DEMO_MEMBER_ID(tenantNumber, n);
      const plain = i < PLAIN_PER_BRANCH;
      const isMember = i % 10 < 7;
      const gender: Gender = random.chance(0.02)
        ? 'OTHER'
        : random.chance(0.02)
          ? 'PREFER_NOT_TO_SAY'
          : random.chance(0.5)
            ? 'FEMALE'
            : 'MALE';
      const firstName = random.pick(
        gender === 'FEMALE' || (gender !== 'MALE' && random.chance(0.5))
          ? FEMALE_FIRST_NAMES
          : MALE_FIRST_NAMES,
      );
      const lastName = random.pick(LAST_NAMES);
      const hasEmail = plain || random.chance(0.92);
      const hasMobile = !hasEmail || random.chance(0.88);
      const joinedDaysAgo = isMember ? random.int(30, 1800) : random.int(0, 400);
      const createdAt = new Date(anchorDay - joinedDaysAgo * DAY_MS + random.int(8, 19) * 3_600_000);
      const age = random.int(16, 74);
      const dateOfBirth = random.chance(0.92)
        ? isoDay(new Date(anchorDay - (age * 365 + random.int(0, 364)) * DAY_MS))
        : null;
      const tags: string[] = [];
      if (!plain && random.chance(0.15)) tags.push(random.pick(MEMBER_TAGS));
      const overdue = isMember && !plain && org.billingProvider === 'PAYSMART' && random.chance(0.03);
      if (overdue) tags.push('overdue');
      const status = !isMember
        ? 'PROSPECT'
        : plain
          ? 'MEMBER'
          : random.pick([
              'MEMBER',
              'MEMBER',
              'MEMBER',
              'MEMBER',
              'MEMBER',
              'MEMBER',
              'MEMBER',
              'SUSPENDED',
              'INACTIVE',
              'BLOCKED',
            ] as const);
      const sighted = random.chance(0.2)
        ? new Date(Date.UTC(2021, random.int(8, 11), random.int(1, 28), 2))
        : null;
      rows.persons.push({
        id,
        applicationId,
        firstName,
        lastName,
        email: hasEmail
          ? `${emailSafe(firstName)}.${emailSafe(lastName)}${n}@${random.pick(['example.com', 'example.net', 'example.org'])}`
          : null,
        gender,
        dateOfBirth,
        mobilePhone: hasMobile
          ? { countryCode: branch.country, number: mobileNumber(random, branch.country) }
          : null,
        homePhone: random.chance(0.15)
          ? { countryCode: branch.country, number: homeNumber(random, branch) }
          : null,
        emergencyContact: random.chance(0.4)
          ? {
              name: `${random.pick([...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES])} ${random.chance(0.6) ? lastName : random.pick(LAST_NAMES)}`,
              number: { countryCode: branch.country, number: mobileNumber(random, branch.country) },
            }
          : null,
        address: random.chance(0.8) ? addressNear(random, branch) : null,
        tags,
        emailOptin: random.chance(0.85),
        smsOptin: random.chance(0.8),
        vaccinationCertSightedOn: sighted,
        vaccinationPassExpiryDate:
          sighted && random.chance(0.5) ? new Date(sighted.getTime() + 180 * DAY_MS) : null,
        homeBranchId: branch.id,
        createdAt,
        updatedAt: createdAt,
      });

      formerVisitDraws(isMember ? random.int(3, 12) : random.int(0, 2), overdue || status !== 'BLOCKED');
      rows.roles.push({
        applicationId,
        personId: id,
        branchId: branch.id,
        roleType: isMember ? 'Member' : 'Prospect',
        status,
        joinedAt: createdAt,
      });
      if (isMember) {
        let card: string;
        do
          card = Math.floor(random.next() * 2 ** 32)
            .toString(16)
            .toUpperCase()
            .padStart(8, '0');
        while (cardNumbers.has(card));
        cardNumbers.add(card);
        rows.cards.push({ applicationId, personId: id, cardNumber: card, createdAt });
      }
      if (i % 20 === 11 && branchCount > 1) {
        const other = org.branches[(b + 1) % branchCount];
        if (other) {
          formerVisitDraws(random.int(1, 3), true);
          rows.roles.push({
            applicationId,
            personId: id,
            branchId: other.id,
            roleType: 'Member',
            status: 'MEMBER',
            joinedAt: createdAt,
          });
        }
      }
      if (i % 40 === 33 && branchCount > 2) {
        const source = org.branches[(b + 2) % branchCount];
        if (source) {
          rows.transfers.push({
            applicationId,
            personId: id,
            sourceBranchId: source.id,
            targetBranchId: branch.id,
            transferredAt: new Date(anchorDay - random.int(20, 600) * DAY_MS),
          });
        }
      }
    }
  });
  return rows;
}

/** A seeded member or prospect, with what its notes and attachments are made from. */
export interface DemoPerson {
  id: string;
  firstName: string;
  lastName: string;
  branch: DemoBranch;
  createdAt: Date;
  isMember: boolean;
  /** One of the first ten of its branch (see the layout above). */
  plain: boolean;
  /** Has a mobile number and agreed to SMS. */
  textable: boolean;
}

/** The members and prospects of `rows` (made by `buildDemoMembers` for `org`), in seed order. */
export function demoPersons(org: DemoOrganisation, rows: DemoMemberRows): DemoPerson[] {
  const homeRoles = new Map(
    rows.roles
      .filter((role) => role.roleType !== 'StaffMember')
      .map((role) => [`${role.personId}/${role.branchId}`, role]),
  );
  return rows.persons.map((person, n) => {
    const branch = org.branches[Math.floor(n / org.membersPerBranch)];
    if (!branch || !person.id || !person.createdAt) throw new Error(`Demo person ${n} is incomplete`);
    return {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      branch,
      createdAt: person.createdAt,
      isMember: homeRoles.get(`${person.id}/${branch.id}`)?.roleType === 'Member',
      plain: n % org.membersPerBranch < PLAIN_PER_BRANCH,
      textable: person.mobilePhone != null && person.smsOptin !== false,
    };
  });
}

/** The rows of each organisation being seeded: made once, read by the members and arrivals steps. */
const rowsOfSeeding = new WeakMap<DemoSeedContext, DemoMemberRows>();

/** `buildDemoMembers` for the organisation of `demo`, made once per seed context. */
export function demoMembersOf(demo: DemoSeedContext): DemoMemberRows {
  let rows = rowsOfSeeding.get(demo);
  if (!rows) {
    rows = buildDemoMembers(demo.organisation, demo.tenantNumber, demo.anchor);
    rowsOfSeeding.set(demo, rows);
  }
  return rows;
}
