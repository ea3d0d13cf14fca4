import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { loginThrottle } from './login-throttle.ts';
import { postgresOidcAdapter } from './oidc-adapter.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('the PostgreSQL adapter of the identity provider', () => {
  const adapter = () =>
    postgresOidcAdapter(db.pools.owner, {
      findClient: async (id) => (id === 'known' ? { client_id: id } : undefined),
      sweepIntervalMs: 0,
    });

  it('stores, finds by id and uid, consumes and destroys', async () => {
    const sessions = adapter()('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await adapter()('Grant').find('s1')).toBeUndefined();

    const codes = adapter()('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1', consumed: expect.any(Number) });

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('treats expired rows as absent and deletes them on a later write', async () => {
    const tokens = adapter()('AccessToken');
    await tokens.upsert('old', { grantId: 'g2' }, -1);
    expect(await tokens.find('old')).toBeUndefined();
    await tokens.upsert('new', { grantId: 'g2' }, 60);
    const left = await db.pools.owner.query(
      "select id from oidc_models where kind = 'AccessToken' and id = 'old'",
    );
    expect(left.rowCount).toBe(0);
  });

  it('revokes everything of a grant', async () => {
    const refresh = adapter()('RefreshToken');
    await refresh.upsert('r1', { grantId: 'g3' }, 60);
    await refresh.upsert('r2', { grantId: 'g4' }, 60);
    await refresh.revokeByGrantId('g3');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeDefined();
  });

  it('derives clients instead of storing them', async () => {
    const clients = adapter()('Client');
    expect(await clients.find('known')).toEqual({ client_id: 'known' });
    expect(await clients.find('unknown')).toBeUndefined();
    await expect(clients.upsert('x', {}, 60)).rejects.toThrow(/derived/);
  });
});

describe('sign-in throttling', () => {
  it('blocks a key at its limit within the window and forgets it when cleared', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    const rule = { key: 'username:test', limit: 2 };
    await throttle.recordFailure(['username:test']);
    expect(await throttle.isBlocked([rule])).toBe(false);
    await throttle.recordFailure(['username:test']);
    expect(await throttle.isBlocked([rule, { key: 'address:elsewhere', limit: 1 }])).toBe(true);
    await throttle.clear('username:test');
    expect(await throttle.isBlocked([rule])).toBe(false);
  });

  it('stores no usernames or addresses, only hashes', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    await throttle.recordFailure(['username:someone.secret']);
    const rows = await db.pools.owner.query<{ key_hash: string }>('select key_hash from login_failures');
    expect(rows.rows.some((row) => row.key_hash.includes('someone'))).toBe(false);
  });

  it('does not count failures older than the window', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    await throttle.recordFailure(['address:old']);
    await db.pools.owner.query("update login_failures set failed_at = now() - interval '2 minutes'");
    expect(await throttle.isBlocked([{ key: 'address:old', limit: 1 }])).toBe(false);
  });
});
