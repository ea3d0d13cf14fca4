import { checkFields, doorInputSchema } from '@clubline/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { graphql } from '../../../gql/index.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatInstant } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { notifyCopied, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';

const BranchDoorsQuery = graphql(`
  query BranchDoors($branchId: ID!) {
    getDoors(branchId: $branchId) {
      id
      name
      keyPrefix
      createdTimestamp
      lastSeenTimestamp
      revokedTimestamp
    }
  }
`);

const AddDoorMutation = graphql(`
  mutation AddDoor($branchId: ID!, $name: String!) {
    addDoor(branchId: $branchId, name: $name) {
      door {
        id
        name
      }
      key
    }
  }
`);

const RevokeDoorMutation = graphql(`
  mutation RevokeDoor($branchId: ID!, $doorId: ID!) {
    revokeDoor(branchId: $branchId, doorId: $doorId) {
      id
      revokedTimestamp
    }
  }
`);

/**
 * The branch's door keys (docs/access-control.md "Door decisions"): each door controller has its
 * own key, shown once when the door is added (only its hash is kept) and revoked here. Shown to
 * staff who may change the branch's settings; `onChange` tells the page a door came or went (the
 * vaccination toggle depends on the branch having one).
 */
export function DoorKeysPanel({
  branchId,
  timeZone,
  onChange,
}: {
  branchId: string;
  timeZone: string;
  onChange: () => void;
}) {
  const [{ data, error, fetching }, reload] = useRefreshableQuery({
    query: BranchDoorsQuery,
    variables: { branchId },
  });
  const [, revoke] = useMutation(RevokeDoorMutation);
  const [adding, setAdding] = useState(false);
  const doors = data?.getDoors ?? [];

  const changed = () => {
    reload();
    onChange();
  };

  const confirmRevoke = (door: { id: string; name: string }) =>
    openConfirm({
      title: 'Revoke door key',
      children: (
        <Text size="sm">
          {door.name} will be refused from its next call: it can no longer ask who may enter nor send its
          swipes. This cannot be undone; add the door again for a new key.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await revoke({ branchId, doorId: door.id });
        if (result.error) {
          notifyError(errorTextOf(result.error));
          return;
        }
        notifySuccess('Door key revoked');
        changed();
      },
    });

  return (
    <InfoCard
      title="Door keys"
      actions={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => setAdding(true)}
        >
          Add door
        </Button>
      }
    >
      {error ? (
        <Alert color="red" role="alert">
          {errorTextOf(error)}
        </Alert>
      ) : fetching && !data ? (
        <Text size="sm">Loading...</Text>
      ) : doors.length === 0 ? (
        <Text size="sm" c="dimmed">
          No doors yet. Add one for each door controller of the branch.
        </Text>
      ) : (
        <ResponsiveTable
          label="Door keys"
          rows={doors}
          rowKey={(door) => door.id}
          columns={[
            { header: 'Door', role: 'title', cell: (door) => door.name },
            { header: 'Key', cell: (door) => <Code>{door.keyPrefix}…</Code>, nowrap: true },
            {
              header: 'Last seen',
              cell: (door) => formatInstant(door.lastSeenTimestamp, timeZone, 'dateTime') ?? 'Never',
            },
            {
              header: 'Status',
              cell: (door) =>
                door.revokedTimestamp === null ? (
                  <Badge color="green" variant="light">
                    Working
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    Revoked {formatInstant(door.revokedTimestamp, timeZone)}
                  </Badge>
                ),
            },
            {
              header: 'Actions',
              role: 'actions',
              width: 1,
              cell: (door) =>
                door.revokedTimestamp === null && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={`Revoke ${door.name}`}
                    onClick={() => confirmRevoke(door)}
                  >
                    Revoke
                  </Button>
                ),
            },
          ]}
        />
      )}
      <FormModal opened={adding} onClose={() => setAdding(false)} title="Add door">
        <AddDoorForm branchId={branchId} onAdded={changed} onClose={() => setAdding(false)} />
      </FormModal>
    </InfoCard>
  );
}

/** Names the door, then shows its key once, with a copy button. */
function AddDoorForm({
  branchId,
  onAdded,
  onClose,
}: {
  branchId: string;
  onAdded: () => void;
  onClose: () => void;
}) {
  const [, add] = useMutation(AddDoorMutation);
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit } = useCheckedForm({ name: '' }, (values) => checkFields(doorInputSchema, values));

  const submit = onSubmit(async (input) => {
    setSubmitError(null);
    setSaving(true);
    const result = await add({ branchId, name: input.name });
    setSaving(false);
    if (result.error || !result.data) {
      setSubmitError(errorTextOf(result.error));
      form.setErrors(fieldErrorsOf(result.error));
      return;
    }
    setIssued({ name: result.data.addDoor.door.name, key: result.data.addDoor.key });
    onAdded();
  });

  if (issued) {
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(issued.key);
        notifyCopied();
      } catch {
        notifyError();
      }
    };
    return (
      <Stack gap="md">
        <Alert color="yellow" title="Copy the key now">
          This is the only time the key of {issued.name} is shown. Enter it in the door controller; if it is
          lost, revoke the door and add it again.
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="door-key">
            {issued.key}
          </Code>
          <Tooltip label="Copy key">
            <ActionIcon variant="default" aria-label="Copy door key" onClick={copy}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add door">
      <Stack gap="md">
        {submitError && <SubmitError title="Not added" message={submitError} />}
        <TextInput label="Door name" placeholder="Front door" withAsterisk {...form.getInputProps('name')} />
        <FormActions submitLabel="Add door" onCancel={onClose} busy={saving} />
      </Stack>
    </form>
  );
}
