import {
  type EntryMembership,
  NO_VACCINATION_REQUIREMENT,
  type VaccinationRequirement,
} from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { ledgerOf } from '../../billing/public.ts';
import { entryMembershipOf, overdueAtDoor } from '../entry-membership.ts';
import type { CardHolderFacts } from './allow-list-entries.ts';

type HolderRow = {
  card_number: string;
  person_id: string;
  first_name: string;
  vaccination_cert_sighted_on: string | null;
  vaccination_pass_expiry_date: string | null;
  member_here: boolean;
  staff_status: string | null;
  disabled: boolean;
};

type MembershipRow = {
  id: string;
  person_id: string;
  branch_id: string;
  status: string;
  start_date: string;
  end_date: string | null;
  cancellation_reason: string | null;
  allow_access_from: string | null;
  allow_access_until: string | null;
  number_of_visits_left: number | null;
  plan_type: string;
  plan_name: string;
  ddr_status: string | null;
};

type PauseRow = {
  membership_id: string;
  start_date: string;
  end_date: string;
  kind: string;
};

export interface BranchCardHolders {
  holders: CardHolderFacts[];
  vaccinationRequirement: VaccinationRequirement;
}

/**
 * What the door decision reads of every card holder that matters at a branch, in a fixed number
 * of statements however many there are: each card of a person with a role at the branch or a
 * membership it sold (the allow-list), or only the given card numbers (an offline upload). Their
 * memberships with plan, visits left, payment setup and suspensions, their staff role there, the
 * branch's vaccination requirement; what is overdue is read from the ledger for blocked
 * memberships only (the reason's sentence), or for every membership when `overdueForAll` (a
 * granted entry's PAID or OVERDUE tag). The last arrival is not read: see allow-list-entries.ts.
 */
