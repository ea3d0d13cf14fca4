/**
 * Test data builders. Each test builds the organisation, branches, staff and members it needs in
 * a database cloned from the migrated, *unseeded* template (createTestServer / createTestDatabase);
 * the demo seed is for people and browser journeys, and only the seed's own tests clone it
 * (`createTestServer({ template: 'demo' })`). Tests do not import `seed/` or `testing/demo.ts`.
 *
 * Layer 1, `make<Thing>(tx, overrides)`: writes one thing through the feature's repository, as the
 * api role inside `withTenant` (RLS checks every row), in the transaction's organisation.
 * Defaults are deterministic, numbered per organisation ("Branch 1", "First1 Last1",
 * `staff.1`, card C0000001 …; organisations `club-<n>` per test file); overrides use `??`, so `0`,
 * `false` and `''` are kept, and nullable fields keep an explicit `null`. Builders live with their
 * feature (`features/<f>/<f>.testing.ts`):
 *   createOrganisation(db, overrides?, then?)  new tenant + its own transaction; `.build(fn)` later
 *   makeOrganisation(tx, { domain, name, billingProvider, defaultCountry, options })
 *   makeBranch(tx, { country: 'NZ' | 'AU', name, timeZone, … })  NZ → Pacific/Auckland
 *   makeBranchGroup(tx, { name, description, branchIds })
 *   makeRole(tx, { id, name, type, operations }), makeStandardRoles(tx)  (features/roles/standard-roles.ts)
 *   makeRoleAssignment(tx, { userId, roleId, scope: 'ALL_BRANCHES' | { branchId } | { branchGroupId } })
 *   makeStaffUser(tx, { firstName, lastName, username, password, homeBranchId, roles })  → StaffUser,
 *     a Viewer for server.graphql with personId, username and password (TEST_PASSWORD; argon2 once)
 *   makePerson(tx, { homeBranchId, role: 'Member' | 'Prospect' | null, status, lastVisitAt,
 *     otherRoles: [{ branchId, roleType, status }], card: true | '<number>', …person columns })
 *   makePersons(tx, count, overrides | (index) => overrides)  hundreds at once (lists, pages, counts)
 *   makePersonRole(tx, { personId, branchId, roleType, status }), makeAccessCard(tx, { personId })
 *   makePersonTransfer(tx, { personId, sourceBranchId, targetBranchId, transferredAt })  history only
 *   makeNote(tx, { personId, contents, category: 'NOTE' | 'SMS', status, modifiedByUserId })
 *   makeAttachment(tx, { personId, fileName, uploadedByUserId, file: { storage, bytes } })
 *   makeArrival(tx, { personId, branchId, arrivedAt, tags, granted })  a visit
 *
 * Layer 2, scenarios (testing/scenarios.ts), one transaction each, every call a new organisation:
 *   organisationScenario(server)  Auckland/Wellington/Christchurch + Sydney/Melbourne/Brisbane/Perth,
 *     groups australia and northIsland, the standard roles, and staff superAdmin (admin on
 *     ALL_BRANCHES), areaManager (field manager, australia), branchManager (Auckland), frontDesk
 *     (Wellington), reliefDesk (front desk, northIsland), noRole; `.build(tx => make…(tx, …))`
 *   secondTenant(server)  another organisation (AU, DEBITSUCCESS, Adelaide and Hobart, superAdmin)
 *
 * Example:
 *   const org = await organisationScenario(server);
 *   const member = await org.build((tx) =>
 *     makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }));
 *   await server.graphql(org.frontDesk, QUERY, { id: member.id });
 */
export { makeArrival } from '../features/arrivals/arrivals.testing.ts';
export { makeBranch, makeBranchGroup } from '../features/branches/branches.testing.ts';
export { makeAttachment } from '../features/members/attachments/attachments.testing.ts';
export { makeNote } from '../features/members/notes/notes.testing.ts';
export {
  type BuiltPerson,
  makeAccessCard,
  makePerson,
  makePersonRole,
  makePersons,
  makePersonTransfer,
  type TestPerson,
} from '../features/members/persons/persons.testing.ts';
export {
  createOrganisation,
  type TestOrganisation,
} from '../features/organisation/organisation.testing.ts';
export {
  makeRole,
  makeRoleAssignment,
  makeStaffUser,
  type StaffUser,
} from '../features/roles/roles.testing.ts';
export { STANDARD_ROLES } from '../features/roles/standard-roles.ts';
export { TEST_PASSWORD } from './builder-support.ts';
export {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from './scenarios.ts';
