import type { FieldCheck } from '@clubline/domain';

/** How often a scheduled report runs, in the organisation's zone (docs/reports.md "Schedules"). */
export type ScheduleFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';
type ScheduleFormat = 'csv' | 'xlsx';

/** The schedule form's values, as the inputs hold them (selects hold text). */
export interface ScheduleValues extends Record<string, unknown> {
  frequency: ScheduleFrequency;
  hour: string;
  dayOfWeek: string;
  dayOfMonth: string;
  format: ScheduleFormat;
  recipients: string[];
}

export interface ScheduleTiming {
  frequency: ScheduleFrequency;
  hour: number;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  format: ScheduleFormat;
  recipients: string[];
}

/** The server's texts (reports/schedules/report-schedules.service.ts), shown before it is asked. */
export const scheduleMessages = {
  recipientsRequired: 'Choose at least one recipient',
  tooManyRecipients: 'Choose at most 50 recipients',
  dayOfWeekRequired: 'Choose the day of the week',
  dayOfMonthRequired: 'Choose a day of the month from 1 to 28',
  hourInvalid: 'Choose an hour from 0 to 23',
} as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function newScheduleValues(): ScheduleValues {
  return { frequency: 'WEEKLY', hour: '7', dayOfWeek: '1', dayOfMonth: '1', format: 'xlsx', recipients: [] };
}

const whole = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** The form's rules: a day for weekly and monthly, an hour, 1–50 recipients. */
export function checkSchedule(values: ScheduleValues): FieldCheck<ScheduleTiming> {
  const errors: Record<string, string> = {};
  const hour = whole(values.hour, 0, 23);
  if (hour === null) errors.hour = scheduleMessages.hourInvalid;
  const dayOfWeek = values.frequency === 'WEEKLY' ? whole(values.dayOfWeek, 1, 7) : null;
  if (values.frequency === 'WEEKLY' && dayOfWeek === null)
    errors.dayOfWeek = scheduleMessages.dayOfWeekRequired;
  const dayOfMonth = values.frequency === 'MONTHLY' ? whole(values.dayOfMonth, 1, 28) : null;
  if (values.frequency === 'MONTHLY' && dayOfMonth === null)
    errors.dayOfMonth = scheduleMessages.dayOfMonthRequired;
  if (values.recipients.length === 0) errors.recipients = scheduleMessages.recipientsRequired;
  else if (values.recipients.length > 50) errors.recipients = scheduleMessages.tooManyRecipients;
  if (Object.keys(errors).length > 0 || hour === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      frequency: values.frequency,
      hour,
      dayOfWeek,
      dayOfMonth,
      format: values.format,
      recipients: values.recipients,
    },
  };
}

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "Weekly on Monday at 07:00", as the list and the modal say when a schedule runs. */
export function describeTiming(
  timing: Pick<ScheduleTiming, 'frequency' | 'hour' | 'dayOfWeek' | 'dayOfMonth'>,
) {
  if (timing.frequency === 'DAILY') return `Daily at ${pad(timing.hour)}`;
  if (timing.frequency === 'WEEKLY')
    return `Weekly on ${WEEKDAYS[(timing.dayOfWeek ?? 1) - 1] ?? 'Monday'} at ${pad(timing.hour)}`;
  return `Monthly on day ${timing.dayOfMonth ?? 1} at ${pad(timing.hour)}`;
}

/** What each run reports: the period just ended. */
export const PERIOD_TEXT: Record<ScheduleFrequency, string> = {
  DAILY: 'Each run reports the day before.',
  WEEKLY: 'Each run reports the seven days before.',
  MONTHLY: 'Each run reports the previous calendar month.',
};
