import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersons, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { withTenant } from '../db/tenant.ts';
import { createBoss, PGBOSS_SCHEMA, tenantJobQueue } from '../jobs/job-queue.ts';
import { asyncOperationJob } from './async-operation-job.ts';
import { startAsyncOperation } from './async-operations.service.ts';

/**
 * The worker drains async operations many at a time and is woken by the enqueue's NOTIFY: a burst
 * of transfers completes in a fraction of the time one-job-per-poll took (about a second each), and
 * each ticket still ends OK exactly once.
 */
let server: TestServer;
let org: OrganisationScenario;
let stopWorker: () => Promise<void>;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  stopWorker = await server.startWorker();
});
afterAll(async () => {
  await stopWorker();
  await server.close();
});

const TRANSFER = /* GraphQL */ `
  mutation Transfer($input: TransferPersonToBranchInput!) {
    transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId }
  }
`;

/** The transfer operation by name: platform code does not import the feature. */
const TRANSFER_OPERATION = { domain: 'PERSON', name: 'transferPersonToBranch' } as const;

async function owner<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pools.owner.query<T>(sql, params)).rows;
}

async function requestTransfer(personId: string, targetBranchId: string): Promise<string> {
  const started = await server.graphql<{ transferPersonToBranch: { ticketId: string } }>(
    org.superAdmin,
    TRANSFER,
    { input: { personId, targetBranchId } },
  );
  const ticketId = started.data?.transferPersonToBranch.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(started.errors));
  return ticketId;
}

