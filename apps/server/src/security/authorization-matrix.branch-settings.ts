import { randomBytes } from 'node:crypto';
import { bearerOf, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Expectations, everyone } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/** The error code of a branch access settings answer, else 'settings'. */
function settingsAnswer(body: string): string {
  const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
  return parsed.errors?.[0]?.extensions?.code ?? 'settings';
}

/** Wellington gets a working door once, so a permitted change is not refused as unconfigured. */
async function ensureWellingtonDoor(world: World): Promise<void> {
  const branchId = world.org.branches.wellington.id;
  await world.server.db.pools.owner.query(
    // Actors run at once: the branch's one 'Matrix door' is inserted by whichever comes first.
    `insert into doors (application_id, branch_id, name, key_prefix, key_hash)
     values ($1, $2, 'Matrix door', 'door_matrix', $3) on conflict do nothing`,
    [world.org.applicationId, branchId, randomBytes(32).toString('hex')],
  );
}

/** Reading: any role at Wellington; everyone else finds no such branch. */
const READ: Expectations = {
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 404: BRANCH_NOT_FOUND',
  frontDesk: 'HTTP 200: settings',
  branchManager: 'HTTP 404: BRANCH_NOT_FOUND',
  reliefDesk: 'HTTP 200: settings',
  areaManager: 'HTTP 404: BRANCH_NOT_FOUND',
  superAdmin: 'HTTP 200: settings',
  otherAdmin: 'HTTP 404: BRANCH_NOT_FOUND',
};

/** Changing: manage-branch-settings on Wellington (spec 2 §6), only the admin holds it there. */
const CHANGE: Expectations = {
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 403: BRANCH_ACCESS_DENIED',
  frontDesk: 'HTTP 403: BRANCH_ACCESS_DENIED',
  branchManager: 'HTTP 403: BRANCH_ACCESS_DENIED',
  reliefDesk: 'HTTP 403: BRANCH_ACCESS_DENIED',
  areaManager: 'HTTP 403: BRANCH_ACCESS_DENIED',
  superAdmin: 'HTTP 200: settings',
  otherAdmin: 'HTTP 404: BRANCH_NOT_FOUND',
};

/** A branch's access-control settings (access-control/branch-access-settings.rest.ts). */
export const BRANCH_SETTINGS_REST_ROWS: MatrixRow[] = [
  route('OPTIONS /access-control/branches/:branchId', {
    subject:
      'the CORS preflight of the branch access settings (public: browsers send it without credentials)',
    request: async (world) => ({
      method: 'OPTIONS',
      url: `/access-control/branches/${world.org.branches.wellington.id}`,
    }),
    expect: everyone('HTTP 204'),
  }),
  route('GET /access-control/branches/:branchId', {
    subject: "Wellington's access-control settings",
    request: async (world, actor) => ({
      method: 'GET',
      url: `/access-control/branches/${world.org.branches.wellington.id}`,
      headers: await bearerOf(world, actor),
    }),
    observe: settingsAnswer,
    expect: READ,
  }),
  route('PUT /access-control/branches/:branchId', {
    subject: "Wellington's vaccination-pass requirement, switched on from its next midnight",
    request: async (world, actor) => {
      await ensureWellingtonDoor(world);
      return {
        method: 'PUT',
        url: `/access-control/branches/${world.org.branches.wellington.id}`,
        headers: { ...(await bearerOf(world, actor)), 'content-type': 'application/json' },
        payload: JSON.stringify({ settings: { accessPolicy: { requireVaccinationCertificate: true } } }),
      };
    },
    observe: settingsAnswer,
    expect: CHANGE,
  }),
];
