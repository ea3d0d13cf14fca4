import { derivePermissions } from '@clubline/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSandboxSmsRoute } from './sandbox-sms.rest.ts';
import {
  SANDBOX_SMS_RULES,
  type SandboxSmsMessage,
  sandboxDeliveryFailure,
  sandboxMessageId,
  sandboxRefusal,
} from './sandbox-sms.ts';

describe('SMS sandbox rules (documented, deterministic)', () => {
  it('refuses a number that is not E.164', () => {
    for (const to of ['0212345678', '+0212345678', '+64 21 234 5678', '+64', '']) {
      expect(sandboxRefusal(to, 'Hi')).toBe('Invalid destination number');
    }
  });

  it('refuses an empty body and one over 10 segments of 160 characters', () => {
    expect(sandboxRefusal('+64212345678', '')).toBe('Empty message');
    expect(sandboxRefusal('+64212345678', 'x'.repeat(1600))).toBeNull();
    expect(sandboxRefusal('+64212345678', 'x'.repeat(1601))).toBe('Message exceeds 10 segments');
    expect(SANDBOX_SMS_RULES.maxSegments).toBe(10);
  });

  it('fails delivery to numbers ending in 000 and delivers the rest', () => {
    expect(sandboxDeliveryFailure('+64212345000')).toBe('Unreachable handset');
    expect(sandboxDeliveryFailure('+64212345001')).toBeNull();
    expect(sandboxDeliveryFailure('+61400000100')).toBeNull();
  });

  it('names a message by tenant and reference: the same pair always gives the same id', () => {
    const id = sandboxMessageId('app-1', 'note-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sandboxMessageId('app-1', 'note-1')).toBe(id);
    expect(sandboxMessageId('app-2', 'note-1')).not.toBe(id);
    expect(sandboxMessageId('app-1', 'note-2')).not.toBe(id);
  });
});

describe('GET /sandbox/sms', () => {
  const VIEWER_APPLICATION = '00000000-0000-4000-8000-0000000000a1';
  const TOKEN = 'a-valid-access-token';
  const row = (n: number): SandboxSmsMessage => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    applicationId: VIEWER_APPLICATION,
    toNumber: '+64212345678',
    body: `Message ${n}`,
    status: 'DELIVERED',
    failureReason: null,
    createdAt: new Date(Date.UTC(2026, 0, n)),
  });

  /** The route with a ledger that records what it was asked and a token check like the api's. */
  async function appWith(rows: SandboxSmsMessage[]) {
    const asked: { applicationId: string; limit: number }[] = [];
    const app = Fastify();
    registerSandboxSmsRoute(
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
              permissions: derivePermissions({ branches: [], groups: [], assignments: [], roles: [] }),
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
      const response = await get('/sandbox/sms', token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('Message 1');
    }
    expect(asked).toEqual([]);
  });

  it('lists the signed-in user’s organisation’s most recent messages, 50 by default', async () => {
    const foreign = { ...row(3), applicationId: '00000000-0000-4000-8000-0000000000b2', body: 'Foreign' };
    const { get, asked } = await appWith([foreign, row(2), row(1)]);
    const response = await get('/sandbox/sms');
    expect(response.statusCode).toBe(200);
    expect(asked).toEqual([{ applicationId: VIEWER_APPLICATION, limit: 50 }]);
    expect(response.json()).toEqual({
      messages: [
        {
          id: row(2).id,
          applicationId: VIEWER_APPLICATION,
          to: '+64212345678',
          body: 'Message 2',
          status: 'DELIVERED',
          failureReason: null,
          createdAt: '2026-01-02T00:00:00.000Z',
        },
        expect.objectContaining({ body: 'Message 1' }),
      ],
    });
  });

  it('takes a limit from 1 to 500', async () => {
    const { get, asked } = await appWith([row(1)]);
    expect((await get('/sandbox/sms?limit=1')).statusCode).toBe(200);
    for (const limit of ['0', '501', 'x', '-1', '1.5']) {
      expect((await get(`/sandbox/sms?limit=${limit}`)).statusCode).toBe(400);
    }
    expect(asked).toEqual([{ applicationId: VIEWER_APPLICATION, limit: 1 }]);
  });
});