/** Waits until the ticket's jobs (`count` of them) are all completed: the worker is done with them. */
async function jobsDone(ticketId: string, count: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    const rows = await owner<{ state: string }>(
      `select state from ${PGBOSS_SCHEMA}.job where data ->> 'ticketId' = $1`,
      [ticketId],
    );
    if (rows.length === count && rows.every((row) => row.state === 'completed')) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the jobs of ${ticketId} did not complete`);
}

/** Waits until every ticket has a status (or the deadline passes); returns when it happened. */
async function settled(ticketIds: string[], deadlineMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const [row] = await owner<{ open: number }>(
      'select count(*)::int as open from async_operations where id = any($1) and status is null',
      [ticketIds],
    );
    if (row?.open === 0) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`tickets still open after ${deadlineMs} ms`);
}

describe('async operations under load', () => {
  it('completes 30 concurrent transfers, each ticket OK exactly once, far faster than one a second', async () => {
    const count = 30;
    const persons = await org.build((tx) =>
      makePersons(tx, count, { homeBranchId: org.branches.auckland.id }),
    );
    const target = org.branches.wellington.id;
    const started = Date.now();
    const ticketIds = await Promise.all(persons.map((person) => requestTransfer(person.id, target)));
    const finished = await settled(ticketIds, 60_000);

    const tickets = await owner<{ status: string; result_id: string }>(
      'select status, result_id from async_operations where id = any($1)',
      [ticketIds],
    );
    expect(tickets.map((ticket) => ticket.status)).toEqual(Array(count).fill('OK'));
    // One transfer recorded per person, and each job completed on its first attempt.
    const transfers = await owner<{ person_id: string; times: number }>(
      'select person_id, count(*)::int as times from person_transfers where person_id = any($1) group by person_id',
      [persons.map((person) => person.id)],
    );
    expect(transfers).toHaveLength(count);
    expect(transfers.every((row) => row.times === 1)).toBe(true);
    const jobs = await owner<{ state: string; retry_count: number }>(
      `select state, retry_count from ${PGBOSS_SCHEMA}.job where name = 'async-operation' and data ->> 'ticketId' = any($1)`,
      [ticketIds],
    );
    expect(jobs).toHaveLength(count);
    expect(jobs.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
    // One job per poll took about a second each; a generous bound that a loaded machine still meets.
    expect(finished - started).toBeLessThan((count / 3) * 1000);
  }, 90_000);

  it('never processes a job whose transaction rolled back', async () => {
    const [moved, kept] = await org.build((tx) =>
      makePersons(tx, 2, { homeBranchId: org.branches.auckland.id }),
    );
    if (!moved || !kept) throw new Error('two persons expected');
    let rolledBackTicket: string | undefined;
    await expect(
      withTenant(server.deps.db, org.applicationId, async (tx) => {
        const ticket = await startAsyncOperation(tx, tenantJobQueue, TRANSFER_OPERATION, {
          applicationId: org.applicationId,
          userId: org.superAdmin.userId,
          input: { personId: kept.id, targetBranchId: org.branches.wellington.id },
        });
        rolledBackTicket = ticket.ticketId;
        throw new Error('the request failed after starting the operation');
      }),
    ).rejects.toThrow('the request failed');
    // A later committed operation completes: the worker ran past the moment of the rollback.
    await settled([await requestTransfer(moved.id, org.branches.wellington.id)], 30_000);

    expect(await owner('select id from async_operations where id = $1', [rolledBackTicket])).toEqual([]);
    expect(
      await owner(`select id from ${PGBOSS_SCHEMA}.job where data ->> 'ticketId' = $1`, [rolledBackTicket]),
    ).toEqual([]);
    expect(await owner('select id from person_transfers where person_id = $1', [kept.id])).toEqual([]);
    const [person] = await owner<{ home_branch_id: string }>(
      'select home_branch_id from persons where id = $1',
      [kept.id],
    );
    expect(person?.home_branch_id).toBe(org.branches.auckland.id);
  }, 60_000);
});

describe('exactly once when jobs repeat or workers die', () => {
  it('applies a ticket once when its job is delivered twice at the same time', async () => {
    const [person] = await org.build((tx) => makePersons(tx, 1, { homeBranchId: org.branches.auckland.id }));
    if (!person) throw new Error('a person expected');
    const ticketId = await withTenant(server.deps.db, org.applicationId, async (tx) => {
      const ticket = await startAsyncOperation(tx, tenantJobQueue, TRANSFER_OPERATION, {
        applicationId: org.applicationId,
        userId: org.superAdmin.userId,
        input: { personId: person.id, targetBranchId: org.branches.sydney.id },
      });
      // A second job for the same ticket, as a redelivery after a crash would be.
      const job = { applicationId: org.applicationId, ticketId: ticket.ticketId };
      await tenantJobQueue.send(asyncOperationJob, job, tx);
      return ticket.ticketId;
    });
    await settled([ticketId], 30_000);
    await jobsDone(ticketId, 2);
    expect(await owner('select id from person_transfers where person_id = $1', [person.id])).toHaveLength(1);
    const [ticket] = await owner<{ status: string }>('select status from async_operations where id = $1', [
      ticketId,
    ]);
    expect(ticket?.status).toBe('OK');
  }, 60_000);

  it("runs a job again when the worker that claimed it dies (kill -9), within the web's polling time", async () => {
    const [person] = await org.build((tx) => makePersons(tx, 1, { homeBranchId: org.branches.auckland.id }));
    if (!person) throw new Error('a person expected');
    await stopWorker();
    // A second worker process claims the job, then vanishes without a word: no completion, no
    // failure, no heartbeat (what kill -9 leaves behind).
    const doomed = createBoss(server.db.ownerUrl, 'api');
    doomed.on('error', () => {});
    await doomed.start();
    try {
      const ticketId = await requestTransfer(person.id, org.branches.sydney.id);
      const claimed = await doomed.fetch(asyncOperationJob.queue, { batchSize: 10 });
      expect(claimed.map((job) => job.data)).toEqual([{ applicationId: org.applicationId, ticketId }]);
      await doomed.stop({ graceful: false, close: true });

      stopWorker = await server.startWorker();
      await settled([ticketId], 50_000);
      // The ticket's status is written inside the job; pg-boss marks the job completed just after.
      await jobsDone(ticketId, 1);
      expect(await owner('select id from person_transfers where person_id = $1', [person.id])).toHaveLength(
        1,
      );
      const [job] = await owner<{ state: string; retry_count: number }>(
        `select state, retry_count from ${PGBOSS_SCHEMA}.job where data ->> 'ticketId' = $1`,
        [ticketId],
      );
      expect(job).toEqual({ state: 'completed', retry_count: 1 });
    } finally {
      await doomed.stop({ graceful: false, close: true }).catch(() => {});
    }
  }, 90_000);
});

describe('the enqueue function wakes the worker', () => {
  /** pg-boss's LISTEN channel, derived from its schema as pg-boss derives it (plans.notifyChannelSql). */
  async function listen(): Promise<{ received: string[]; close: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    const { rows } = await client.query<{ channel: string }>(
      `select 'pgboss_' || left(encode(sha224($1::bytea), 'hex'), 24) as channel`,
      [PGBOSS_SCHEMA],
    );
    const received: string[] = [];
    client.on('notification', (message) => {
      if (message.channel === rows[0]?.channel) received.push(message.payload ?? '');
    });
    await client.query(`listen "${rows[0]?.channel}"`);
    return { received, close: () => client.end() };
  }

  const enqueue = (ticketId: string, rollBack: boolean) =>
    withTenant(server.deps.db, org.applicationId, async (tx) => {
      await tenantJobQueue.send(asyncOperationJob, { applicationId: org.applicationId, ticketId }, tx);
      if (rollBack) throw new Error('rolled back');
    });

  it('sends a NOTIFY on the queue channel when the enqueueing transaction commits, none on rollback', async () => {
    const listener = await listen();
    try {
      await expect(enqueue(randomUUID(), true)).rejects.toThrow('rolled back');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(listener.received).toEqual([]);

      await enqueue(randomUUID(), false);
      const deadline = Date.now() + 5_000;
      while (listener.received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(listener.received).toEqual(['async-operation']);
    } finally {
      await listener.close();
    }
  });
});
