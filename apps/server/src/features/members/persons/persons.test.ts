import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeArrival,
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
  type TestPerson,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** The last of the Wellington member's visits there (whole seconds, as the api answers them). */
const LAST_VISIT = new Date('2024-03-05T01:30:00Z');
/** A Wellington Member with every field, three visits and a card. */
let wellingtonMember: TestPerson;
/** An Auckland Member with a reciprocal Member role at Wellington. */
let reciprocal: TestPerson;
let aucklandMember: TestPerson;
let sydneyMember: TestPerson;
/** A Member of the other organisation. */
let foreignMember: TestPerson;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const wellington = org.branches.wellington.id;
  const auckland = org.branches.auckland.id;
  ({ wellingtonMember, reciprocal, aucklandMember, sydneyMember } = await org.build(async (tx) => {
    const wellingtonMember = await makePerson(tx, {
      homeBranchId: wellington,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha.ngata@example.com',
      gender: 'FEMALE',
      dateOfBirth: '1992-07-14',
      tags: ['overdue', 'vip'],
      mobilePhone: { countryCode: 'NZ', number: '0215550199' },
      address: {
        address1: '12 Cuba Street',
        address2: null,
        suburb: 'Te Aro',
        city: 'Wellington',
        state: null,
        postalCode: '6011',
        country: 'NZ',
      },
      lastVisitAt: LAST_VISIT,
      card: true,
    });
    for (const daysBefore of [0, 3, 10]) {
      await makeArrival(tx, {
        personId: wellingtonMember.id,
        branchId: wellington,
        arrivedAt: new Date(LAST_VISIT.getTime() - daysBefore * 86_400_000),
      });
    }
    return {
      wellingtonMember,
      reciprocal: await makePerson(tx, {
        homeBranchId: auckland,
        otherRoles: [{ branchId: wellington, roleType: 'Member' }],
      }),
      aucklandMember: await makePerson(tx, { homeBranchId: auckland }),
      sydneyMember: await makePerson(tx, { homeBranchId: org.branches.sydney.id }),
    };
  }));
  foreignMember = await other.build((tx) => makePerson(tx, { homeBranchId: other.branches.adelaide.id }));
});
afterAll(() => server.close());

const GET = /* GraphQL */ `
  query Get($id: ID) {
    getPerson(id: $id) {
      id firstName lastName email gender dateOfBirth hasImage tags emailOptin smsOptin
      vaccinationCertSightedOn vaccinationPassExpiryDate
      mobilePhone { countryCode number }
      homePhone { countryCode number }
      emergencyContact { name number { countryCode number } }
      address { address1 address2 suburb city state postalCode country }
      homeBranchId
      homeBranch { id name timeZone { id name } }
      roles { roleType status branchId lastVisitTimestamp joinedTimestamp }
    }
  }
`;

interface Role {
  roleType: string;
  status: string;
  branchId: string;
  lastVisitTimestamp: number | null;
}
interface Person {
  id: string;
  firstName: string;
  email: string | null;
  roles: Role[];
  homeBranch: { id: string; name: string; timeZone: { id: string } } | null;
  [field: string]: unknown;
}

