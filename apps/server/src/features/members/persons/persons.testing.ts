import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../../platform/db/client.ts';
import { given, nextNumber, tenantOf } from '../../../testing/builder-support.ts';
import {
  findRolesOfPersons,
  insertAccessCards,
  insertPerson,
  insertPersonRoles,
  insertPersons,
  insertPersonTransfer,
  type PersonInsert,
  type PersonRoleInsert,
  type PersonRoleRow,
  type PersonRow,
  type PersonTransferRow,
} from './persons.repository.ts';

type PersonRoleType = PersonRoleInsert['roleType'];
type PersonStatus = PersonRoleInsert['status'];

/** A role at a branch: Member (status MEMBER), Prospect (PROSPECT) or StaffMember (MEMBER). */
export interface PersonRoleSpec {
  branchId: string;
  roleType?: PersonRoleType;
  status?: PersonStatus;
  lastVisitAt?: Date | null;
  joinedAt?: Date;
}

export type PersonOverrides = Partial<Omit<PersonInsert, 'applicationId'>> & {
  /** The role at the home branch: 'Member' (default), 'Prospect', 'StaffMember', or null for none. */
  role?: PersonRoleType | null;
  /** The home-branch role's status; by default MEMBER, or PROSPECT for a Prospect. */
  status?: PersonStatus;
  /** The home-branch role's last visit (none by default). */
  lastVisitAt?: Date | null;
  /** When the home-branch role began; the person's `createdAt` when given, else now. */
  joinedAt?: Date;
  /** Roles at other branches, e.g. a reciprocal Member role. */
  otherRoles?: readonly PersonRoleSpec[];
  /** An access card: `true` for a generated number (C0000001, …), or the number itself. */
  card?: boolean | string;
};

export interface TestPerson extends PersonRow {
  /** Every role the person holds, home branch first. */
  roles: PersonRoleRow[];
  /** The access card made with the person, if any. */
  cardNumber: string | null;
}

const defaultStatus = (roleType: PersonRoleType): PersonStatus =>
  roleType === 'Prospect' ? 'PROSPECT' : 'MEMBER';

const generatedCardNumber = (applicationId: string) =>
  (0xc0000000 + nextNumber(applicationId, 'access-card')).toString(16).toUpperCase();

interface PersonPlan {
  person: PersonInsert & { id: string };
  roles: PersonRoleInsert[];
  cardNumber: string | null;
}

/** The rows of one person (what makePerson and makePersons write), numbered in the organisation. */
function planPerson(applicationId: string, overrides: PersonOverrides): PersonPlan {
  const { role, status, lastVisitAt, joinedAt, otherRoles, card, ...fields } = overrides;
  const n = nextNumber(applicationId, 'person');
  const person = {
    ...fields,
    id: fields.id ?? randomUUID(),
    applicationId,
    firstName: fields.firstName ?? `First${n}`,
    lastName: fields.lastName ?? `Last${n}`,
    email: given(fields.email, `person${n}@example.com`),
    homeBranchId: given(fields.homeBranchId, null),
  };
  const homeRoleType = role === undefined ? 'Member' : role;
  const specs: PersonRoleSpec[] = [
    ...(person.homeBranchId && homeRoleType
      ? [
          {
            branchId: person.homeBranchId,
            roleType: homeRoleType,
            ...(status !== undefined ? { status } : {}),
            ...(lastVisitAt !== undefined ? { lastVisitAt } : {}),
            ...(joinedAt !== undefined ? { joinedAt } : {}),
          },
        ]
      : []),
    ...(otherRoles ?? []),
  ];
  const since = joinedAt ?? fields.createdAt;
  const cardNumber =
    card === undefined || card === false
      ? null
      : card === true
        ? generatedCardNumber(applicationId)
        : card.toUpperCase();
  return {
    person,
    roles: specs.map((spec) => roleRow(applicationId, person.id, spec, since)),
    cardNumber,
  };
}

const cardRows = (applicationId: string, plans: readonly PersonPlan[]) =>
  plans.flatMap((plan) =>
    plan.cardNumber ? [{ applicationId, personId: plan.person.id, cardNumber: plan.cardNumber }] : [],
  );

/**
 * Test builder: a person of the transaction's organisation. Defaults: `First<n> Last<n>`,
 * `person<n>@example.com`, no phone or address, opted in to email and SMS, no home branch unless
 * `homeBranchId` is given; with a home branch, a Member role there (see `role`, `status`).
 */
