import { activityMessages } from '@clubline/domain';
import { Button, Center, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { MemberPageHeader } from '../area/MemberPageHeader.tsx';
import { useMemberArea } from '../area/member-area-context.ts';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { useActivityColumns } from './MemberActivityColumns.tsx';
import { type ActivityPeriod, useMemberActivities } from './useMemberActivities.ts';

/**
 * Spec 2 §2 "Member activities": upcoming or past visits and branch transfers (sessions,
 * membership changes and waitlist entries arrive with their features), 100 at a time.
 */
export function MemberActivitiesPage() {
  usePageTitle('Member activities');
  const [period, setPeriod] = useState<ActivityPeriod>('past');
  return (
    <>
      <MemberPageHeader page="activities" title="Member activities" />
      <Stack gap="md">
        <SegmentedControl
          value={period}
          onChange={(next) => setPeriod(next === 'upcoming' ? 'upcoming' : 'past')}
          data={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
          aria-label="Upcoming or past activities"
          w="fit-content"
        />
        <ActivityTable key={period} period={period} />
        <CalendarFeedCard />
      </Stack>
    </>
  );
}

function ActivityTable({ period }: { period: ActivityPeriod }) {
  const { personId, timeZone } = useMemberArea();
  const list = useMemberActivities(personId, timeZone, period);
  const columns = useActivityColumns(timeZone);
  const first = list.loading && list.activities.length === 0;
  return (
    <Stack gap="sm">
      {period === 'past' && (
        <Text size="sm" c="dimmed">
          {activityMessages.onlyTwoYears}
        </Text>
      )}
      <TableSection
        title={period === 'past' ? 'Past activities' : 'Upcoming activities'}
        loading={first}
        error={list.failed && list.activities.length === 0 ? activityMessages.loadFailed : null}
        empty={!first && !list.failed && list.activities.length === 0 ? 'No activities' : null}
      >
        <ResponsiveTable
          label={period === 'past' ? 'Past activities' : 'Upcoming activities'}
          rows={list.activities}
          rowKey={(activity) => activity.id}
          columns={columns}
          minWidth={560}
          verticalSpacing="sm"
        />
      </TableSection>
      {list.failed && list.activities.length > 0 && (
        <Text size="sm" c="red" role="alert">
          {activityMessages.loadFailed}
        </Text>
      )}
      {list.hasMore && (
        <Center>
          <Button variant="default" onClick={list.loadMore} loading={list.loading}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
