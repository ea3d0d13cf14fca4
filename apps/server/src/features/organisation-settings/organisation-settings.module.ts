import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerOrganisationSettingsFields } from './organisation-settings.graphql.ts';
import { overdueAssessmentDayJob, overdueAssessmentJob } from './organisation-settings.jobs.ts';
import { organisationSettingsSeed } from './organisation-settings.seed.ts';

/**
 * Organisation settings (spec 3 §2 "Organisation settings", issue 15): saving the member-website
 * minimum age and overdue assessment, and overdue control's daily and on-save assessments. The
 * reads are the organisation's getMembershipSettings and getApplicationConfigSettings.
 */
export const organisationSettingsModule: FeatureModule = {
  name: 'organisation-settings',
  graphql: registerOrganisationSettingsFields,
  jobs: [overdueAssessmentJob, overdueAssessmentDayJob],
  seed: organisationSettingsSeed,
};
