import { waitlistOfferMessages } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { releasePlace } from '../bookings/places.ts';
import { testWorkerEnv } from '../fees/session-fees.testing.ts';
import { fillFreedPlaces } from './fill-freed-places.ts';
import { emailsLike, offerStateOf } from './offer-fixtures.repository.ts';
import { offerLinkSignerOf } from './offer-links.ts';
import { expireOrganisationOffers, handlePlaceFreed } from './offers.jobs.ts';
import { makeFullSessionWithWaitlist } from './offers.testing.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.deps.db, org.applicationId, fn);

async function freePlace(sessionId: string, bookingId: string) {
  const released = await inTenant((tx) =>
    releasePlace(tx, { bookingId, reason: 'MEMBER', cancelledByUserId: null }),
  );
  expect(released).toMatchObject({ ok: true });
  return { applicationId: org.applicationId, sessionId, bookingId };
}

/** The path of the link in an offer's email. */
function linkPathOf(text: string): string {
  const url = text.match(/http:\/\/clubline\.test(\/waitlist-offers\/\S+)/)?.[1];
  if (!url) throw new Error(`no link in: ${text}`);
  return url;
}

const answer = (path: string, value: string) =>
  server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${value}`,
  });

const sms = async (offerOrEntry: string) =>
  (
    await server.db.pools.owner.query<{ count: string }>(
      `select count(*) from pgboss.job where name = 'sessions.waitlist-sms' and data->>'entryId' = $1`,
      [offerOrEntry],
    )
  ).rows[0]?.count;

describe('waitlist offers', () => {
  it('offers a freed place to the first waiting once, and the link books it once', async () => {
    const branchId = org.branches.auckland.id;
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 300, waiting: 2 }),
    );
    const [first, second] = built.entries;
    if (!first || !second) throw new Error('no entries');
    const payload = await freePlace(built.session.id, built.bookingId);
    const env = testWorkerEnv(server);
    await Promise.all([handlePlaceFreed(payload, env), handlePlaceFreed(payload, env)]);
    await handlePlaceFreed(payload, env);

    const offered = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(offered.offers).toEqual([expect.objectContaining({ entry_id: first.id, status: 'OFFERED' })]);
    expect(offered.entries.map((entry) => entry.last_promotion_result)).toEqual(['OFFERED', null]);
    expect(offered.entries[0]?.last_promotion_attempt).toBeInstanceOf(Date);
    const offer = offered.offers[0];
    if (!offer) throw new Error('no offer');
    // Held for two hours (the session starts in five).
    const heldMinutes = (offer.expires_at.getTime() - Date.now()) / 60_000;
    expect(heldMinutes).toBeGreaterThan(118);
    expect(heldMinutes).toBeLessThanOrEqual(120);
    const emails = await inTenant((tx) => emailsLike(tx, `waitlist-offer:${offer.id}`));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.template).toBe('waitlist-place-offered');
    expect(await sms(first.id)).toBe('1');

    const path = linkPathOf(emails[0]?.text_body ?? '');
    const page = await server.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A place is free for you');
    expect(page.body).toContain('value="ACCEPT"');

    const accepted = await answer(path, 'ACCEPT');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain(waitlistOfferMessages.accepted.replace('!', ''));
    const again = await answer(path, 'ACCEPT');
    expect(again.body).toContain(waitlistOfferMessages.alreadyAccepted);

    const state = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(state.bookings).toEqual([{ person_id: first.personId, source: 'WAITLIST_OFFER' }]);
    expect(state.entries[0]).toMatchObject({
      last_promotion_result: 'ACCEPTED',
      left_reason: 'OFFER_ACCEPTED',
    });
    expect(state.offers[0]?.status).toBe('ACCEPTED');
    expect(state.counts).toEqual({ booked_count: 1, waitlist_count: 1 });
  });

  it('passes an unanswered offer to the next member waiting once it expires; the first link is then too late', async () => {
    const branchId = org.branches.auckland.id;
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 300, waiting: 2 }),
    );
    const [first, second] = built.entries;
    if (!first || !second) throw new Error('no entries');
    const env = testWorkerEnv(server);
    await handlePlaceFreed(await freePlace(built.session.id, built.bookingId), env);
    const [firstOffer] = (await inTenant((tx) => offerStateOf(tx, built.session.id))).offers;
    if (!firstOffer) throw new Error('no offer');
    const firstLink = linkPathOf(
      (await inTenant((tx) => emailsLike(tx, `waitlist-offer:${firstOffer.id}`)))[0]?.text_body ?? '',
    );

    const later = Temporal.Instant.fromEpochMilliseconds(firstOffer.expires_at.getTime());
    const results = async () =>
      (await inTenant((tx) => offerStateOf(tx, built.session.id))).entries.map(
        (entry) => entry.last_promotion_result,
      );
    await expireOrganisationOffers(env, org.applicationId, later.subtract({ seconds: 1 }));
    expect(await results()).toEqual(['OFFERED', null]);
    await expireOrganisationOffers(env, org.applicationId, later);
    await expireOrganisationOffers(env, org.applicationId, later);
    const state = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(state.entries.map((entry) => entry.last_promotion_result)).toEqual(['EXPIRED', 'OFFERED']);
    expect(state.offers.map((offer) => [offer.entry_id, offer.status])).toEqual([
      [first.id, 'EXPIRED'],
      [second.id, 'OFFERED'],
    ]);
    // The first member stays on the list (staff may still promote them) and their link says so.
    expect(state.entries[0]?.left_reason).toBeNull();
    const tooLate = await answer(firstLink, 'ACCEPT');
    expect(tooLate.body).toContain(waitlistOfferMessages.expired);
    expect((await inTenant((tx) => offerStateOf(tx, built.session.id))).bookings).toEqual([]);
  });

  it('within the cut-off books the first waiting directly and tells them', async () => {
    const branchId = org.branches.auckland.id;
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 30, waiting: 2 }),
    );
    const [first] = built.entries;
    if (!first) throw new Error('no entries');
    const env = testWorkerEnv(server);
    const payload = await freePlace(built.session.id, built.bookingId);
    expect(await handlePlaceFreed(payload, env)).toMatch(/0 offered, 1 booked/);
    expect(await handlePlaceFreed(payload, env)).toMatch(/0 offered, 0 booked/);
    const state = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(state.offers).toEqual([]);
    expect(state.bookings).toEqual([{ person_id: first.personId, source: 'WAITLIST_AUTO' }]);
    expect(state.entries.map((entry) => [entry.last_promotion_result, entry.left_reason])).toEqual([
      ['BOOKED', 'PROMOTED'],
      [null, null],
    ]);
    expect(await inTenant((tx) => emailsLike(tx, `waitlist-booked:${first.id}`))).toEqual([
      expect.objectContaining({ template: 'waitlist-place-booked' }),
    ]);
    expect(await sms(first.id)).toBe('1');
  });

  it('a run killed inside its transaction leaves nothing, and the run again makes exactly one offer', async () => {
    const branchId = org.branches.auckland.id;
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 300, waiting: 1 }),
    );
    const payload = await freePlace(built.session.id, built.bookingId);
    const links = {
      publicUrl: 'http://clubline.test',
      signer: await offerLinkSignerOf(server.db.pools.owner),
    };
    await expect(
      inTenant(async (tx) => {
        const made = await fillFreedPlaces(tx, {
          applicationId: org.applicationId,
          sessionId: built.session.id,
          now: Temporal.Now.instant(),
          links,
        });
        expect(made.offered).toBe(1);
        throw new Error('the worker died');
      }),
    ).rejects.toThrow('the worker died');
    const untouched = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(untouched.offers).toEqual([]);
    expect(untouched.entries.map((entry) => entry.last_promotion_result)).toEqual([null]);

    await handlePlaceFreed(payload, testWorkerEnv(server));
    await handlePlaceFreed(payload, testWorkerEnv(server));
    const state = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(state.offers).toHaveLength(1);
    const [offer] = state.offers;
    expect(await inTenant((tx) => emailsLike(tx, `waitlist-offer:${offer?.id}`))).toHaveLength(1);
  });

  it('Decline leaves the waitlist and offers the place to the next at once; an altered link is 404', async () => {
    const branchId = org.branches.auckland.id;
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 300, waiting: 2 }),
    );
    const [first, second] = built.entries;
    if (!first || !second) throw new Error('no entries');
    await handlePlaceFreed(await freePlace(built.session.id, built.bookingId), testWorkerEnv(server));
    const [offer] = (await inTenant((tx) => offerStateOf(tx, built.session.id))).offers;
    const path = linkPathOf(
      (await inTenant((tx) => emailsLike(tx, `waitlist-offer:${offer?.id}`)))[0]?.text_body ?? '',
    );
    const declined = await answer(path, 'DECLINE');
    expect(declined.body).toContain(waitlistOfferMessages.declined);
    const state = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(state.entries.map((entry) => [entry.last_promotion_result, entry.left_reason])).toEqual([
      ['DECLINED', 'DECLINED'],
      ['OFFERED', null],
    ]);
    expect(state.counts?.waitlist_count).toBe(1);
    const altered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await server.app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    expect((await answer(path, 'MAYBE')).statusCode).toBe(400);
  });

  it('passes over a member the class no longer lets book (REFUSED) and offers the place to the next', async () => {
    const branchId = org.branches.auckland.id;
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 300, waiting: 2, audience: 'MEMBER' }),
    );
    const [first, second] = built.entries;
    if (!first || !second) throw new Error('no entries');
    // Only the second still holds a membership at the branch: members only may book.
    await org.build(async (tx) => {
      const catalogue = await makeWeeklyCatalogue(tx, branchId, { account: { isDefault: false } });
      await makeMembership(tx, {
        personId: second.personId,
        branchId,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
      });
    });
    expect(
      await handlePlaceFreed(await freePlace(built.session.id, built.bookingId), testWorkerEnv(server)),
    ).toMatch(/1 offered, 0 booked, 0 expired, 1 refused/);
    const state = await inTenant((tx) => offerStateOf(tx, built.session.id));
    expect(state.entries.map((entry) => entry.last_promotion_result)).toEqual(['REFUSED', 'OFFERED']);
    expect(state.offers).toEqual([expect.objectContaining({ entry_id: second.id, status: 'OFFERED' })]);
  });
});

describe('offer expiry', () => {
  it('reaches every session due in a run, however many before it are never recorded', async () => {
    // An organisation of its own: the run reads every session of it with an offer due.
    const own = await organisationScenario(server);
    const branchId = own.branches.auckland.id;
    const env = testWorkerEnv(server);
    const offered = async () => {
      const built = await own.build((tx) =>
        makeFullSessionWithWaitlist(tx, { branchId, startsInMinutes: 300, waiting: 2 }),
      );
      const payload = {
        applicationId: own.applicationId,
        sessionId: built.session.id,
        bookingId: built.bookingId,
      };
      await withTenant(server.deps.db, own.applicationId, (tx) =>
        releasePlace(tx, { bookingId: built.bookingId, reason: 'MEMBER', cancelledByUserId: null }),
      );
      expect(await handlePlaceFreed(payload, env)).toMatch(/1 offered/);
      return built;
    };
    const stuck = await offered();
    const due = await offered();
    // The first session due (its offer held half an hour, the other's two hours): its offer's
    // entry no longer reads OFFERED, so the expiry is never recorded and it is due at every run.
    await server.db.pools.owner.query(
      `update waitlist_offers set expires_at = offered_at + interval '30 minutes' where session_id = $1`,
      [stuck.session.id],
    );
    await server.db.pools.owner.query(
      `update session_waitlist_entries set last_promotion_result = 'REFUSED'
       where session_id = $1 and last_promotion_result = 'OFFERED'`,
      [stuck.session.id],
    );
    // Three hours on, both holds have run out.
    const later = Temporal.Now.instant().add({ hours: 3 });
    const stateOf = (sessionId: string) =>
      withTenant(server.deps.db, own.applicationId, (tx) => offerStateOf(tx, sessionId));
    // One session a batch: the stuck one fills the first at every run.
    expect(await expireOrganisationOffers(env, own.applicationId, later, { batchSize: 1 })).toBe(1);
    expect((await stateOf(due.session.id)).offers.map((offer) => offer.status)).toEqual([
      'EXPIRED',
      'OFFERED',
    ]);
    expect((await stateOf(stuck.session.id)).offers.map((offer) => offer.status)).toEqual(['OFFERED']);
  });
});
