/**
 * What other features may use of the organisation settings: reading them inside the caller's
 * tenant transaction (the organisation's getMembershipSettings and getApplicationConfigSettings
 * answer with them), and the permission they need. Only the repository and a pure check are
 * exported, so organisation may import this without an import cycle.
 */

export {
  assertManagesOrganisationSettings,
  ORGANISATION_SETTINGS_OPERATION,
} from './organisation-settings.access.ts';
export { overdueSettingsSaved } from './organisation-settings.hooks.ts';
export {
  type OrganisationSettings,
  organisationsToAssess,
  readOrganisationSettings,
} from './organisation-settings.repository.ts';
