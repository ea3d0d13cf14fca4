import { isPlausibleDate, parseIsoDate } from '@clubline/domain';
import { ValidationError } from '../../../platform/errors/errors.ts';
import { standardReportMessages as text } from './standard-report-messages.ts';

/** The nine standard reports, by the name of their page (spec 3 §2 sfreports/{name}). */
const STANDARD_REPORT_NAMES = [
  'highusage',
  'membervisit',
  'membershipending',
  'membersignup',
  'suspensionending',
  'inbranch',
  'nonattendance',
  'membership',
  'contacttracing',
] as const;
export type StandardReportName = (typeof STANDARD_REPORT_NAMES)[number];

/** What a standard report query asks (spec 3 §3 "Standard report request"). */
export interface StandardReportArgs {
  startDate: string;
  endDate: string;
  branches: readonly string[];
  localCreationDate: string;
  minVisit?: number | null;
  membershipPlans?: readonly string[] | null;
  country?: string | null;
}

/** The request once valid: what the report's result set stores as its params. */
export interface StandardReportParams {
  startDate: string;
  endDate: string;
  minVisit?: number;
  membershipPlans?: string[];
  /** The browser's local creation time, recorded as sent, trusted for nothing. */
  localCreationDate: string;
}

/** Reports whose dates may lie ahead (spec 3 §5: the ending reports; the membership report lists current memberships). */
const FUTURE_ALLOWED: ReadonlySet<StandardReportName> = new Set([
  'membershipending',
  'suspensionending',
  'membership',
]);

/**
 * Spec 3 §5 "Standard reports", checked on the server with the form's texts: From and To required
 * and valid (1900–2200), To not before From, at most 12 months, no later than `today` (the latest
 * "today" of the branches named) except for the ending and membership reports, at least one
 * branch, minVisit > 0 for high usage, at least one plan for member visit.
 */
export function parseStandardReportRequest(
  name: StandardReportName,
  args: StandardReportArgs,
  today: string,
): StandardReportParams {
  const errors: Record<string, string> = {};
  const dateOf = (field: 'startDate' | 'endDate') => {
    const raw = args[field].trim();
    if (raw === '') {
      errors[field] = text.dateRequired;
      return undefined;
    }
    const date = parseIsoDate(raw);
    if (!date) errors[field] = text.validDate;
    else if (!isPlausibleDate(date)) errors[field] = text.dateLooksWrong;
    return errors[field] ? undefined : date;
  };
  const start = dateOf('startDate');
  const end = dateOf('endDate');
  if (start && end) {
    if (end.until(start).sign > 0) errors.endDate = text.endBeforeStart;
    else if (end.until(start.add({ months: 12 })).sign < 0) errors.endDate = text.rangeTooLong;
  }
  if (!FUTURE_ALLOWED.has(name)) {
    const todayDate = parseIsoDate(today);
    for (const [field, date] of [
      ['startDate', start],
      ['endDate', end],
    ] as const) {
      if (date && todayDate && !errors[field] && todayDate.until(date).sign > 0)
        errors[field] = text.notInFuture;
    }
  }
  if (args.branches.length === 0) errors.branches = text.branchRequired;
  if (name === 'highusage' && !(typeof args.minVisit === 'number' && args.minVisit > 0)) {
    errors.minVisit = text.minVisitRequired;
  }
  if (name === 'membervisit' && (args.membershipPlans ?? []).length === 0) {
    errors.membershipPlans = text.membershipRequired;
  }
  if (args.country !== undefined && args.country !== null && args.country !== 'NZ' && args.country !== 'AU') {
    errors.country = text.countryUnknown;
  }
  if (Object.keys(errors).length > 0 || !start || !end) throw new ValidationError(errors);
  return {
    startDate: start.toString(),
    endDate: end.toString(),
    localCreationDate: args.localCreationDate.slice(0, 40),
    ...(name === 'highusage' && typeof args.minVisit === 'number' ? { minVisit: args.minVisit } : {}),
    ...(name === 'membervisit' ? { membershipPlans: [...new Set(args.membershipPlans ?? [])] } : {}),
  };
}
