import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import {
  authorizeUrl,
  exchangeCode,
  pkce,
  signInThroughBrowser,
  type TestBrowser,
  testBrowser,
  tokenRequest,
  type WebClient,
  webClientOf,
} from '../../testing/oidc-browser.ts';
import { createTestServer, type GraphQLResponse, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let client: WebClient;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  client = webClientOf(org.domain);
});
afterAll(() => server.close());

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const DISABLE = 'mutation D($personId: ID!) { disableStaffMember(personId: $personId) { tags } }';
const ENABLE = 'mutation E($personId: ID!) { enableStaffMember(personId: $personId) { tags } }';
const RESET = 'mutation R($username: String!) { resetPassword(username: $username) }';
const ME = '{ getInitialisationData { me { userId } } }';

let addresses = 0;
/** Signs in through the provider's pages as a browser would; the tokens, or null when refused. */
async function signIn(username: string, password: string) {
  const browser = testBrowser(server.app, { remoteAddress: `10.16.0.${++addresses}` });
  const result = await signInThroughBrowser(browser, client, { username, password });
  if (!result.code) return { browser, result, tokens: null };
  const tokens = await exchangeCode(browser, client, result.code, result.pkce.verifier);
  return { browser, result, tokens: tokens.status === 200 ? tokens.body : null };
}

const newStaff = () => org.build((tx) => makeStaffUser(tx, { homeBranchId: org.branches.wellington.id }));

/** A refresh with `refreshToken`, from the browser that signed in. */
const refresh = (browser: TestBrowser, refreshToken: string | undefined) =>
  tokenRequest(browser, client, { grant_type: 'refresh_token', refresh_token: refreshToken ?? '' });

/** Whether the browser's provider session still signs in without the login page (silent sign-in). */
async function sessionSignsIn(browser: TestBrowser): Promise<boolean> {
  const landed = await browser.follow(await browser.get(authorizeUrl(client, pkce().challenge)));
  if (landed.url.includes('/interaction/')) return false;
  return Boolean(landed.location && new URL(landed.location).searchParams.get('code'));
}

