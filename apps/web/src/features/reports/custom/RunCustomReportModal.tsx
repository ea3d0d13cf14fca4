import { branchesFor, type DatasetDescription } from '@clubline/domain';
import { Button, Fieldset, Group, Loader, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifyError } from '../../../ui/notifications.ts';
import { customResultPath } from '../paths.ts';
import type { ReportNavigationState } from '../result/report-state.ts';
import { REPORT_GENERATING } from '../standard/standard-report-form.ts';
import type { CustomReportsApi, ReportTemplate } from './custom-api.ts';
import { checkRun, newRunValues, type RunFormValues } from './run-form.ts';

/** Spec 3 §8 "Custom report run": a failure is a notification, and the modal closes. */
const RUN_FAILED = 'The report could not be run. Please try again.';

interface RunCustomReportModalProps {
  api: CustomReportsApi;
  template: ReportTemplate;
  dataset: DatasetDescription | undefined;
  branchId: string | null;
  onClose: () => void;
}

/**
 * Run a custom report (spec 3 §5 "Run custom report"): the branches (a branch user's own), and a
 * From / To range for each date column the template filters by; then /…/customreport titled by
 * the template, with the result set's address in the navigation state.
 */
export function RunCustomReportModal({
  api,
  template,
  dataset,
  branchId,
  onClose,
}: RunCustomReportModalProps) {
  const navigate = useNavigate();
  const { branches } = useSessionData();
  const permissions = usePermissions();
  const filterColumns = template.dataFields.filter((field) => field.filtered).map((field) => field.fieldName);
  const check = useMemo(() => (values: RunFormValues) => checkRun(template.id, values), [template.id]);
  const { form, onSubmit } = useCheckedForm(newRunValues(filterColumns, branchId), check);
  const [running, setRunning] = useState(false);
  const runnable = useMemo(() => new Set(branchesFor(permissions, 'run-report')), [permissions]);
  const branchOptions = branches
    .filter((branch) => runnable.has(branch.id))
    .map((branch) => ({ value: branch.id, label: branch.name }));
  const nameOf = (id: string) => branches.find((branch) => branch.id === id)?.name ?? id;
  const labelOf = (name: string) =>
    dataset?.dataFields.find((field) => field.name === name)?.displayName ?? name;

  const run = onSubmit(async (request) => {
    setRunning(true);
    try {
      const reportUrl = await api.execute(request);
      const first = request.filters[0];
      const state: ReportNavigationState = {
        reportUrl,
        title: template.name,
        from: first?.values.minimum ?? null,
        to: first?.values.maximum ?? null,
        branchNames: request.scope.branchIds.map(nameOf),
        // Scheduled, each run limits the same date column to its period (docs/reports.md "Schedules").
        schedule: {
          customTemplateId: template.id,
          dateField: first?.fieldName ?? null,
          title: template.name,
          branches: request.scope.branchIds,
        },
      };
      navigate(customResultPath(branchId), { state });
    } catch {
      notifyError(RUN_FAILED);
      onClose();
    } finally {
      setRunning(false);
    }
  });

  return (
    <FormModal opened onClose={onClose} title={`Run ${template.name}`}>
      <form onSubmit={run} noValidate aria-label={`Run ${template.name}`} aria-busy={running}>
        <Stack gap="md">
          {template.description && (
            <Text size="sm" c="dimmed">
              {template.description}
            </Text>
          )}
          {branchId ? (
            <TextInput label="Branch" value={nameOf(branchId)} readOnly error={form.errors.branches} />
          ) : (
            <MultiSelect
              label="Branches"
              withAsterisk
              searchable
              placeholder="Choose branches"
              data={branchOptions}
              {...form.getInputProps('branches')}
            />
          )}
          {form.getValues().filters.map((filter, index) => (
            <Fieldset key={filter.fieldName} legend={labelOf(filter.fieldName)} variant="unstyled" p={0}>
              <Group grow align="flex-start" gap="sm">
                <DateField label="From" {...form.getInputProps(`filters.${index}.from`)} />
                <DateField label="To" {...form.getInputProps(`filters.${index}.to`)} />
              </Group>
            </Fieldset>
          ))}
          {filterColumns.length === 0 && (
            <Text size="sm" c="red.7" role="alert">
              {form.errors.filters}
            </Text>
          )}
          {running && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{REPORT_GENERATING}</Text>
            </Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={running}>
              Run report
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
