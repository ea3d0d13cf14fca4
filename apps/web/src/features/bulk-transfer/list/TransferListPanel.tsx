import type { ResultOf } from '@graphql-typed-document-node/core';
import { Button, Checkbox, Group, Pagination, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useMemo, useState } from 'react';
import { formatCalendarDate, formatInstant } from '../../../ui/format.ts';
import { PAYMENT_TYPE_LABELS } from '../create/transfer-list-form.ts';
import type { LatestTransferListQuery } from '../transfer.documents.ts';
import type { useTransferOperations } from '../useTransferOperations.ts';
import {
  ARCHIVE_CONFIRMATION,
  removeConfirmation,
  retryConfirmation,
  type TransferConfirmation,
  transferConfirmation,
  undoConfirmation,
} from './confirmations.ts';
import {
  isSelectable,
  type ListState,
  movableOf,
  retryableCount,
  transferAllEnabled,
  undoEnabled,
} from './list-state.ts';
import { type MemberRow, MemberTable } from './MemberTable.tsx';
import { priceText } from './price.ts';

/** Spec 3 §9: the table shows 50 members a page. */
const MEMBERS_PER_PAGE = 50;

type LatestList = NonNullable<ResultOf<typeof LatestTransferListQuery>['getLatestTransferList']>;

