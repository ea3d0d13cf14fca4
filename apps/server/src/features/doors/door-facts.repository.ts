import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

/** The card's holder, as the door decision reads them. */
export interface CardHolderRow {
  id: string;
  firstName: string;
  vaccinationCertSightedOn: Date | null;
  vaccinationPassExpiryDate: Date | null;
}

export async function findCardHolder(tx: Transaction, cardNumber: string): Promise<CardHolderRow | null> {
  const { rows } = await tx.execute<{
    id: string;
    first_name: string;
    vaccination_cert_sighted_on: string | Date | null;
    vaccination_pass_expiry_date: string | Date | null;
  }>(sql`
    select p.id, p.first_name, p.vaccination_cert_sighted_on, p.vaccination_pass_expiry_date
    from access_cards c join persons p on p.id = c.person_id
    where c.card_number = ${cardNumber}
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    id: row.id,
    firstName: row.first_name,
    vaccinationCertSightedOn: date(row.vaccination_cert_sighted_on),
    vaccinationPassExpiryDate: date(row.vaccination_pass_expiry_date),
  };
}

/** What the person is at the branch: a member there, and their staff role there (if any). */
export interface RolesAtBranch {
  memberHere: boolean;
  staff: { active: boolean } | null;
}

export async function rolesAtBranch(
  tx: Transaction,
  personId: string,
  branchId: string,
): Promise<RolesAtBranch> {
  const { rows } = await tx.execute<{ role_type: string; status: string; disabled: boolean }>(sql`
    select r.role_type, r.status,
           exists (select 1 from users u where u.person_id = r.person_id and u.disabled_at is not null) as disabled
    from person_branch_roles r
    where r.person_id = ${personId} and r.branch_id = ${branchId}`);
  const staffRole = rows.find((row) => row.role_type === 'StaffMember');
  return {
    memberHere: rows.some((row) => row.role_type === 'Member'),
    // A staff member is inactive when their role there is, or when their sign-in account is disabled.
    staff: staffRole ? { active: staffRole.status !== 'INACTIVE' && !staffRole.disabled } : null,
  };
}

export interface MembershipFactsRow {
  id: string;
  branchId: string;
  status: string;
  startDate: string;
  endDate: string | null;
  cancellationReason: string | null;
  allowAccessFrom: string | null;
  allowAccessUntil: string | null;
  numberOfVisitsLeft: number | null;
  planName: string;
  planType: string;
  ddrStatus: string | null;
}

/**
 * The person's memberships that can still matter at the door (not ended more than a year ago),
 * locked in id order: two swipes of one person (two doors, a retry racing its original) decide one
 * after the other, so the last visit of a pass is taken once, and never in a deadlock.
 */
export async function lockMembershipsOf(
  tx: Transaction,
  personId: string,
  today: string,
): Promise<MembershipFactsRow[]> {
  const { rows } = await tx.execute<{
    id: string;
    branch_id: string;
    status: string;
    start_date: string;
    end_date: string | null;
    cancellation_reason: string | null;
    allow_access_from: string | null;
    allow_access_until: string | null;
    number_of_visits_left: number | null;
    plan_name: string;
    plan_type: string;
    ddr_status: string | null;
  }>(sql`
    select m.id, m.branch_id, m.status, m.start_date::text, m.end_date::text, m.cancellation_reason,
           m.allow_access_from::text, m.allow_access_until::text, m.number_of_visits_left,
           p.name as plan_name, p.type as plan_type, a.ddr_status
    from memberships m
    join membership_plans p on p.id = m.membership_plan_id
    left join membership_billing_accounts a on a.membership_id = m.id
    where m.person_id = ${personId}
      and (m.end_date is null or m.end_date > ${today}::date - 365)
    order by m.id
    for update of m`);
  return rows.map((row) => ({
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
  }));
}

export interface PauseRow {
  membershipId: string;
  startDate: string;
  endDate: string;
  kind: string;
}

/** Suspensions and free periods of these memberships that have not ended by `today`. */
export async function pausesOf(
  tx: Transaction,
  membershipIds: readonly string[],
  today: string,
): Promise<PauseRow[]> {
  if (membershipIds.length === 0) return [];
  const { rows } = await tx.execute<{
    membership_id: string;
    start_date: string;
    end_date: string;
    kind: string;
  }>(sql`
    select membership_id, start_date::text, end_date::text, kind
    from membership_suspensions
    where membership_id = any(${sql.param([...membershipIds])}::uuid[]) and end_date > ${today}::date - 1`);
  return rows.map((row) => ({
    membershipId: row.membership_id,
    startDate: row.start_date,
    endDate: row.end_date,
    kind: row.kind,
  }));
}

export interface BranchDoorSettings {
  timeZone: string | null;
  requireVaccinationCertificate: boolean;
  scheduledRequireVaccinationCertificate: boolean | null;
  scheduledFrom: string | null;
}

/** The branch's time zone and vaccination requirement (none when it has no settings row). */
export async function branchDoorSettings(tx: Transaction, branchId: string): Promise<BranchDoorSettings> {
  const { rows } = await tx.execute<{
    time_zone: string | null;
    require_vaccination_certificate: boolean | null;
    scheduled_require_vaccination_certificate: boolean | null;
    scheduled_from: string | null;
  }>(sql`
    select b.time_zone, s.require_vaccination_certificate, s.scheduled_require_vaccination_certificate,
           s.scheduled_from::text
    from branches b left join branch_access_settings s on s.branch_id = b.id
    where b.id = ${branchId}`);
  const row = rows[0];
  return {
    timeZone: row?.time_zone ?? null,
    requireVaccinationCertificate: row?.require_vaccination_certificate ?? false,
    scheduledRequireVaccinationCertificate: row?.scheduled_require_vaccination_certificate ?? null,
    scheduledFrom: row?.scheduled_from ?? null,
  };
}

/** The person's latest granted arrival at the branch up to `at` (re-entry). */
export async function lastGrantedArrival(
  tx: Transaction,
  personId: string,
  branchId: string,
  at: Date,
): Promise<{ at: Date; membershipId: string | null } | null> {
  const { rows } = await tx.execute<{ arrived_at: string | Date; membership_id: string | null }>(sql`
    select arrived_at, membership_id from arrivals
    where person_id = ${personId} and branch_id = ${branchId} and granted and arrived_at <= ${at.toISOString()}::timestamptz
    order by arrived_at desc
    limit 1`);
  const row = rows[0];
  return row ? { at: new Date(row.arrived_at), membershipId: row.membership_id } : null;
}

export async function firstNameOf(tx: Transaction, personId: string): Promise<string | null> {
  const { rows } = await tx.execute<{ first_name: string }>(
    sql`select first_name from persons where id = ${personId}`,
  );
  return rows[0]?.first_name ?? null;
}
