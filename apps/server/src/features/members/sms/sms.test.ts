import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSmsLedger } from '../../../platform/messaging/sandbox-sms.ts';
import type { SmsProvider } from '../../../platform/messaging/sms-provider.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { applySmsDeliveryReport, processSmsSendJob } from './sms-send.ts';

let server: TestServer;
let stopWorker: (() => Promise<void>) | undefined;
let org: OrganisationScenario;
let other: SecondTenant;
/** Members of `org` at Wellington (the front desk's branch) and at Auckland. */
let wellingtonMember: string;
let aucklandMember: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const members = await org.build(async (tx) => ({
    wellington: await makePerson(tx, { homeBranchId: org.branches.wellington.id }),
    auckland: await makePerson(tx, { homeBranchId: org.branches.auckland.id }),
  }));
  wellingtonMember = members.wellington.id;
  aucklandMember = members.auckland.id;
});
afterAll(async () => {
  await stopWorker?.();
  await server.close();
});

const SEND = `mutation Send($branchId: ID!, $memberId: ID!, $mobilePhone: MobilePhoneInput!, $smsContent: String!) {
  sendSMS(branchId: $branchId, memberId: $memberId, mobilePhone: $mobilePhone, smsContent: $smsContent) { success errorMessage }
}`;
const NOTES = `query Notes($personId: ID!) {
  getNotes(personId: $personId) { id contents category status modifiedBy { firstName lastName } }
}`;

interface Note {
  id: string;
  contents: string;
  category: string;
  status: string | null;
  modifiedBy: { firstName: string; lastName: string } | null;
}

const nzMobile = (number: string) => ({ countryCode: 'NZ', number });
type Viewer = StaffUser;

async function send(
  viewer: Viewer,
  fields: Partial<{ branchId: string; memberId: string; number: string; smsContent: string }> = {},
) {
  return server.graphql<{ sendSMS: { success: boolean; errorMessage: string | null } }>(viewer, SEND, {
    branchId: fields.branchId ?? org.branches.wellington.id,
    memberId: fields.memberId ?? wellingtonMember,
    mobilePhone: nzMobile(fields.number ?? '021 234 5678'),
    smsContent: fields.smsContent ?? 'Your access card is ready.',
  });
}

async function notesOf(personId: string): Promise<Note[]> {
  const response = await server.graphql<{ getNotes: Note[] }>(org.superAdmin, NOTES, { personId });
  if (!response.data?.getNotes) throw new Error(JSON.stringify(response.errors));
  return response.data.getNotes;
}

/** The stored record, failed ones included (getNotes leaves those out). */
async function noteRow(contents: string) {
  const { rows } = await server.db.pools.owner.query<{
    id: string;
    status: string;
    provider_message_id: string | null;
  }>('select id, status, provider_message_id from notes where contents = $1', [contents]);
  return rows[0];
}