describe('ending the sessions of an account (Reset password, Deactivate, Reactivate)', () => {
  it('a password reset ends the refresh tokens and provider sessions issued before it', async () => {
    const staff = await newStaff();
    const before = await signIn(staff.username, staff.password);
    expect(await sessionSignsIn(before.browser)).toBe(true);
    const reset = await server.graphql<{ resetPassword: boolean }>(org.superAdmin, RESET, {
      username: staff.username,
    });
    expect(reset.data?.resetPassword).toBe(true);

    const refreshed = await refresh(before.browser, before.tokens?.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(await sessionSignsIn(before.browser)).toBe(false);
  });

  it("a password reset ends the access tokens issued before it, and only that account's", async () => {
    const staff = await newStaff();
    const before = await signIn(staff.username, staff.password);
    const works = async (token: string | undefined) =>
      (await server.graphql<{ getInitialisationData: { me: { userId: string } } }>(token ?? '', ME)).data
        ?.getInitialisationData.me.userId === staff.userId;
    expect(await works(before.tokens?.access_token)).toBe(true);
    await server.graphql(org.superAdmin, RESET, { username: staff.username });

    expect(await works(before.tokens?.access_token)).toBe(false);
    const admin = await server.graphql(org.superAdmin, ME);
    expect(admin.errors).toBeUndefined();
  });

  it('a reactivated account does not get its old refresh tokens and sessions back', async () => {
    const staff = await newStaff();
    const before = await signIn(staff.username, staff.password);
    await server.graphql(org.superAdmin, DISABLE, { personId: staff.personId });
    await server.graphql(org.superAdmin, ENABLE, { personId: staff.personId });

    const refreshed = await refresh(before.browser, before.tokens?.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(await sessionSignsIn(before.browser)).toBe(false);
    // Signing in again, at once, works and its refresh token refreshes.
    const after = await signIn(staff.username, staff.password);
    expect(after.tokens?.access_token).toBeTruthy();
    expect((await refresh(after.browser, after.tokens?.refresh_token)).status).toBe(200);
  });
});

describe('Deactivate and Reactivate (spec 3 §4)', () => {
  it('stops sign-in, refresh tokens and access tokens already issued; Reactivate restores sign-in', async () => {
    const staff = await newStaff();
    const before = await signIn(staff.username, staff.password);
    expect(before.tokens?.access_token).toBeTruthy();
    const works = async (token: string | undefined) =>
      (await server.graphql<{ getInitialisationData: { me: { userId: string } } }>(token ?? '', ME)).data
        ?.getInitialisationData.me.userId === staff.userId;
    expect(await works(before.tokens?.access_token)).toBe(true);

    const disabled = await server.graphql<{ disableStaffMember: { tags: string[] } }>(
      org.superAdmin,
      DISABLE,
      {
        personId: staff.personId,
      },
    );
    expect(disabled.data?.disableStaffMember.tags).toEqual(['inactive']);

    expect(await works(before.tokens?.access_token)).toBe(false);
    const refreshed = await tokenRequest(before.browser, client, {
      grant_type: 'refresh_token',
      refresh_token: before.tokens?.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    const again = await signIn(staff.username, staff.password);
    expect(again.tokens).toBeNull();
    expect(again.result.page.body).toContain('Incorrect username or password.');

    const enabled = await server.graphql<{ enableStaffMember: { tags: string[] } }>(org.superAdmin, ENABLE, {
      personId: staff.personId,
    });
    expect(enabled.data?.enableStaffMember.tags).toEqual([]);
    expect((await signIn(staff.username, staff.password)).tokens?.access_token).toBeTruthy();
  });

  it('needs manage-staff-member where they work, and nobody deactivates themselves', async () => {
    const staff = await newStaff();
    expect(codeOf(await server.graphql(org.branchManager, DISABLE, { personId: staff.personId }))).toBe(
      'STAFF_ACCESS_DENIED',
    );
    expect(codeOf(await server.graphql(org.superAdmin, DISABLE, { personId: org.superAdmin.personId }))).toBe(
      'STAFF_SELF_DEACTIVATION',
    );
  });
});

/** The passcode of the latest email to `to`, as the email sandbox would show it. */
async function emailedPasscode(to: string): Promise<string> {
  const result = await server.db.pools.owner.query<{ text_body: string; template: string }>(
    'select text_body, template from outbound_emails where to_address = $1 order by created_at desc limit 1',
    [to],
  );
  const row = result.rows[0];
  expect(row?.template).toBe('staff-temporary-passcode');
  // The sign-in address is the organisation's own web app.
  expect(row?.text_body).toContain(`http://${org.domain}.clubline.test`);
  const match = /Temporary passcode: (\S+)/.exec(row?.text_body ?? '');
  if (!match?.[1]) throw new Error('No passcode in the email');
  return match[1];
}

describe('Reset password (spec 3 §4, §7)', () => {
  it('emails a temporary passcode; signing in with it must set a new password first', async () => {
    const staff = await newStaff();
    const reset = await server.graphql<{ resetPassword: boolean }>(org.superAdmin, RESET, {
      username: staff.username,
    });
    expect(reset.data?.resetPassword).toBe(true);
    const passcode = await emailedPasscode(staff.email ?? '');
    expect(passcode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // The old password no longer signs in.
    expect((await signIn(staff.username, staff.password)).tokens).toBeNull();

    const withPasscode = await signIn(staff.username, passcode);
    expect(withPasscode.tokens).toBeNull();
    expect(withPasscode.result.page.body).toContain('Choose a new password');
    const { browser, result } = withPasscode;
    const action = result.page.url;
    const mismatch = await browser.post(action, {
      username: staff.username,
      password: passcode,
      newPassword: 'a-new-password',
      confirmPassword: 'another-one',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain('The new passwords do not match.');
    const chosen = await browser.follow(
      await browser.post(action, {
        username: staff.username,
        password: passcode,
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      }),
    );
    expect(chosen.location ? new URL(chosen.location).searchParams.get('code') : null).toBeTruthy();

    // The passcode is spent; the chosen password signs in without another step.
    expect((await signIn(staff.username, passcode)).tokens).toBeNull();
    expect((await signIn(staff.username, 'a-new-password')).tokens?.access_token).toBeTruthy();
  });

  it('is offered for active staff only, and needs manage-staff-member', async () => {
    const staff = await newStaff();
    await server.graphql(org.superAdmin, DISABLE, { personId: staff.personId });
    expect(codeOf(await server.graphql(org.superAdmin, RESET, { username: staff.username }))).toBe(
      'STAFF_INACTIVE',
    );
    const active = await newStaff();
    expect(codeOf(await server.graphql(org.branchManager, RESET, { username: active.username }))).toBe(
      'STAFF_ACCESS_DENIED',
    );
    expect(codeOf(await server.graphql(org.superAdmin, RESET, { username: 'no.such.user' }))).toBe(
      'STAFF_NOT_FOUND',
    );
  });
});
