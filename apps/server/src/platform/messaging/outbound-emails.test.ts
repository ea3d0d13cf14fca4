import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { withTenant } from '../db/tenant.ts';
import { ValidationError } from '../errors/errors.ts';
import type { EmailProvider } from './email-provider.ts';
import { EMAIL_UNREACHABLE, processEmailSendJob } from './email-send.ts';
import { queueEmail } from './outbound-emails.ts';
import { sandboxEmailLedger } from './sandbox-email.ts';

let server: TestServer;
let stopWorker: (() => Promise<void>) | undefined;
let org: { applicationId: string };
let other: { applicationId: string };
beforeAll(async () => {
  server = await createTestServer();
  org = await createOrganisation(server.deps.db);
  other = await createOrganisation(server.deps.db);
});
afterAll(async () => {
  await stopWorker?.();
  await server.close();
});

const passcodeData = (temporaryPasscode: string) => ({
  firstName: 'Ana',
  organisationName: 'Harbour Fitness',
  temporaryPasscode,
  signInUrl: 'https://harbour.clubline.example/sign-in',
  expiresInHours: 24,
});

/** Queues a passcode email in `applicationId`'s own transaction, as a feature would. */
function queuePasscode(applicationId: string, to: string, reference: string, passcode = 'K7Q2-M9XP') {
  return withTenant(server.deps.db, applicationId, (tx) =>
    queueEmail(tx, server.deps, {
      applicationId,
      to,
      template: 'staff-temporary-passcode',
      data: passcodeData(passcode),
      reference,
    }),
  );
}

interface OutboundRow {
  id: string;
  status: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  failure_reason: string | null;
  provider_message_id: string | null;
  sent_at: Date | null;
}

async function outbound(emailId: string): Promise<OutboundRow | undefined> {
  const { rows } = await server.db.pools.owner.query<OutboundRow>(
    `select id, status, subject, text_body, html_body, failure_reason, provider_message_id, sent_at
       from outbound_emails where id = $1`,
    [emailId],
  );
  return rows[0];
}

async function ledger(toAddress: string) {
  const { rows } = await server.db.pools.owner.query<{
    id: string;
    status: string;
    text_body: string;
    failure_reason: string | null;
  }>('select id, status, text_body, failure_reason from sandbox_email_messages where to_address = $1', [
    toAddress,
  ]);
  return rows;
}

async function jobsFor(emailId: string, queue = 'email-send') {
  const { rows } = await server.db.pools.owner.query<{ data: Record<string, unknown> }>(
    'select data from pgboss.job where name = $2 and data ->> $3 = $1',
    [emailId, queue, 'emailId'],
  );
  return rows.map((row) => row.data);
}

