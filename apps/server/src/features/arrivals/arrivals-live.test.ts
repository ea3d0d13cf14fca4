import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  channelUrlOf,
  notifyArrival,
  openChannel,
  subscribeTo,
  waitForListeners,
} from './arrivals-live.testing.ts';
import { recordArrival } from './public.ts';

let server: TestServer;
let replica: FastifyInstance;
let org: OrganisationScenario;
let other: OrganisationScenario;
let url: string;

beforeAll(async () => {
  server = await createTestServer();
  replica = await server.replica();
  org = await organisationScenario(server);
  other = await organisationScenario(server);
  url = await channelUrlOf(server.app);
  await waitForListeners(server.db.pools.owner, 2);
});
afterAll(async () => {
  await replica?.close();
  await server.close();
});

const wellington = () => ({ applicationId: org.applicationId, branchId: org.branches.wellington.id });

describe('subscribing', () => {
  it('lets the front desk watch its own branch and delivers only that branch’s arrivals, as { id }', async () => {
    const { client, answer } = await subscribeTo(
      url,
      org.branches.wellington.id,
      await server.tokens.issue(org.frontDesk),
    );
    expect(answer).toEqual({ type: 'subscribed', branchId: org.branches.wellington.id });
    const arrivalId = randomUUID();
    // Another branch of the organisation, and the same branch id under another organisation.
    await notifyArrival(server.db.pools.owner, {
      ...wellington(),
      branchId: org.branches.auckland.id,
      arrivalId: randomUUID(),
    });
    await notifyArrival(server.db.pools.owner, {
      ...wellington(),
      applicationId: other.applicationId,
      arrivalId: randomUUID(),
    });
    await notifyArrival(server.db.pools.owner, { ...wellington(), arrivalId });
    expect(await client.next()).toEqual({ type: 'new_arrival', id: arrivalId });
    expect(client.pending()).toEqual([]);
    client.close();
  });

  it('refuses the front desk another branch, as getArrivals does, and closes', async () => {
    const { client, answer } = await subscribeTo(
      url,
      org.branches.auckland.id,
      await server.tokens.issue(org.frontDesk),
    );
    expect(answer).toMatchObject({ type: 'error', code: 'BRANCH_ACCESS_DENIED' });
    expect((await client.closed).code).toBe(1008);
  });

  it('finds no branch of another organisation', async () => {
    const { client, answer } = await subscribeTo(
      url,
      org.branches.wellington.id,
      await server.tokens.issue(other.superAdmin),
    );
    expect(answer).toMatchObject({ type: 'error', code: 'BRANCH_NOT_FOUND' });
    expect((await client.closed).code).toBe(1008);
  });

  it.each([
    ['a forged token', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['no token at all', 'x'],
  ])('refuses %s as /graphql does', async (_case, token) => {
    const { client, answer } = await subscribeTo(url, org.branches.wellington.id, token);
    expect(answer).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
    expect(answer.message).toBe('Your session has ended. Please log in again.');
    expect((await client.closed).code).toBe(1008);
  });

  it('ends the subscription when the access token expires, with a message the web reads as an error', async () => {
    const token = await server.tokens.issue(org.frontDesk, { expiresInSeconds: 2 });
    const { client, answer } = await subscribeTo(url, org.branches.wellington.id, token);
    expect(answer.type).toBe('subscribed');
    const ended = await client.next(5_000);
    expect(ended).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
    expect((await client.closed).code).toBe(1008);
  });

  it('keeps a subscription whose token lasts longer than a timer can wait (24.8 days)', async () => {
    const token = await server.tokens.issue(org.frontDesk, { expiresInSeconds: 30 * 86_400 });
    const { client, answer } = await subscribeTo(url, org.branches.wellington.id, token);
    expect(answer.type).toBe('subscribed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.pending()).toEqual([]);
    client.close();
  });

  it.each([
    ['not JSON', '{subscribe'],
    [
      'another action',
      JSON.stringify({
        action: 'unsubscribe',
        branchId: randomUUID(),
        accessToken: 'x',
        notificationName: 'new_arrival',
      }),
    ],
    [
      'another notification',
      JSON.stringify({
        action: 'subscribe',
        branchId: randomUUID(),
        accessToken: 'x',
        notificationName: 'all',
      }),
    ],
    [
      'a branch id that is no id',
      JSON.stringify({
        action: 'subscribe',
        branchId: "1' or 1=1",
        accessToken: 'x',
        notificationName: 'new_arrival',
      }),
    ],
    ['an array', '[]'],
    ['null', 'null'],
  ])('answers a malformed frame (%s) with a clear error and closes', async (_case, frame) => {
    const client = await openChannel(url);
    client.send(frame);
    expect(await client.next()).toEqual({
      type: 'error',
      code: 'BAD_REQUEST',
      message: 'The request could not be understood. Please refresh your screen and try again.',
    });
    expect((await client.closed).code).toBe(1008);
  });

  it('closes a socket that sends a binary frame or a frame over 16 KiB', async () => {
    const binary = await openChannel(url);
    binary.send(Buffer.from([1, 2, 3]));
    expect(await binary.next()).toMatchObject({ type: 'error', code: 'BAD_REQUEST' });
    const huge = await openChannel(url);
    huge.send('x'.repeat(17 * 1024));
    expect((await huge.closed).code).toBe(1009);
  });

  it('refuses a second subscribe on one socket', async () => {
    const token = await server.tokens.issue(org.frontDesk);
    const { client } = await subscribeTo(url, org.branches.wellington.id, token);
    client.send(
      JSON.stringify({
        action: 'subscribe',
        branchId: org.branches.auckland.id,
        accessToken: token,
        notificationName: 'new_arrival',
      }),
    );
    expect(await client.next()).toMatchObject({ type: 'error', code: 'BAD_REQUEST' });
    expect((await client.closed).code).toBe(1008);
  });

  it('answers plain HTTP on the address with 426, and other websocket addresses with 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/ws/arrivals' });
    expect(response.statusCode).toBe(426);
    await expect(openChannel(url.replace('/ws/arrivals', '/ws/other'))).rejects.toThrow(/404/);
  });
});

