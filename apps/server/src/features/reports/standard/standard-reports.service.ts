import { authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { billingClock } from '../../billing/public.ts';
import { firstBranchTimeZone, loadBranchesByIds } from '../../branches/public.ts';
import { createResultSet } from '../result-sets/report-source.ts';
import { standardReportMessages } from './standard-report-messages.ts';
import {
  parseStandardReportRequest,
  type StandardReportArgs,
  type StandardReportName,
} from './standard-report-request.ts';
import { STANDARD_REPORTS, standardSourceId, TILE_OPERATIONS } from './standard-reports.ts';

export { TILE_OPERATIONS };

export interface ReportAddress {
  reportUrl: string;
}

/**
 * Asks for a standard report (spec 3 §7 "Reports"): validates the request (spec 3 §5), checks
 * run-report and the tile's operation at every branch named (else BRANCHES_ACCESS_DENIED; an
 * unknown branch BRANCH_NOT_FOUND), stores the result set and answers its address. The rows are
 * read when the address is (docs/reports.md "Result sets and exports").
 */
export async function requestStandardReport(
  context: RequestContext,
  name: StandardReportName,
  args: StandardReportArgs,
): Promise<ReportAddress> {
  const branchIds = [...new Set(args.branches)];
  const created = await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    if (branchIds.length > 0) {
      await authorize(context, tx, 'run-report', { kind: 'branches', ids: branchIds });
      await authorize(context, tx, TILE_OPERATIONS[name], { kind: 'branches', ids: branchIds });
    }
    const branches = await loadBranchesByIds(tx, branchIds);
    const zones =
      branches.length > 0 ? branches.map((branch) => branch.timeZone) : [await firstBranchTimeZone(tx)];
    // "No later than today": the latest today among the branches (the one furthest east).
    const today =
      zones
        .map((zone) => billingClock.today(zone))
        .sort()
        .at(-1) ?? billingClock.today(null);
    const params = parseStandardReportRequest(name, { ...args, branches: branchIds }, today);
    if (name === 'inbranch') {
      const countries = new Set(branches.map((branch) => branch.country));
      if (args.country && [...countries].some((country) => country !== args.country)) {
        throw new ValidationError({ branches: standardReportMessages.branchesOfCountry });
      }
      if (countries.size > 1) throw new ValidationError({ country: standardReportMessages.countryFirst });
    }
    return createResultSet(tx, {
      source: standardSourceId(name),
      title: STANDARD_REPORTS[name].title,
      params,
      branchIds,
      userId: context.viewer.userId,
    });
  });
  return { reportUrl: `${context.deps.publicUrl.replace(/\/+$/, '')}${created.url}` };
}
