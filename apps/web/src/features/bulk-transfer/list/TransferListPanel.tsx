import type { ResultOf } from '@graphql-typed-document-node/core';
import { Button, Checkbox, Group, Pagination, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { formatCalendarDate, formatInstant } from '../../../ui/format.ts';
import { PAYMENT_TYPE_LABELS } from '../create/transfer-list-form.ts';
import { type LatestTransferListQuery, TransferListMembersQuery } from '../transfer.documents.ts';
import type { useTransferOperations } from '../useTransferOperations.ts';
import {
  ARCHIVE_CONFIRMATION,
  countDestinations,
  removeConfirmation,
  retryConfirmation,
  type TransferConfirmation,
  transferConfirmation,
  undoConfirmation,
  undoMemberConfirmation,
} from './confirmations.ts';
import {
  isSelectable,
  type ListState,
  memberUndoEnabled,
  movableOf,
  retryableCount,
  rowsVersion,
  transferAllEnabled,
  undoEnabled,
} from './list-state.ts';
import { type MemberRow, MemberTable } from './MemberTable.tsx';
import { priceText } from './price.ts';

/** Spec 3 §9: the table shows 50 members a page, read from the server a page at a time. */
const MEMBERS_PER_PAGE = 50;

/** How the history's kinds read in "Last … started". */
const RUN_NAMES: Readonly<Record<string, string>> = { TRANSFER: 'transfer', RETRY: 'retry', UNDO: 'undo' };

type LatestList = NonNullable<ResultOf<typeof LatestTransferListQuery>['getLatestTransferList']>;
type PageMember = NonNullable<
  ResultOf<typeof TransferListMembersQuery>['getLatestTransferList']
>['members'][number];

function confirm(text: TransferConfirmation, run: () => void, color = 'teal') {
  openConfirm({
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

const rowOf = (member: PageMember): MemberRow => ({
  ...member,
  dryRun: {
    ...member.dryRun,
    currentPrice: priceText(member.dryRun.currentPrice),
    newPrice: priceText(member.dryRun.newPrice),
  },
});

/**
 * One page of the list's members: read when the page changes, and again when the list's status or
 * counts change (a run moved someone, members were removed), never on every poll of the list.
 */
function useMemberPage(list: LatestList, page: number): MemberRow[] | null {
  const [{ data }, refetch] = useRefreshableQuery({
    query: TransferListMembersQuery,
    variables: { first: MEMBERS_PER_PAGE, offset: (page - 1) * MEMBERS_PER_PAGE },
    requestPolicy: 'cache-and-network',
  });
  const version = rowsVersion(list);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    refetch();
  }, [version, refetch]);
  const answered = data?.getLatestTransferList;
  return useMemo(
    () => (answered && answered.id === list.id ? answered.members.map(rowOf) : null),
    [answered, list.id],
  );
}

interface TransferListPanelProps {
  list: LatestList;
  state: ListState;
  operations: ReturnType<typeof useTransferOperations>;
  timeZone: string;
}

/**
 * Spec 3 §3, §4, §7: what the list was made from, its actions (each change behind a confirmation
 * that says what will happen), and its members, 50 a page. Transfer and remove are enabled only in
 * GENERATED, TRANSFER_DONE and TRANSFER_TIMEOUT while no operation runs. The buttons and their
 * confirmations read the list's counts (memberSummary); only the shown page's rows are loaded.
 */
export function TransferListPanel({ list, state, operations, timeZone }: TransferListPanelProps) {
  const summary = list.memberSummary;
  const [chosen, setChosen] = useState<ReadonlyMap<string, MemberRow>>(new Map());
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(summary.total / MEMBERS_PER_PAGE));
  const shownPage = Math.min(page, pageCount);
  const pageMembers = useMemberPage(list, shownPage);

  // A new list starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list only
  useEffect(() => {
    setChosen(new Map());
    setPage(1);
  }, [list.id]);

  // Chosen members keep the facts of their latest row (a member chosen on another page keeps hers).
  useEffect(() => {
    if (!pageMembers) return;
    setChosen((current) => {
      const onPage = pageMembers.filter((member) => current.has(member.id));
      if (onPage.length === 0) return current;
      const next = new Map(current);
      for (const member of onPage) next.set(member.id, member);
      return next;
    });
  }, [pageMembers]);

  const rows = pageMembers ?? [];
  // Only members who may still be chosen count (a member transferred since is dropped).
  const selected = [...chosen.values()].filter((member) => isSelectable(member, list.status));
  const selectedMovable = movableOf(selected, list.status);
  const retryable = retryableCount(summary, list.status);
  const selectablePage = rows.filter((member) => isSelectable(member, list.status));
  const pageChosen = selectablePage.filter((member) => chosen.has(member.id)).length;
  const now = new Date();

  const toggle = (member: MemberRow) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(member.id)) next.delete(member.id);
      else next.set(member.id, member);
      return next;
    });
  const togglePage = () =>
    setChosen((current) => {
      const next = new Map(current);
      const all = selectablePage.every((member) => next.has(member.id));
      for (const member of selectablePage) {
        if (all) next.delete(member.id);
        else next.set(member.id, member);
      }
      return next;
    });

  const transferAll = () =>
    confirm(transferConfirmation(summary.canMoveByDestination, summary.cannotMove, true), () => {
      void operations.transfer(list.id, null);
    });
  const transferSelected = () =>
    confirm(
      transferConfirmation(
        countDestinations(selectedMovable),
        selected.length - selectedMovable.length,
        false,
      ),
      () => {
        void operations.transfer(
          list.id,
          selectedMovable.map((member) => member.id),
        );
        setChosen(new Map());
      },
    );
  const removeSelected = () =>
    confirm(
      removeConfirmation(selected.length),
      () => {
        void operations.remove(
          list.id,
          selected.map((member) => member.id),
        );
        setChosen(new Map());
      },
      'red',
    );
  const until = formatInstant(list.undoableUntil, timeZone, 'dateTime') ?? '';
  const undoMember = (member: MemberRow) =>
    confirm(
      undoMemberConfirmation(member, until),
      () => void operations.undoMember(list.id, member.id),
      'red',
    );

  const { params } = list;
  const lastRun = list.transferHistory.at(-1);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`Members with at least ${params.minVisits} ${params.minVisits === 1 ? 'visit' : 'visits'} from ${formatCalendarDate(params.reportFromDate)} to ${formatCalendarDate(params.reportToDate)}, ${params.minVisitsPercentage}% or more of them at another branch. ${PAYMENT_TYPE_LABELS[params.membershipPaymentType]}; overdue members ${params.includeOverdue ? 'included' : 'left out'}; manual visits ${params.includeManualVisits ? 'counted' : 'not counted'}.`}
      </Text>
      {lastRun && (
        <Text size="sm">
          {`Last ${RUN_NAMES[lastRun.kind] ?? 'run'} started ${formatInstant(lastRun.transferStartedTimestamp, timeZone, 'dateTime')}; ${
            lastRun.transferFinishedTimestamp
              ? `finished ${formatInstant(lastRun.transferFinishedTimestamp, timeZone, 'dateTime')}.`
              : 'not finished.'
          }`}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button disabled={!transferAllEnabled(summary, state)} onClick={transferAll}>
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
          disabled={!undoEnabled(list, summary, state, now)}
          onClick={() =>
            confirm(undoConfirmation(summary.transferred, until), () => void operations.undo(list.id), 'red')
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
      {summary.total === 0 ? (
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
              {`${summary.total} ${summary.total === 1 ? 'member' : 'members'}, ${summary.transferred} transferred`}
            </Text>
          </Group>
          <MemberTable
            members={rows}
            loading={pageMembers === null}
            listStatus={list.status}
            selected={chosen}
            selectionEnabled={state.canChange}
            onToggle={toggle}
            canUndo={(member) => memberUndoEnabled(member, list, state, now)}
            onUndo={undoMember}
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
