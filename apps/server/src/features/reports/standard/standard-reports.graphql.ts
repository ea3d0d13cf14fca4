import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { writesInQuery } from '../../../platform/graphql/request-transaction.ts';
import type { StandardReportName } from './standard-report-request.ts';
import { requestStandardReport, TILE_OPERATIONS } from './standard-reports.service.ts';

const ReportAddressRef = builder.objectRef<{ reportUrl: string }>('ReportAddress').implement({
  description: 'Where a report is read: a result set under the reporting base (docs/reports.md).',
  fields: (t) => ({
    reportUrl: t.exposeString('reportUrl', {
      description:
        'GET it with the bearer token and X-Application-Id for the grid (JSON); add /export?format=csv|xlsx for the file. Expires after 24 hours.',
    }),
  }),
});

/** The root field of each report (spec 3 §7 "Reports") and the extra argument it takes. */
const FIELDS: readonly [
  string,
  StandardReportName,
  string,
  'minVisit' | 'membershipPlans' | 'country' | null,
][] = [
  ['highUsageReport', 'highusage', 'Members who came in at least minVisit times in the range.', 'minVisit'],
  [
    'memberVisitReport',
    'membervisit',
    'Visits in the range by members holding one of the plans.',
    'membershipPlans',
  ],
  [
    'membershipCancellationReport',
    'membershipending',
    'Memberships ending in the range (future dates allowed).',
    null,
  ],
  ['memberSignUpReport', 'membersignup', 'Memberships signed up in the range.', null],
  [
    'memberSuspensionEndingReport',
    'suspensionending',
    'Suspensions and free periods ending in the range.',
    null,
  ],
  ['inBranchPaymentReport', 'inbranch', 'Money taken at the desk (receipts) in the range.', 'country'],
  [
    'nonAttendanceReport',
    'nonattendance',
    'Members with a membership in force who did not come in during the range.',
    null,
  ],
  [
    'membershipReport',
    'membership',
    'Memberships in force in the range that are Active, Suspended or Pending today.',
    null,
  ],
  ['contactTracingReport', 'contacttracing', 'Everyone who came in during the range, with the time.', null],
];

const dateArg = z.string().max(40);

/**
 * localCreationDate as the web sends it (report-dates.ts: the browser's local YYYY-MM-DDTHH:mm:ss),
 * a fraction or a zone allowed. It is only recorded, in the result set's parameters (jsonb): any
 * text was accepted, and one PostgreSQL's JSON cannot hold (a lone UTF-16 surrogate, "\ud800")
 * failed the insert, INTERNAL.
 */
const localDateTimeArg = z
  .string()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/,
    'localCreationDate must be a date-time (YYYY-MM-DDTHH:mm:ss)',
  );

/** Adds the nine standard report queries. */
export function registerStandardReportFields(): void {
  builder.queryFields((t) =>
    Object.fromEntries(
      FIELDS.map(([fieldName, report, what, extra]) => [
        fieldName,
        t.field({
          type: ReportAddressRef,
          description: `${what} Stores the report's result set and answers its address. Needs run-report and ${TILE_OPERATIONS[report]} at every branch named.`,
          ...writesInQuery(
            requires('run-report', 'branches', {
              also: [{ operation: TILE_OPERATIONS[report], subject: 'branches' }],
            }),
            "stores the report's result set (an expiring definition) that the address names",
          ),
          args: {
            startDate: t.arg.string({ required: true, validate: dateArg, description: 'YYYY-MM-DD' }),
            endDate: t.arg.string({ required: true, validate: dateArg, description: 'YYYY-MM-DD' }),
            branches: t.arg.idList({ required: true, validate: z.array(z.uuid()).max(2000) }),
            localCreationDate: t.arg.string({
              required: true,
              validate: localDateTimeArg,
              description: "The browser's local ISO date-time: recorded, trusted for nothing.",
            }),
            useEmbeddedDashboard: t.arg.boolean({ description: 'Accepted; the grid is always the answer.' }),
            contentType: t.arg.string({ validate: z.literal('json'), description: 'json (the only one).' }),
            ...(extra === 'minVisit' ? { minVisit: t.arg.int({ required: true }) } : {}),
            ...(extra === 'membershipPlans'
              ? { membershipPlans: t.arg.idList({ validate: z.array(z.uuid()).max(500) }) }
              : {}),
            ...(extra === 'country' ? { country: t.arg.string({ validate: z.string().max(2) }) } : {}),
          },
          resolve: (_root, args, context) => {
            const named = args as typeof args & {
              minVisit?: number;
              membershipPlans?: readonly (string | number)[] | null;
              country?: string | null;
            };
            return requestStandardReport(requestContext(context), report, {
              startDate: args.startDate,
              endDate: args.endDate,
              branches: args.branches.map(String),
              localCreationDate: args.localCreationDate,
              minVisit: named.minVisit ?? null,
              membershipPlans: named.membershipPlans?.map(String) ?? null,
              country: named.country ?? null,
            });
          },
        }),
      ]),
    ),
  );
}
