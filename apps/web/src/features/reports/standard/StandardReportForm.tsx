import { Alert, Button, Group, Loader, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { localToday } from '../report-dates.ts';
import {
  checkStandardReport,
  newStandardReportValues,
  REPORT_COUNTRIES,
  REPORT_GENERATING,
  type StandardReportRequest,
  type StandardReportValues,
} from './standard-report-form.ts';
import type { StandardReport } from './standard-reports.ts';
import { useReportPlans } from './useReportPlans.ts';

export interface BranchOption {
  value: string;
  label: string;
  country: string;
}

const COUNTRY_LABELS: Record<(typeof REPORT_COUNTRIES)[number], string> = {
  NZ: 'New Zealand',
  AU: 'Australia',
};

interface StandardReportFormProps {
  report: StandardReport;
  /** A branch user's branch (the form names it and offers no other), or null at organisation level. */
  branch: { id: string; name: string } | null;
  /** Organisation level: the branches the user may run this report at. */
  branchOptions: readonly BranchOption[];
  /** Asks for the report's address: null when navigated away, else the text to show in the form. */
  run: (request: StandardReportRequest, values: StandardReportValues) => Promise<string | null>;
  onCancel: () => void;
  today?: string;
}

/**
 * A standard report's modal form (spec 3 §5 "Standard reports"): From and To, the branches (a
 * branch user's own; at organisation level chosen, in-branch payment after its country), and the
 * report's own fields. The spec's messages show after the first Run; while the server works the
 * form says "Your report is being generated", and a failure shows in a banner inside the form.
 */
export function StandardReportForm(props: StandardReportFormProps) {
  const { report, branch } = props;
  const today = props.today ?? localToday();
  const countryFirst = branch === null && report.extras.includes('country');
  const check = useMemo(
    () => (values: StandardReportValues) => checkStandardReport(report, values, { today, countryFirst }),
    [report, today, countryFirst],
  );
  const { form, onSubmit } = useCheckedForm(newStandardReportValues(branch?.id ?? null), check);
  const values = form.getValues();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const branchChoices = countryFirst
    ? props.branchOptions.filter((option) => option.country === values.country)
    : props.branchOptions;

  const submit = onSubmit(async (request) => {
    setFailure(null);
    setRunning(true);
    const problem = await props.run(request, form.getValues());
    setRunning(false);
    if (problem !== null) setFailure(problem);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`${report.title} report`} aria-busy={running}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {report.description}
        </Text>
        {failure && (
          <Alert color="red" role="alert" title="The report was not generated">
            {failure}
          </Alert>
        )}
        <Group grow align="flex-start" gap="sm">
          <DateField label="From" withAsterisk {...form.getInputProps('from')} />
          <DateField label="To" withAsterisk {...form.getInputProps('to')} />
        </Group>
        {countryFirst && (
          <Select
            label="Country"
            withAsterisk
            placeholder="Choose a country first"
            data={REPORT_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_LABELS[code] }))}
            {...form.getInputProps('country')}
            onChange={(value) => {
              form.setFieldValue('country', value ?? '');
              // Branches belong to one country: a new country starts the choice again.
              form.setFieldValue('branches', []);
            }}
          />
        )}
        {branch ? (
          <TextInput label="Branch" value={branch.name} readOnly error={form.errors.branches} />
        ) : (
          <MultiSelect
            label="Branches"
            withAsterisk
            placeholder={countryFirst && values.country === '' ? 'Choose a country first' : 'Choose branches'}
            disabled={countryFirst && values.country === ''}
            searchable
            data={branchChoices.map(({ value, label }) => ({ value, label }))}
            {...form.getInputProps('branches')}
            onChange={(chosen) => {
              form.setFieldValue('branches', chosen);
              if (report.extras.includes('membershipPlans')) form.setFieldValue('membershipPlans', []);
            }}
          />
        )}
        {report.extras.includes('minVisit') && (
          <TextInput
            label="Minimum visits"
            withAsterisk
            inputMode="numeric"
            {...form.getInputProps('minVisit')}
          />
        )}
        {report.extras.includes('membershipPlans') && (
          <MembershipsField
            branches={values.branches}
            inputProps={form.getInputProps('membershipPlans')}
            error={form.errors.membershipPlans}
          />
        )}
        {running && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{REPORT_GENERATING}</Text>
          </Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={running}>
            Run report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The member visit report's memberships: the plans sold at the chosen branches (spec 3 §5). */
function MembershipsField({
  branches,
  inputProps,
  error,
}: {
  branches: readonly string[];
  inputProps: GetInputPropsReturnType;
  error: unknown;
}) {
  const plans = useReportPlans(branches);
  return (
    <MultiSelect
      label="Memberships"
      withAsterisk
      searchable
      placeholder={branches.length === 0 ? 'Choose branches first' : 'Choose memberships'}
      disabled={branches.length === 0}
      data={plans.options ?? []}
      {...inputProps}
      error={typeof error === 'string' ? error : plans.error}
    />
  );
}
