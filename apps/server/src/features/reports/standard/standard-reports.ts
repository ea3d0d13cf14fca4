import { type OperationId, receiptNumberLabel } from '@clubline/domain';
import { z } from 'zod';
import type { Transaction } from '../../../platform/db/client.ts';
import { billingClock } from '../../billing/public.ts';
import { loadBranchesByIds } from '../../branches/public.ts';
import {
  type ReportColumn,
  type ReportRow,
  type ReportScope,
  type ReportSource,
  registerReportSource,
} from '../result-sets/report-source.ts';
import {
  contactTracingRows,
  highUsageRows,
  inBranchPaymentRows,
  memberSignUpRows,
  membershipEndingRows,
  membershipRows,
  memberVisitRows,
  nonAttendanceRows,
  suspensionEndingRows,
} from './standard-report-queries.repository.ts';
import type { StandardReportName, StandardReportParams } from './standard-report-request.ts';

const ParamsSchema = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  localCreationDate: z.string().max(40),
  minVisit: z.number().int().positive().optional(),
  membershipPlans: z.array(z.uuid()).max(500).optional(),
});

const column = (
  name: string,
  displayName: string,
  dataType: ReportColumn['dataType'] = 'STRING',
): ReportColumn => ({
  name,
  displayName,
  dataType,
});
const BRANCH = column('branchName', 'Branch');
const MEMBER_NAME: ReportColumn = { ...column('memberName', 'Member'), memberLink: true };
const CONTACT = [column('email', 'Email'), column('mobile', 'Mobile')];
const MEMBERSHIP = column('membershipName', 'Membership');

type Rows = (tx: Transaction, scope: ReportScope, params: StandardReportParams) => AsyncIterable<ReportRow>;

interface StandardReport {
  title: string;
  columns: readonly ReportColumn[];
  rows: Rows;
  charts?: ReportSource<StandardReportParams>['charts'];
}

/** Today at each branch on the billing clock: what the membership pages call today. */
async function* membershipReportRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  const branches = await loadBranchesByIds(tx, scope.branchIds);
  const todays = Object.fromEntries(
    branches.map((branch) => [branch.id, billingClock.today(branch.timeZone)]),
  );
  yield* membershipRows(tx, scope, params, todays);
}

/**
 * Each receipt by its number as printed ("R-000042", docs/billing.md "Receipts"): what staff find on
 * the receipt, and an identifier, not a quantity (as an INTEGER column the grid's Total summed it).
 */
async function* inBranchPaymentReportRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  for await (const row of inBranchPaymentRows(tx, scope, params)) {
    yield { ...row, receiptNumber: receiptNumberLabel(Number(row.receiptNumber)) };
  }
}