export async function makePerson(tx: Transaction, overrides: PersonOverrides = {}): Promise<TestPerson> {
  const applicationId = await tenantOf(tx);
  const plan = planPerson(applicationId, overrides);
  const person = await insertPerson(tx, plan.person);
  await insertPersonRoles(tx, plan.roles);
  await insertAccessCards(tx, cardRows(applicationId, [plan]));
  const rows = await findRolesOfPersons(tx, [person.id]);
  const home = rows.filter((row) => row.branchId === person.homeBranchId);
  return {
    ...person,
    roles: [...home, ...rows.filter((row) => !home.includes(row))],
    cardNumber: plan.cardNumber,
  };
}

/** A person made by `makePersons`: its id and what its defaults gave it. */
export interface BuiltPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  homeBranchId: string | null;
  cardNumber: string | null;
}

/**
 * Test builder: `count` persons at once, in a few multi-row statements (for lists, pages and
 * counts of hundreds). `overrides` is the same for each, or made per index (0 … count - 1); the
 * defaults are makePerson's, numbered on from the persons already made.
 */
export async function makePersons(
  tx: Transaction,
  count: number,
  overrides: PersonOverrides | ((index: number) => PersonOverrides) = {},
): Promise<BuiltPerson[]> {
  const applicationId = await tenantOf(tx);
  const plans = Array.from({ length: count }, (_, index) =>
    planPerson(applicationId, typeof overrides === 'function' ? overrides(index) : overrides),
  );
  await insertPersons(
    tx,
    plans.map((plan) => plan.person),
  );
  await insertPersonRoles(
    tx,
    plans.flatMap((plan) => plan.roles),
  );
  await insertAccessCards(tx, cardRows(applicationId, plans));
  return plans.map(({ person, cardNumber }) => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? null,
    homeBranchId: person.homeBranchId ?? null,
    cardNumber,
  }));
}

function roleRow(
  applicationId: string,
  personId: string,
  spec: PersonRoleSpec,
  since: Date | undefined,
): PersonRoleInsert {
  const roleType = spec.roleType ?? 'Member';
  const joined = spec.joinedAt ?? since;
  return {
    applicationId,
    personId,
    branchId: spec.branchId,
    roleType,
    status: spec.status ?? defaultStatus(roleType),
    lastVisitAt: spec.lastVisitAt ?? null,
    ...(joined ? { joinedAt: joined } : {}),
  };
}

/** Test builder: one more role of a person, e.g. a reciprocal Member role at another branch. */
export async function makePersonRole(
  tx: Transaction,
  role: PersonRoleSpec & { personId: string },
): Promise<PersonRoleRow> {
  const applicationId = await tenantOf(tx);
  await insertPersonRoles(tx, [roleRow(applicationId, role.personId, role, undefined)]);
  const rows = await findRolesOfPersons(tx, [role.personId]);
  const made = rows.find(
    (row) => row.branchId === role.branchId && row.roleType === (role.roleType ?? 'Member'),
  );
  if (!made) throw new Error('The new role is not visible to its tenant');
  return made;
}

/** Test builder: an access card of a person; returns its number (generated: C0000001, C0000002 …). */
export async function makeAccessCard(
  tx: Transaction,
  card: { personId: string; cardNumber?: string },
): Promise<string> {
  const applicationId = await tenantOf(tx);
  const cardNumber = card.cardNumber?.toUpperCase() ?? generatedCardNumber(applicationId);
  await insertAccessCards(tx, [{ applicationId, personId: card.personId, cardNumber }]);
  return cardNumber;
}

/**
 * Test builder: the record of a past home-branch move (a branchTransfer activity). It records the
 * move only; the person's home branch and roles stay as they are (make the person at the target).
 */
export async function makePersonTransfer(
  tx: Transaction,
  transfer: {
    personId: string;
    targetBranchId: string;
    sourceBranchId?: string | null;
    transferredAt?: Date;
    transferredByUserId?: string | null;
    customerReference?: string | null;
  },
): Promise<PersonTransferRow> {
  return insertPersonTransfer(tx, {
    applicationId: await tenantOf(tx),
    personId: transfer.personId,
    targetBranchId: transfer.targetBranchId,
    sourceBranchId: given(transfer.sourceBranchId, null),
    transferredByUserId: given(transfer.transferredByUserId, null),
    customerReference: given(transfer.customerReference, null),
    ...(transfer.transferredAt ? { transferredAt: transfer.transferredAt } : {}),
  });
}
