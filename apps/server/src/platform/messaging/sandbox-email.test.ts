import { derivePermissions, OPERATIONS } from '@clubline/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSandboxEmailRoute } from './sandbox-email.rest.ts';
import {
  SANDBOX_EMAIL_RULES,
  type SandboxEmailMessage,
  sandboxEmailBounce,
  sandboxEmailRefusal,
} from './sandbox-email.ts';

describe('email sandbox rules (documented, deterministic)', () => {
  const message = { to: 'ana@example.com', subject: 'Hello', text: 'Hi Ana' };

  it('refuses an address that is not one', () => {
    for (const to of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example.com, eve@example.com',
      'Ana <ana@example.com>',
    ]) {
      expect(sandboxEmailRefusal({ ...message, to }), to).toBe('Invalid recipient address');
    }
    expect(SANDBOX_EMAIL_RULES.messages.invalidAddress).toBe('Invalid recipient address');
  });

  it('refuses an empty subject or text part', () => {
    expect(sandboxEmailRefusal({ ...message, subject: ' ' })).toBe('Empty message');
    expect(sandboxEmailRefusal({ ...message, text: '' })).toBe('Empty message');
    expect(sandboxEmailRefusal(message)).toBeNull();
  });

  it('bounces mail to bounce.example (any case) and delivers the rest', () => {
    expect(sandboxEmailBounce('nobody@bounce.example')).toBe('Mailbox unavailable');
    expect(sandboxEmailBounce('Nobody@Bounce.Example')).toBe('Mailbox unavailable');
    expect(sandboxEmailBounce('nobody@not-bounce.example')).toBeNull();
    expect(sandboxEmailBounce('bounce.example@example.com')).toBeNull();
  });
});

describe('GET /sandbox/email', () => {
  const VIEWER_APPLICATION = '00000000-0000-4000-8000-0000000000a1';
  const TOKEN = 'a-valid-access-token';
  const row = (n: number): SandboxEmailMessage => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    applicationId: VIEWER_APPLICATION,
    toAddress: 'ana@example.com',
    subject: `Subject ${n}`,
    textBody: `Text ${n}`,
    htmlBody: `<p>Text ${n}</p>`,
    status: 'DELIVERED',
    failureReason: null,
    createdAt: new Date(Date.UTC(2026, 0, n)),
  });

  const BRANCH = '00000000-0000-4000-8000-0000000000c1';
  const OTHER_BRANCH = '00000000-0000-4000-8000-0000000000c2';
  /** The viewer's roles: every operation on every branch (the organisation's admin) unless a test says otherwise. */
  const permissionsOf = (operations: readonly string[], scope = 'ALL_BRANCHES') =>
    derivePermissions({
      branches: [{ id: BRANCH }, { id: OTHER_BRANCH }],
      groups: [],
      assignments: operations.length > 0 ? [{ roleId: 'role', branchId: scope }] : [],
      roles: [{ id: 'role', operations }],
    });

  /** The route with a ledger that records what it was asked and a token check like the api's. */
  async function appWith(rows: SandboxEmailMessage[], permissions = permissionsOf(OPERATIONS)) {
    const asked: { applicationId: string; limit: number }[] = [];
    const app = Fastify();
    registerSandboxEmailRoute(
      app,
      {
        async recent(applicationId, limit) {
          asked.push({ applicationId, limit });
          return rows.filter((message) => message.applicationId === applicationId).slice(0, limit);
        },
      },
      async (request) =>
        request.headers.authorization === `Bearer ${TOKEN}`
          ? {
              viewer: { applicationId: VIEWER_APPLICATION, userId: 'user-1' },
              permissions,
            }
          : null,
    );
    const get = (url: string, token: string | null = TOKEN) =>
      app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { get, asked };
  }

  it('answers 401 without a valid access token, before reading the ledger', async () => {
    const { get, asked } = await appWith([row(1)]);
    for (const token of [null, 'forged']) {
      const response = await get('/sandbox/email', token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('Subject 1');
    }
    expect(asked).toEqual([]);
  });

  it('lists the signed-in user’s organisation’s most recent messages with both parts, 50 by default', async () => {
    const foreign = { ...row(3), applicationId: '00000000-0000-4000-8000-0000000000b2', subject: 'Foreign' };
    const { get, asked } = await appWith([foreign, row(2), row(1)]);
    const response = await get('/sandbox/email');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(asked).toEqual([{ applicationId: VIEWER_APPLICATION, limit: 50 }]);
    expect(response.json()).toEqual({
      messages: [
        {
          id: row(2).id,
          applicationId: VIEWER_APPLICATION,
          to: 'ana@example.com',
          subject: 'Subject 2',
          text: 'Text 2',
          html: '<p>Text 2</p>',
          status: 'DELIVERED',
          failureReason: null,
          createdAt: '2026-01-02T00:00:00.000Z',
        },
        expect.objectContaining({ subject: 'Subject 1' }),
      ],
    });
  });

  it('answers 403 to a user who may not manage the staff of the whole organisation, before reading', async () => {
    // The outbox holds every staff member's temporary passcode, the organisation admin's included.
    for (const permissions of [
      permissionsOf([]),
      permissionsOf(['view-member', 'manage-member', 'view-staff-member']),
      permissionsOf(['manage-staff-member'], BRANCH),
      permissionsOf(OPERATIONS, BRANCH),
    ]) {
      const { get, asked } = await appWith([row(1)], permissions);
      const response = await get('/sandbox/email');
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Subject 1');
      expect(response.json().errors[0].extensions.code).toBe('ACCESS_DENIED');
      expect(asked).toEqual([]);
    }
  });

  it('answers 403 to a staff manager of every branch who holds less than the admin, whose passcode is there', async () => {
    // manage-staff-member everywhere does not manage the organisation admin (the staff-member
    // subject: each role they hold must be one the actor could have granted), so their passcode
    // in the outbox must not be read by such a user either: that would be taking the admin over.
    const fieldManager = OPERATIONS.filter(
      (operation) =>
        operation !== 'manage-role-assignment-admin' && operation !== 'change-application-settings',
    );
    const { get, asked } = await appWith([row(1)], permissionsOf(fieldManager));
    const response = await get('/sandbox/email');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Subject 1');
    expect(asked).toEqual([]);
  });

  it('takes a limit from 1 to 500', async () => {
    const { get, asked } = await appWith([row(1)]);
    expect((await get('/sandbox/email?limit=1')).statusCode).toBe(200);
    for (const limit of ['0', '501', 'x', '-1', '1.5']) {
      expect((await get(`/sandbox/email?limit=${limit}`)).statusCode).toBe(400);
    }
    expect(asked).toEqual([{ applicationId: VIEWER_APPLICATION, limit: 1 }]);
  });
});