export async function loadCardHolderFacts(
  tx: Transaction,
  branch: { id: string; timeZone: string },
  options: { cardNumbers?: readonly string[]; overdueForAll?: boolean; today: Temporal.PlainDate },
): Promise<BranchCardHolders> {
  const cards = options.cardNumbers ? [...options.cardNumbers] : null;
  const holders = await tx.execute<HolderRow>(sql`
    select c.card_number, p.id as person_id, p.first_name,
      p.vaccination_cert_sighted_on::text, p.vaccination_pass_expiry_date::text,
      exists (select 1 from person_branch_roles r
              where r.person_id = p.id and r.branch_id = ${branch.id} and r.role_type = 'Member') as member_here,
      (select r.status from person_branch_roles r
       where r.person_id = p.id and r.branch_id = ${branch.id} and r.role_type = 'StaffMember'
       limit 1) as staff_status,
      exists (select 1 from users u where u.person_id = p.id and u.disabled_at is not null) as disabled
    from access_cards c
    join persons p on p.id = c.person_id
    where ${
      cards === null
        ? // From the branch's people (roles and memberships by branch index), not the organisation's cards.
          sql`c.person_id in (select r.person_id from person_branch_roles r where r.branch_id = ${branch.id}
                              union
                              select m.person_id from memberships m where m.branch_id = ${branch.id})`
        : sql`c.card_number = any(${sql.param(cards)}::text[])`
    }
    order by c.card_number`);
  const personIds = [...new Set(holders.rows.map((row) => row.person_id))];
  const requirement = await loadVaccinationRequirement(tx, branch.id);
  if (personIds.length === 0) return { holders: [], vaccinationRequirement: requirement };

  const memberships = await tx.execute<MembershipRow>(sql`
    select m.id, m.person_id, m.branch_id, m.status, m.start_date::text, m.end_date::text,
      m.cancellation_reason, m.allow_access_from::text, m.allow_access_until::text,
      m.number_of_visits_left, p.type as plan_type, p.name as plan_name, a.ddr_status
    from memberships m
    join membership_plans p on p.id = m.membership_plan_id
    left join membership_billing_accounts a on a.membership_id = m.id
    where m.person_id = any(${sql.param(personIds)}::uuid[])
      and (m.end_date is null or m.end_date > ${options.today.toString()}::date - 365)
    order by m.person_id, m.start_date, m.id`);
  const membershipIds = memberships.rows.map((row) => row.id);
  const pauses = await tx.execute<PauseRow>(sql`
    select membership_id, start_date::text, end_date::text, kind
    from membership_suspensions
    where membership_id = any(${sql.param(membershipIds)}::uuid[])
    order by membership_id, start_date`);
  const overdueIds = memberships.rows
    .filter((row) => options.overdueForAll || row.status === 'BLOCKED')
    .map((row) => row.id);
  const ledgers = await ledgerOf(tx, overdueIds);

  const pausesOf = Map.groupBy(pauses.rows, (row) => row.membership_id);
  const toMembership = (row: MembershipRow): EntryMembership =>
    entryMembershipOf(
      {
        id: row.id,
        branchId: row.branch_id,
        status: row.status,
        startDate: row.start_date,
        endDate: row.end_date,
        cancellationReason: row.cancellation_reason,
        allowAccessFrom: row.allow_access_from,
        allowAccessUntil: row.allow_access_until,
        numberOfVisitsLeft: row.number_of_visits_left,
        planName: row.plan_name,
        planType: row.plan_type,
        ddrStatus: row.ddr_status,
        pauses: (pausesOf.get(row.id) ?? []).map((pause) => ({
          startDate: pause.start_date,
          endDate: pause.end_date,
          kind: pause.kind,
        })),
      },
      overdueAtDoor(ledgers.get(row.id), options.today),
    );
  const membershipsOf = new Map<string, EntryMembership[]>();
  for (const row of memberships.rows) {
    const list = membershipsOf.get(row.person_id) ?? [];
    list.push(toMembership(row));
    membershipsOf.set(row.person_id, list);
  }

  return {
    vaccinationRequirement: requirement,
    holders: holders.rows.map((row) => ({
      cardNumber: row.card_number,
      personId: row.person_id,
      firstName: row.first_name,
      facts: {
        branchId: branch.id,
        cardNumber: row.card_number,
        person: {
          firstName: row.first_name,
          vaccination: {
            certificateSightedAt: row.vaccination_cert_sighted_on
              ? Temporal.Instant.from(new Date(row.vaccination_cert_sighted_on).toISOString())
              : null,
            // The pass is good through its expiry day in the branch's calendar.
            passExpiryDate: row.vaccination_pass_expiry_date
              ? Temporal.Instant.from(new Date(row.vaccination_pass_expiry_date).toISOString())
                  .toZonedDateTimeISO(branch.timeZone)
                  .toPlainDate()
              : null,
          },
          // As the online decision: inactive when the role is, or the sign-in account is disabled.
          staff:
            row.staff_status === null ? null : { active: row.staff_status !== 'INACTIVE' && !row.disabled },
          memberHere: row.member_here,
        },
        memberships: membershipsOf.get(row.person_id) ?? [],
        vaccinationRequirement: requirement,
        lastGrantedArrival: null,
      },
    })),
  };
}

async function loadVaccinationRequirement(
  tx: Transaction,
  branchId: string,
): Promise<VaccinationRequirement> {
  const result = await tx.execute<{
    require_vaccination_certificate: boolean;
    scheduled_require_vaccination_certificate: boolean | null;
    scheduled_from: string | null;
  }>(sql`
    select require_vaccination_certificate, scheduled_require_vaccination_certificate, scheduled_from::text
    from branch_access_settings where branch_id = ${branchId}`);
  const row = result.rows[0];
  if (!row) return NO_VACCINATION_REQUIREMENT;
  return {
    requireVaccinationCertificate: row.require_vaccination_certificate,
    scheduledRequireVaccinationCertificate: row.scheduled_require_vaccination_certificate,
    scheduledFrom: row.scheduled_from,
  };
}
