import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { registerStatusRoute } from './status.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('GET /status', () => {
  it('is 200 with a small body when the database answers', async () => {
    const app = Fastify();
    registerStatusRoute(app, db.pools.app);
    const response = await app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    await app.close();
  });

  it('is 503 when the database does not answer', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none', max: 1 });
    unreachable.on('error', () => {});
    const app = Fastify();
    registerStatusRoute(app, unreachable);
    const response = await app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    await app.close();
    await unreachable.end();
  });
});