/** The nine standard reports: title, columns (docs/reports.md "Standard reports") and rows. */
export const STANDARD_REPORTS: Readonly<Record<StandardReportName, StandardReport>> = {
  membersignup: {
    title: 'Member sign up report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      MEMBERSHIP,
      column('startDate', 'Start date', 'DATE'),
      column('signedUpAt', 'Signed up', 'DATETIME'),
      column('joinFee', 'Join fee', 'CURRENCY'),
      column('accessCardFee', 'Access card fee', 'CURRENCY'),
    ],
    rows: memberSignUpRows,
  },
  membershipending: {
    title: 'Membership ending report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      MEMBERSHIP,
      column('startDate', 'Start date', 'DATE'),
      column('endDate', 'End date', 'DATE'),
      column('cancellationReason', 'Cancellation reason'),
      column('cancelledAt', 'Cancelled', 'DATETIME'),
    ],
    rows: membershipEndingRows,
  },
  suspensionending: {
    title: 'Suspension ending report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      MEMBERSHIP,
      column('kind', 'Kind'),
      column('suspendedFrom', 'Suspended from', 'DATE'),
      column('resumesOn', 'Resumes on', 'DATE'),
      column('suspensionFee', 'Suspension fee', 'CURRENCY'),
    ],
    rows: suspensionEndingRows,
  },
  highusage: {
    title: 'High usage report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      column('visits', 'Visits', 'INTEGER'),
      column('lastVisit', 'Last visit', 'DATETIME'),
    ],
    rows: highUsageRows,
  },
  membervisit: {
    title: 'Member visit report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      column('visits', 'Visits', 'INTEGER'),
      column('lastVisit', 'Last visit', 'DATETIME'),
    ],
    rows: memberVisitRows,
  },
  contacttracing: {
    title: 'Contact tracing report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      column('arrivedAt', 'Arrived', 'DATETIME'),
      column('departedAt', 'Departed', 'DATETIME'),
    ],
    rows: contactTracingRows,
  },
  inbranch: {
    title: 'In-branch payment report',
    columns: [
      BRANCH,
      column('receiptNumber', 'Receipt'),
      column('paidOn', 'Paid on', 'DATE'),
      MEMBER_NAME,
      column('paymentType', 'Payment type'),
      column('amount', 'Amount', 'CURRENCY'),
      column('gstAmount', 'GST amount', 'CURRENCY'),
    ],
    rows: inBranchPaymentReportRows,
  },
  nonattendance: {
    title: 'Non-attendance report',
    columns: [
      BRANCH,
      MEMBER_NAME,
      ...CONTACT,
      MEMBERSHIP,
      column('startDate', 'Start date', 'DATE'),
      column('lastVisit', 'Last visit', 'DATETIME'),
    ],
    rows: nonAttendanceRows,
  },
  membership: {
    title: 'Membership report',
    columns: [
      BRANCH,
      column('memberId', 'Member ID'),
      column('firstName', 'First name'),
      { ...column('lastName', 'Last name'), memberLink: true },
      column('gender', 'Gender'),
      ...CONTACT,
      column('dateOfBirth', 'Date of birth', 'DATE'),
      MEMBERSHIP,
      column('startDate', 'Start date', 'DATE'),
      column('endDate', 'End date', 'DATE'),
      column('paymentAmount', 'Payment amount', 'CURRENCY'),
      column('joinFee', 'Join fee', 'CURRENCY'),
      column('accessCardFee', 'Access card fee', 'CURRENCY'),
      column('status', 'Status'),
      column('vaccinationSightedAt', 'Vaccination certificate sighted', 'DATETIME'),
      column('vaccinationPassExpiresAt', 'Vaccination pass expires', 'DATETIME'),
    ],
    rows: membershipReportRows,
    charts: ['gender'],
  },
};

/**
 * The operation a report's tile needs beside run-report (spec 3 §2, §6: "high usage, sign-up and
 * ending reports share one, the member visit report uses another"; the names are not shown, so
 * ours are in docs/reports.md "Standard reports"): reports of visits need view-arrival, of
 * members' details view-member, of money taken view-sales. The same operation is needed to read
 * its result set (`readOperation`) and to receive it by schedule.
 */
export const TILE_OPERATIONS: Readonly<Record<StandardReportName, OperationId>> = {
  highusage: 'view-reports',
  membersignup: 'view-reports',
  membershipending: 'view-reports',
  suspensionending: 'view-reports',
  membervisit: 'view-arrival',
  contacttracing: 'view-arrival',
  inbranch: 'view-sales',
  membership: 'view-member',
  nonattendance: 'view-member',
};

/** The operation a standard report's rows take (its tile's); null for a name no report has. */
export function tileOperationOf(reportName: string): OperationId | null {
  return Object.hasOwn(TILE_OPERATIONS, reportName)
    ? TILE_OPERATIONS[reportName as StandardReportName]
    : null;
}

/** The result-set source key of a standard report. */
export const standardSourceId = (name: StandardReportName) => `standard:${name}`;

for (const [name, report] of Object.entries(STANDARD_REPORTS)) {
  registerReportSource<StandardReportParams>({
    id: `standard:${name}`,
    parseParams: (raw) => ParamsSchema.parse(raw),
    columns: () => report.columns,
    rows: report.rows,
    readOperation: TILE_OPERATIONS[name as StandardReportName],
    ...(report.charts ? { charts: report.charts } : {}),
  });
}
