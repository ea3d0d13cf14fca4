import { makeChargedFee } from '../features/sessions/fees/session-fees.testing.ts';
import { field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { everyone, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Waitlist offers and class fees (docs/classes.md "Waitlist offers", docs/billing.md "Class
 * fees"). waiveSessionFee takes manage-membership at the charged membership's branch (here the
 * session's too); staff without a role there are told the fee does not exist. The offer's page is
 * public: its signed token is the only credential, so a token nobody was given answers 404 to
 * everyone (offers.test.ts covers a real one).
 */

/** A late cancellation charged at Wellington, fresh for every cell (a waiver changes it). */
function chargedWellingtonFee(world: World): Promise<string> {
  return world.org.build((tx) => makeChargedFee(tx, world.org.branches.wellington.id));
}

const UNKNOWN_TOKEN = 'matrix-token-nobody-was-given.000000000000';

export const SESSION_OFFER_ROWS: MatrixRow[] = [
  field('waiveSessionFee', {
    subject: 'a late cancellation fee charged at Wellington',
    document: 'mutation Waive($feeId: ID!) { waiveSessionFee(feeId: $feeId) }',
    variables: async (world) => ({ feeId: await chargedWellingtonFee(world) }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: OK,
      branchManager: 'SESSION_FEE_NOT_FOUND_ERROR',
      reliefDesk: OK,
      areaManager: 'SESSION_FEE_NOT_FOUND_ERROR',
      superAdmin: OK,
      otherAdmin: 'SESSION_FEE_NOT_FOUND_ERROR',
    },
  }),
];

export const SESSION_OFFER_REST_ROWS: MatrixRow[] = (['GET', 'POST'] as const).map((method) =>
  route(`${method} /waitlist-offers/:token`, {
    subject: 'a waitlist offer link nobody was given (public: the signed token is the credential)',
    request: async () => ({
      method,
      url: `/waitlist-offers/${UNKNOWN_TOKEN}`,
      ...(method === 'POST' ? { payload: { answer: 'ACCEPT' } } : {}),
    }),
    expect: everyone('HTTP 404'),
  }),
);
