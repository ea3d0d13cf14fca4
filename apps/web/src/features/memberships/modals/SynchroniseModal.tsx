import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { graphql } from '../../../gql/index.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';

const SyncAccountStatusMutation = graphql(`
  mutation SyncAccountStatus($branchId: ID!, $customerReference: String!) {
    syncAccountStatus(branchId: $branchId, customerReference: $customerReference) {
      ticketId
      operationDomain
    }
  }
`);

/** Spec 2 §4 "Synchronise flow", word for word. */
export const SYNC_MESSAGES = {
  inProgress: 'The sync is in progress',
  succeeded: 'Synchronized successfully',
  failed: 'Synchronized failed, please try again later',
} as const;

type SyncState = 'running' | 'succeeded' | 'failed';

interface SynchroniseModalProps {
  branchId: string;
  customerReference: string;
  onClose: () => void;
  /** The sync finished (either way): the page refetches the membership shortly after. */
  onFinished: () => void;
}

/**
 * Synchronise (flag 1233): the sync starts when the modal opens, 'The sync is in progress' while the
 * ticket runs, then the outcome. Started once per opening, however often React runs the effect.
 */
export function SynchroniseModal({
  branchId,
  customerReference,
  onClose,
  onFinished,
}: SynchroniseModalProps) {
  const [state, setState] = useState<SyncState>('running');
  // The outcome is the modal's own text, not a notification (spec 2 §4).
  const sync = useAsyncOperation({
    mutation: SyncAccountStatusMutation,
    ticketOf: (data) => data.syncAccountStatus,
    status: MembershipOperationStatusQuery,
  });
  const started = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const run = sync.run;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run({ branchId, customerReference }).then((outcome) => {
      setState(outcome.kind === 'done' ? 'succeeded' : 'failed');
      finished.current();
    });
  }, [branchId, customerReference, run]);

  return (
    <Modal opened onClose={onClose} title="Synchronise">
      <Stack gap="md">
        {state === 'running' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{SYNC_MESSAGES.inProgress}</Text>
          </Group>
        )}
        {state === 'succeeded' && (
          <Alert color="green" variant="light" role="status">
            {SYNC_MESSAGES.succeeded}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {SYNC_MESSAGES.failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
