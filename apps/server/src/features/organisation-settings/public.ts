/**
 * What other features may use of the organisation settings: reading them inside the caller's
 * tenant transaction, the organisations overdue control visits each day, and the hook announced
 * when the overdue settings are saved (memberships, which owns overdue control, handles both).
 * The organisation stands below and imports nothing from here; the permission the settings need
 * is the organisation's (organisation/public.ts).
 */

export { overdueSettingsSaved } from './organisation-settings.hooks.ts';
export { readOrganisationSettings } from './organisation-settings.repository.ts';
