import { STANDARD_ERROR_TEXT } from '@clubline/domain';
import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { gql, Provider, type TypedDocumentNode } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, type FixtureAnswer } from '../../testing/graphql.ts';
import {
  ASYNC_POLL_TIMEOUT_MS,
  type AsyncStatusDocument,
  type AsyncTicket,
  asyncOperationMessages,
} from './poll-async-operation.ts';
import { type AsyncOperationOptions, useAsyncOperation } from './useAsyncOperation.ts';

// Plain documents: codegen does not read test files.
type Variables = { branchId: string; endDate: string };
const StartMutation: TypedDocumentNode<{ startThing: AsyncTicket | null }, Variables> = gql`
  mutation HookTestStart($branchId: ID!, $endDate: String!) {
    startThing(branchId: $branchId, endDate: $endDate) {
      ticketId
      operationDomain
    }
  }
`;
type Status = { status: 'OK' | 'ERROR'; message: string | null; resultId: string | null };
const StatusQuery: AsyncStatusDocument<Status> = gql`
  query HookTestStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
      resultId
    }
  }
`;

const started: FixtureAnswer = {
  data: {
    startThing: { __typename: 'AsyncOperationTicket', ticketId: 't-1', operationDomain: 'MEMBERSHIP' },
  },
};
const pending: FixtureAnswer = { data: { getAsyncOperationStatus: null } };
const finished = (status: 'OK' | 'ERROR', message: string | null = null): FixtureAnswer => ({
  data: {
    getAsyncOperationStatus: { __typename: 'AsyncOperationStatus', status, message, resultId: 'm-1' },
  },
});
const variables: Variables = { branchId: 'b-1', endDate: '2026-03-01' };

function setUp(
  answers: { HookTestStart?: FixtureAnswer; HookTestStatus: FixtureAnswer },
  options: Partial<AsyncOperationOptions<{ startThing: AsyncTicket | null }, Variables, Status>> = {},
) {
  const test = createTestClient({}, { HookTestStart: started, ...answers });
  const shown = vi.spyOn(notifications, 'show');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={test.client}>{children}</Provider>
  );
  const hook = renderHook(
    () =>
      useAsyncOperation({
        mutation: StartMutation,
        ticketOf: (data) => data.startThing,
        status: StatusQuery,
        success: 'Changes have been made',
        ...options,
      }),
    { wrapper },
  );
  const run = async () => {
    let outcome: Awaited<ReturnType<typeof hook.result.current.run>> | undefined;
    await act(async () => {
      outcome = await hook.result.current.run(variables);
    });
    return outcome;
  };
  return { ...hook, ...test, shown, run };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useAsyncOperation: submit, ticket, poll, notify (spec 1 §4.3)', () => {
  it('starts the operation, polls its ticket until OK, notifies and answers the status', async () => {
    const { result, calls, shown, run } = setUp({ HookTestStatus: finished('OK') });
    const outcome = await run();
    expect(outcome).toMatchObject({ kind: 'done', status: { status: 'OK', resultId: 'm-1' } });
    expect(calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['HookTestStart', variables],
      ['HookTestStatus', { operationDomain: 'MEMBERSHIP', ticketId: 't-1' }],
    ]);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Success', message: 'Changes have been made' }),
    );
    // Done: the form closes, so it stays busy rather than offering its buttons again.
    expect(result.current.running).toBe(true);
    expect(result.current.failure).toBeNull();
  });

  it('takes the notification from the status and the variables sent', async () => {
    const { shown, run } = setUp(
      { HookTestStatus: finished('OK') },
      { success: (status, sent) => `${status.resultId} ends on ${sent.endDate}` },
    );
    await run();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'm-1 ends on 2026-03-01' }));
  });

  it("shows an ERROR answer's message, and notifies nothing", async () => {
    const { result, shown, run } = setUp({
      HookTestStatus: finished('ERROR', 'The membership has ended already'),
    });
    expect(await run()).toEqual({ kind: 'failed', message: 'The membership has ended already' });
    expect(result.current.failure).toBe('The membership has ended already');
    expect(result.current.running).toBe(false);
    expect(shown).not.toHaveBeenCalled();
  });

  it('shows the generic text for an ERROR answer without a message', async () => {
    const { result, run } = setUp({ HookTestStatus: finished('ERROR') });
    expect(await run()).toEqual({ kind: 'failed', message: asyncOperationMessages.failed });
    expect(result.current.failure).toBe('There was an issue processing the async request');
  });

  it('gives up after 120 s of no answer', async () => {
    vi.useFakeTimers();
    const { result } = setUp({ HookTestStatus: pending });
    let outcome: unknown;
    await act(async () => {
      const running = result.current.run(variables).then((answer) => {
        outcome = answer;
      });
      await vi.advanceTimersByTimeAsync(ASYNC_POLL_TIMEOUT_MS);
      await running;
    });
    expect(outcome).toEqual({ kind: 'failed', message: 'Polling for an async result timed out' });
    expect(result.current.failure).toBe(asyncOperationMessages.timedOut);
  });

  it('shows the generic text when the status cannot be read (network failure)', async () => {
    const { result, run } = setUp({ HookTestStatus: { networkError: true } });
    expect(await run()).toEqual({ kind: 'failed', message: asyncOperationMessages.failed });
    expect(result.current.running).toBe(false);
  });

  it("shows the text of the start's error code, or the standard error when it never started", async () => {
    const refused = setUp({
      HookTestStart: { errors: [{ message: 'no', extensions: { code: 'MEMBERSHIP_NOT_FOUND' } }] },
      HookTestStatus: finished('OK'),
    });
    expect(await refused.run()).toEqual({ kind: 'failed', message: 'Membership not found.' });
    expect(refused.result.current.failure).toBe('Membership not found.');
    expect(refused.calls.map((call) => call.operationName)).toEqual(['HookTestStart']);
    refused.unmount();

    const offline = setUp({ HookTestStart: { networkError: true }, HookTestStatus: finished('OK') });
    expect(await offline.run()).toEqual({ kind: 'failed', message: STANDARD_ERROR_TEXT });
  });

  it("hands the server's messages on the form's fields back to the form, and no other field's", async () => {
    const refusal = (fieldErrors: Record<string, string>): FixtureAnswer => ({
      errors: [{ message: 'invalid', extensions: { code: 'VALIDATION_FAILED', fieldErrors } }],
    });
    const onForm = setUp(
      { HookTestStart: refusal({ endDate: 'Too late' }), HookTestStatus: finished('OK') },
      { fields: ['endDate'] },
    );
    expect(await onForm.run()).toEqual({ kind: 'invalid', fieldErrors: { endDate: 'Too late' } });
    expect(onForm.result.current.failure).toBeNull();
    expect(onForm.result.current.running).toBe(false);
    onForm.unmount();

    const elsewhere = setUp(
      { HookTestStart: refusal({ branchId: 'Unknown branch' }), HookTestStatus: finished('OK') },
      { fields: ['endDate'] },
    );
    expect(await elsewhere.run()).toMatchObject({ kind: 'failed' });
    expect(elsewhere.result.current.failure).not.toBeNull();
  });
});
