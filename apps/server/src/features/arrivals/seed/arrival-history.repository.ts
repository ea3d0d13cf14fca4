import type { VaccinationRequirement } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import type {
  HistoryLedgerRow,
  MembershipHistory,
  PersonHistory,
  SuspensionHistory,
} from './arrival-history.ts';

/**
 * What the demo arrivals are decided from, as stored: every person with a member-like role, their
 * memberships with the plan's kind and visits, suspensions, direct-debit state and (for the
 * memberships that ever had a debit dishonoured) their ledger. The seed reads it after the
 * memberships step wrote it, and seed/demo-agrees.test.ts reads the same to check the seed.
 */
export async function loadArrivalHistories(tx: Transaction): Promise<{
  persons: PersonHistory[];
  memberships: MembershipHistory[];
}> {
  const persons = await tx.execute<{
    id: string;
    first_name: string;
    home_branch_id: string | null;
    card_number: string | null;
    vaccination_cert_sighted_on: string | null;
    vaccination_pass_expiry_date: string | null;
    roles: { branchId: string; roleType: string; status: string }[];
  }>(sql`
    select p.id, p.first_name, p.home_branch_id,
      (select min(c.card_number) from access_cards c where c.person_id = p.id) as card_number,
      p.vaccination_cert_sighted_on::text, p.vaccination_pass_expiry_date::text,
      (select json_agg(json_build_object('branchId', r.branch_id, 'roleType', r.role_type, 'status', r.status)
              order by r.branch_id)
       from person_branch_roles r where r.person_id = p.id) as roles
    from persons p
    where exists (select 1 from person_branch_roles r
                  where r.person_id = p.id and r.role_type in ('Member', 'Prospect'))
    order by p.id`);
  const memberships = await tx.execute<{
    id: string;
    person_id: string;
    branch_id: string;
    status: string;
    start_date: string;
    end_date: string | null;
    cancellation_reason: string | null;
    allow_access_from: string | null;
    allow_access_until: string | null;
    plan_type: string;
    plan_name: string;
    number_of_visits: number | null;
    ddr_status: string | null;
    provider: string | null;
  }>(sql`
    select m.id, m.person_id, m.branch_id, m.status, m.start_date::text, m.end_date::text,
      m.cancellation_reason, m.allow_access_from::text, m.allow_access_until::text,
      p.type as plan_type, p.name as plan_name, p.number_of_visits, a.ddr_status, a.provider
    from memberships m
    join membership_plans p on p.id = m.membership_plan_id
    left join membership_billing_accounts a on a.membership_id = m.id
    order by m.person_id, m.start_date, m.id`);
  const suspensions = await tx.execute<{
    membership_id: string;
    start_date: string;
    end_date: string;
    kind: string;
  }>(sql`
    select membership_id, start_date::text, end_date::text, kind
    from membership_suspensions order by membership_id, start_date`);
  const ledger = await tx.execute<{
    membership_id: string;
    type: string;
    charge_key: string | null;
    kind: string | null;
    amount: number | null;
    date: string;
    reference: string | null;
    reason: string | null;
  }>(sql`
    select membership_id, type, charge_key, kind, amount, date::text, reference, reason
    from ledger_entries
    where membership_id in (select membership_id from ledger_entries where type = 'DEBIT_DISHONOURED')
    order by membership_id, seq`);

  const suspensionsOf = Map.groupBy(
    suspensions.rows.map((row): SuspensionHistory & { membershipId: string } => ({
      membershipId: row.membership_id,
      startDate: row.start_date,
      endDate: row.end_date,
      kind: row.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENSION',
    })),
    (row) => row.membershipId,
  );
  const ledgerOf = Map.groupBy(
    ledger.rows.map((row): HistoryLedgerRow & { membershipId: string } => ({
      membershipId: row.membership_id,
      type: row.type,
      chargeKey: row.charge_key,
      kind: row.kind,
      amount: row.amount,
      date: row.date,
      reference: row.reference,
      reason: row.reason,
    })),
    (row) => row.membershipId,
  );
  return {
    persons: persons.rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      homeBranchId: row.home_branch_id,
      cardNumber: row.card_number,
      vaccinationCertSightedOn: row.vaccination_cert_sighted_on
        ? new Date(row.vaccination_cert_sighted_on)
        : null,
      vaccinationPassExpiryDate: row.vaccination_pass_expiry_date
        ? new Date(row.vaccination_pass_expiry_date)
        : null,
      roles: row.roles ?? [],
    })),
    memberships: memberships.rows.map((row) => ({
      id: row.id,
      personId: row.person_id,
      branchId: row.branch_id,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      cancellationReason: row.cancellation_reason,
      allowAccessFrom: row.allow_access_from,
      allowAccessUntil: row.allow_access_until,
      planType: row.plan_type,
      planName: row.plan_name,
      numberOfVisits: row.number_of_visits,
      ddrStatus: row.ddr_status,
      provider: row.provider,
      suspensions: suspensionsOf.get(row.id) ?? [],
      ledger: ledgerOf.get(row.id) ?? [],
    })),
  };
}

/** Each branch's vaccination requirement as stored (a branch with none has no requirement). */
export async function loadVaccinationRequirements(
  tx: Transaction,
): Promise<Map<string, VaccinationRequirement>> {
  const result = await tx.execute<{
    branch_id: string;
    require_vaccination_certificate: boolean;
    scheduled_require_vaccination_certificate: boolean | null;
    scheduled_from: string | null;
  }>(sql`
    select branch_id, require_vaccination_certificate, scheduled_require_vaccination_certificate,
      scheduled_from::text
    from branch_access_settings`);
  return new Map(
    result.rows.map((row) => [
      row.branch_id,
      {
        requireVaccinationCertificate: row.require_vaccination_certificate,
        scheduledRequireVaccinationCertificate: row.scheduled_require_vaccination_certificate,
        scheduledFrom: row.scheduled_from,
      },
    ]),
  );
}
