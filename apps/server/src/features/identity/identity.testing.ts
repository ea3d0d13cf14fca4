import type { Transaction } from '../../platform/db/client.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { given, nextInTenant, passwordHashOf, TEST_PASSWORD } from '../../testing/builder-support.ts';
import { insertPerson } from '../members/persons/persons.repository.ts';
import { makePersonRole } from '../members/persons/persons.testing.ts';
import { insertUser } from './identity.repository.ts';

export interface StaffAccountOverrides {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  username?: string;
  /** Hashed with argon2id, once per process per password. */
  password?: string;
  /** The staff member's home branch, where they also get a StaffMember role (none by default). */
  homeBranchId?: string | null;
}

/** A staff user: a viewer for `server.graphql` with what the tests need to sign in as them. */
export interface StaffUser extends Viewer {
  personId: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string | null;
  homeBranchId: string | null;
}

/**
 * Test builder: a staff member's person and sign-in account, without roles (giving a user a role
 * is the roles feature's: `makeStaffUser` in roles.testing.ts, the builder tests use). Defaults:
 * `Staff<n> User<n>`, username `staff.<n>`, email `staff.<n>@example.com`, TEST_PASSWORD, no home
 * branch.
 */
export async function makeStaffAccount(
  tx: Transaction,
  overrides: StaffAccountOverrides = {},
): Promise<StaffUser> {
  const { applicationId, n } = await nextInTenant(tx, 'staff');
  const username = overrides.username ?? `staff.${n}`;
  const password = overrides.password ?? TEST_PASSWORD;
  // Not makePerson: staff do not take the numbers of the members and prospects a test makes.
  const person = await insertPerson(tx, {
    applicationId,
    firstName: overrides.firstName ?? `Staff${n}`,
    lastName: overrides.lastName ?? `User${n}`,
    email: given(overrides.email, `${username}@example.com`),
    homeBranchId: given(overrides.homeBranchId, null),
  });
  if (person.homeBranchId) {
    await makePersonRole(tx, { personId: person.id, branchId: person.homeBranchId, roleType: 'StaffMember' });
  }
  const user = await insertUser(tx, {
    applicationId,
    personId: person.id,
    username,
    passwordHash: await passwordHashOf(password),
  });
  return {
    applicationId,
    userId: user.id,
    personId: person.id,
    username,
    password,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    homeBranchId: person.homeBranchId,
  };
}