describe('delivery across api processes', () => {
  it('gives every arrival to the subscribers of both processes, whichever records it', async () => {
    const token = await server.tokens.issue(org.superAdmin);
    const first = await subscribeTo(url, org.branches.wellington.id, token);
    const second = await subscribeTo(await channelUrlOf(replica), org.branches.wellington.id, token);
    expect([first.answer.type, second.answer.type]).toEqual(['subscribed', 'subscribed']);
    const ids = [randomUUID(), randomUUID()];
    // Each through its own connection, as two processes recording a swipe each would.
    for (const arrivalId of ids) await notifyArrival(server.db.pools.app, { ...wellington(), arrivalId });
    for (const { client } of [first, second]) {
      expect([await client.next(), await client.next()]).toEqual(
        ids.map((id) => ({ type: 'new_arrival', id })),
      );
      client.close();
    }
  });

  it('listens again after losing its database connection', async () => {
    const { client } = await subscribeTo(
      url,
      org.branches.wellington.id,
      await server.tokens.issue(org.frontDesk),
    );
    const { rows } = await server.db.pools.owner.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN arrivals'`,
    );
    await server.db.pools.owner.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
      rows.map((row) => row.pid),
    ]);
    // Until the killed listeners have left pg_stat_activity they still count as listening.
    await waitForListeners(
      server.db.pools.owner,
      2,
      rows.map((row) => row.pid),
    );
    const arrivalId = randomUUID();
    await notifyArrival(server.db.pools.owner, { ...wellington(), arrivalId });
    expect(await client.next()).toEqual({ type: 'new_arrival', id: arrivalId });
    client.close();
  });

  it('closes its sockets with 1001 when the process stops, so the web reconnects at once', async () => {
    const stopping = await server.replica();
    const { client, answer } = await subscribeTo(
      await channelUrlOf(stopping),
      org.branches.wellington.id,
      await server.tokens.issue(org.frontDesk),
    );
    expect(answer.type).toBe('subscribed');
    await stopping.close();
    expect((await client.closed).code).toBe(1001);
  });
});

describe('recorded arrivals', () => {
  it('reach the branch’s subscribers once, on commit only, and getArrival reads the id they carry', async () => {
    const member = await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
    const record = () => ({
      personId: member.id,
      branchId: org.branches.wellington.id,
      arrivedAt: new Date(),
      tags: ['MANUAL'],
      granted: true,
    });
    const { client } = await subscribeTo(
      url,
      org.branches.wellington.id,
      await server.tokens.issue(org.frontDesk),
    );
    // A transaction that records an arrival and then fails announces nothing.
    await expect(
      withTenant(server.deps.db, org.applicationId, async (tx) => {
        await recordArrival(tx, org.applicationId, record());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { arrivalId } = await withTenant(server.deps.db, org.applicationId, (tx) =>
      recordArrival(tx, org.applicationId, record()),
    );
    expect(await client.next()).toEqual({ type: 'new_arrival', id: arrivalId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.pending()).toEqual([]);
    const read = await server.graphql<{ getArrival: { id: string; personId: string } | null }>(
      org.frontDesk,
      'query ($id: ID!, $branchId: ID!) { getArrival(id: $id, branchId: $branchId) { id personId } }',
      { id: arrivalId, branchId: org.branches.wellington.id },
    );
    expect(read.data?.getArrival).toEqual({ id: arrivalId, personId: member.id });
    client.close();
  });
});
