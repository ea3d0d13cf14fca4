import type { FieldCheck, FieldErrors } from '@clubline/domain';
import { dateRangeErrors } from '../report-dates.ts';
import type { StandardReport } from './standard-reports.ts';

/** Spec 3 §5 "Standard reports": the texts of the other fields. */
export const BRANCH_REQUIRED = 'At least one branch is required';
export const MEMBERSHIP_REQUIRED = 'At least one membership is required';
export const MIN_VISIT_REQUIRED = 'A number greater than 0 is required';
export const COUNTRY_REQUIRED = 'Country must be provided';
/** Spec 3 §8: while the report address is asked for. */
export const REPORT_GENERATING = 'Your report is being generated';
/** Spec 3 §8: the server did not answer in time. */
export const REPORT_TIMEOUT =
  'The report could not be created as the server has not responded in time. Please try again or refine your filters.';

/** The countries in-branch payment is reported by (spec 3 §9 plan countries). */
export const REPORT_COUNTRIES = ['NZ', 'AU'] as const;
type ReportCountry = (typeof REPORT_COUNTRIES)[number];

/** High usage's minimum visits: at most this (a sensible bound; the server has its own). */
const MIN_VISIT_MAX = 10_000;

export interface StandardReportValues extends Record<string, unknown> {
  from: string;
  to: string;
  branches: string[];
  /** In-branch payment at organisation level: chosen first, then branches of that country. */
  country: string;
  minVisit: string | number;
  membershipPlans: string[];
}

/** What the report-address query is sent (spec 3 §3 "Standard report request"), less localCreationDate. */
export interface StandardReportRequest {
  startDate: string;
  endDate: string;
  branches: string[];
  country?: ReportCountry;
  minVisit?: number;
  membershipPlans?: string[];
}

/** The form's first values: the range empty, a branch user's own branch chosen. */
export function newStandardReportValues(branchId: string | null): StandardReportValues {
  return {
    from: '',
    to: '',
    branches: branchId ? [branchId] : [],
    country: '',
    minVisit: '',
    membershipPlans: [],
  };
}

const isReportCountry = (value: string): value is ReportCountry =>
  (REPORT_COUNTRIES as readonly string[]).includes(value);

function minVisitOf(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count > 0 && count <= MIN_VISIT_MAX ? count : null;
}

/**
 * Spec 3 §5 "Standard reports": every rule of the report's form, with the spec's texts.
 * `countryFirst`: the organisation-level in-branch payment form, which picks a country first.
 */
export function checkStandardReport(
  report: StandardReport,
  values: StandardReportValues,
  options: { today: string; countryFirst: boolean },
): FieldCheck<StandardReportRequest> {
  const errors: FieldErrors = {
    ...dateRangeErrors(
      { from: values.from, to: values.to },
      { today: options.today, allowsFutureDates: report.allowsFutureDates },
    ),
  };
  const asksCountry = options.countryFirst && report.extras.includes('country');
  if (asksCountry && !isReportCountry(values.country)) errors.country = COUNTRY_REQUIRED;
  if (values.branches.length === 0) errors.branches = BRANCH_REQUIRED;
  const minVisit = minVisitOf(values.minVisit);
  if (report.extras.includes('minVisit') && minVisit === null) errors.minVisit = MIN_VISIT_REQUIRED;
  if (report.extras.includes('membershipPlans') && values.membershipPlans.length === 0) {
    errors.membershipPlans = MEMBERSHIP_REQUIRED;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      startDate: values.from,
      endDate: values.to,
      branches: [...values.branches],
      ...(asksCountry && isReportCountry(values.country) ? { country: values.country } : {}),
      ...(report.extras.includes('minVisit') && minVisit !== null ? { minVisit } : {}),
      ...(report.extras.includes('membershipPlans') ? { membershipPlans: [...values.membershipPlans] } : {}),
    },
  };
}
