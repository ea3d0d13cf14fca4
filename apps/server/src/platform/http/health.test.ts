import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type Readiness, registerHealthRoutes } from './health.ts';

let db: TestDatabase;
let unreachable: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  unreachable = new pg.Pool({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none', max: 1 });
  unreachable.on('error', () => {});
});
afterAll(async () => {
  await unreachable.end();
  await db.drop();
});

async function serving(readiness: Readiness): Promise<FastifyInstance> {
  const app = Fastify();
  registerHealthRoutes(app, readiness);
  await app.ready();
  return app;
}

describe('GET /healthz', () => {
  it('is 200 while the process runs, even when the database is down or start-up is not finished', async () => {
    const app = await serving({ ready: false, worker: true, ownerPool: unreachable });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe('GET /readyz', () => {
  it('is 200 once started, with the database answering and every migration applied', async () => {
    const app = await serving({ ready: true, worker: true, ownerPool: db.pools.owner });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'current',
      worker: 'started',
    });
    await app.close();
  });

  it('says an api process runs no worker', async () => {
    const app = await serving({ ready: true, worker: false, ownerPool: db.pools.owner });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toMatchObject({ status: 'ready', worker: 'not run here' });
    await app.close();
  });

  it('is 503 while starting or stopping', async () => {
    const app = await serving({ ready: false, worker: false, ownerPool: db.pools.owner });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', reason: 'starting or stopping' });
    await app.close();
  });

  it('is 503 when the database does not answer', async () => {
    const app = await serving({ ready: true, worker: false, ownerPool: unreachable });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready', database: 'down' });
    await app.close();
  });

  it('is 503 when the database lacks the newest migration this code ships', async () => {
    const behind = await createTestDatabase();
    await behind.pools.owner.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const app = await serving({ ready: true, worker: false, ownerPool: behind.pools.owner });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ migrations: 'behind', reason: 'migrations are not applied' });
    await app.close();
    await behind.drop();
  });
});
