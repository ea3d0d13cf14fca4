import { randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makePerson } from '../members/persons/persons.testing.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships/memberships.testing.ts';
import { runBranchDay } from './send/branch-day.ts';
import { type RunEnvironment, runOrganisation } from './send/organisation-run.ts';
import { unsubscribeSigner, unsubscribeSignerOf } from './unsubscribe/unsubscribe-links.ts';

let server: TestServer;
let org: OrganisationScenario;
let env: RunEnvironment;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  env = {
    db: server.deps.db,
    deps: server.deps,
    sms: server.sms,
    links: { publicUrl: 'https://club.example.com', signer: unsubscribeSigner(randomBytes(32)) },
  };
});
afterAll(async () => {
  await server.close();
});

const SET_SMS = `mutation Set($branchId: ID!, $s: SmsSettingsInput!) {
  setCorrespondenceStatus(branchId: $branchId, smsSettings: $s) { type enabled parameters { daysPrior } message }
}`;
const SET_EMAIL = `mutation Set($branchId: ID!, $s: EmailSettingsInput!) {
  setEmailStatus(branchId: $branchId, emailSettings: $s) { type enabled parameters { daysPrior } subject }
}`;
const AUDIENCE = `query A($branchId: ID!, $type: String!, $channel: CorrespondenceChannel!) {
  correspondenceRuleAudience(branchId: $branchId, type: $type, channel: $channel) { count firstNames }
}`;

/** Today (or another day) in New Zealand as MM-DD of a birthday in 1990. */
const nzDay = (instant: Temporal.Instant) => instant.toZonedDateTimeISO('Pacific/Auckland').toPlainDate();
const birthdayOn = (day: Temporal.PlainDate) => `1990-${day.toString().slice(5)}`;

async function enableBirthdayEmail(branchId: string) {
  const saved = await server.graphql(org.superAdmin, SET_EMAIL, {
    branchId,
    s: {
      type: 'BIRTHDAY',
      enabled: true,
      parameters: { daysPrior: 0 },
      subject: 'Happy birthday {{firstName}}',
      htmlTemplate: '<p>Hello {{firstName}}, from {{branchName}}.</p>',
    },
  });
  expect(saved.errors).toBeUndefined();
}

/** The correspondence emails queued for the organisation, by recipient. */
async function correspondenceEmails(): Promise<{ to: string; subject: string }[]> {
  const result = await server.db.pools.owner.query<{ to_address: string; subject: string }>(
    `select to_address, subject from outbound_emails where application_id = $1 and reference like 'correspondence:%' order by to_address`,
    [org.applicationId],
  );
  return result.rows.map((row) => ({ to: row.to_address, subject: row.subject }));
}

