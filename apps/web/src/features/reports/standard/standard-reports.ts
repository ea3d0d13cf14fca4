import type { OperationId } from '@clubline/domain';
import type { FeatureFlag } from '../../../app/flags/flags.ts';

/** The route names of the standard reports (spec 1 §2.1, spec 3 §2: /…/sfreports/{name}). */
const STANDARD_REPORT_NAMES = [
  'contacttracing',
  'inbranch',
  'highusage',
  'membership',
  'membershipending',
  'suspensionending',
  'membersignup',
  'membervisit',
  'nonattendance',
] as const;

export type StandardReportName = (typeof STANDARD_REPORT_NAMES)[number];

export const isStandardReportName = (name: string | undefined): name is StandardReportName =>
  (STANDARD_REPORT_NAMES as readonly (string | undefined)[]).includes(name);

/** What a report's form asks beyond From, To and branches. */
type ReportExtra = 'minVisit' | 'membershipPlans' | 'country';

export interface StandardReport {
  name: StandardReportName;
  title: string;
  description: string;
  /** Spec 3 §5: only the ending reports may look ahead; the others stop at today. */
  allowsFutureDates: boolean;
  extras: readonly ReportExtra[];
  /**
   * What a tile needs where the report runs (docs/reports.md "Standard reports"): run-report and
   * the tile's own operation (spec 3 §2: high usage, sign-up and the ending reports share one,
   * member visit another), each at every branch named.
   */
  operations: readonly OperationId[];
  flag?: FeatureFlag;
}

/**
 * The nine standard reports (spec 3 §2 "Reports", §5 "Standard reports"), in the spec's order.
 * Each tile needs run-report and its own operation where it runs; the server checks both at every
 * branch named.
 */
export const STANDARD_REPORTS: readonly StandardReport[] = [
  {
    name: 'contacttracing',
    title: 'Contact tracing',
    description: 'Who was in the branch at the same time as a given visit, day by day.',
    allowsFutureDates: false,
    extras: [],
    operations: ['run-report', 'view-arrival'],
    flag: 'contact_tracing_report',
  },
  {
    name: 'inbranch',
    title: 'In-branch payment',
    description: 'Payments taken at the desk, by branch and payment method.',
    allowsFutureDates: false,
    extras: ['country'],
    operations: ['run-report', 'view-sales'],
    flag: 'in_branch_payments',
  },
  {
    name: 'highusage',
    title: 'High usage',
    description: 'Members who visited at least a given number of times in the period.',
    allowsFutureDates: false,
    extras: ['minVisit'],
    operations: ['run-report', 'view-reports'],
  },
  {
    name: 'membership',
    title: 'Membership',
    description: 'Memberships that are Active, Suspended or Pending, with their members, fees and status.',
    allowsFutureDates: true,
    extras: [],
    operations: ['run-report', 'view-member'],
  },
  {
    name: 'membershipending',
    title: 'Membership ending',
    description: 'Memberships that end or were cancelled in the period, including ones ending ahead.',
    allowsFutureDates: true,
    extras: [],
    operations: ['run-report', 'view-reports'],
  },
  {
    name: 'suspensionending',
    title: 'Suspension ending',
    description: 'Suspensions that end in the period, so members can be welcomed back.',
    allowsFutureDates: true,
    extras: [],
    operations: ['run-report', 'view-reports'],
  },
  {
    name: 'membersignup',
    title: 'Member sign up',
    description: 'Members who joined in the period, with the membership they bought.',
    allowsFutureDates: false,
    extras: [],
    operations: ['run-report', 'view-reports'],
  },
  {
    name: 'membervisit',
    title: 'Member visit',
    description: 'Visits of members holding the chosen memberships.',
    allowsFutureDates: false,
    extras: ['membershipPlans'],
    operations: ['run-report', 'view-arrival'],
  },
  {
    name: 'nonattendance',
    title: 'Non-attendance',
    description: 'Members with a current membership who did not visit in the period.',
    allowsFutureDates: false,
    extras: [],
    operations: ['run-report', 'view-member'],
  },
];

export function standardReport(name: StandardReportName): StandardReport {
  const report = STANDARD_REPORTS.find((candidate) => candidate.name === name);
  if (!report) throw new Error(`Unknown standard report ${name}`);
  return report;
}
