import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  transferPersonToBranchInput,
  transferPersonToBranchOperation,
} from './features/members/transfer/transfer.operation.ts';
import { modules } from './features.ts';
import { registerAsyncOperation } from './platform/async-operations/async-operation.ts';
import { buildRegistry, startAsyncOperation } from './platform/async-operations/async-operations.service.ts';
import { processAsyncOperation } from './platform/async-operations/process-async-operation.ts';
import { withTenant } from './platform/db/tenant.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from './testing/builders.ts';
import { createTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
});
afterAll(() => server.close());

/** A Member of Auckland of the test's own, to transfer. */
const aucklandMember = async () =>
  (await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.auckland.id }))).id;

const TRANSFER = /* GraphQL */ `
  mutation Transfer($input: TransferPersonToBranchInput!) {
    transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId operationDomain }
  }
`;
const STATUS = /* GraphQL */ `
  query Status($domain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $domain, ticketId: $ticketId) {
      ticketId status message person { id homeBranchId }
    }
  }
`;

interface StatusData {
  getAsyncOperationStatus: {
    status: string;
    message: string | null;
    person: { id: string; homeBranchId: string } | null;
  } | null;
}

async function homeBranchOf(personId: string): Promise<string> {
  const result = await server.db.pools.owner.query<{ home_branch_id: string }>(
    'select home_branch_id from persons where id = $1',
    [personId],
  );
  return result.rows[0]?.home_branch_id ?? '';
}

async function ticketRow(ticketId: string) {
  const result = await server.db.pools.owner.query<{ status: string | null; message: string | null }>(
    'select status, message from async_operations where id = $1',
    [ticketId],
  );
  return result.rows[0];
}

/** Inserts a ticket and its job the way a mutation does, without running the worker. */
async function startTransfer(personId: string, targetBranchId: string): Promise<string> {
  const ticket = await withTenant(server.deps.db, org.applicationId, (tx) =>
    startAsyncOperation(tx, server.deps.jobs, transferPersonToBranchOperation, {
      applicationId: org.applicationId,
      userId: org.superAdmin.userId,
      input: transferPersonToBranchInput.parse({ personId, targetBranchId }),
    }),
  );
  return ticket.ticketId;
}

const job = (ticketId: string) => ({ applicationId: org.applicationId, ticketId });

