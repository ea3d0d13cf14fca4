import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { DeleteReportScheduleMutation, ReportSchedulesQuery } from './schedule.documents.ts';
import { describeTiming } from './schedule-form.ts';

export const SCHEDULE_DELETED = 'Schedule deleted';

/**
 * The scheduled reports the user owns, receives or whose branches they see, on the reports page:
 * when each runs, to whom, and how its last run went (the reason when it failed); Delete asks
 * first. Nothing shows while there are none.
 */
export function ReportSchedules() {
  const [{ data }, reload] = useRefreshableQuery({
    query: ReportSchedulesQuery,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: deleting }, remove] = useMutation(DeleteReportScheduleMutation);
  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);
  const schedules = data?.reportSchedules ?? [];
  if (schedules.length === 0) return null;

  const confirmDelete = async () => {
    if (!confirming) return;
    const result = await remove({ id: confirming.id });
    setConfirming(null);
    if (result.error) notifyError(errorTextOf(result.error));
    else {
      notifySuccess(SCHEDULE_DELETED);
      reload();
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Scheduled reports
      </Title>
      <ResponsiveTable
        label="Scheduled reports"
        rows={schedules}
        rowKey={(schedule) => schedule.id}
        minWidth={640}
        striped
        columns={[
          {
            header: 'Report',
            role: 'title',
            cell: (schedule) => (
              <>
                {schedule.title}{' '}
                <Text span size="xs" c="dimmed">
                  ({schedule.format === 'xlsx' ? 'Excel' : 'CSV'})
                </Text>
              </>
            ),
          },
          { header: 'When', cell: (schedule) => describeTiming(schedule) },
          {
            header: 'Recipients',
            cell: (schedule) =>
              schedule.recipients
                .map((recipient) => `${recipient.firstName} ${recipient.lastName}`)
                .join(', '),
          },
          { header: 'Last run', cell: (schedule) => <LastRun run={schedule.runs[0]} /> },
          {
            header: 'Actions',
            role: 'actions',
            width: 1,
            cell: (schedule) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete the schedule of ${schedule.title}`}
                onClick={() => setConfirming({ id: schedule.id, title: schedule.title })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          },
        ]}
      />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Delete schedule">
        <Stack gap="md">
          <Text size="sm">Stop sending {confirming?.title}? Its run history is deleted with it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" loading={deleting} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

interface ScheduleRun {
  period: string;
  status: string;
  rowCount?: number | null;
  reason?: string | null;
}

/** A schedule's latest run: its period and how it went (the reason when it failed), or none yet. */
function LastRun({ run }: { run: ScheduleRun | undefined }) {
  if (!run)
    return (
      <Text size="sm" c="dimmed">
        Not run yet
      </Text>
    );
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{formatCalendarDate(run.period)}</Text>
        {run.status === 'OK' ? (
          <Badge color="green" variant="light">
            Sent ({run.rowCount ?? 0} rows)
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            Failed
          </Badge>
        )}
      </Group>
      {run.status === 'FAILED' && (
        <Text size="xs" c="red.8">
          {run.reason}
        </Text>
      )}
    </>
  );
}
