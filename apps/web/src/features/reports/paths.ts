import { branchPath, ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';
import type { StandardReportName } from './standard/standard-reports.ts';

/** The reports' routes in both areas (spec 1 §2.1, spec 3 §2). */
export const REPORTS_ROUTE = 'reports';
export const STANDARD_RESULT_ROUTE = 'sfreports/:reportName';
export const CUSTOM_RESULT_ROUTE = 'customreport';

const areaPath = (branchId: string | null | undefined) =>
  branchId ? branchPath(branchId) : ORGANISATION_PATH;

/** The reports page: the organisation's, or a branch's. */
export function reportsPath(branchId?: string | null): string {
  return routeHref(areaPath(branchId), REPORTS_ROUTE);
}

/** A standard report's result page: /{branch/{branchId}|organization}/sfreports/{name}. */
export function standardResultPath(name: StandardReportName, branchId?: string | null): string {
  return routeHref(areaPath(branchId), `sfreports/${name}`);
}

/** A custom report's result page. */
export function customResultPath(branchId?: string | null): string {
  return routeHref(areaPath(branchId), CUSTOM_RESULT_ROUTE);
}

/** A member's overview, where a report's member names link (spec 3 §2). */
export function memberOverviewPath(homeBranchId: string, memberId: string): string {
  return `${branchPath(homeBranchId)}/members/${encodeURIComponent(memberId)}/overview`;
}
