import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerOrganisationSettingsFields } from './organisation-settings.graphql.ts';
import { registerOrganisationSettingsReads } from './organisation-settings-reads.graphql.ts';

/**
 * Organisation settings (spec 3 §2 "Organisation settings"): reading and saving the member-website
 * minimum age (getMembershipSettings) and overdue assessment (a field the settings add to the
 * organisation's getApplicationConfigSettings). Overdue control's daily and on-save assessments,
 * and its demo member, are memberships' (they block memberships): saving announces
 * `overdueSettingsSaved`.
 */
export const organisationSettingsModule: FeatureModule = {
  name: 'organisation-settings',
  graphql: () => {
    registerOrganisationSettingsReads();
    registerOrganisationSettingsFields();
  },
};
