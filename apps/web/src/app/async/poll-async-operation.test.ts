import { gql } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, type FixtureAnswer } from '../../testing/graphql.ts';
import {
  ASYNC_POLL_INTERVAL_MS,
  ASYNC_POLL_TIMEOUT_MS,
  type AsyncStatusDocument,
  asyncOperationMessages,
  pollAsyncOperation,
} from './poll-async-operation.ts';

// A plain document: codegen does not read test files.
const StatusQuery: AsyncStatusDocument<{ status: 'OK' | 'ERROR'; message: string | null }> = gql`
  query PollTestStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
    }
  }
`;

const ticket = { ticketId: 't-1', operationDomain: 'PERSON' } as const;
const pending: FixtureAnswer = { data: { getAsyncOperationStatus: null } };
const done = (status: 'OK' | 'ERROR', message: string | null = null): FixtureAnswer => ({
  data: { getAsyncOperationStatus: { __typename: 'AsyncOperationStatus', status, message } },
});

/** A client answering `answers` in turn (the last one repeats). */
function clientAnswering(...answers: FixtureAnswer[]) {
  let index = 0;
  const next = () => answers[Math.min(index++, answers.length - 1)] ?? pending;
  return createTestClient({}, { PollTestStatus: next });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('async operation polling (spec 1 §4.3)', () => {
  it('retries every 300 ms while the answer is null, then resolves with the status', async () => {
    const { client, calls } = clientAnswering(pending, pending, done('OK'));
    const result = pollAsyncOperation(client, StatusQuery, ticket);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ASYNC_POLL_INTERVAL_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(ASYNC_POLL_INTERVAL_MS);
    await expect(result).resolves.toMatchObject({ status: 'OK' });
    expect(calls).toHaveLength(3);
    expect(calls[0]?.variables).toEqual({ operationDomain: 'PERSON', ticketId: 't-1' });
  });

  it('gives up after 120 s', async () => {
    const { client, calls } = clientAnswering(pending);
    const result = pollAsyncOperation(client, StatusQuery, ticket);
    let outcome: unknown;
    result.catch((error: Error) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(ASYNC_POLL_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveProperty('message', asyncOperationMessages.timedOut);
    // One poll at the start and one every 300 ms up to the 120th second.
    expect(calls.length).toBe(ASYNC_POLL_TIMEOUT_MS / ASYNC_POLL_INTERVAL_MS + 1);
  });

  it('fails with the message of an ERROR answer, or the generic text without one', async () => {
    const failing = pollAsyncOperation(
      clientAnswering(done('ERROR', 'The member already belongs to Auckland CBD')).client,
      StatusQuery,
      ticket,
    );
    await expect(failing).rejects.toThrow('The member already belongs to Auckland CBD');
    const silent = pollAsyncOperation(clientAnswering(done('ERROR')).client, StatusQuery, ticket);
    await expect(silent).rejects.toThrow('There was an issue processing the async request');
  });

  it('refuses to poll without a ticket', async () => {
    const { client, calls } = clientAnswering(done('OK'));
    await expect(pollAsyncOperation(client, StatusQuery, null)).rejects.toThrow(
      "Missing 'ticket' to poll with.",
    );
    await expect(
      pollAsyncOperation(client, StatusQuery, { ticketId: '', operationDomain: 'PERSON' }),
    ).rejects.toThrow("Missing 'ticket' to poll with.");
    expect(calls).toHaveLength(0);
  });

  it('shows a GraphQL error of the status query, never a network error', async () => {
    const denied = pollAsyncOperation(
      clientAnswering({ errors: [{ message: 'Access denied' }] }).client,
      StatusQuery,
      ticket,
    );
    await expect(denied).rejects.toThrow('Access denied');
    const offline = pollAsyncOperation(clientAnswering({ networkError: true }).client, StatusQuery, ticket);
    await expect(offline).rejects.toThrow(asyncOperationMessages.failed);
  });

  it('stops when aborted', async () => {
    const { client, calls } = clientAnswering(pending);
    const controller = new AbortController();
    const result = pollAsyncOperation(client, StatusQuery, ticket, { signal: controller.signal });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ASYNC_POLL_INTERVAL_MS * 2);
    controller.abort(new Error('gone'));
    expect(await settled).toHaveProperty('message', 'gone');
    const count = calls.length;
    await vi.advanceTimersByTimeAsync(ASYNC_POLL_INTERVAL_MS * 5);
    expect(calls).toHaveLength(count);
  });
});
