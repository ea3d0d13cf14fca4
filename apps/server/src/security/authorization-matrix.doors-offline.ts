import { addDoor } from '../features/doors/doors.service.ts';
import { type MatrixRow, route } from './authorization-matrix.run.ts';
import { everyone } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/** The error code of a door route's answer, else what it answered. */
function doorAnswer(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[]; results?: unknown };
    return parsed.errors?.[0]?.extensions?.code ?? (parsed.results ? 'results' : 'list');
  } catch {
    return 'not JSON';
  }
}

/** The actor's access token in the door's header, as a staff member trying to act as a door would. */
async function staffTokenAsDoor(world: World, actor: Parameters<typeof world.server.tokens.issue>[0] | null) {
  if (actor === null) return {};
  return { authorization: `Door ${await world.server.tokens.issue(actor)}`, 'x-door-attempt': 'staff token' };
}

const doorKeys = new WeakMap<World, Promise<string>>();

/** A working Wellington door's key, added once per world (actors run at once). */
function wellingtonDoorKey(world: World): Promise<string> {
  let key = doorKeys.get(world);
  if (!key) {
    key = world.server
      .context(world.viewers.superAdmin)
      .then((context) => addDoor(context, world.org.branches.wellington.id, 'Matrix offline door'))
      .then((issued) => issued.key);
    doorKeys.set(world, key);
  }
  return key;
}

/**
 * The offline doors' routes (features/doors/offline, docs/access-control.md "Doors offline"). Their
 * only credential is a working door's key, which names the door and so its branch: no access token
 * opens them, as a bearer or in the door's scheme, whoever holds it. The routes with a key are
 * exercised in offline-doors.test.ts and the fuzz suite.
 */
export const OFFLINE_DOOR_REST_ROWS: MatrixRow[] = [
  route('GET /access-control/doors/allow-list', {
    subject: "a door's signed allow-list (credential: the door's key; an access token opens nothing)",
    request: async (world, actor) => ({
      method: 'GET',
      url: '/access-control/doors/allow-list',
      headers: await staffTokenAsDoor(world, actor === 'anonymous' ? null : world.viewers[actor]),
    }),
    observe: doorAnswer,
    expect: everyone('HTTP 401: DOOR_KEY_INVALID'),
  }),
  route('GET /access-control/doors/allow-list', {
    subject:
      "Wellington's allow-list, with a Wellington door's key (the same for every actor: the key decides)",
    variant: 'door key',
    request: async (world) => ({
      method: 'GET',
      url: '/access-control/doors/allow-list',
      headers: { authorization: `Door ${await wellingtonDoorKey(world)}` },
    }),
    observe: doorAnswer,
    expect: everyone('HTTP 200: list'),
  }),
  route('POST /access-control/doors/swipes/offline', {
    subject:
      "a door's upload of swipes decided offline (credential: the door's key; an access token opens nothing)",
    request: async (world, actor) => ({
      method: 'POST',
      url: '/access-control/doors/swipes/offline',
      headers: {
        ...(await staffTokenAsDoor(world, actor === 'anonymous' ? null : world.viewers[actor])),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        swipes: [
          {
            swipeId: 'matrix-1',
            cardNumber: 'MATRIX1',
            at: new Date().toISOString(),
            decision: { granted: false, reasonCode: 'UNKNOWN_CARD' },
          },
        ],
      }),
    }),
    observe: doorAnswer,
    expect: everyone('HTTP 401: DOOR_KEY_INVALID'),
  }),
];
