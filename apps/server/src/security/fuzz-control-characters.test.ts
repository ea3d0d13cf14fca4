import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBranchBillingAccount } from '../features/billing-accounts/billing-accounts.testing.ts';
import {
  makeNote,
  makePerson,
  type OrganisationScenario,
  organisationScenario,
} from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { databaseFingerprint } from './fuzz-oracle.ts';

/*
 * U+0000 in these text arguments reached PostgreSQL and answered INTERNAL_SERVER_ERROR.
 * Each now answers a validation error and writes nothing: U+0000 is refused by the request guard
 * (CONTROL_CHARACTERS) before any resolver runs, and any other control character by the domain's
 * text rule (VALIDATION_FAILED with the field's own message).
 */

let server: TestServer;
let org: OrganisationScenario;
let personId: string;
let noteId: string;
let billingAccountId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
  personId = person.id;
  noteId = (await org.build((tx) => makeNote(tx, { personId, contents: 'Before' }))).id;
  billingAccountId = (
    await org.build((tx) =>
      makeBranchBillingAccount(tx, { branchId: org.branches.wellington.id, isDefault: true }),
    )
  ).id;
});
afterAll(() => server.close());

interface TextArgument {
  name: string;
  query: string;
  variables: (text: string) => Record<string, unknown>;
  /** The message the domain gives the field for a control character other than U+0000. */
  message: string;
}

const details = (text: string) => ({
  firstName: `Ann${text}`,
  lastName: 'Lee',
  gender: 'FEMALE',
  email: 'ann.lee@example.com',
});

