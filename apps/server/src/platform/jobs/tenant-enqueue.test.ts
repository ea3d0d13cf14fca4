import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { pgErrorOf, SQLSTATE } from '../../testing/pg-errors.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { asyncOperationJob } from '../async-operations/async-operation-job.ts';
import { withTenant } from '../db/tenant.ts';
import { SANDBOX_SMS_DELIVERY_QUEUE } from '../messaging/sandbox-sms.ts';
import { tenantJobQueue } from './job-queue.ts';

let server: TestServer;
let own: OrganisationScenario;
let other: SecondTenant;
beforeAll(async () => {
  server = await createTestServer();
  own = await organisationScenario(server);
  other = await secondTenant(server);
});
afterAll(() => server.close());

/** The job's payload as the worker will read it (through the owner connection, as pg-boss does). */
async function payloadOfJob(ticketId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await server.db.pools.owner.query<{ data: Record<string, unknown> }>(
    "select data from pgboss.job where data ->> 'ticketId' = $1",
    [ticketId],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.data;
}

const asTenant = (statement: ReturnType<typeof sql>) =>
  withTenant(server.db.pools.appDb, own.applicationId, (tx) => tx.execute(statement));

describe('the api role and the job queue', () => {
  it.each([
    ['read jobs', sql`select * from pgboss.job`],
    ['read queues', sql`select * from pgboss.queue`],
    [
      'insert a job',
      sql`insert into pgboss.job (name, data) values ('async-operation', ${JSON.stringify({ applicationId: randomUUID() })}::jsonb)`,
    ],
    ['delete jobs', sql`delete from pgboss.job`],
    ['call pg-boss functions', sql`select pgboss.job_now()`],
  ])('cannot %s, even inside its tenant transaction', async (_label, statement) => {
    const error = await pgErrorOf(asTenant(statement));
    expect(error.code).toBe(SQLSTATE.insufficientPrivilege);
    expect(error.message).toMatch(/permission denied/);
  });

  it("enqueues in its tenant transaction, the job carrying the tenant's organisation", async () => {
    const ticketId = randomUUID();
    await withTenant(server.db.pools.appDb, own.applicationId, (tx) =>
      tenantJobQueue.send(asyncOperationJob, { applicationId: own.applicationId, ticketId }, tx),
    );
    expect(await payloadOfJob(ticketId)).toEqual({ applicationId: own.applicationId, ticketId });
  });

  it('stamps the organisation on a payload that names none', async () => {
    const ticketId = randomUUID();
    await asTenant(sql`select public.enqueue_tenant_job('sms-send', ${JSON.stringify({ ticketId })}::jsonb)`);
    expect(await payloadOfJob(ticketId)).toEqual({ applicationId: own.applicationId, ticketId });
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    const ticketId = randomUUID();
    await expect(
      withTenant(server.db.pools.appDb, own.applicationId, async (tx) => {
        await tenantJobQueue.send(asyncOperationJob, { applicationId: own.applicationId, ticketId }, tx);
        throw new Error('the request failed after enqueueing');
      }),
    ).rejects.toThrow('the request failed');
    expect(await payloadOfJob(ticketId)).toBeUndefined();
  });

  it('refuses a payload naming another organisation, and enqueues nothing', async () => {
    const ticketId = randomUUID();
    const error = await pgErrorOf(
      withTenant(server.db.pools.appDb, own.applicationId, (tx) =>
        tenantJobQueue.send(asyncOperationJob, { applicationId: other.applicationId, ticketId }, tx),
      ),
    );
    expect(error).toMatchObject({ code: SQLSTATE.insufficientPrivilege, message: /another organisation/ });
    expect(await payloadOfJob(ticketId)).toBeUndefined();
  });

  it.each([
    ['a housekeeping queue', 'files-purge-temporary'],
    ['a provider queue', SANDBOX_SMS_DELIVERY_QUEUE],
    ['an unknown queue', 'no-such-queue'],
  ])('refuses %s', async (_label, queue) => {
    const error = await pgErrorOf(
      asTenant(
        sql`select public.enqueue_tenant_job(${queue}, ${JSON.stringify({ ticketId: randomUUID() })}::jsonb)`,
      ),
    );
    expect(error).toMatchObject({ code: SQLSTATE.insufficientPrivilege, message: /not open to requests/ });
  });

  it('refuses outside a tenant transaction', async () => {
    const error = await pgErrorOf(
      server.db.pools.app.query("select public.enqueue_tenant_job('sms-send', '{}'::jsonb)"),
    );
    expect(error).toMatchObject({ code: SQLSTATE.insufficientPrivilege, message: /tenant transaction/ });
  });

  it('is a SECURITY DEFINER function of the owner with a pinned search_path, callable by no one else', async () => {
    const { rows } = await server.db.pools.owner.query<{
      secdef: boolean;
      config: string[];
      owner: string;
      acl: string[];
    }>(
      `select p.prosecdef as secdef, p.proconfig as config, pg_get_userbyid(p.proowner) as owner,
              p.proacl::text[] as acl
         from pg_proc p where p.oid = 'public.enqueue_tenant_job(text, jsonb)'::regprocedure`,
    );
    const owner = (await server.db.pools.owner.query<{ me: string }>('select current_user as me')).rows[0]
      ?.me;
    expect(rows[0]).toMatchObject({ secdef: true, config: ['search_path=pg_catalog, pg_temp'], owner });
    // The owner and the api role may execute it; PUBLIC (an entry with no role name) may not.
    expect(rows[0]?.acl.some((entry) => entry.startsWith('='))).toBe(false);
  });
});