function confirm(text: TransferConfirmation, run: () => void, color = 'teal') {
  modals.openConfirmModal({
    title: text.title,
    children: (
      <Stack gap="xs">
        {text.lines.map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
    ),
    labels: { confirm: text.confirmLabel, cancel: 'Cancel' },
    confirmProps: { color },
    onConfirm: run,
  });
}

const rowOf = (member: LatestList['members'][number]): MemberRow => ({
  ...member,
  dryRun: {
    ...member.dryRun,
    currentPrice: priceText(member.dryRun.currentPrice),
    newPrice: priceText(member.dryRun.newPrice),
  },
});

interface TransferListPanelProps {
  list: LatestList;
  state: ListState;
  operations: ReturnType<typeof useTransferOperations>;
  timeZone: string;
}

/**
 * Spec 3 §3, §4, §7: what the list was made from, its actions (each change behind a confirmation
 * that says what will happen), and its members, 50 a page. Transfer and remove are enabled only in
 * GENERATED, TRANSFER_DONE and TRANSFER_TIMEOUT while no operation runs.
 */
export function TransferListPanel({ list, state, operations, timeZone }: TransferListPanelProps) {
  const members = useMemo(() => list.members.map(rowOf), [list.members]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(members.length / MEMBERS_PER_PAGE));
  const shownPage = Math.min(page, pageCount);
  const pageMembers = members.slice((shownPage - 1) * MEMBERS_PER_PAGE, shownPage * MEMBERS_PER_PAGE);

  // A new list starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list only
  useEffect(() => {
    setChosen(new Set());
    setPage(1);
  }, [list.id]);

  // Only members who may still be chosen count (a member transferred since is dropped).
  const selected = members.filter((member) => chosen.has(member.id) && isSelectable(member, list.status));
  const selectedMovable = movableOf(selected, list.status);
  const allMovable = movableOf(members, list.status);
  const retryable = retryableCount(members, list.status);
  const transferred = members.filter((member) => member.transferResult?.status === 'TRANSFERRED').length;
  const selectablePage = pageMembers.filter((member) => isSelectable(member, list.status));
  const pageChosen = selectablePage.filter((member) => chosen.has(member.id)).length;

  const toggle = (memberId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return next;
    });
  const togglePage = () =>
    setChosen((current) => {
      const next = new Set(current);
      const all = selectablePage.every((member) => next.has(member.id));
      for (const member of selectablePage) {
        if (all) next.delete(member.id);
        else next.add(member.id);
      }
      return next;
    });

  const transferAll = () =>
    confirm(transferConfirmation(allMovable, members.length - transferred - allMovable.length, true), () => {
      void operations.transfer(list.id, null);
    });
  const transferSelected = () =>
    confirm(transferConfirmation(selectedMovable, selected.length - selectedMovable.length, false), () => {
      void operations.transfer(
        list.id,
        selectedMovable.map((member) => member.id),
      );
      setChosen(new Set());
    });
  const removeSelected = () =>
    confirm(
      removeConfirmation(selected.length),
      () => {
        void operations.remove(
          list.id,
          selected.map((member) => member.id),
        );
        setChosen(new Set());
      },
      'red',
    );
  const until = formatInstant(list.undoableUntil, timeZone, 'dateTime') ?? '';

  const { params } = list;
  const lastRun = list.transferHistory.at(-1);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`Members with at least ${params.minVisits} ${params.minVisits === 1 ? 'visit' : 'visits'} from ${formatCalendarDate(params.reportFromDate)} to ${formatCalendarDate(params.reportToDate)}, ${params.minVisitsPercentage}% or more of them at another branch. ${PAYMENT_TYPE_LABELS[params.membershipPaymentType]}; overdue members ${params.includeOverdue ? 'included' : 'left out'}; manual visits ${params.includeManualVisits ? 'counted' : 'not counted'}.`}
      </Text>
      {lastRun && (
        <Text size="sm">
          {`Last run started ${formatInstant(lastRun.transferStartedTimestamp, timeZone, 'dateTime')} for ${lastRun.memberIds.length} ${lastRun.memberIds.length === 1 ? 'member' : 'members'}; ${
            lastRun.transferFinishedTimestamp
              ? `finished ${formatInstant(lastRun.transferFinishedTimestamp, timeZone, 'dateTime')}.`
              : 'not finished.'
          }`}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button disabled={!transferAllEnabled(members, list.status, state)} onClick={transferAll}>
          Transfer all
        </Button>
        <Button
          variant="light"
          disabled={!state.canChange || selectedMovable.length === 0}
          onClick={transferSelected}
        >
          {`Transfer selected (${selectedMovable.length})`}
        </Button>
        <Button
          variant="default"
          disabled={!state.canChange || selected.length === 0}
          onClick={removeSelected}
        >
          {`Remove selected (${selected.length})`}
        </Button>
        <Button
          variant="default"
          disabled={!state.canChange || retryable === 0}
          onClick={() => confirm(retryConfirmation(retryable), () => void operations.retryFailed(list.id))}
        >
          Retry failed
        </Button>
        <Button
          variant="default"
          disabled={!undoEnabled(list, members, state, new Date())}
          onClick={() =>
            confirm(undoConfirmation(transferred, until), () => void operations.undo(list.id), 'red')
          }
        >
          Undo transfer
        </Button>
        <Button variant="default" disabled={!state.canChange} onClick={() => void operations.dryRun(list.id)}>
          Refresh dry run
        </Button>
        <Button
          variant="default"
          disabled={!state.canChange}
          onClick={() => confirm(ARCHIVE_CONFIRMATION, () => void operations.archive(list.id), 'red')}
        >
          Archive
        </Button>
      </Group>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          No members are on this list.
        </Text>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Checkbox
              label="Select this page"
              checked={selectablePage.length > 0 && pageChosen === selectablePage.length}
              indeterminate={pageChosen > 0 && pageChosen < selectablePage.length}
              disabled={!state.canChange || selectablePage.length === 0}
              onChange={togglePage}
            />
            <Text size="sm" c="dimmed">
              {`${members.length} ${members.length === 1 ? 'member' : 'members'}, ${transferred} transferred`}
            </Text>
          </Group>
          <MemberTable
            members={pageMembers}
            listStatus={list.status}
            selected={chosen}
            selectionEnabled={state.canChange}
            onToggle={toggle}
          />
          {pageCount > 1 && (
            <Group justify="flex-end">
              <Pagination
                total={pageCount}
                value={shownPage}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