describe('asynchronous operations (spec 1 §4.3)', () => {
  it('returns a ticket, stays null until the worker is done, then reports OK with the person', async () => {
    const personId = await aucklandMember();
    const started = await server.graphql<{
      transferPersonToBranch: { ticketId: string; operationDomain: string };
    }>(org.superAdmin, TRANSFER, { input: { personId, targetBranchId: org.branches.wellington.id } });
    expect(started.errors).toBeUndefined();
    const ticket = started.data?.transferPersonToBranch;
    expect(ticket?.operationDomain).toBe('PERSON');
    const before = await server.graphql<StatusData>(org.superAdmin, STATUS, {
      domain: 'PERSON',
      ticketId: ticket?.ticketId,
    });
    expect(before.data?.getAsyncOperationStatus).toBeNull();
    expect(await homeBranchOf(personId)).toBe(org.branches.auckland.id);

    const stopWorker = await server.startWorker();
    let status: StatusData['getAsyncOperationStatus'] = null;
    for (let attempt = 0; attempt < 100 && !status; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const polled = await server.graphql<StatusData>(org.superAdmin, STATUS, {
        domain: 'PERSON',
        ticketId: ticket?.ticketId,
      });
      status = polled.data?.getAsyncOperationStatus ?? null;
    }
    await stopWorker();
    expect(status).toMatchObject({
      status: 'OK',
      message: null,
      person: { id: personId, homeBranchId: org.branches.wellington.id },
    });
    expect(await homeBranchOf(personId)).toBe(org.branches.wellington.id);
  });

  it('applies a job delivered twice at the same time exactly once', async () => {
    const personId = await aucklandMember();
    const ticketId = await startTransfer(personId, org.branches.sydney.id);
    const outcomes = await Promise.all([
      processAsyncOperation(server.deps.db, modules.asyncOperations, job(ticketId), { finalAttempt: false }),
      processAsyncOperation(server.deps.db, modules.asyncOperations, job(ticketId), { finalAttempt: false }),
    ]);
    expect(outcomes.sort()).toEqual(['already-done', 'applied']);
    expect(await ticketRow(ticketId)).toEqual({ status: 'OK', message: null });
    expect(await homeBranchOf(personId)).toBe(org.branches.sydney.id);
    // A third, late delivery changes nothing either.
    expect(
      await processAsyncOperation(server.deps.db, modules.asyncOperations, job(ticketId), {
        finalAttempt: true,
      }),
    ).toBe('already-done');
    expect(await ticketRow(ticketId)).toEqual({ status: 'OK', message: null });
  });

  it('rolls back an attempt that crashes after making its change, and the retry applies it once', async () => {
    const personId = await aucklandMember();
    const ticketId = await startTransfer(personId, org.branches.wellington.id);
    let calls = 0;
    const crashingOnce = buildRegistry([
      registerAsyncOperation({
        domain: 'PERSON',
        name: 'transferPersonToBranch',
        input: transferPersonToBranchInput,
        async apply(tx, input, context) {
          calls += 1;
          const result = await transferPersonToBranchOperation.run(tx, input, context);
          if (calls === 1) throw new Error('worker crashed after the change');
          return result;
        },
      }),
    ]);
    await expect(
      processAsyncOperation(server.deps.db, crashingOnce, job(ticketId), { finalAttempt: false }),
    ).rejects.toThrow('worker crashed');
    expect(await homeBranchOf(personId)).toBe(org.branches.auckland.id);
    expect(await ticketRow(ticketId)).toEqual({ status: null, message: null });

    expect(
      await processAsyncOperation(server.deps.db, crashingOnce, job(ticketId), { finalAttempt: false }),
    ).toBe('applied');
    expect(await homeBranchOf(personId)).toBe(org.branches.wellington.id);
    expect(await ticketRow(ticketId)).toEqual({ status: 'OK', message: null });
    expect(calls).toBe(2);
  });

  it('ends a failing operation in ERROR with its message and changes nothing', async () => {
    const personId = await aucklandMember();
    const ticketId = await startTransfer(personId, org.branches.auckland.id);
    expect(
      await processAsyncOperation(server.deps.db, modules.asyncOperations, job(ticketId), {
        finalAttempt: false,
      }),
    ).toBe('failed');
    expect(await ticketRow(ticketId)).toEqual({
      status: 'ERROR',
      message: `The member already belongs to ${org.branches.auckland.name}`,
    });
    const status = await server.graphql<StatusData>(org.superAdmin, STATUS, { domain: 'PERSON', ticketId });
    expect(status.data?.getAsyncOperationStatus).toMatchObject({
      status: 'ERROR',
      message: `The member already belongs to ${org.branches.auckland.name}`,
      person: null,
    });
    expect(await homeBranchOf(personId)).toBe(org.branches.auckland.id);
  });

  it('records an unexpected failure on the final attempt without a message', async () => {
    const personId = await aucklandMember();
    const ticketId = await startTransfer(personId, org.branches.wellington.id);
    const alwaysCrashing = buildRegistry([
      registerAsyncOperation({
        domain: 'PERSON',
        name: 'transferPersonToBranch',
        input: transferPersonToBranchInput,
        apply: () => Promise.reject(new Error('connection reset')),
      }),
    ]);
    expect(
      await processAsyncOperation(server.deps.db, alwaysCrashing, job(ticketId), { finalAttempt: true }),
    ).toBe('failed');
    expect(await ticketRow(ticketId)).toEqual({ status: 'ERROR', message: null });
  });

  it("does not show one tenant's ticket to another", async () => {
    const ticketId = await startTransfer(await aucklandMember(), org.branches.wellington.id);
    await processAsyncOperation(server.deps.db, modules.asyncOperations, job(ticketId), {
      finalAttempt: false,
    });
    const status = await server.graphql<StatusData>(other.superAdmin, STATUS, { domain: 'PERSON', ticketId });
    expect(status.data?.getAsyncOperationStatus).toBeNull();
  });
});
