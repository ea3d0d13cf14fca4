import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acme, demo } from '../../../testing/demo.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ template: 'demo' });
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

async function owner<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pools.owner.query<T>(sql, params)).rows;
}

describe('getPerson', () => {
  it('answers the whole person as stored', async () => {
    const id = demo.memberOf(1, 0);
    const [row] = await owner<{
      first_name: string;
      email: string | null;
      tags: string[];
      mobile_phone: unknown;
      address: unknown;
      date_of_birth: string | null;
    }>("select *, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth from persons where id = $1", [id]);
    const response = await server.graphql<{ getPerson: Person }>(demo.frontDesk, GET, { id });
    expect(response.errors).toBeUndefined();
    const person = response.data?.getPerson;
    expect(person).toMatchObject({
      id,
      firstName: row?.first_name,
      email: row?.email,
      tags: row?.tags,
      mobilePhone: row?.mobile_phone,
      address: row?.address,
      dateOfBirth: row?.date_of_birth,
      hasImage: false,
      homeBranchId: demo.wellington,
      homeBranch: {
        id: demo.wellington,
        name: 'Wellington Lambton Quay',
        timeZone: { id: 'Pacific/Auckland', name: 'Pacific/Auckland' },
      },
    });
    expect(person?.roles).toEqual([
      expect.objectContaining({ roleType: 'Member', status: 'MEMBER', branchId: demo.wellington }),
    ]);
    const [lastVisit] = await owner<{ at: number }>(
      'select floor(extract(epoch from max(arrived_at)))::int as at from arrivals where person_id = $1 and branch_id = $2',
      [id, demo.wellington],
    );
    expect(person?.roles[0]?.lastVisitTimestamp).toBe(lastVisit?.at);
  });

  it('lists a reciprocal role beside the home one', async () => {
    const response = await server.graphql<{ getPerson: Person }>(demo.superAdmin, GET, {
      id: demo.memberOf(0, 11),
    });
    const roles = response.data?.getPerson.roles ?? [];
    expect(roles.map((role) => [role.roleType, role.branchId]).sort()).toEqual(
      [
        ['Member', demo.auckland],
        ['Member', demo.wellington],
      ].sort(),
    );
  });

  it('shows a staff member with their StaffMember role', async () => {
    const [staff] = await owner<{ person_id: string }>(
      "select person_id from users where username = 'front.desk' and application_id = $1",
      [demo.applicationId],
    );
    const response = await server.graphql<{ getPerson: Person }>(demo.frontDesk, GET, {
      id: staff?.person_id,
    });
    expect(response.data?.getPerson.roles).toEqual([
      expect.objectContaining({ roleType: 'StaffMember', branchId: demo.wellington }),
    ]);
  });
});

describe('branch-level isolation', () => {
  it('denies a front-desk user a member of another branch by id', async () => {
    for (const id of [demo.memberOf(0, 0), demo.memberOf(3, 0), demo.memberOf(0, 11)]) {
      const response = await server.graphql(demo.frontDesk, GET, { id });
      expect(response.errors?.[0]).toMatchObject({
        message: 'The member does not belong to this branch.',
        extensions: { errorClass: 'AccessDeniedError' },
      });
      expect(response.data?.getPerson ?? null).toBeNull();
    }
  });

  it('finds the person by personId as well as by id (spec 2 §7)', async () => {
    const id = demo.memberOf(1, 0);
    const byPersonId = await server.graphql<{ getPerson: { id: string } }>(
      demo.frontDesk,
      'query P($personId: ID) { getPerson(personId: $personId) { id } }',
      { personId: id },
    );
    expect(byPersonId.data?.getPerson.id).toBe(id);
    const neither = await server.graphql(demo.frontDesk, '{ getPerson { id } }');
    expect(neither.errors?.[0]).toMatchObject({
      message: 'Give the id or the personId of the member',
      extensions: { errorClass: 'ValidationError' },
    });
  });

  it.each(['not-a-uuid', "1' or '1'='1", ''])(
    'answers Member not found for the malformed id %j',
    async (id) => {
      const response = await server.graphql(demo.superAdmin, GET, { id });
      expect(response.errors?.[0]?.message).toBe('Member not found');
      expect(response.data?.getPerson ?? null).toBeNull();
    },
  );

  it('answers Member not found for an unknown id and for another tenant', async () => {
    const unknown = await server.graphql(demo.superAdmin, GET, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.errors?.[0]?.message).toBe('Member not found');
    const foreign = await server.graphql(acme.superAdmin, GET, { id: demo.memberOf(1, 0) });
    expect(foreign.errors?.[0]?.message).toBe('Member not found');
    const reverse = await server.graphql(demo.superAdmin, GET, { id: acme.memberOf(0) });
    expect(reverse.errors?.[0]?.message).toBe('Member not found');
  });
});