async function ticketOf(noteId: string) {
  const { rows } = await server.db.pools.owner.query<{
    id: string;
    status: string | null;
    message: string | null;
  }>(`select id, status, message from async_operations where input->>'noteId' = $1`, [noteId]);
  const ticket = rows[0];
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

async function ledger(toNumber: string) {
  const { rows } = await server.db.pools.owner.query<{
    id: string;
    body: string;
    status: string;
    failure_reason: string | null;
  }>(
    'select id, body, status, failure_reason from sandbox_sms_messages where to_number = $1 order by created_at',
    [toNumber],
  );
  return rows;
}

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sendSMS: validation and permission', () => {
  it.each([
    ['an empty text', { smsContent: '  ' }, 'Content is required'],
    [
      'a text over 2000 characters',
      { smsContent: 'x'.repeat(2001) },
      'Content must be no more than 2000 characters',
    ],
    ['a malformed number', { number: '12345' }, 'Number must begin with zero and be a valid format'],
    ['letters in the number', { number: '021 ABC' }, 'Telephone number must be numeric only'],
    ['no number', { number: ' ' }, 'Phone number must be provided'],
  ])('refuses %s with the shared text', async (_label, fields, message) => {
    const response = await send(org.frontDesk, fields);
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED' } });
  });

  it("keeps Wellington's front desk from texting an Auckland member", async () => {
    const response = await send(org.frontDesk, {
      branchId: org.branches.auckland.id,
      memberId: aucklandMember,
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'The member does not belong to this branch.',
      extensions: { errorClass: 'AccessDeniedError' },
    });
  });

  it('refuses a branch that is not the member’s home branch', async () => {
    const response = await send(org.superAdmin, {
      branchId: org.branches.auckland.id,
      memberId: wellingtonMember,
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'The member does not belong to this branch.',
      extensions: { code: 'MEMBER_NOT_IN_BRANCH' },
    });
  });

  it('refuses staff without a role and other organisations', async () => {
    expect((await send(org.noRole)).errors?.[0]?.extensions).toMatchObject({
      errorClass: 'AccessDeniedError',
    });
    const foreign = await send(other.superAdmin, { branchId: other.branches.adelaide.id });
    expect(foreign.errors?.[0]?.message).toBe('Member not found');
  });
});

