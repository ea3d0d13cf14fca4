import { ANY_BRANCH } from '@clubline/domain';
import { IconReportAnalytics } from '@tabler/icons-react';
import {
  CURRENT_BRANCH,
  type LazyPage,
  type ModuleRoute,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { CUSTOM_RESULT_ROUTE, REPORTS_ROUTE, STANDARD_RESULT_ROUTE } from './paths.ts';

/**
 * Spec 1 §2.1 and spec 3 §2 "Reports": the reports page, a standard report's result page
 * (sfreports/{name}) and a custom report's (customreport), at organisation level and at a branch.
 * The pages need view-reports (spec 1 §2.1: "/reports (needs view-reports)"): anywhere for the
 * organisation's pages, at the branch for a branch's. Each page's code loads on demand.
 */

const reportsPage: LazyPage = async () => ({
  Component: (await import('./ReportsPage.tsx')).ReportsPage,
});
const resultPage: LazyPage = async () => ({
  Component: (await import('./result/ReportResultPage.tsx')).ReportResultPage,
});

const organisationRequires = { operation: 'view-reports', on: ANY_BRANCH } as const;
const branchRequires = { operation: 'view-reports', on: CURRENT_BRANCH } as const;

const organisationReports: ModuleRoute<'organisation'> = {
  path: REPORTS_ROUTE,
  requires: organisationRequires,
  lazy: reportsPage,
};
const branchReports: ModuleRoute<'branch'> = {
  path: REPORTS_ROUTE,
  requires: branchRequires,
  lazy: reportsPage,
};

export const reportsModule: WebModule = {
  name: 'reports',
  routes: {
    organisation: [
      organisationReports,
      { path: STANDARD_RESULT_ROUTE, requires: organisationRequires, lazy: resultPage },
      { path: CUSTOM_RESULT_ROUTE, requires: organisationRequires, lazy: resultPage },
    ],
    branch: [
      branchReports,
      { path: STANDARD_RESULT_ROUTE, requires: branchRequires, lazy: resultPage },
      { path: CUSTOM_RESULT_ROUTE, requires: branchRequires, lazy: resultPage },
    ],
  },
  navigation: {
    organisation: [{ label: 'Reports', icon: IconReportAnalytics, route: organisationReports }],
    branch: [{ label: 'Reports', icon: IconReportAnalytics, route: branchReports }],
  },
};
