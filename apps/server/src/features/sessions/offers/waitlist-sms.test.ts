import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { sandboxSmsLedger } from '../../../platform/messaging/sandbox-sms.ts';
import { type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { releasePlace } from '../bookings/places.ts';
import { testWorkerEnv } from '../fees/session-fees.testing.ts';
import { offerStateOf } from './offer-fixtures.repository.ts';
import { handlePlaceFreed } from './offers.jobs.ts';
import { makeFullSessionWithWaitlist } from './offers.testing.ts';
import { waitlistSmsJob } from './waitlist-sms.job.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.deps.db, org.applicationId, fn);

/** The worker's environment with the test server's SMS sandbox. */
const env = () => ({ ...testWorkerEnv(server), sms: server.sms }) as unknown as WorkerEnvironment;

describe('the waitlist SMS', () => {
  it('texts the offer with its link once, however often the job runs, and nothing once it is answered', async () => {
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, {
        branchId: org.branches.auckland.id,
        startsInMinutes: 300,
        waiting: 1,
      }),
    );
    const [entry] = built.entries;
    if (!entry) throw new Error('no entry');
    await inTenant((tx) =>
      releasePlace(tx, { bookingId: built.bookingId, reason: 'MEMBER', cancelledByUserId: null }),
    );
    await handlePlaceFreed(
      { applicationId: org.applicationId, sessionId: built.session.id, bookingId: built.bookingId },
      testWorkerEnv(server),
    );
    const payload = { applicationId: org.applicationId, entryId: entry.id };
    expect(await waitlistSmsJob.handle(payload, { env: env(), finalAttempt: false })).toBe('sent');
    expect(await waitlistSmsJob.handle(payload, { env: env(), finalAttempt: false })).toBe('sent');
    const texts = (await sandboxSmsLedger(server.db.pools.owner).recent(org.applicationId, 50)).filter(
      (sms) => sms.body.includes('/waitlist-offers/'),
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]?.toNumber).toBe('+64211234567');
    expect(texts[0]?.body).toMatch(
      /is free for you until .+\. Accept or decline: http:\/\/clubline\.test\/waitlist-offers\//,
    );

    await server.db.pools.owner.query(
      `update waitlist_offers set status = 'DECLINED' where session_id = $1`,
      [built.session.id],
    );
    expect(await waitlistSmsJob.handle(payload, { env: env(), finalAttempt: false })).toBe('nothing-to-send');
    expect((await inTenant((tx) => offerStateOf(tx, built.session.id))).offers).toHaveLength(1);
  });
});
