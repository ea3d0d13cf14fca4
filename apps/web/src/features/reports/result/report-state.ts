import type { ScheduledReportRequest } from '../schedules/ScheduleReportModal.tsx';

/**
 * What a result page is handed in its navigation state (spec 3 §2: "Result data is fetched from
 * the report address held in navigation state"): the address, and what the page and its printout
 * say about the run (the range and the branches chosen).
 */
export interface ReportNavigationState {
  reportUrl: string;
  title: string;
  /** YYYY-MM-DD, when the run had a range. */
  from: string | null;
  to: string | null;
  branchNames: string[];
  /** The report's request, kept so the result page can schedule it (docs/reports.md "Schedules"). */
  schedule?: ScheduledReportRequest;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isDateOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The state as the history kept it, or null (a reload in a new tab, an address typed in). */
export function readReportState(state: unknown): ReportNavigationState | null {
  if (!isRecord(state)) return null;
  const { reportUrl, title, from, to, branchNames } = state;
  if (typeof reportUrl !== 'string' || reportUrl === '' || typeof title !== 'string') return null;
  if (!isDateOrNull(from) || !isDateOrNull(to)) return null;
  if (!Array.isArray(branchNames) || !branchNames.every((name) => typeof name === 'string')) return null;
  return { reportUrl, title, from, to, branchNames, ...scheduleOf(state.schedule) };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function scheduleOf(value: unknown): { schedule?: ScheduledReportRequest } {
  if (!isRecord(value)) return {};
  const { report, customTemplateId, dateField, title, branches, minVisit, membershipPlans, country } = value;
  if (typeof title !== 'string' || !isStringList(branches)) return {};
  if (typeof customTemplateId === 'string') {
    const field = typeof dateField === 'string' ? dateField : null;
    return { schedule: { customTemplateId, dateField: field, title, branches } };
  }
  if (typeof report !== 'string') return {};
  return {
    schedule: {
      report,
      title,
      branches,
      minVisit: typeof minVisit === 'number' ? minVisit : null,
      membershipPlans: isStringList(membershipPlans) ? membershipPlans : null,
      country: typeof country === 'string' ? country : null,
    },
  };
}