describe('getPerson', () => {
  it('answers the whole person as stored', async () => {
    const id = wellingtonMember.id;
    const wellington = org.branches.wellington.id;
    const response = await server.graphql<{ getPerson: Person }>(org.frontDesk, GET, { id });
    expect(response.errors).toBeUndefined();
    const person = response.data?.getPerson;
    expect(person).toMatchObject({
      id,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha.ngata@example.com',
      gender: 'FEMALE',
      tags: ['overdue', 'vip'],
      mobilePhone: { countryCode: 'NZ', number: '0215550199' },
      homePhone: null,
      address: wellingtonMember.address,
      dateOfBirth: '1992-07-14',
      emailOptin: true,
      smsOptin: true,
      hasImage: false,
      homeBranchId: wellington,
      homeBranch: {
        id: wellington,
        name: 'Wellington Lambton Quay',
        timeZone: { id: 'Pacific/Auckland', name: 'Pacific/Auckland' },
      },
    });
    expect(person?.roles).toEqual([
      expect.objectContaining({ roleType: 'Member', status: 'MEMBER', branchId: wellington }),
    ]);
    // The role's last visit as stored: the latest of the visits built above.
    expect(person?.roles[0]?.lastVisitTimestamp).toBe(LAST_VISIT.getTime() / 1000);
  });

  it('lists a reciprocal role beside the home one', async () => {
    const response = await server.graphql<{ getPerson: Person }>(org.superAdmin, GET, { id: reciprocal.id });
    const roles = response.data?.getPerson.roles ?? [];
    expect(roles.map((role) => [role.roleType, role.branchId]).sort()).toEqual(
      [
        ['Member', org.branches.auckland.id],
        ['Member', org.branches.wellington.id],
      ].sort(),
    );
  });

  it("answers the member's access cards, for the profile", async () => {
    const response = await server.graphql<{ getPerson: { accessCards: { cardNumber: string }[] } }>(
      org.frontDesk,
      'query C($id: ID!) { getPerson(id: $id) { accessCards { cardNumber } } }',
      { id: wellingtonMember.id },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.getPerson.accessCards).toEqual([{ cardNumber: wellingtonMember.cardNumber }]);
    const none = await server.graphql<{ getPerson: { accessCards: unknown[] } }>(
      org.frontDesk,
      'query C($id: ID!) { getPerson(id: $id) { accessCards { cardNumber } } }',
      { id: org.frontDesk.personId },
    );
    expect(none.data?.getPerson.accessCards).toEqual([]);
  });

  it('shows a staff member with their StaffMember role', async () => {
    const response = await server.graphql<{ getPerson: Person }>(org.frontDesk, GET, {
      id: org.frontDesk.personId,
    });
    expect(response.data?.getPerson.roles).toEqual([
      expect.objectContaining({ roleType: 'StaffMember', branchId: org.branches.wellington.id }),
    ]);
  });
});

describe('branch-level isolation', () => {
  it('denies a front-desk user a member of another branch by id', async () => {
    // Auckland, Sydney, and an Auckland member who is also a reciprocal Member at Wellington.
    for (const { id } of [aucklandMember, sydneyMember, reciprocal]) {
      const response = await server.graphql(org.frontDesk, GET, { id });
      expect(response.errors?.[0]).toMatchObject({
        message: 'The member does not belong to this branch.',
        extensions: { errorClass: 'AccessDeniedError' },
      });
      expect(response.data?.getPerson ?? null).toBeNull();
    }
  });

  it('finds the person by personId as well as by id (spec 2 §7)', async () => {
    const id = wellingtonMember.id;
    const byPersonId = await server.graphql<{ getPerson: { id: string } }>(
      org.frontDesk,
      'query P($personId: ID) { getPerson(personId: $personId) { id } }',
      { personId: id },
    );
    expect(byPersonId.data?.getPerson.id).toBe(id);
    const neither = await server.graphql(org.frontDesk, '{ getPerson { id } }');
    expect(neither.errors?.[0]).toMatchObject({
      message: 'Give the id or the personId of the member',
      extensions: { errorClass: 'ValidationError' },
    });
  });

  it.each(['not-a-uuid', "1' or '1'='1", ''])(
    'answers Member not found for the malformed id %j',
    async (id) => {
      const response = await server.graphql(org.superAdmin, GET, { id });
      expect(response.errors?.[0]?.message).toBe('Member not found');
      expect(response.data?.getPerson ?? null).toBeNull();
    },
  );

  it('answers Member not found for an unknown id and for another tenant', async () => {
    const unknown = await server.graphql(org.superAdmin, GET, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.errors?.[0]?.message).toBe('Member not found');
    const foreign = await server.graphql(other.superAdmin, GET, { id: wellingtonMember.id });
    expect(foreign.errors?.[0]?.message).toBe('Member not found');
    const reverse = await server.graphql(org.superAdmin, GET, { id: foreignMember.id });
    expect(reverse.errors?.[0]?.message).toBe('Member not found');
  });
});
