import { graphql } from '../../gql/index.ts';

/** One swipe of the simulated door, as GET /sandbox/doors/{branchId} lists it (newest first). */
export interface SimulatedDecision {
  swipeId: string;
  at: string;
  cardNumber: string;
  personName: string | null;
  granted: boolean;
  reason: { code: string; text: string } | null;
  decidedOffline: boolean;
  /** For a swipe decided offline: whether the server has it yet; null when the server decided. */
  uploaded: boolean | null;
  uploadError: string | null;
}

export interface SimulatorState {
  branchId: string;
  door: { id: string; name: string; keyPrefix: string };
  notice: string | null;
  online: boolean;
  lineCut: boolean;
  listVersion: string | null;
  listSize: number;
  queued: number;
  decisions: SimulatedDecision[];
}

export type SimulatorResult =
  | { kind: 'state'; state: SimulatorState }
  /** The routes are not served: a production server. */
  | { kind: 'absent' }
  /** 403: the simulator issues a door key at the branch, which this account may not do there. */
  | { kind: 'denied' }
  /** The request was refused for what it asked (a list with no such card, a malformed number). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** What the page asks the simulated door to do. */
export type SimulatorAction =
  | { path: 'swipes'; body: { card: 'valid' | 'blocked' | 'suspended' | 'unknown' } }
  | { path: 'swipes'; body: { cardNumber: string } }
  | { path: 'swipes'; body: { burst: number } }
  | { path: 'line'; body: { online: boolean } };

interface ErrorBody {
  errors?: { message?: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

/**
 * Reads the branch's simulated door (`action` absent) or acts on it, with the signed-in user's
 * access token: the routes take a bearer token, as /graphql does. Every answer is the door's state.
 */
export async function callSimulator(
  branchId: string,
  accessToken: string,
  action?: SimulatorAction,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<SimulatorResult> {
  const base = `/sandbox/doors/${encodeURIComponent(branchId)}`;
  let response: Response;
  try {
    response = await fetchFn(action ? `${base}/${action.path}` : base, {
      method: action ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(action ? { 'content-type': 'application/json' } : {}),
      },
      ...(action ? { body: JSON.stringify(action.body) } : {}),
    });
  } catch {
    return { kind: 'failed', message: 'The server could not be reached.' };
  }
  const body = (await response.json().catch(() => null)) as (Partial<SimulatorState> & ErrorBody) | null;
  const error = body?.errors?.[0];
  if (response.status === 403) return { kind: 'denied' };
  // A production server has no such route; a branch unknown to the organisation says so in its error.
  if (response.status === 404 && error?.extensions?.code !== 'BRANCH_NOT_FOUND') return { kind: 'absent' };
  if (response.status === 400 || response.status === 404) {
    const field = Object.values(error?.extensions?.fieldErrors ?? {})[0];
    return { kind: 'refused', message: field ?? error?.message ?? 'The request was refused.' };
  }
  if (!response.ok || !body || !Array.isArray(body.decisions) || !body.door) {
    return { kind: 'failed', message: error?.message ?? `The door simulator answered ${response.status}.` };
  }
  return { kind: 'state', state: body as SimulatorState };
}

/**
 * The branch's zone: a swipe's time reads as the branch's clock (as the arrivals list does), not
 * the browser's, which is another zone for a manager looking after a branch in Sydney from Wellington.
 */
export const DoorSimulatorBranchQuery = graphql(`
  query DoorSimulatorBranch($id: ID!) {
    getBranch(id: $id) {
      id
      timeZone {
        id
      }
    }
  }
`);
