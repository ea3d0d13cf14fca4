/**
 * Stable demo data for the member journeys. The seed is deterministic (same organisation, same
 * rows), so the journeys ask the server's own seed function which members Wellington has rather
 * than copying names and card numbers that would go stale when the seed grows. The import is by
 * path at run time: the e2e project does not compile the server.
 */
export const BRANCHES = {
  auckland: '00000001-0002-4000-8000-000000000001',
  wellington: '00000001-0002-4000-8000-000000000002',
} as const;

export interface DemoMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  smsOptin: boolean;
  cardNumber: string | null;
  roleType: string;
}

interface SeedRows {
  persons: {
    id: string;
    firstName: string;
    lastName: string;
    email?: string | null;
    homeBranchId?: string | null;
    smsOptin?: boolean;
    mobilePhone?: { number: string } | null;
  }[];
  cards: { personId: string; cardNumber: string }[];
  roles: { personId: string; branchId: string; roleType: string }[];
}

interface SeedModules {
  data: { DEMO_ORGANISATIONS: { id: string; domain: string; branches: { id: string }[] }[] };
  members: { buildDemoMembers: (org: unknown, tenant: number, anchor: Date) => SeedRows };
}

async function loadSeed(): Promise<SeedModules> {
  const server = new URL('../../apps/server/src/', import.meta.url).href;
  const [data, members] = await Promise.all([
    import(`${server}seed/demo-data.ts`),
    import(`${server}features/members/seed/demo-members.ts`),
  ]);
  return { data, members } as SeedModules;
}

/** The demo organisation's members at Wellington Lambton Quay, in seed order. */
export async function wellingtonMembers(): Promise<DemoMember[]> {
  const { data, members } = await loadSeed();
  const demo = data.DEMO_ORGANISATIONS.find((org) => org.domain === 'demo');
  if (!demo) throw new Error('No demo organisation in the seed');
  const rows = members.buildDemoMembers(demo, Number.parseInt(demo.id.slice(0, 8), 16), new Date());
  return rows.persons
    .filter((person) => person.homeBranchId === BRANCHES.wellington)
    .map((person) => ({
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email ?? null,
      mobile: person.mobilePhone?.number ?? null,
      smsOptin: person.smsOptin ?? true,
      cardNumber: rows.cards.find((card) => card.personId === person.id)?.cardNumber ?? null,
      roleType:
        rows.roles.find((role) => role.personId === person.id && role.branchId === BRANCHES.wellington)
          ?.roleType ?? '',
    }));
}

/**
 * The n-th plain (first twenty) Wellington Member matching `wanted`. Journeys run side by side
 * (playwright.config.ts), so a journey that changes its member, or asserts what another journey
 * could change, takes one nobody else takes. Who has whom, by seed order (index: first name):
 * 0 Ioane: members (find by card), access-cards (its card number), transactions (read only) · 1 Sofia:
 * access-cards · 2 David: members (attachments) · 3 Charlie: accessibility (read only), members
 * (note and SMS) · 4 Rahul: members (relief desk transfer) · 5 Harper: members (transfer) ·
 * 6 Amelia: calendar (booked into its weekly session) · 9 Isabella (a Prospect): calendar (checked in
 * on its past session) · 7 and 8: waitlist-offer (booked, then waiting for the freed place) · 10 Mark: memberships (sale), arrivals (an arrival at Auckland) · 11 Harrison:
 * arrivals-live · 12 Evie: memberships (billing day) · 13 Wiremu: suspensions · 14 Hamish:
 * payment-setup · 15 Georgia: screenshots (attachments) · 16 Oliver: receipts · 21 Scott (past the
 * twenty): correspondence (his birthday made today) · 30 to 99 (past the twenty): bulk transfer (the
 * seed gives some of them last month's visits mostly at Auckland: features/bulk-transfer/seed). The seed's
 * suspended member (suspensions.spec.ts) and overdue one (transactions.spec.ts) are past the
 * twentieth.
 */
export async function pickMember(wanted: (member: DemoMember) => boolean, skip = 0): Promise<DemoMember> {
  const found = (await wellingtonMembers())
    .slice(0, 20)
    .filter((member) => member.roleType === 'Member' && wanted(member));
  const member = found[skip];
  if (!member) throw new Error('The seed has no such Wellington member');
  return member;
}
