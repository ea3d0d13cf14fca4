import { ALL_BRANCHES, can, type Permissions } from '@clubline/domain';
import { DomainError } from '../../platform/errors/errors.ts';

/**
 * Spec 1 §3, spec 3 §2: the settings pages need their flag "plus permission on all branches".
 * The catalogue's operation for them is manage-organization-settings (docs/organisation-settings.md).
 */
export const ORGANISATION_SETTINGS_OPERATION = 'manage-organization-settings';

export function assertManagesOrganisationSettings(context: { permissions: Permissions }): void {
  if (!can(context.permissions, ORGANISATION_SETTINGS_OPERATION, ALL_BRANCHES))
    throw new DomainError('ORGANISATION_SETTINGS_ACCESS_DENIED');
}
