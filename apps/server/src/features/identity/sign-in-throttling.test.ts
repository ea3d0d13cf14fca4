import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario, type StaffUser } from '../../testing/builders.ts';
import {
  authorizeUrl,
  pkce,
  signInThroughBrowser,
  testBrowser,
  type WebClient,
  webClientOf,
} from '../../testing/oidc-browser.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { SIGN_IN_LIMITS, SIGN_IN_MESSAGES } from './sign-in.service.ts';

let server: TestServer;
let org: OrganisationScenario;
let client: WebClient;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  client = webClientOf(org.domain);
});
afterAll(() => server.close());

/** Each test uses addresses of its own, so no test's failures count in another's. */
let addresses = 0;
const newAddress = () => `10.2.0.${++addresses}`;
const browserAt = (address: string) => testBrowser(server.app, { remoteAddress: address });

const attempt = (address: string, username: string, password: string) =>
  signInThroughBrowser(browserAt(address), client, { username, password });
const wrongPassword = (address: string, user: StaffUser) => attempt(address, user.username, 'wrong');
const rightPassword = (address: string, user: StaffUser) => attempt(address, user.username, user.password);

/** As if every failure recorded so far had just happened: a slow machine does not shorten waits. */
const failuresJustNow = () => server.db.pools.owner.query('update login_failures set failed_at = now()');

/** As if every failure recorded so far had happened `seconds` earlier. */
const moveFailuresBack = (seconds: number) =>
  server.db.pools.owner.query(
    'update login_failures set failed_at = failed_at - make_interval(secs => $1::integer)',
    [seconds],
  );

describe('sign-in throttling', () => {
  it('never stops the user at another address, however often an attacker fails for their username', async () => {
    const attacker = newAddress();
    for (let failures = 0; failures < 20; failures++) await wrongPassword(attacker, org.branchManager);
    const user = await rightPassword(newAddress(), org.branchManager);
    expect(user.code).toBeTruthy();
  });

  it('slows a username from one address with growing delays, not a lockout', async () => {
    const address = newAddress();
    for (let failures = 0; failures < SIGN_IN_LIMITS.freeFailuresPerPair; failures++) {
      const failed = await wrongPassword(address, org.frontDesk);
      expect(failed.page.status).toBe(400);
      expect(failed.page.body).toContain(SIGN_IN_MESSAGES.rejected);
    }
    // The same username in other letter case is the same username.
    await failuresJustNow();
    const throttled = await attempt(address, org.frontDesk.username.toUpperCase(), org.frontDesk.password);
    expect(throttled.code).toBeNull();
    expect(throttled.page.status).toBe(429);
    expect(throttled.page.headers['retry-after']).toBe('1');
    expect(throttled.page.body).toContain(SIGN_IN_MESSAGES.throttled(1));
    // Another username from the same address is not slowed by this pair.
    expect((await rightPassword(address, org.noRole)).code).toBeTruthy();

    // Once the delay has passed, one more failure doubles it.
    await moveFailuresBack(1);
    expect((await wrongPassword(address, org.frontDesk)).page.status).toBe(400);
    await failuresJustNow();
    const slower = await rightPassword(address, org.frontDesk);
    expect(slower.page.status).toBe(429);
    expect(slower.page.body).toContain(SIGN_IN_MESSAGES.throttled(2));

    // Waiting it out lets the right password in, and the pair starts afresh.
    await moveFailuresBack(2);
    expect((await rightPassword(address, org.frontDesk)).code).toBeTruthy();
    expect((await wrongPassword(address, org.frontDesk)).page.status).toBe(400);
  });

  it('slows one address that fails for many usernames, and no other address', async () => {
    const stuffer = newAddress();
    for (let failures = 0; failures < SIGN_IN_LIMITS.freeFailuresPerAddress; failures++) {
      await attempt(stuffer, `guess.${failures}`, 'wrong');
    }
    await failuresJustNow();
    const throttled = await rightPassword(stuffer, org.superAdmin);
    expect(throttled.page.status).toBe(429);
    expect(throttled.page.body).toContain(SIGN_IN_MESSAGES.throttled(1));
    expect((await rightPassword(newAddress(), org.superAdmin)).code).toBeTruthy();
  });
});

describe('behind a load balancer (TRUST_PROXY=true)', () => {
  let behind: TestServer;
  let behindOrg: OrganisationScenario;
  beforeAll(async () => {
    behind = await createTestServer({ trustProxy: true });
    behindOrg = await organisationScenario(behind);
  });
  afterAll(() => behind.close());

  /**
   * A sign-in through the load balancer at 10.9.0.1: it appends the address it saw to whatever
   * X-Forwarded-For the client sent, as load balancers do.
   */
  async function throughBalancer(client: string, claimed: string | null, username: string, password: string) {
    const browser = testBrowser(behind.app, { remoteAddress: '10.9.0.1' });
    const codes = pkce();
    const forwarded = { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client };
    const loginPage = await browser.follow(
      await browser.get(authorizeUrl(webClientOf(behindOrg.domain), codes.challenge)),
    );
    return browser.post(loginPage.url, { username, password }, forwarded);
  }

  it('counts the address the balancer saw, not one the client wrote into X-Forwarded-For', async () => {
    const { username, password } = behindOrg.frontDesk;
    for (let failures = 0; failures < SIGN_IN_LIMITS.freeFailuresPerPair; failures++) {
      const failed = await throughBalancer('203.0.113.7', `198.51.100.${failures + 1}`, username, 'wrong');
      expect(failed.status).toBe(400);
    }
    await behind.db.pools.owner.query('update login_failures set failed_at = now()');
    // Another address claimed is still the same client: the right password waits.
    const throttled = await throughBalancer('203.0.113.7', '198.51.100.99', username, password);
    expect(throttled.status).toBe(429);
    // Another client is not slowed.
    const other = await throughBalancer('203.0.113.8', null, username, password);
    expect(other.status).toBe(303);
  });
});

describe('the throttled message', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
  ])('after %i s reads %j', (seconds, message) => {
    expect(SIGN_IN_MESSAGES.throttled(seconds)).toBe(message);
  });
});
