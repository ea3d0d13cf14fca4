import { randomBytes } from 'node:crypto';
import { branchAccessMessages, startOfBranchDay, todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario, type StaffUser } from '../../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../../testing/test-server.ts';
import type { BranchAccessSettingsView } from './branch-access-settings.service.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(async () => {
  await server.close();
});

async function call(viewer: StaffUser | null, method: 'GET' | 'PUT', branchId: string, body?: unknown) {
  const token = viewer ? await server.tokens.issue(viewer) : null;
  const response = await server.app.inject({
    method,
    url: `/access-control/branches/${encodeURIComponent(branchId)}`,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

const requirement = (requireVaccinationCertificate: unknown) => ({
  settings: { accessPolicy: { requireVaccinationCertificate } },
});

const codeOf = (body: unknown) =>
  (body as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code;

/** A working door at the branch, as the doors feature issues one (only the key's hash is kept). */
async function addDoor(branchId: string, revoked = false): Promise<void> {
  await server.db.pools.owner.query(
    `insert into doors (application_id, branch_id, name, key_prefix, key_hash, revoked_at)
     values ($1, $2, $3, 'door_test', $4, $5)`,
    [
      org.applicationId,
      branchId,
      `Door ${randomBytes(4).toString('hex')}`,
      randomBytes(32).toString('hex'),
      revoked ? new Date() : null,
    ],
  );
}

const tomorrowIn = (timeZone: string) => todayIn(timeZone).add({ days: 1 }).toString();

describe('branch access settings', () => {
  it('reads as not configured, nothing required, while the branch has no working door; PUT is refused', async () => {
    const branchId = org.branches.christchurch.id;
    await addDoor(branchId, true);
    const read = await call(org.superAdmin, 'GET', branchId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      branchId,
      timeZone: 'Pacific/Auckland',
      accessControlConfigured: false,
      settings: { accessPolicy: { requireVaccinationCertificate: false } },
      inForce: { requireVaccinationCertificate: false },
      scheduledPermissionCalculations: [],
    });
    const put = await call(org.superAdmin, 'PUT', branchId, requirement(true));
    expect(put.status).toBe(409);
    expect(codeOf(put.body)).toBe('ACCESS_CONTROL_NOT_CONFIGURED');
    expect((put.body as { errors: { message: string }[] }).errors[0]?.message).toBe(
      branchAccessMessages.notConfigured,
    );
  });

  it("schedules the change for the branch's next midnight (Perth), and asking back cancels it", async () => {
    const branchId = org.branches.perth.id;
    await addDoor(branchId);
    const put = await call(org.superAdmin, 'PUT', branchId, requirement(true));
    expect(put.status).toBe(200);
    const tomorrow = tomorrowIn('Australia/Perth');
    const view = put.body as BranchAccessSettingsView;
    expect(view).toMatchObject({
      accessControlConfigured: true,
      settings: { accessPolicy: { requireVaccinationCertificate: true } },
      inForce: { requireVaccinationCertificate: false },
    });
    expect(view.scheduledPermissionCalculations).toEqual([
      {
        requireVaccinationCertificate: true,
        effectiveFrom: tomorrow,
        effectiveAt: startOfBranchDay(tomorrow, 'Australia/Perth').toString(),
      },
    ]);
    expect((await call(org.superAdmin, 'GET', branchId)).body).toEqual(view);

    const back = await call(org.superAdmin, 'PUT', branchId, requirement(false));
    expect(back.body).toMatchObject({
      settings: { accessPolicy: { requireVaccinationCertificate: false } },
      scheduledPermissionCalculations: [],
    });
  });

  it("lists the change with Sydney's midnight, and applies it from that day", async () => {
    const branch = org.branches.sydney;
    await addDoor(branch.id);
    await call(org.superAdmin, 'PUT', branch.id, requirement(true));
    const midnight = startOfBranchDay(tomorrowIn('Australia/Sydney'), 'Australia/Sydney').toString();
    expect((await call(org.superAdmin, 'GET', branch.id)).body).toMatchObject({
      inForce: { requireVaccinationCertificate: false },
      scheduledPermissionCalculations: [{ requireVaccinationCertificate: true, effectiveAt: midnight }],
    });

    // The day comes: the scheduled value is the one in force, and no longer listed as scheduled.
    await server.db.pools.owner.query(
      'update branch_access_settings set scheduled_from = $1 where branch_id = $2',
      [todayIn('Australia/Sydney').toString(), branch.id],
    );
    expect((await call(org.frontDesk, 'GET', org.branches.wellington.id)).status).toBe(200);
    expect((await call(org.superAdmin, 'GET', branch.id)).body).toMatchObject({
      settings: { accessPolicy: { requireVaccinationCertificate: true } },
      inForce: { requireVaccinationCertificate: true },
      scheduledPermissionCalculations: [],
    });
  });

  it('needs a role at the branch to read and manage-branch-settings there to change', async () => {
    const wellington = org.branches.wellington.id;
    await addDoor(wellington);
    expect((await call(null, 'GET', wellington)).status).toBe(401);
    expect((await call(org.frontDesk, 'GET', wellington)).status).toBe(200);
    const desk = await call(org.frontDesk, 'PUT', wellington, requirement(true));
    expect([desk.status, codeOf(desk.body)]).toEqual([403, 'BRANCH_ACCESS_DENIED']);
    const elsewhere = await call(org.branchManager, 'GET', wellington);
    expect([elsewhere.status, codeOf(elsewhere.body)]).toEqual([404, 'BRANCH_NOT_FOUND']);
    const manager = await call(org.branchManager, 'PUT', wellington, requirement(true));
    expect([manager.status, codeOf(manager.body)]).toEqual([403, 'BRANCH_ACCESS_DENIED']);
    const [{ rows }] = [
      await server.db.pools.owner.query('select 1 from branch_access_settings where branch_id = $1', [
        wellington,
      ]),
    ];
    expect(rows).toEqual([]);
  });

  it.each([
    ['a string', requirement('yes')],
    ['nothing', {}],
    ['null', null],
  ])('refuses %s as the requirement with a 400 and the field message', async (_case, body) => {
    const response = await call(org.superAdmin, 'PUT', org.branches.perth.id, body);
    expect([response.status, codeOf(response.body)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('answers an id that is no branch as not found', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await call(org.superAdmin, 'GET', id);
      expect([response.status, codeOf(response.body)]).toEqual([404, 'BRANCH_NOT_FOUND']);
    }
  });
});
