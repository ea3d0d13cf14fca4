import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerOrganisationSettingsFields } from './organisation-settings.graphql.ts';

/**
 * Organisation settings (spec 3 §2 "Organisation settings", issue 15): saving the member-website
 * minimum age and overdue assessment. Overdue control's daily and on-save assessments, and its
 * demo member, are memberships' (they block memberships): saving announces `overdueSettingsSaved`.
 * The reads are the organisation's getMembershipSettings and getApplicationConfigSettings.
 */
export const organisationSettingsModule: FeatureModule = {
  name: 'organisation-settings',
  graphql: registerOrganisationSettingsFields,
};
