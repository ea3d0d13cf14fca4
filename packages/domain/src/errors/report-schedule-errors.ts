import { defineError } from './error-definition.ts';

/** Errors of report schedules (docs/reports.md "Schedules"). */
export const REPORT_SCHEDULE_ERRORS = {
  REPORT_SCHEDULE_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'This report schedule was not found',
  }),
  /** Changing or deleting a schedule: its owner, or whoever manages reports at all its branches. */
  REPORT_SCHEDULE_MANAGE_DENIED: defineError({
    category: 'denied',
    text: () => "Only the schedule's owner or a manager of reports at all its branches can change it.",
  }),
} as const;
