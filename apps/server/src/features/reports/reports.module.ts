import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerCustomReportRoutes } from './custom/custom-reports.rest.ts';
import { registerResultSetRoutes } from './result-sets/result-sets.rest.ts';
import { registerStandardReportFields } from './standard/standard-reports.graphql.ts';

/**
 * Reports (spec 3 §2, §5–§7; docs/reports.md): result sets (stored report definitions whose rows
 * are produced when read) with their grid answer and streamed exports under the reporting base.
 */
export const reportsModule: FeatureModule = {
  name: 'reports',
  graphql: () => {
    registerStandardReportFields();
  },
  rest: async (app, env) => {
    registerResultSetRoutes(app, env);
    registerCustomReportRoutes(app, env);
  },
};
