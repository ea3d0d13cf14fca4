import { useCallback } from 'react';
import { type CombinedError, type OperationResult, useClient } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { localCreationDate } from '../report-dates.ts';
import { REPORT_TIMEOUT, type StandardReportRequest } from './standard-report-form.ts';
import type { StandardReportName } from './standard-reports.ts';

/*
 * Spec 3 §7 "Reports": one report-address query per standard report, asked without the cache
 * (a new address each run). Common variables: startDate, endDate, branches, localCreationDate,
 * contentType json; high usage adds minVisit, member visit membershipPlans, in-branch payment the
 * country chosen at organisation level.
 */

const HighUsageReportQuery = graphql(`
  query HighUsageReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!, $minVisit: Int!) {
    highUsageReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json", minVisit: $minVisit) {
      reportUrl
    }
  }
`);

const MemberVisitReportQuery = graphql(`
  query MemberVisitReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!, $membershipPlans: [ID!]) {
    memberVisitReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json", membershipPlans: $membershipPlans) {
      reportUrl
    }
  }
`);

const MembershipCancellationReportQuery = graphql(`
  query MembershipCancellationReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!) {
    membershipCancellationReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json") {
      reportUrl
    }
  }
`);

const MemberSignUpReportQuery = graphql(`
  query MemberSignUpReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!) {
    memberSignUpReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json") {
      reportUrl
    }
  }
`);

const MemberSuspensionEndingReportQuery = graphql(`
  query MemberSuspensionEndingReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!) {
    memberSuspensionEndingReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json") {
      reportUrl
    }
  }
`);

const InBranchPaymentReportQuery = graphql(`
  query InBranchPaymentReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!, $country: String) {
    inBranchPaymentReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json", country: $country) {
      reportUrl
    }
  }
`);

const NonAttendanceReportQuery = graphql(`
  query NonAttendanceReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!) {
    nonAttendanceReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json") {
      reportUrl
    }
  }
`);

const MembershipReportQuery = graphql(`
  query MembershipReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!) {
    membershipReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json") {
      reportUrl
    }
  }
`);

const ContactTracingReportQuery = graphql(`
  query ContactTracingReport($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!) {
    contactTracingReport(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate, contentType: "json") {
      reportUrl
    }
  }
`);

/** How long the form waits for an address before it says the server did not answer in time (spec 3 §8). */
const REPORT_REQUEST_TIMEOUT_MS = 60_000;

export type AddressAnswer = { reportUrl: string } | { problem: string };

type Answer = OperationResult<Record<string, { reportUrl: string } | null | undefined>>;

/** The address from an answer, or the text the form shows. */
function addressOf(result: Answer, field: string): AddressAnswer {
  const reportUrl = result.data?.[field]?.reportUrl;
  if (result.error || !reportUrl) return { problem: errorTextOf(result.error as CombinedError | undefined) };
  return { reportUrl };
}

/** Asks for a standard report's address: the address, or the text for the form's banner. */
export function useReportAddress(
  name: StandardReportName,
): (request: StandardReportRequest) => Promise<AddressAnswer> {
  const client = useClient();
  return useCallback(
    async (request) => {
      const common = {
        startDate: request.startDate,
        endDate: request.endDate,
        branches: request.branches,
        localCreationDate: localCreationDate(),
      };
      const options = { requestPolicy: 'network-only' as const };
      const ask = async (): Promise<AddressAnswer> => {
        switch (name) {
          case 'highusage':
            return addressOf(
              await client
                .query(HighUsageReportQuery, { ...common, minVisit: request.minVisit ?? 1 }, options)
                .toPromise(),
              'highUsageReport',
            );
          case 'membervisit':
            return addressOf(
              await client
                .query(
                  MemberVisitReportQuery,
                  { ...common, membershipPlans: request.membershipPlans ?? [] },
                  options,
                )
                .toPromise(),
              'memberVisitReport',
            );
          case 'membershipending':
            return addressOf(
              await client.query(MembershipCancellationReportQuery, common, options).toPromise(),
              'membershipCancellationReport',
            );
          case 'membersignup':
            return addressOf(
              await client.query(MemberSignUpReportQuery, common, options).toPromise(),
              'memberSignUpReport',
            );
          case 'suspensionending':
            return addressOf(
              await client.query(MemberSuspensionEndingReportQuery, common, options).toPromise(),
              'memberSuspensionEndingReport',
            );
          case 'inbranch':
            return addressOf(
              await client
                .query(InBranchPaymentReportQuery, { ...common, country: request.country ?? null }, options)
                .toPromise(),
              'inBranchPaymentReport',
            );
          case 'nonattendance':
            return addressOf(
              await client.query(NonAttendanceReportQuery, common, options).toPromise(),
              'nonAttendanceReport',
            );
          case 'membership':
            return addressOf(
              await client.query(MembershipReportQuery, common, options).toPromise(),
              'membershipReport',
            );
          case 'contacttracing':
            return addressOf(
              await client.query(ContactTracingReportQuery, common, options).toPromise(),
              'contactTracingReport',
            );
        }
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<AddressAnswer>((resolve) => {
        timer = setTimeout(() => resolve({ problem: REPORT_TIMEOUT }), REPORT_REQUEST_TIMEOUT_MS);
      });
      try {
        return await Promise.race([ask(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    [client, name],
  );
}
