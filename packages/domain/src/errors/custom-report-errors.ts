import { customReportMessages } from '../reports/custom-report-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of custom reports: templates and their runs (spec 3 §5, §6, §8). */
export const CUSTOM_REPORT_ERRORS = {
  CUSTOM_REPORT_TEMPLATE_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'This report template was not found',
  }),
  /** Spec 3 §5: names are unique in the organisation, case ignored. */
  CUSTOM_REPORT_NAME_TAKEN: defineError({
    category: 'validation',
    text: () => customReportMessages.nameTaken,
  }),
  /** Spec 3 §6: create, edit and delete take manage-reports at organisation level (every branch). */
  CUSTOM_REPORT_MANAGE_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to create, edit or delete custom reports.",
  }),
  /** Spec 3 §6: deleting is for the super-admin group. */
  CUSTOM_REPORT_DELETE_DENIED: defineError({
    category: 'denied',
    text: () => 'Only the super-admin group can delete custom reports.',
  }),
  CUSTOM_REPORT_VIEW_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to view reports.",
  }),
  /** A run names a branch where the viewer may not run reports. */
  CUSTOM_REPORT_RUN_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to run reports at every branch chosen.",
  }),
  /** The Reporting API's tenant header names another organisation than the access token's. */
  CUSTOM_REPORT_TENANT_MISMATCH: defineError({
    category: 'denied',
    text: () => 'The X-Application-Id header does not name your organisation.',
  }),
} as const;