const run = (
  applicationId: string,
  emailId: string,
  provider: EmailProvider = server.email,
  finalAttempt = false,
) => processEmailSendJob(server.deps.db, provider, { applicationId, emailId }, { finalAttempt });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the email sandbox provider', () => {
  const message = { subject: 'Hello', text: 'Hi Ana', html: '<p>Hi Ana</p>' };

  it('sends once per reference: the same reference answers the same message and stores nothing more', async () => {
    const to = 'once@example.com';
    const first = await server.email.send({
      applicationId: org.applicationId,
      to,
      ...message,
      reference: 'r-1',
    });
    const again = await server.email.send({
      applicationId: org.applicationId,
      to,
      ...message,
      text: 'Changed',
      reference: 'r-1',
    });
    expect(first).toMatchObject({ accepted: true });
    expect(again).toEqual(first);
    expect(await ledger(to)).toEqual([expect.objectContaining({ status: 'DELIVERED', text_body: 'Hi Ana' })]);
    // Another organisation's message with the same reference is its own.
    const foreign = await server.email.send({
      applicationId: other.applicationId,
      to,
      ...message,
      reference: 'r-1',
    });
    expect(foreign.providerMessageId).not.toBe(first.providerMessageId);
  });

  it('refuses an invalid address at once, and answers the same refusal again', async () => {
    const send = () =>
      server.email.send({
        applicationId: org.applicationId,
        to: 'not-an-address',
        ...message,
        reference: 'r-2',
      });
    const first = await send();
    expect(first).toEqual({
      accepted: false,
      providerMessageId: expect.any(String),
      reason: 'Invalid recipient address',
    });
    expect(await send()).toEqual(first);
    expect(await ledger('not-an-address')).toEqual([
      expect.objectContaining({ status: 'REFUSED', failure_reason: 'Invalid recipient address' }),
    ]);
  });

  it('accepts mail to bounce.example and records it BOUNCED', async () => {
    const to = 'nobody@bounce.example';
    const result = await server.email.send({
      applicationId: org.applicationId,
      to,
      ...message,
      reference: 'r-3',
    });
    expect(result.accepted).toBe(true);
    expect(await ledger(to)).toEqual([
      expect.objectContaining({ status: 'BOUNCED', failure_reason: 'Mailbox unavailable' }),
    ]);
  });

  it('lists one organisation’s outbox, newest first, out of the api role’s reach', async () => {
    const outbox = sandboxEmailLedger(server.db.pools.owner);
    const foreign = await outbox.recent(other.applicationId, 500);
    expect(foreign.map((row) => row.applicationId)).toEqual([other.applicationId]);
    const mine = await outbox.recent(org.applicationId, 500);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((row) => row.applicationId === org.applicationId)).toBe(true);
    expect(mine[0]?.toAddress).toBe('nobody@bounce.example');
    expect(await outbox.recent(org.applicationId, 2)).toHaveLength(2);
    await expect(server.db.pools.app.query('select * from sandbox_email_messages')).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe('queueEmail and the email-send job', () => {
  it('stores the rendered message in the caller’s transaction and enqueues a job carrying ids only', async () => {
    const { emailId, queued } = await queuePasscode(
      org.applicationId,
      'ana@example.com',
      'reset:1',
      'SECRET-1234',
    );
    expect(queued).toBe(true);
    const row = await outbound(emailId);
    expect(row).toMatchObject({ status: 'PENDING', subject: 'Your temporary passcode for Harbour Fitness' });
    expect(row?.text_body).toContain('Temporary passcode: SECRET-1234');
    expect(row?.html_body).toContain('SECRET-1234');
    const jobs = await jobsFor(emailId);
    expect(jobs).toEqual([{ applicationId: org.applicationId, emailId }]);
    expect(JSON.stringify(jobs)).not.toContain('SECRET-1234');
  });

  it('sends one of many queued together through the bulk queue, so one person’s message never waits behind them', async () => {
    const bulk = await withTenant(server.deps.db, org.applicationId, (tx) =>
      queueEmail(tx, server.deps, {
        applicationId: org.applicationId,
        to: 'many@example.com',
        template: 'staff-temporary-passcode',
        data: passcodeData('BULK-0001'),
        reference: 'bulk:1',
        bulk: true,
      }),
    );
    const personal = await queuePasscode(org.applicationId, 'one@example.com', 'reset:personal');
    expect(await jobsFor(bulk.emailId, 'email-send.bulk')).toEqual([
      { applicationId: org.applicationId, emailId: bulk.emailId },
    ]);
    expect(await jobsFor(bulk.emailId)).toEqual([]);
    expect(await jobsFor(personal.emailId)).toHaveLength(1);
    expect(await jobsFor(personal.emailId, 'email-send.bulk')).toEqual([]);
  });

  it('queues nothing more for a reference already queued', async () => {
    const first = await queuePasscode(org.applicationId, 'ana@example.com', 'reset:2');
    const again = await queuePasscode(org.applicationId, 'eve@example.com', 'reset:2', 'OTHER-9999');
    expect(again).toEqual({ emailId: first.emailId, queued: false });
    expect(await jobsFor(first.emailId)).toHaveLength(1);
    expect((await outbound(first.emailId))?.text_body).toContain('K7Q2-M9XP');
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    let emailId = '';
    await expect(
      withTenant(server.deps.db, org.applicationId, async (tx) => {
        ({ emailId } = await queueEmail(tx, server.deps, {
          applicationId: org.applicationId,
          to: 'ana@example.com',
          template: 'staff-temporary-passcode',
          data: passcodeData('ROLLED-BACK'),
          reference: 'reset:rolled-back',
        }));
        throw new Error('the feature failed after queueing');
      }),
    ).rejects.toThrow('the feature failed');
    expect(emailId).not.toBe('');
    expect(await outbound(emailId)).toBeUndefined();
    expect(await jobsFor(emailId)).toEqual([]);
  });

  it('refuses template data its schema refuses, as a ValidationError, and stores nothing', async () => {
    const attempt = withTenant(server.deps.db, org.applicationId, (tx) =>
      queueEmail(tx, server.deps, {
        applicationId: org.applicationId,
        to: 'ana@example.com',
        template: 'membership-signup-link',
        data: {
          firstName: 'Tom',
          branchName: 'Wellington',
          planName: 'Gold',
          signupUrl: 'javascript:alert(1)',
        },
        reference: 'signup:bad',
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const { rows } = await server.db.pools.owner.query(
      "select 1 from outbound_emails where reference = 'signup:bad'",
    );
    expect(rows).toEqual([]);
  });

  it('sends exactly once however often the job runs, then clears the bodies', async () => {
    const to = 'twice@example.com';
    const { emailId } = await queuePasscode(org.applicationId, to, 'reset:3', 'TWICE-0001');
    expect(await run(org.applicationId, emailId)).toBe('sent');
    expect(await run(org.applicationId, emailId)).toBe('already-done');
    const [sent] = await ledger(to);
    expect(sent).toMatchObject({ status: 'DELIVERED' });
    expect(sent?.text_body).toContain('TWICE-0001');
    expect(await ledger(to)).toHaveLength(1);
    expect(await outbound(emailId)).toMatchObject({
      status: 'SENT',
      text_body: null,
      html_body: null,
      failure_reason: null,
      provider_message_id: sent?.id,
      sent_at: expect.any(Date),
    });
    // The provider asked again with the row's id as reference answers the same message.
    const again = await server.email.send({
      applicationId: org.applicationId,
      to,
      subject: 's',
      text: 't',
      html: 'h',
      reference: emailId,
    });
    expect(again).toEqual({ accepted: true, providerMessageId: sent?.id });
  });

  it('ends a message the provider refuses FAILED with its reason, bodies cleared', async () => {
    const { emailId } = await queuePasscode(org.applicationId, 'not an address', 'reset:4');
    expect(await run(org.applicationId, emailId)).toBe('refused');
    expect(await outbound(emailId)).toMatchObject({
      status: 'FAILED',
      failure_reason: 'Invalid recipient address',
      text_body: null,
      html_body: null,
      sent_at: null,
    });
  });

  it('counts a bounced message as sent (the provider accepted it)', async () => {
    const { emailId } = await queuePasscode(org.applicationId, 'ana@bounce.example', 'reset:5');
    expect(await run(org.applicationId, emailId)).toBe('sent');
    expect((await outbound(emailId))?.status).toBe('SENT');
    expect(await ledger('ana@bounce.example')).toEqual([expect.objectContaining({ status: 'BOUNCED' })]);
  });

  it('retries while the provider is unreachable and gives the message up on the last attempt', async () => {
    const { emailId } = await queuePasscode(org.applicationId, 'down@example.com', 'reset:6');
    const down: EmailProvider = {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    await expect(run(org.applicationId, emailId, down)).rejects.toThrow(/ECONNREFUSED/);
    expect((await outbound(emailId))?.status).toBe('PENDING');
    expect((await outbound(emailId))?.text_body).not.toBeNull();
    expect(await run(org.applicationId, emailId, down, true)).toBe('failed');
    expect(await outbound(emailId)).toMatchObject({
      status: 'FAILED',
      failure_reason: EMAIL_UNREACHABLE,
      text_body: null,
      html_body: null,
    });
    expect(await run(org.applicationId, emailId)).toBe('already-done');
    expect(await ledger('down@example.com')).toEqual([]);
  });

  it('keeps each organisation to its own messages', async () => {
    const { emailId } = await queuePasscode(org.applicationId, 'mine@example.com', 'reset:7');
    // The job of another organisation naming this message finds nothing (RLS).
    expect(await run(other.applicationId, emailId)).toBe('unknown-email');
    expect((await outbound(emailId))?.status).toBe('PENDING');
    const seen = await withTenant(server.deps.db, other.applicationId, async (tx) =>
      tx.execute('select id from outbound_emails'),
    );
    expect(seen.rows).toEqual([]);
    // The same reference in another organisation is a message of its own.
    const foreign = await queuePasscode(other.applicationId, 'mine@example.com', 'reset:7');
    expect(foreign.queued).toBe(true);
    expect(foreign.emailId).not.toBe(emailId);
  });

  it('with the worker: the queued messages are sent', async () => {
    stopWorker = await server.startWorker();
    const { emailId } = await queuePasscode(
      org.applicationId,
      'worker@example.com',
      'reset:8',
      'WORKER-0001',
    );
    const row = await eventually(
      () => outbound(emailId),
      (value) => value?.status !== 'PENDING',
    );
    expect(row).toMatchObject({ status: 'SENT', text_body: null });
    expect(await ledger('worker@example.com')).toEqual([
      expect.objectContaining({ status: 'DELIVERED', text_body: expect.stringContaining('WORKER-0001') }),
    ]);
    // The message left PENDING above (reset:7) goes too, once.
    const earlier = await eventually(
      async () => (await ledger('mine@example.com')).length,
      (count) => count >= 2,
    );
    expect(earlier).toBe(2);
  });
});
