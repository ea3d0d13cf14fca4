import {
  Alert,
  Button,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifySuccess } from '../../../ui/notifications.ts';
import { CreateReportScheduleMutation, ReportScheduleRecipientsQuery } from './schedule.documents.ts';
import {
  checkSchedule,
  newScheduleValues,
  PERIOD_TEXT,
  type ScheduleFrequency,
  WEEKDAYS,
} from './schedule-form.ts';

/**
 * The report a schedule runs, as it was just run: a standard report (`report`) with its own
 * parameters, or a custom template (`customTemplateId`) with the date column the run was limited
 * by; its branches either way.
 */
export interface ScheduledReportRequest {
  report?: string | null;
  customTemplateId?: string | null;
  dateField?: string | null;
  title: string;
  branches: string[];
  minVisit?: number | null;
  membershipPlans?: string[] | null;
  country?: string | null;
}

export const REPORT_SCHEDULED = 'Report scheduled';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));
const DAYS_OF_MONTH = Array.from({ length: 28 }, (_, index) => String(index + 1));

/*
 * Where the form's messages go so that no list covers one: a list opens below its field, over what
 * follows. So each field's message stands above its input (the recipients' "Choose at least one
 * recipient" was hidden by their own list, opened to fix it), the recipients' load failure above
 * them, and the recipients come before the day and time, whose lists then open over the file
 * format and the buttons; the recipients' list opens over the day and time, which always hold a
 * value (a refusal of the schedule is the alert at the top).
 */
const MESSAGE_ABOVE_INPUT: ('label' | 'description' | 'error' | 'input')[] = [
  'label',
  'description',
  'error',
  'input',
];

/**
 * "Schedule" on a report's result page (standard or custom) (docs/reports.md "Schedules"): how often (daily,
 * weekly on a weekday, monthly on day 1–28), the staff it is emailed to (a link to the file), at
 * an hour of the organisation's zone, and the file (Excel or CSV). The recipients offered are
 * those the server says may see the report's branches; the server checks everything again.
 */
export function ScheduleReportModal({
  request,
  onClose,
}: {
  request: ScheduledReportRequest;
  onClose: () => void;
}) {
  const { form, onSubmit } = useCheckedForm(newScheduleValues(), checkSchedule);
  const values = form.getValues();
  const [{ data, fetching, error: recipientsError }] = useQuery({
    query: ReportScheduleRecipientsQuery,
    variables: { branches: request.branches },
  });
  const [{ fetching: saving }, create] = useMutation(CreateReportScheduleMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const recipients = (data?.reportScheduleRecipients ?? []).map((recipient) => ({
    value: recipient.userId,
    label: `${recipient.firstName} ${recipient.lastName}${recipient.hasEmail ? '' : ' (no email)'}`,
    disabled: !recipient.hasEmail,
  }));

  const submit = onSubmit(async (timing) => {
    setFailure(null);
    const result = await create({
      input: request.customTemplateId
        ? {
            customTemplateId: request.customTemplateId,
            dateField: request.dateField ?? null,
            branches: request.branches,
            ...timing,
          }
        : {
            report: request.report ?? null,
            branches: request.branches,
            minVisit: request.minVisit ?? null,
            membershipPlans: request.membershipPlans ?? null,
            country: request.country ?? null,
            ...timing,
          },
    });
    if (result.error) {
      const fieldErrors = result.error.graphQLErrors[0]?.extensions.fieldErrors;
      if (fieldErrors && typeof fieldErrors === 'object')
        form.setErrors(fieldErrors as Record<string, string>);
      setFailure(errorTextOf(result.error));
      return;
    }
    notifySuccess(REPORT_SCHEDULED);
    onClose();
  });

  return (
    <FormModal opened onClose={onClose} title={`Schedule ${request.title}`}>
      <form onSubmit={submit} noValidate aria-label="Schedule report">
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert" title="The report was not scheduled">
              {failure}
            </Alert>
          )}
          <SegmentedControl
            aria-label="Frequency"
            data={[
              { value: 'DAILY', label: 'Daily' },
              { value: 'WEEKLY', label: 'Weekly' },
              { value: 'MONTHLY', label: 'Monthly' },
            ]}
            {...form.getInputProps('frequency')}
            onChange={(value) => form.setFieldValue('frequency', value as ScheduleFrequency)}
          />
          <Text size="sm" c="dimmed">
            {PERIOD_TEXT[values.frequency]} Times are in the organisation's time zone.
          </Text>
          {recipientsError && (
            <Text size="sm" c="red" role="alert">
              {errorTextOf(recipientsError)}
            </Text>
          )}
          <MultiSelect
            label="Recipients"
            description="Staff who may see this report's branches. Each gets an email with a link to the file."
            placeholder={fetching ? 'Loading staff…' : 'Choose staff'}
            data={recipients}
            searchable
            rightSection={fetching ? <Loader size="xs" /> : undefined}
            inputWrapperOrder={MESSAGE_ABOVE_INPUT}
            {...form.getInputProps('recipients')}
          />
          <Group grow align="flex-start">
            {values.frequency === 'WEEKLY' && (
              <Select
                label="Day"
                data={WEEKDAYS.map((day, index) => ({ value: String(index + 1), label: day }))}
                allowDeselect={false}
                inputWrapperOrder={MESSAGE_ABOVE_INPUT}
                {...form.getInputProps('dayOfWeek')}
              />
            )}
            {values.frequency === 'MONTHLY' && (
              <Select
                label="Day of the month"
                data={DAYS_OF_MONTH}
                allowDeselect={false}
                inputWrapperOrder={MESSAGE_ABOVE_INPUT}
                {...form.getInputProps('dayOfMonth')}
              />
            )}
            <Select
              label="Time"
              data={HOURS}
              allowDeselect={false}
              inputWrapperOrder={MESSAGE_ABOVE_INPUT}
              {...form.getInputProps('hour')}
            />
          </Group>
          <SegmentedControl
            aria-label="File"
            data={[
              { value: 'xlsx', label: 'Excel' },
              { value: 'csv', label: 'CSV' },
            ]}
            {...form.getInputProps('format')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