describe('sending through the sandbox', () => {
  it('records a PENDING SMS note at once, and the job sends exactly once however often it runs', async () => {
    const contents = 'Idempotent: your card is ready.';
    const response = await send(org.frontDesk, { smsContent: ` ${contents} `, number: '021 555 0101' });
    expect(response.data?.sendSMS).toEqual({ success: true, errorMessage: null });
    const [note] = await notesOf(wellingtonMember);
    expect(note).toMatchObject({
      contents,
      category: 'SMS',
      status: 'PENDING',
      modifiedBy: { firstName: 'Frankie', lastName: 'Desk' },
    });
    // No worker yet: run the job by hand, twice, then ask the gateway again with the same reference.
    const ticket = await ticketOf(note?.id ?? '');
    const job = { applicationId: org.applicationId, ticketId: ticket.id };
    expect(await processSmsSendJob(server.deps.db, server.sms, job, { finalAttempt: false })).toBe('queued');
    expect(await processSmsSendJob(server.deps.db, server.sms, job, { finalAttempt: false })).toBe(
      'already-done',
    );
    const row = await noteRow(contents);
    const again = await server.sms.send({
      applicationId: org.applicationId,
      to: '+64215550101',
      body: contents,
      reference: note?.id ?? '',
    });
    expect(again).toEqual({ accepted: true, providerMessageId: row?.provider_message_id });
    expect(await ledger('+64215550101')).toEqual([
      expect.objectContaining({ id: row?.provider_message_id, body: contents, status: 'QUEUED' }),
    ]);
    expect((await ticketOf(note?.id ?? '')).status).toBe('OK');
  });

  it('marks the record FAILED when every attempt to reach the gateway failed', async () => {
    const contents = 'Gateway down';
    await send(org.frontDesk, { smsContent: contents });
    const note = await noteRow(contents);
    const ticket = await ticketOf(note?.id ?? '');
    const down: SmsProvider = {
      send: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      onDeliveryReports: async () => async () => {},
    };
    const job = { applicationId: org.applicationId, ticketId: ticket.id };
    await expect(processSmsSendJob(server.deps.db, down, job, { finalAttempt: false })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect((await noteRow(contents))?.status).toBe('PENDING');
    expect(await processSmsSendJob(server.deps.db, down, job, { finalAttempt: true })).toBe('failed');
    expect((await noteRow(contents))?.status).toBe('FAILED');
    expect((await ticketOf(note?.id ?? '')).status).toBe('ERROR');
    expect((await notesOf(wellingtonMember)).map((n) => n.contents)).not.toContain(contents);
  });

  it('with the worker: delivers (PENDING → SENT), including the job sent by hand above', async () => {
    stopWorker = await server.startWorker();
    const contents = 'Class moved to 6pm.';
    await send(org.frontDesk, { smsContent: contents, number: '022 123 4567' });
    const sent = await eventually(
      async () => (await notesOf(wellingtonMember)).find((note) => note.contents === contents),
      (note) => note?.status === 'SENT',
    );
    expect(sent?.status).toBe('SENT');
    expect(await ledger('+64221234567')).toEqual([
      expect.objectContaining({ body: contents, status: 'DELIVERED', failure_reason: null }),
    ]);
    const earlier = await eventually(
      () => noteRow('Idempotent: your card is ready.'),
      (row) => row?.status === 'SENT',
    );
    expect(earlier?.status).toBe('SENT');
    expect(await ledger('+64215550101')).toHaveLength(1);
  });

  it('fails delivery to a number ending in 000 and leaves the record out of the notes', async () => {
    const contents = 'This one will not arrive.';
    await send(org.frontDesk, { smsContent: contents, number: '021 234 5000' });
    const row = await eventually(
      () => noteRow(contents),
      (note) => note?.status === 'FAILED',
    );
    expect(row?.status).toBe('FAILED');
    expect(await ledger('+64212345000')).toEqual([
      expect.objectContaining({ body: contents, status: 'FAILED', failure_reason: 'Unreachable handset' }),
    ]);
    expect((await notesOf(wellingtonMember)).map((note) => note.contents)).not.toContain(contents);
  });

  it('ends a text the gateway refuses (over 10 segments) FAILED at once, with the reason on the ticket', async () => {
    const contents = 'y'.repeat(1601);
    const response = await send(org.frontDesk, { smsContent: contents, number: '021 777 8888' });
    expect(response.data?.sendSMS.success).toBe(true);
    const row = await eventually(
      () => noteRow(contents),
      (note) => note?.status === 'FAILED',
    );
    expect(row?.status).toBe('FAILED');
    const ticket = await eventually(
      () => ticketOf(row?.id ?? ''),
      (t) => t.status !== null,
    );
    expect(ticket).toMatchObject({ status: 'ERROR', message: 'Message exceeds 10 segments' });
    expect(await ledger('+64217778888')).toEqual([expect.objectContaining({ status: 'FAILED' })]);
  });

  it('ignores a repeated or foreign delivery report', async () => {
    const row = await noteRow('Class moved to 6pm.');
    const report = {
      applicationId: org.applicationId,
      providerMessageId: row?.provider_message_id ?? '',
      reference: row?.id ?? '',
      status: 'FAILED' as const,
      reason: 'late',
    };
    expect(await applySmsDeliveryReport(server.deps.db, report)).toBe(false);
    expect(
      await applySmsDeliveryReport(server.deps.db, { ...report, applicationId: other.applicationId }),
    ).toBe(false);
    expect((await noteRow('Class moved to 6pm.'))?.status).toBe('SENT');
  });
});

describe('the sandbox outbox', () => {
  it('lists one organisation’s most recent messages first', async () => {
    await server.sms.send({
      applicationId: other.applicationId,
      to: '+61400000123',
      body: 'Another organisation’s message',
      reference: 'other-tenant-1',
    });
    const ledger = sandboxSmsLedger(server.db.pools.owner);
    expect((await ledger.recent(other.applicationId, 500)).map((message) => message.body)).toEqual([
      'Another organisation’s message',
    ]);
    const mine = await ledger.recent(org.applicationId, 500);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((message) => message.applicationId === org.applicationId)).toBe(true);
    const recent = await ledger.recent(org.applicationId, 2);
    expect(recent).toHaveLength(2);
    expect(recent[0]?.body).toBe('y'.repeat(1601));
    expect(recent[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(recent[1]?.createdAt.getTime() ?? 0);
  });

  it('is not served at GET /sandbox/sms in production', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sandbox/sms' });
    expect(response.statusCode).toBe(404);
  });

  it('is out of the api role’s reach', async () => {
    await expect(server.db.pools.app.query('select * from sandbox_sms_messages')).rejects.toThrow(
      /permission denied/,
    );
  });
});
