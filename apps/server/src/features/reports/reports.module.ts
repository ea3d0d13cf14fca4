import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerCustomReportRoutes } from './custom/custom-reports.rest.ts';
import { registerResultSetRoutes } from './result-sets/result-sets.rest.ts';
import { registerReportScheduleFields } from './schedules/report-schedules.graphql.ts';
import { reportSchedulesRunJob, reportSchedulesTickJob } from './schedules/report-schedules.jobs.ts';
import { registerScheduledReportRoutes } from './schedules/scheduled-reports.rest.ts';
import { registerStandardReportFields } from './standard/standard-reports.graphql.ts';

/**
 * Reports (spec 3 §2, §5–§7; docs/reports.md): result sets (stored report definitions whose rows
 * are produced when read) with their grid answer and streamed exports under the reporting base.
 */
export const reportsModule: FeatureModule = {
  name: 'reports',
  graphql: () => {
    registerStandardReportFields();
    registerReportScheduleFields();
  },
  jobs: [reportSchedulesRunJob, reportSchedulesTickJob],
  rest: async (app, env) => {
    registerResultSetRoutes(app, env);
    registerCustomReportRoutes(app, env);
    registerScheduledReportRoutes(app, env);
  },
};
