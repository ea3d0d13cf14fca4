import { ARRIVAL_TAG_LABELS, type ArrivalTag, DENIAL_REASON_CODES, DENIAL_REASONS } from '@clubline/domain';
import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isAccessDenied } from '../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import type { BranchArrivalsQuery } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import { DateField } from '../../ui/DateField.tsx';
import { formatCalendarDate, formatInstant } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../ui/TableSection.tsx';
import { AddArrivalModal } from './AddArrivalModal.tsx';
import { fixLinkOf, personLinkOf } from './arrival-links.ts';
import { ARRIVALS_MESSAGES, type ArrivalResultFilter, arrivalsVariables } from './arrivals-filter.ts';
import { onNewArrival } from './new-arrivals.ts';

const BranchArrivalsQueryDocument = graphql(`
  query BranchArrivals(
    $branchId: ID!
    $day: String
    $result: ArrivalResult
    $reason: String
    $after: String
    $limit: Int
  ) {
    getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {
      day
      timeZone
      nextCursor
      arrivals {
        id
        personId
        firstName
        lastName
        homeBranchId
        personRole
        membershipId
        time
        tags
        granted
        denial {
          code
          text
          fix
        }
      }
    }
  }
`);

type ArrivalRow = BranchArrivalsQuery['getArrivals']['arrivals'][number];

const RESULT_OPTIONS = [
  { value: 'ALL', label: 'All results' },
  { value: 'GRANTED', label: 'Granted' },
  { value: 'DENIED', label: 'Entry denied' },
];
const REASON_OPTIONS = [
  { value: 'ALL', label: 'All reasons' },
  ...DENIAL_REASON_CODES.map((code) => ({ value: code, label: DENIAL_REASONS[code].label })),
];

const isArrivalTag = (tag: string): tag is ArrivalTag => Object.hasOwn(ARRIVAL_TAG_LABELS, tag);

/**
 * Spec 2 §2 "Arrivals": a branch's arrivals of one day (today by default), newest first, 50 a page
 * (Older / Newer), filtered by result and denial reason; 'Add Arrival' records a manual arrival.
 * A denied arrival says 'Entry denied', the door's sentence and, where the user may take it, the
 * fix as a link. Each new arrival the live channel announces for this branch reads the list again.
 */
export function ArrivalsPage() {
  usePageTitle('Arrivals');
  const { branchId = '' } = useParams();
  const permissions = usePermissions();
  const [day, setDay] = useState('');
  const [result, setResult] = useState<ArrivalResultFilter>('ALL');
  const [reason, setReason] = useState('ALL');
  // The cursors of the pages before the one shown: Newer goes back one, Older adds one.
  const [cursors, setCursors] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const after = cursors.at(-1) ?? null;
  const [{ data, error, fetching }, reexecute] = useRefreshableQuery({
    query: BranchArrivalsQueryDocument,
    variables: { branchId, ...arrivalsVariables({ day, result, reason }), after },
  });

  useEffect(
    () =>
      onNewArrival((arrivedAt) => {
        if (arrivedAt === branchId) reexecute();
      }),
    [branchId, reexecute],
  );

  const filtered = (change: () => void) => {
    change();
    setCursors([]);
  };
  const page = data?.getArrivals;
  const timeZone = page?.timeZone ?? 'Pacific/Auckland';

  const columns: ResponsiveColumn<ArrivalRow>[] = [
    {
      header: 'Name',
      role: 'title',
      cell: (arrival) => {
        const name = [arrival.firstName, arrival.lastName].filter(Boolean).join(' ') || 'Unknown card';
        const href = personLinkOf(arrival, permissions);
        return href ? (
          <Anchor component={Link} to={href} fw={500}>
            {name}
          </Anchor>
        ) : (
          <Text fw={500}>{name}</Text>
        );
      },
    },
    {
      header: 'Time',
      nowrap: true,
      cell: (arrival) => formatInstant(arrival.time, timeZone, 'dateTime'),
    },
    { header: 'Role', cell: (arrival) => roleLabel(arrival.personRole) },
    {
      header: 'Tags',
      cell: (arrival) => (
        <Group gap={4}>
          {arrival.tags.map((tag) => (
            <Badge key={tag} variant="light" color={tag === 'DENIED' ? 'red' : 'gray'}>
              {isArrivalTag(tag) ? ARRIVAL_TAG_LABELS[tag] : tag}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      header: 'Result',
      cell: (arrival) => <ArrivalResult arrival={arrival} permissions={permissions} />,
    },
  ];

  if (error && isAccessDenied(error)) return <QueryError error={error} />;
  return (
    <>
      <PageHeader
        title="Arrivals"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add Arrival
          </Button>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField label="Day" value={day} onChange={(value) => filtered(() => setDay(value))} w={180} />
          <Select
            label="Result"
            data={RESULT_OPTIONS}
            value={result}
            allowDeselect={false}
            onChange={(value) =>
              filtered(() => setResult(value === 'GRANTED' || value === 'DENIED' ? value : 'ALL'))
            }
            w={180}
          />
          <Select
            label="Reason"
            data={REASON_OPTIONS}
            value={reason}
            allowDeselect={false}
            onChange={(value) => filtered(() => setReason(value ?? 'ALL'))}
            w={240}
          />
        </Group>
        <TableSection
          title="All Arrivals"
          aside={page ? <Text c="dimmed">{formatCalendarDate(page.day)}</Text> : null}
          loading={fetching && !data}
          error={error ? ARRIVALS_MESSAGES.loadFailed : null}
          empty={page && page.arrivals.length === 0 ? ARRIVALS_MESSAGES.empty : null}
        >
          <ResponsiveTable
            label="All Arrivals"
            rows={page?.arrivals ?? []}
            rowKey={(arrival) => arrival.id}
            columns={columns}
            minWidth={720}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button
              variant="default"
              disabled={cursors.length === 0}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              Newer
            </Button>
            <Button
              variant="default"
              disabled={!page?.nextCursor}
              onClick={() => {
                const next = page?.nextCursor;
                if (next) setCursors((current) => [...current, next]);
              }}
            >
              Older
            </Button>
          </Group>
        </TableSection>
      </Stack>
      <AddArrivalModal
        opened={adding}
        branchId={branchId}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setCursors([]);
          reexecute();
        }}
      />
    </>
  );
}

function ArrivalResult({
  arrival,
  permissions,
}: {
  arrival: ArrivalRow;
  permissions: ReturnType<typeof usePermissions>;
}) {
  if (arrival.granted) return <Text size="sm">Granted</Text>;
  const fix = fixLinkOf(arrival, arrival.denial?.fix, permissions);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={600} c="red.8">
        Entry denied
      </Text>
      {arrival.denial && <Text size="sm">{arrival.denial.text}</Text>}
      {fix && (
        <Button component={Link} to={fix.href} size="compact-sm" variant="light">
          {fix.label}
        </Button>
      )}
    </Stack>
  );
}

const ROLE_LABELS: Record<string, string> = { Member: 'Member', Prospect: 'Prospect', StaffMember: 'Staff' };
const roleLabel = (role: string | null) => (role ? (ROLE_LABELS[role] ?? role) : '—');
