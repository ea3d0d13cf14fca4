import { bearerOf, type MatrixRow, route } from './authorization-matrix.run.ts';
import type { Expectations } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/** The error code of a simulator answer, else 'state' for the simulated door's state. */
function simulatorAnswer(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[]; door?: unknown };
    return parsed.errors?.[0]?.extensions?.code ?? (parsed.door ? 'state' : 'unknown');
  } catch {
    return 'not JSON';
  }
}

/**
 * The door simulator at Wellington (features/doors/simulator, development build): it issues a door
 * key there, so it takes what issuing one takes, manage-branch-settings on the branch (only the
 * admin holds it there), decided by `authorize` on the branch: its denial for everyone else (the
 * GraphQL door keys' rows refuse some earlier, at the schema's gate). Another organisation has no
 * such branch.
 */
const WELLINGTON_SIMULATOR: Expectations = {
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 403: BRANCH_ACCESS_DENIED',
  frontDesk: 'HTTP 403: BRANCH_ACCESS_DENIED',
  branchManager: 'HTTP 403: BRANCH_ACCESS_DENIED',
  reliefDesk: 'HTTP 403: BRANCH_ACCESS_DENIED',
  areaManager: 'HTTP 403: BRANCH_ACCESS_DENIED',
  superAdmin: 'HTTP 200: state',
  otherAdmin: 'HTTP 404: BRANCH_NOT_FOUND',
};

const simulatorRoute = (operation: string, subject: string, path: string, body?: unknown) =>
  route(operation, {
    subject,
    app: 'development',
    request: async (world: World, actor) => ({
      method: body === undefined ? 'GET' : 'POST',
      url: `/sandbox/doors/${world.org.branches.wellington.id}${path}`,
      headers: {
        ...(await bearerOf(world, actor)),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    }),
    observe: simulatorAnswer,
    expect: WELLINGTON_SIMULATOR,
  });

export const DOOR_SIMULATOR_REST_ROWS: MatrixRow[] = [
  simulatorRoute('GET /sandbox/doors/:branchId', "Wellington's simulated door (issued on first use)", ''),
  simulatorRoute(
    'POST /sandbox/doors/:branchId/swipes',
    "an unknown card at Wellington's simulated door",
    '/swipes',
    { card: 'unknown' },
  ),
  simulatorRoute('POST /sandbox/doors/:branchId/line', "Wellington's simulated door reconnected", '/line', {
    online: true,
  }),
];
