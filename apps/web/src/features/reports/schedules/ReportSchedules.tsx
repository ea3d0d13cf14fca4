import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { DeleteReportScheduleMutation, ReportSchedulesQuery } from './schedule.documents.ts';
import { describeTiming } from './schedule-form.ts';

export const SCHEDULE_DELETED = 'Schedule deleted';

/**
 * The scheduled reports the user owns, receives or whose branches they see, on the reports page:
 * when each runs, to whom, and how its last run went (the reason when it failed); Delete asks
 * first. Nothing shows while there are none.
 */
export function ReportSchedules() {
  const [{ data }, reload] = useQuery({ query: ReportSchedulesQuery, requestPolicy: 'cache-and-network' });
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
      reload({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Scheduled reports
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Scheduled reports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Report</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Recipients</Table.Th>
              <Table.Th>Last run</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedules.map((schedule) => {
              const last = schedule.runs[0];
              return (
                <Table.Tr key={schedule.id}>
                  <Table.Td>
                    {schedule.title}{' '}
                    <Text span size="xs" c="dimmed">
                      ({schedule.format === 'xlsx' ? 'Excel' : 'CSV'})
                    </Text>
                  </Table.Td>
                  <Table.Td>{describeTiming(schedule)}</Table.Td>
                  <Table.Td>
                    {schedule.recipients
                      .map((recipient) => `${recipient.firstName} ${recipient.lastName}`)
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {last ? (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{formatCalendarDate(last.period)}</Text>
                        {last.status === 'OK' ? (
                          <Badge color="green" variant="light">
                            Sent ({last.rowCount ?? 0} rows)
                          </Badge>
                        ) : (
                          <Badge color="red" variant="light">
                            Failed
                          </Badge>
                        )}
                      </Group>
                    ) : null}
                    {last?.status === 'FAILED' && (
                      <Text size="xs" c="red.8">
                        {last.reason}
                      </Text>
                    )}
                    {!last && (
                      <Text size="sm" c="dimmed">
                        Not run yet
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete the schedule of ${schedule.title}`}
                      onClick={() => setConfirming({ id: schedule.id, title: schedule.title })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