describe('rules: the spec’s validation', () => {
  it.each([
    [
      'days prior 100',
      { type: 'BIRTHDAY', enabled: true, parameters: { daysPrior: 100 } },
      'parameters.daysPrior',
      'Please enter an integer between 0 to 99',
    ],
    [
      'a blank message',
      { type: 'NEW_JOINER', enabled: true, message: '  ' },
      'message',
      'SMS message is a required field',
    ],
    [
      '2001 characters',
      { type: 'NEW_JOINER', enabled: true, message: 'x'.repeat(2001) },
      'message',
      'SMS message cannot exceed 2000 characters',
    ],
  ])('refuses %s', async (_label, settings, path, message) => {
    const response = await server.graphql(org.superAdmin, SET_SMS, {
      branchId: org.branches.wellington.id,
      s: settings,
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [path]: message },
    });
  });

  it('counts 2000 characters without the merge fields, and the front desk may not edit rules', async () => {
    const message = `${'x'.repeat(1990)} {{firstName}} {{branchName}}`;
    const saved = await server.graphql(org.superAdmin, SET_SMS, {
      branchId: org.branches.wellington.id,
      s: { type: 'NEW_JOINER', enabled: false, message: message.replace('x', '') },
    });
    expect(saved.errors).toBeUndefined();
    const denied = await server.graphql(org.frontDesk, SET_SMS, {
      branchId: org.branches.wellington.id,
      s: { type: 'NEW_JOINER', enabled: true, message: 'Welcome' },
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
  });
});

describe('preview', () => {
  it('fills only merge fields, never what every object inherits', async () => {
    const preview = await server.graphql<{ previewCorrespondence: { body: string } }>(
      org.superAdmin,
      `query P($branchId: ID!, $message: String) {
        previewCorrespondence(branchId: $branchId, type: "BIRTHDAY", channel: SMS, message: $message) { body }
      }`,
      {
        branchId: org.branches.wellington.id,
        message: 'At {{branchName}}{{constructor}}{{toString}}{{hasOwnProperty}}.',
      },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.previewCorrespondence.body).toBe(`At ${org.branches.wellington.name}.`);
  });
});

describe('the daily run', () => {
  it('sends what "Who would get this today?" showed, once, even run twice or killed midway', async () => {
    const branchId = org.branches.wellington.id;
    const now = Temporal.Now.instant();
    const today = nzDay(now);
    await org.build(async (tx) => {
      for (const firstName of ['Aroha', 'Bex', 'Cleo']) {
        await makePerson(tx, {
          homeBranchId: branchId,
          firstName,
          dateOfBirth: birthdayOn(today),
          email: `${firstName}@m.example.com`,
        });
      }
      await makePerson(tx, {
        homeBranchId: branchId,
        firstName: 'Dan',
        dateOfBirth: birthdayOn(today),
        emailOptin: false,
      });
      await makePerson(tx, {
        homeBranchId: branchId,
        firstName: 'Eve',
        dateOfBirth: birthdayOn(today.add({ days: 1 })),
      });
      await makePerson(tx, {
        homeBranchId: branchId,
        firstName: 'Finn',
        dateOfBirth: birthdayOn(today),
        role: 'Prospect',
      });
    });
    await enableBirthdayEmail(branchId);
    const audience = await server.graphql(org.superAdmin, AUDIENCE, {
      branchId,
      type: 'BIRTHDAY',
      channel: 'EMAIL',
    });
    expect(audience.data).toEqual({
      correspondenceRuleAudience: { count: 3, firstNames: ['Aroha', 'Bex', 'Cleo'] },
    });

    // Killed midway: the branch's transaction dies after its sends; nothing of it is left.
    await expect(
      withTenant(server.deps.db, org.applicationId, async (tx) => {
        const branch = {
          id: branchId,
          name: 'Wellington',
          timeZone: 'Pacific/Auckland',
          contactNumber: null,
          businessEmailAddress: null,
        };
        const run = await runBranchDay(tx, branch, today.toString(), {
          applicationId: org.applicationId,
          deps: server.deps,
          links: env.links,
        });
        expect(run.queued).toBe(3);
        throw new Error('killed after the sends');
      }),
    ).rejects.toThrow('killed after the sends');
    expect(await correspondenceEmails()).toEqual([]);

    // The re-run sends them, and a doubled run (two at once, then again) sends nothing more.
    const runs = await Promise.all([
      runOrganisation(env, org.applicationId, now, { branchId, force: true }),
      runOrganisation(env, org.applicationId, now, { branchId, force: true }),
    ]);
    const again = await runOrganisation(env, org.applicationId, now, { branchId, force: true });
    expect([...runs.map((run) => run.queued), again.queued].sort()).toEqual([0, 0, 3]);
    const sent = await correspondenceEmails();
    expect(sent.map((email) => email.subject)).toEqual([
      'Happy birthday Aroha',
      'Happy birthday Bex',
      'Happy birthday Cleo',
    ]);
    const aroha = await server.db.pools.owner.query<{ id: string }>(
      `select id from persons where application_id = $1 and first_name = 'Aroha'`,
      [org.applicationId],
    );
    const activities = await server.graphql<{
      getMemberActivities: {
        past: { activities: { kind: string; correspondence: { channel: string; summary: string } | null }[] };
      };
    }>(
      org.superAdmin,
      `query A($personId: ID!) { getMemberActivities(personId: $personId) {
        past { activities { kind correspondence { channel summary } } } } }`,
      { personId: aroha.rows[0]?.id },
    );
    expect(activities.data?.getMemberActivities.past.activities).toEqual([
      { kind: 'CORRESPONDENCE', correspondence: { channel: 'EMAIL', summary: 'Happy birthday Aroha' } },
    ]);
    const after = await server.graphql(org.superAdmin, AUDIENCE, {
      branchId,
      type: 'BIRTHDAY',
      channel: 'EMAIL',
    });
    expect(after.data).toEqual({ correspondenceRuleAudience: { count: 0, firstNames: [] } });
  });
});

describe('quiet hours and the branch’s midnight', () => {
  it('finds a birthday on the branch’s day, and holds its SMS until 8 am there', async () => {
    const branchId = org.branches.christchurch.id;
    await org.build((tx) =>
      makePerson(tx, {
        homeBranchId: branchId,
        firstName: 'Gus',
        dateOfBirth: '1990-03-05',
        mobilePhone: { countryCode: 'NZ', number: '0211234567' },
      }),
    );
    const saved = await server.graphql(org.superAdmin, SET_SMS, {
      branchId,
      s: { type: 'BIRTHDAY', enabled: true, parameters: { daysPrior: 0 } },
    });
    expect(saved.errors).toBeUndefined();
    const at = (iso: string, force = true) =>
      runOrganisation(env, org.applicationId, Temporal.Instant.from(iso), { branchId, force });
    // 23:30 on 4 March in Christchurch (UTC+13): not his birthday yet.
    expect(await at('2027-03-04T10:30:00Z')).toEqual({ queued: 0, smsSent: 0 });
    // 00:30 on 5 March: his birthday, but the SMS waits (quiet hours until 08:00).
    expect(await at('2027-03-04T11:30:00Z')).toEqual({ queued: 1, smsSent: 0 });
    // 08:30: before the day's 09:00 run, the waiting SMS goes; once.
    expect(await at('2027-03-04T19:30:00Z', false)).toEqual({ queued: 0, smsSent: 1 });
    expect(await at('2027-03-04T20:30:00Z', false)).toEqual({ queued: 0, smsSent: 0 });
    const texts = await server.db.pools.owner.query<{ body: string; to_number: string }>(
      'select body, to_number from sandbox_sms_messages where application_id = $1',
      [org.applicationId],
    );
    expect(texts.rows).toEqual([
      {
        to_number: '+64211234567',
        body: expect.stringMatching(
          /^Happy birthday Gus! Everyone at .+ wishes you a great day\.\nOpt out: https:\/\/club\.example\.com\/correspondence\/unsubscribe\//,
        ),
      },
    ]);
  });
});

describe('consent', () => {
  it('an unsubscribe link works without signing in and takes effect at once', async () => {
    const branchId = org.branches.auckland.id;
    const today = nzDay(Temporal.Now.instant());
    const hana = await org.build((tx) =>
      makePerson(tx, { homeBranchId: branchId, firstName: 'Hana', dateOfBirth: birthdayOn(today) }),
    );
    await enableBirthdayEmail(branchId);
    const audience = () =>
      server.graphql(org.superAdmin, AUDIENCE, { branchId, type: 'BIRTHDAY', channel: 'EMAIL' });
    expect((await audience()).data).toEqual({
      correspondenceRuleAudience: { count: 1, firstNames: ['Hana'] },
    });

    const signer = await unsubscribeSignerOf(server.db.pools.owner);
    const url = `/correspondence/unsubscribe/${signer.sign({ applicationId: org.applicationId, personId: hana.id, channel: 'EMAIL' })}`;
    const asked = await server.app.inject({ method: 'GET', url });
    expect([asked.statusCode, asked.body]).toEqual([
      200,
      expect.stringContaining('<button type="submit">Unsubscribe</button>'),
    ]);
    expect((await audience()).data).toEqual({
      correspondenceRuleAudience: { count: 1, firstNames: ['Hana'] },
    });
    const done = await server.app.inject({ method: 'POST', url });
    expect([done.statusCode, done.body]).toEqual([200, expect.stringContaining('You are unsubscribed')]);

    expect((await audience()).data).toEqual({ correspondenceRuleAudience: { count: 0, firstNames: [] } });
    expect(
      await runOrganisation(env, org.applicationId, Temporal.Now.instant(), { branchId, force: true }),
    ).toEqual({
      queued: 0,
      smsSent: 0,
    });
    const altered = await server.app.inject({ method: 'POST', url: `${url.slice(0, -2)}xx` });
    expect(altered.statusCode).toBe(404);
  });
});

describe('one bad member', () => {
  it('is left out and reported, and the others of the rule are still sent', async () => {
    const branchId = org.branches.sydney.id;
    const now = Temporal.Now.instant();
    const today = now.toZonedDateTimeISO('Australia/Sydney').toPlainDate();
    const [good, bad] = await org.build(async (tx) => [
      await makePerson(tx, { homeBranchId: branchId, firstName: 'Jo', dateOfBirth: birthdayOn(today) }),
      // An address the outbound queue refuses (over 320 characters).
      await makePerson(tx, {
        homeBranchId: branchId,
        firstName: 'Kit',
        dateOfBirth: birthdayOn(today),
        email: `${'k'.repeat(330)}@example.com`,
      }),
    ]);
    await enableBirthdayEmail(branchId);
    const failed: string[] = [];
    const result = await runOrganisation(
      { ...env, report: (_event, details) => failed.push(String(details.personId)) },
      org.applicationId,
      now,
      { branchId, force: true },
    );
    expect([result.queued, failed]).toEqual([1, [bad?.id]]);
    expect(
      (await correspondenceEmails()).filter((email) => email.subject === 'Happy birthday Jo'),
    ).toHaveLength(1);
    expect(good?.firstName).toBe('Jo');
  });
});

describe('transactional notices', () => {
  it('a dishonoured payment is notified to a member who opted out of marketing, without an unsubscribe link', async () => {
    const branchId = org.branches.melbourne.id;
    const now = Temporal.Now.instant();
    const today = now.toZonedDateTimeISO('Australia/Melbourne').toPlainDate().toString();
    await org.build(async (tx) => {
      const person = await makePerson(tx, {
        homeBranchId: branchId,
        firstName: 'Lou',
        email: 'lou@m.example.com',
        emailOptin: false,
      });
      const catalogue = await makeWeeklyCatalogue(tx, branchId);
      await makeMembership(tx, {
        personId: person.id,
        branchId,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
        ledger: [
          { type: 'DEBIT_SUBMITTED', amount: 2500, date: today, reference: 'lou:1' },
          { type: 'DEBIT_DISHONOURED', date: today, reference: 'lou:1', reason: 'INSUFFICIENT_FUNDS' },
        ],
      });
    });
    const saved = await server.graphql(org.superAdmin, SET_EMAIL, {
      branchId,
      s: {
        type: 'PAYMENT_DISHONOURED',
        enabled: true,
        subject: 'Your payment to {{branchName}} was dishonoured',
        htmlTemplate: '<p>Hello {{firstName}}, please call us.</p>',
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(await runOrganisation(env, org.applicationId, now, { branchId, force: true })).toEqual({
      queued: 1,
      smsSent: 0,
    });
    const notice = await server.db.pools.owner.query<{ text_body: string | null; subject: string }>(
      `select text_body, subject from outbound_emails where application_id = $1 and to_address = 'lou@m.example.com'`,
      [org.applicationId],
    );
    expect(notice.rows).toHaveLength(1);
    expect(notice.rows[0]?.subject).toMatch(/^Your payment to .+ was dishonoured$/);
    expect(notice.rows[0]?.text_body ?? '').not.toContain('unsubscribe');
  });
});