const ARGUMENTS: TextArgument[] = [
  {
    name: 'addNote contents',
    query: 'mutation($p: ID!, $c: String!) { addNote(personId: $p, contents: $c) { id } }',
    variables: (text) => ({ p: personId, c: `Hello${text}` }),
    message: 'Content contains characters that are not allowed',
  },
  {
    name: 'updateNote contents',
    query:
      'mutation($p: ID!, $id: ID!, $c: String!) { updateNote(personId: $p, id: $id, contents: $c) { id } }',
    variables: (text) => ({ p: personId, id: noteId, c: `Edited${text}` }),
    message: 'Content contains characters that are not allowed',
  },
  {
    name: 'sendSMS smsContent',
    query:
      'mutation($b: ID!, $m: ID!, $c: String!) { sendSMS(branchId: $b, memberId: $m, mobilePhone: { countryCode: "NZ", number: "0211234567" }, smsContent: $c) { __typename } }',
    variables: (text) => ({ b: org.branches.wellington.id, m: personId, c: `Hi${text}` }),
    message: 'Content contains characters that are not allowed',
  },
  {
    name: 'createBranchGroup name',
    query: 'mutation($i: BranchGroupInput!) { createBranchGroup(input: $i) { id } }',
    variables: (text) => ({ i: { name: `Group${text}`, branches: [org.branches.auckland.id] } }),
    message: 'Name contains characters that are not allowed',
  },
  {
    name: 'updateBranchGroup description',
    query: 'mutation($id: ID!, $i: BranchGroupInput!) { updateBranchGroup(id: $id, input: $i) { id } }',
    variables: (text) => ({
      id: org.groups.northIsland.id,
      i: { name: 'North Island', description: `About${text}`, branches: org.groups.northIsland.branchIds },
    }),
    message: 'Description contains characters that are not allowed',
  },
  {
    name: 'addRole name',
    query: 'mutation($i: AddRoleInput!) { addRole(input: $i) { roleId } }',
    variables: (text) => ({ i: { name: `Role${text}` } }),
    message: 'Name contains characters that are not allowed',
  },
  {
    name: 'updateRole description',
    query: 'mutation($id: ID!, $i: RoleInput!) { updateRole(roleId: $id, input: $i) { roleId } }',
    variables: (text) => ({ id: 'front-desk', i: { name: 'Front desk', description: `About${text}` } }),
    message: 'Description contains characters that are not allowed',
  },
  {
    name: 'addStaffMember firstName',
    query: 'mutation($i: StaffMemberInput!) { addStaffMember(staffMemberInput: $i) }',
    variables: (text) => ({
      i: { ...details(text), username: 'control.chars', branches: [org.branches.wellington.id] },
    }),
    message: 'First name contains characters that are not allowed',
  },
  {
    name: 'addStaffMember username',
    query: 'mutation($i: StaffMemberInput!) { addStaffMember(staffMemberInput: $i) }',
    variables: (text) => ({
      i: { ...details(''), username: `user${text}x`, branches: [org.branches.wellington.id] },
    }),
    message: 'Username contains characters that are not allowed',
  },
  {
    name: 'addProspect firstName',
    query: 'mutation($i: AddProspectInput!) { addProspect(input: $i) { id } }',
    variables: (text) => ({ i: { ...details(text), homeBranchId: org.branches.wellington.id } }),
    message: 'First name contains characters that are not allowed',
  },
  {
    name: 'updatePersonalDetails firstName',
    query:
      'mutation($b: ID!, $i: PersonalDetailsInput!) { updatePersonalDetails(branchId: $b, personalDetailsInput: $i) { id } }',
    variables: (text) => ({ b: org.branches.wellington.id, i: { ...details(text), personId } }),
    message: 'First name contains characters that are not allowed',
  },
  {
    name: 'updateBranchBillingAccountTermsAndConditions text',
    query:
      'mutation($i: UpdateBranchBillingAccountTermsAndConditionsInput!) { updateBranchBillingAccountTermsAndConditions(input: $i) { branchBillingAccountId } }',
    variables: (text) => ({
      i: {
        branchId: org.branches.wellington.id,
        branchBillingAccountId: billingAccountId,
        termsAndConditions: { text: `<p>Terms${text}</p>` },
      },
    }),
    message: 'Branch Terms and Conditions contains characters that are not allowed',
  },
  {
    name: 'addMembershipPlan name',
    query: 'mutation($p: MembershipPlanInput!) { addMembershipPlan(plan: $p) { id } }',
    variables: (text) => ({
      p: {
        name: `Plan${text}`,
        description: 'Fuzz',
        country: 'NZ',
        accessType: 'All hours',
        type: 'ONGOING',
        firstPaymentOption: {
          planType: 'ONGOING',
          name: 'Weekly',
          paymentAmount: 2500,
          paymentFrequency: 'WEEKLY',
          ongoing: true,
          sellingBranches: [org.branches.wellington.id],
        },
      },
    }),
    message: 'Name contains characters that are not allowed',
  },
  {
    name: 'addClass description',
    query: 'mutation($i: ClassInput!) { addClass(input: $i) { id } }',
    variables: (text) => ({
      i: {
        name: 'Yoga',
        description: `Stretch${text}`,
        color: '#1971C2',
        branches: [org.branches.wellington.id],
      },
    }),
    message: 'Description contains characters that are not allowed',
  },
  {
    name: 'searchPersons term',
    query: 'query($t: String) { searchPersons(term: $t) { persons { id } } }',
    variables: (text) => ({ t: `Le${text}` }),
    message: 'Search contains characters that are not allowed',
  },
  {
    name: 'findExistingPersons firstName',
    query: 'query($f: String!, $l: String!) { findExistingPersons(firstName: $f, lastName: $l) { count } }',
    variables: (text) => ({ f: `Ann${text}`, l: 'Lee' }),
    message: 'First name contains characters that are not allowed',
  },
  {
    name: 'getUrlForAttachmentUpload fileName',
    query:
      'query($p: ID!, $f: String!) { getUrlForAttachmentUpload(personId: $p, fileName: $f, contentType: "application/pdf") }',
    variables: (text) => ({ p: personId, f: `scan${text}.pdf` }),
    message: 'File name contains characters that are not allowed',
  },
];

describe.each(ARGUMENTS)('$name', (argument) => {
  async function send(text: string) {
    const before = await databaseFingerprint(server.db.pools.owner);
    const response = await server.graphql(org.superAdmin, argument.query, argument.variables(text));
    expect(response.status).toBeLessThan(500);
    expect(await databaseFingerprint(server.db.pools.owner)).toBe(before);
    return response;
  }

  it('refuses U+0000 as CONTROL_CHARACTERS, writing nothing', async () => {
    const response = await send('\u0000');
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['CONTROL_CHARACTERS']);
  });

  it.each([['\u0001'], ['\u001b'], ['\u007f']])(
    'refuses %j with the field’s validation message',
    async (control) => {
      const response = await send(control);
      expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['VALIDATION_FAILED']);
      expect(Object.values(response.errors?.[0]?.extensions?.fieldErrors ?? {})).toContain(argument.message);
    },
  );
});
