import type { DatasetDescription, ReportTemplateRequest } from '@clubline/domain';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import {
  CHANGES_HAVE_BEEN_MADE,
  notifyError,
  notifySuccess,
  SAVED_SUCCESSFULLY,
} from '../../../ui/notifications.ts';
import { ReportingError } from '../reporting-api.ts';
import type { CustomReportsApi, ReportTemplate } from './custom-api.ts';
import {
  checkTemplate,
  filterableColumns,
  newTemplateValues,
  type TemplateFormValues,
  templateFieldOf,
  templateValuesOf,
  totalOptions,
  withColumns,
  withDataset,
} from './template-form.ts';

/** Spec 3 §8: the builder's failures (a notification; the modal closes). */
export const CREATE_FAILED = 'An error occurred while creating the report.';
export const SAVE_FAILED = 'An error occurred while saving the report changes.';

interface TemplateModalProps {
  api: CustomReportsApi;
  datasets: readonly DatasetDescription[];
  templates: readonly ReportTemplate[];
  /** The template edited; null to create one. */
  template: ReportTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Create report / Edit report (spec 3 §2, §5 "Custom report template"): name, description, the
 * dataset, its columns (marking those a run may filter by), groups, totals (SUM of number columns
 * only) and an order. Changing the dataset clears the columns, groups and totals. Checked with
 * the domain's rules (the server's) before saving; the server's field messages show on the fields.
 */
export function TemplateModal({ api, datasets, templates, template, onClose, onSaved }: TemplateModalProps) {
  const otherNames = useMemo(
    () => templates.filter((other) => other.id !== template?.id).map((other) => other.name),
    [templates, template],
  );
  const check = useMemo(
    () => (values: TemplateFormValues) => checkTemplate(values, { datasets, otherNames }),
    [datasets, otherNames],
  );
  const { form, onSubmit } = useCheckedForm(
    template ? templateValuesOf(template) : newTemplateValues(),
    check,
  );
  const values = form.getValues();
  const [saving, setSaving] = useState(false);
  const dataset = datasets.find((candidate) => candidate.id === values.datasetId);
  const fieldLabel = (name: string) =>
    dataset?.dataFields.find((field) => field.name === name)?.displayName ?? name;
  const columnOptions = (dataset?.dataFields ?? []).map((field) => ({
    value: field.name,
    label: field.filterable ? `${field.displayName} (filterable)` : field.displayName,
  }));
  const chosen = values.columns.map((name) => ({ value: name, label: fieldLabel(name) }));
  const filterable = filterableColumns(dataset, values.columns);
  const totals = totalOptions(dataset, values.columns);
  const orderOptions =
    values.groupBy.length > 0 || values.totals.length > 0
      ? [
          ...values.groupBy.map((name) => ({ value: name, label: fieldLabel(name) })),
          ...values.totals.map((name) => ({ value: `SUM_${name}`, label: `Total of ${fieldLabel(name)}` })),
        ]
      : chosen;

  const save = async (request: ReportTemplateRequest) => {
    setSaving(true);
    try {
      if (template) await api.update(template.id, request);
      else await api.create(request);
      notifySuccess(template ? CHANGES_HAVE_BEEN_MADE : SAVED_SUCCESSFULLY);
      onSaved();
      onClose();
    } catch (error) {
      const fields = error instanceof ReportingError ? Object.entries(error.fieldErrors) : [];
      // A refused template (400, or 409 for a taken name) stays open with the server's messages.
      if (
        error instanceof ReportingError &&
        (error.status === 400 || error.status === 409) &&
        fields.length > 0
      ) {
        form.setErrors(Object.fromEntries(fields.map(([path, message]) => [templateFieldOf(path), message])));
        return;
      }
      notifyError(template ? SAVE_FAILED : CREATE_FAILED);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const title = template ? 'Edit report' : 'Create report';
  return (
    <FormModal opened onClose={onClose} title={title} long>
      <form onSubmit={onSubmit(save)} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput label="Name" withAsterisk maxLength={200} {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Select
            label="Dataset"
            withAsterisk
            placeholder="Choose a dataset"
            data={datasets.map((candidate) => ({ value: candidate.id, label: candidate.description }))}
            {...form.getInputProps('datasetId')}
            onChange={(value) => form.setValues(withDataset(form.getValues(), value ?? ''))}
          />
          <MultiSelect
            label="Columns"
            withAsterisk
            description="At least one must be filterable (a date a run can limit)."
            placeholder={dataset ? 'Choose columns' : 'Choose a dataset first'}
            disabled={!dataset}
            searchable
            data={columnOptions}
            {...form.getInputProps('columns')}
            onChange={(columns) => {
              const next = withColumns(form.getValues(), columns);
              // A newly chosen filterable column is marked for filtering.
              const added = filterableColumns(dataset, columns).filter(
                (name) => !values.columns.includes(name),
              );
              form.setValues({ ...next, filtered: [...next.filtered, ...added] });
            }}
          />
          {filterable.length > 0 && (
            <Checkbox.Group
              label="Filter by when run"
              description="The run asks for a date range on each of these."
              {...form.getInputProps('filtered')}
            >
              <Group gap="md" mt={4}>
                {filterable.map((name) => (
                  <Checkbox key={name} value={name} label={fieldLabel(name)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          <MultiSelect
            label="Group by"
            placeholder={values.columns.length === 0 ? 'Choose columns first' : 'No grouping'}
            disabled={values.columns.length === 0}
            data={chosen}
            {...form.getInputProps('groupBy')}
          />
          <MultiSelect
            label="Total by (SUM)"
            description="Number columns only."
            placeholder={totals.length === 0 ? 'No number columns chosen' : 'No totals'}
            disabled={totals.length === 0}
            data={totals.map((name) => ({ value: name, label: fieldLabel(name) }))}
            {...form.getInputProps('totals')}
          />
          <Group grow align="flex-start" gap="sm">
            <Select
              label="Order by"
              placeholder="Dataset order"
              clearable
              data={orderOptions}
              {...form.getInputProps('orderBy')}
              onChange={(value) => form.setFieldValue('orderBy', value ?? '')}
            />
            <Select
              label="Order"
              allowDeselect={false}
              data={[
                { value: 'ASC', label: 'Ascending' },
                { value: 'DESC', label: 'Descending' },
              ]}
              {...form.getInputProps('order')}
            />
          </Group>
          {datasets.length === 0 && (
            <Text size="sm" c="dimmed">
              No datasets are available.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {template ? 'Save changes' : 'Create report'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
