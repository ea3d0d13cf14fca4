import { useState } from 'react';
import { useMutation } from 'urql';
import { asyncOperationMessages } from '../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { notifySuccess } from '../../ui/notifications.ts';
import type { CreateTransferListValues } from './create/transfer-list-form.ts';
import {
  ArchiveTransferListMutation,
  CreateTransferListMutation,
  DryRunTransferListMutation,
  ExecuteTransferListMutation,
  RemoveMembersFromTransferListMutation,
  RetryFailedTransfersMutation,
  TransferOperationStatusQuery,
  UndoTransferListMemberMutation,
  UndoTransferListMutation,
} from './transfer.documents.ts';

const FORM_FIELDS = [
  'reportFromDate',
  'reportToDate',
  'membershipPaymentType',
  'minVisits',
  'minVisitsPercentage',
  'includeOverdue',
  'includeManualVisits',
];

/** The server's field paths ('input.minVisits') as the form's fields. */
const onFormFields = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.split('.').pop() ?? path, message]),
  );

/** Shown instead of an error when a long run outlasts the ticket's polling: the page keeps following the list. */
export const STILL_RUNNING =
  'The transfer is still running at the server. This page follows the list and shows each member’s result as it arrives.';

type Outcome =
  | { kind: 'done' }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'failed' };

/**
 * Every change of spec 3 §7 from the page: the asynchronous ones (generate, transfer, retry, undo,
 * undo of one member)
 * through the app's async-operation polling (a ticket polled every 300 ms), the others as plain
 * mutations. One runs at a time: `running` blocks the page's actions (spec 3 §4) until it answers,
 * and then `refresh` reads the list again. A failure is kept in `failure` for the page's 'Error'
 * alert; a run that outlasts the ticket's polling is `stillRunning`, not an error.
 */
export function useTransferOperations(refresh: () => void) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stillRunning, setStillRunning] = useState(false);
  const create = useAsyncOperation({
    mutation: CreateTransferListMutation,
    ticketOf: (data) => data.createTransferList,
    status: TransferOperationStatusQuery,
    success: 'The transfer list has been generated',
    fields: FORM_FIELDS,
  });
  const execute = useAsyncOperation({
    mutation: ExecuteTransferListMutation,
    ticketOf: (data) => data.executeTransferListAsync,
    status: TransferOperationStatusQuery,
    success: 'The transfer has finished',
  });
  const retry = useAsyncOperation({
    mutation: RetryFailedTransfersMutation,
    ticketOf: (data) => data.retryFailedTransfers,
    status: TransferOperationStatusQuery,
    success: 'The failed transfers have been retried',
  });
  const undo = useAsyncOperation({
    mutation: UndoTransferListMutation,
    ticketOf: (data) => data.undoTransferList,
    status: TransferOperationStatusQuery,
    success: 'The transfer has been undone',
  });
  const undoOne = useAsyncOperation({
    mutation: UndoTransferListMemberMutation,
    ticketOf: (data) => data.undoTransferListMember,
    status: TransferOperationStatusQuery,
    success: 'The member’s transfer has been undone',
  });
  const [, removeMembers] = useMutation(RemoveMembersFromTransferListMutation);
  const [, dryRun] = useMutation(DryRunTransferListMutation);
  const [, archive] = useMutation(ArchiveTransferListMutation);

  async function track(work: () => Promise<Outcome>): Promise<Outcome> {
    setRunning(true);
    setFailure(null);
    setStillRunning(false);
    try {
      return await work();
    } finally {
      setRunning(false);
      refresh();
    }
  }

  /** An async operation's outcome: the timeout of its polling is "still running", not a failure. */
  function settled(outcome: Awaited<ReturnType<typeof execute.run>>): Outcome {
    if (outcome.kind === 'failed') {
      if (outcome.message === asyncOperationMessages.timedOut) setStillRunning(true);
      else setFailure(outcome.message);
      return { kind: 'failed' };
    }
    if (outcome.kind === 'invalid')
      return { kind: 'invalid', fieldErrors: onFormFields(outcome.fieldErrors) };
    return { kind: 'done' };
  }

  async function plain(result: Promise<{ error?: Parameters<typeof errorTextOf>[0] }>, success: string) {
    const { error } = await result;
    if (error) {
      setFailure(errorTextOf(error));
      return { kind: 'failed' } as const;
    }
    notifySuccess(success);
    return { kind: 'done' } as const;
  }

  return {
    running,
    failure,
    stillRunning,
    generate: (input: CreateTransferListValues) => track(async () => settled(await create.run({ input }))),
    transfer: (transferListId: string, memberIds: string[] | null) =>
      track(async () => settled(await execute.run({ transferListId, memberIds }))),
    retryFailed: (transferListId: string) => track(async () => settled(await retry.run({ transferListId }))),
    undo: (transferListId: string) =>
      track(async () => settled(await undo.run({ transferListId, memberIds: null }))),
    undoMember: (transferListId: string, memberId: string) =>
      track(async () => settled(await undoOne.run({ transferListId, memberId }))),
    remove: (transferListId: string, members: string[]) =>
      track(() =>
        plain(removeMembers({ transferListId, members }), 'The members have been removed from the list'),
      ),
    dryRun: (transferListId: string) =>
      track(() => plain(dryRun({ transferListId }), 'The dry run has been refreshed')),
    archive: (transferListId: string) =>
      track(() => plain(archive({ transferListId }), 'The transfer list has been archived')),
  };
}
