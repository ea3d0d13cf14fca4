import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
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

  it("reads a consumed instance as unused during its model's grace after the first use only", async () => {
    const withGrace = postgresOidcAdapter(db.pools.owner, {
      findClient: async () => undefined,
      reuseGraceSeconds: { RefreshToken: 30 },
    });
    const refresh = withGrace('RefreshToken');
    await refresh.upsert('rt1', { grantId: 'g5' }, 60);
    await refresh.consume('rt1');
    expect(await refresh.find('rt1')).toEqual({ grantId: 'g5' });
    await db.pools.owner.query(
      "update oidc_models set consumed_at = now() - interval '31 seconds' where id = 'rt1'",
    );
    await refresh.consume('rt1');
    expect(await refresh.find('rt1')).toMatchObject({ consumed: expect.any(Number) });

    const codes = withGrace('AuthorizationCode');
    await codes.upsert('c2', { grantId: 'g5' }, 60);
    await codes.consume('c2');
    expect(await codes.find('c2')).toMatchObject({ consumed: expect.any(Number) });
  });

  it('finds nothing for a value holding NUL, which no stored key can hold, without asking PostgreSQL', async () => {
    const tokens = adapter()('RefreshToken');
    for (const value of ['\u0000', 'rt\u0000x']) {
      expect(await tokens.find(value)).toBeUndefined();
      expect(await tokens.findByUid(value)).toBeUndefined();
      expect(await tokens.findByUserCode(value)).toBeUndefined();
      await expect(tokens.consume(value)).resolves.toBeUndefined();
      await expect(tokens.destroy(value)).resolves.toBeUndefined();
      await expect(tokens.revokeByGrantId(value)).resolves.toBeUndefined();
    }
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
