import type { TransferListStatus } from '@clubline/domain';
import { Badge, Button, Center, Checkbox, Group, List, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { isSelectable, RESULT_LABELS, type TransferMemberResultStatus } from './list-state.ts';

/** One member of the list as the table shows them (the page reads it from the list's members). */
export interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  status: string;
  sourceBranchName: string;
  destinationBranchName: string;
  visits: {
    sourceBranchVisitNumber: number;
    destinationBranchVisitNumber: number;
    totalNumberOfVisits: number;
  };
  transferResult: { status: TransferMemberResultStatus; error: string | null } | null;
  dryRun: {
    canTransfer: boolean;
    reasonTexts: readonly string[];
    /** The price now and at the destination, formatted; null when the member has none. */
    currentPrice: string | null;
    newPrice: string | null;
    priceNote: string;
    doorAccess: string;
    futureBookings: number;
  };
}

const memberName = (member: Pick<MemberRow, 'firstName' | 'lastName'>): string =>
  `${member.firstName} ${member.lastName}`.trim();

/** The membership status as a word: ACTIVE → Active, PENDING_CANCELLATION → Pending cancellation. */
const statusText = (status: string): string => {
  const words = status.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface MemberTableProps {
  members: readonly MemberRow[];
  /** The page's rows are being read (a first read; a re-read keeps the rows shown). */
  loading: boolean;
  listStatus: TransferListStatus;
  selected: ReadonlyMap<string, unknown>;
  /** Selection is offered only while transfer and remove are. */
  selectionEnabled: boolean;
  onToggle: (member: MemberRow) => void;
  /** Whether this member's transfer may be undone now (transferred, within the list's 14 days). */
  canUndo: (member: MemberRow) => boolean;
  onUndo: (member: MemberRow) => void;
}

/**
 * Spec 3 §3, §4: each member with where they go, their visits, the dry run (can they move, or
 * why not; the price they will pay; door access; bookings that stay) and the result of a run. On a
 * phone the rows stack (ResponsiveTable), so nothing is cut off.
 */
export function MemberTable(props: MemberTableProps) {
  const { members, listStatus, selected, selectionEnabled, onToggle, canUndo, onUndo } = props;
  if (props.loading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the members" />
      </Center>
    );
  }
  return (
    <ResponsiveTable
      label="Members to transfer"
      rows={members}
      rowKey={(member) => member.id}
      minWidth={900}
      verticalSpacing="sm"
      columns={[
        {
          header: 'Member',
          role: 'title',
          cell: (member) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Checkbox
                mt={2}
                aria-label={`Select ${memberName(member)}`}
                checked={selected.has(member.id)}
                disabled={!selectionEnabled || !isSelectable(member, listStatus)}
                onChange={() => onToggle(member)}
              />
              <div>
                <Text fw={500} size="sm">
                  {memberName(member)}
                </Text>
                {member.email && (
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                )}
              </div>
            </Group>
          ),
        },
        {
          header: 'Move',
          cell: (member) => (
            <Text size="sm">
              {member.sourceBranchName} → {member.destinationBranchName}
            </Text>
          ),
        },
        {
          header: 'Visits',
          cell: ({ visits }) => (
            <Text size="sm">
              {visits.sourceBranchVisitNumber} source · {visits.destinationBranchVisitNumber} destination ·{' '}
              {visits.totalNumberOfVisits} total
            </Text>
          ),
        },
        { header: 'Status', cell: (member) => <Text size="sm">{statusText(member.status)}</Text> },
        { header: 'Dry run', width: 240, cell: (member) => <DryRunCell member={member} /> },
        // Room for the widest badge: squeezed by the dry run's column, a badge cut its label off ("TRA…").
        {
          header: 'Result',
          nowrap: true,
          width: 150,
          cell: (member) => (
            <Stack gap={4} align="flex-start">
              <ResultCell result={member.transferResult} />
              {canUndo(member) && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Undo ${memberName(member)}’s transfer`}
                  onClick={() => onUndo(member)}
                >
                  Undo
                </Button>
              )}
            </Stack>
          ),
        },
      ]}
    />
  );
}

/** "$42.90 → $45.00 (Moves to the destination's price)"; without prices, the note alone. */
function priceLine({ currentPrice, newPrice, priceNote }: MemberRow['dryRun']): string {
  if (currentPrice === null && newPrice === null) return priceNote;
  const prices = `${currentPrice ?? 'No price'} → ${newPrice ?? 'No price'}`;
  return priceNote ? `${prices} (${priceNote})` : prices;
}

function DryRunCell({ member }: { member: MemberRow }) {
  const { dryRun } = member;
  if (!dryRun.canTransfer) {
    return (
      <Stack gap={4}>
        <Badge color="red" variant="light">
          Cannot move
        </Badge>
        <List size="xs" spacing={2}>
          {dryRun.reasonTexts.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  const bookings =
    dryRun.futureBookings === 0
      ? 'No class bookings at the old branch'
      : `${dryRun.futureBookings} class ${dryRun.futureBookings === 1 ? 'booking stays' : 'bookings stay'} at the old branch`;
  return (
    <Stack gap={2}>
      <Badge color="teal" variant="light">
        Can move
      </Badge>
      <Text size="xs">{priceLine(dryRun)}</Text>
      <Text size="xs">{dryRun.doorAccess}</Text>
      <Text size="xs">{bookings}</Text>
    </Stack>
  );
}

function ResultCell({ result }: { result: MemberRow['transferResult'] }) {
  if (!result) return <Text size="sm">Not transferred</Text>;
  const label = RESULT_LABELS[result.status];
  if (result.status === 'FAILED') {
    const error = result.error?.trim() || 'unknown';
    // The error is in a tooltip (spec 3 §4) that focus and touch open too; the badge names it.
    return (
      <Tooltip label={error} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
        <Badge component="button" type="button" color="red" variant="light" aria-label={`Failed: ${error}`}>
          {label}
        </Badge>
      </Tooltip>
    );
  }
  const color = result.status === 'TRANSFERRED' ? 'teal' : result.status === 'IN_PROGRESS' ? 'blue' : 'gray';
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
