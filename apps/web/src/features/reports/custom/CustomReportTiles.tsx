import type { DatasetDescription } from '@clubline/domain';
import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { openConfirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import type { CustomReportsApi, ReportTemplate } from './custom-api.ts';
import { isNew, tileDate } from './tile-dates.ts';

/** Spec 3 §8 "Custom report delete". */
const DELETED = 'Report deleted successfully.';
const DELETE_FAILED = 'An error occurred while deleting the report';

interface CustomReportTilesProps {
  api: CustomReportsApi;
  templates: readonly ReportTemplate[];
  datasets: readonly DatasetDescription[];
  timeZone: string;
  canEdit: boolean;
  canDelete: boolean;
  onRun: (template: ReportTemplate) => void;
  onEdit: (template: ReportTemplate) => void;
  onChanged: () => void;
}

/**
 * The custom view's tiles (spec 3 §2): one per saved template, by name; New for 3 days after it
 * was made; its last change relative within 7 days; Run, and Edit and Delete for those allowed.
 */
export function CustomReportTiles(props: CustomReportTilesProps) {
  const { api, templates, datasets, timeZone } = props;
  const datasetName = (id: string) => datasets.find((dataset) => dataset.id === id)?.description ?? id;
  const remove = (template: ReportTemplate) =>
    openConfirm({
      title: 'Delete report',
      children: (
        <Text size="sm">{`Delete the report ${template.name}? Its schedules are deleted with it. This cannot be undone.`}</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await api.remove(template.id);
          notifySuccess(DELETED);
        } catch {
          notifyError(DELETE_FAILED);
        }
        props.onChanged();
      },
    });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {templates.map((template) => (
        <Card key={template.id} withBorder padding="md" data-template={template.name}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Text fw={600} component="h3" m={0} fz="md">
              {template.name}
            </Text>
            {isNew(template.createdAt) && (
              <Badge color="teal" variant="light">
                New
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {template.description}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {`${datasetName(template.dataset.id)} · updated ${tileDate(template.updatedAt || template.createdAt, timeZone)}`}
          </Text>
          <Group gap="xs" mt="sm">
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={() => props.onRun(template)}
              aria-label={`Run ${template.name}`}
            >
              Run
            </Button>
            {props.canEdit && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => props.onEdit(template)}
                aria-label={`Edit ${template.name}`}
              >
                Edit
              </Button>
            )}
            {props.canDelete && (
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => remove(template)}
                aria-label={`Delete ${template.name}`}
              >
                Delete
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
