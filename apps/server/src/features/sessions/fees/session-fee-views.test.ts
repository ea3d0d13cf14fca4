import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { releasePlace } from '../bookings/places.ts';
import { feeIdOfBooking } from './fee-fixtures.repository.ts';
import { makeFeeSession } from './session-fees.testing.ts';
import { assessCancellation } from './session-fees.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const TRANSACTIONS = `query T($personId: ID!) {
  getMembershipTransactions(personId: $personId) {
    rows { kind paymentType classFee { id kind outcome canWaive waivableUntil } }
  }
}`;
const WAIVE = `mutation Waive($feeId: ID!) { waiveSessionFee(feeId: $feeId) }`;

interface Rows {
  getMembershipTransactions: {
    rows: {
      kind: string;
      paymentType: string | null;
      classFee: {
        id: string;
        kind: string;
        outcome: string;
        canWaive: boolean;
        waivableUntil: string | null;
      } | null;
    }[];
  };
}

/**
 * A member of `membershipBranchId` (their membership billing there) booked into a session at
 * Wellington an hour from now, who cancels it: a late cancellation fee on that membership.
 */
async function lateCancellation(membershipBranchId: string) {
  return org.build(async (tx) => {
    const { session, bookings } = await makeFeeSession(tx, {
      branchId: org.branches.wellington.id,
      startsInMinutes: 60,
      membershipBranchId,
    });
    const [booking] = bookings;
    if (!booking) throw new Error('no booking');
    await releasePlace(tx, { bookingId: booking.bookingId, reason: 'MEMBER', cancelledByUserId: null });
    expect(await assessCancellation(tx, session.applicationId, booking.bookingId)).toMatch(/charged/);
    const feeId = await feeIdOfBooking(tx, booking.bookingId);
    if (!feeId) throw new Error('no fee');
    return { personId: booking.personId, feeId };
  });
}

describe("a class fee on the member's transactions", () => {
  it('shows the fee behind its charge, waivable by the desk for 24 hours, and waived once waived', async () => {
    const { personId, feeId } = await lateCancellation(org.branches.wellington.id);
    const before = await server.graphql<Rows>(org.frontDesk, TRANSACTIONS, { personId });
    expect(before.errors).toBeUndefined();
    const rows = before.data?.getMembershipTransactions.rows ?? [];
    const charge = rows.find((row) => row.kind === 'LATE_CANCELLATION_FEE');
    expect(charge?.classFee).toMatchObject({
      id: feeId,
      kind: 'LATE_CANCELLATION',
      outcome: 'CHARGED',
      canWaive: true,
    });
    const until = Date.parse(charge?.classFee?.waivableUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    // Every other row is no fee's.
    expect(rows.filter((row) => row !== charge).every((row) => row.classFee === null)).toBe(true);

    expect((await server.graphql(org.frontDesk, WAIVE, { feeId })).errors).toBeUndefined();
    const after = await server.graphql<Rows>(org.frontDesk, TRANSACTIONS, { personId });
    const waived = after.data?.getMembershipTransactions.rows ?? [];
    expect(waived.find((row) => row.kind === 'LATE_CANCELLATION_FEE')?.classFee).toMatchObject({
      outcome: 'WAIVED',
      canWaive: false,
      waivableUntil: null,
    });
    expect(waived.find((row) => row.kind === 'PAYMENT')?.paymentType).toBe('Fee waived');
  });

  it('is no longer waivable 24 hours after the charge', async () => {
    const { personId, feeId } = await lateCancellation(org.branches.wellington.id);
    await server.db.pools.owner.query(
      `update session_fees set created_at = now() - interval '24 hours' where id = $1`,
      [feeId],
    );
    const answer = await server.graphql<Rows>(org.frontDesk, TRANSACTIONS, { personId });
    const charge = answer.data?.getMembershipTransactions.rows.find((row) => row.classFee !== null);
    expect(charge?.classFee).toMatchObject({ outcome: 'CHARGED', canWaive: false });
  });

  it("is waived by the staff of the membership's branch, not of the session's", async () => {
    // An Auckland member's membership, charged for a Wellington class.
    const { personId, feeId } = await lateCancellation(org.branches.auckland.id);
    const wellingtonDesk = await server.graphql(org.frontDesk, WAIVE, { feeId });
    expect(wellingtonDesk.errors?.[0]?.extensions?.code).toBe('SESSION_FEE_NOT_FOUND_ERROR');
    const aucklandView = await server.graphql<Rows>(org.branchManager, TRANSACTIONS, { personId });
    expect(
      aucklandView.data?.getMembershipTransactions.rows.find((row) => row.classFee !== null)?.classFee,
    ).toMatchObject({ id: feeId, canWaive: true });
    const aucklandManager = await server.graphql(org.branchManager, WAIVE, { feeId });
    expect(aucklandManager.errors).toBeUndefined();
    const fee = await withTenant(server.deps.db, org.applicationId, async (tx) => {
      const found = await tx.execute<{ outcome: string }>(
        sql`select outcome from session_fees where id = ${feeId}::uuid`,
      );
      return found.rows[0];
    });
    expect(fee?.outcome).toBe('WAIVED');
  });
});
