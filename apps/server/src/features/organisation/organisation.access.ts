import type { Permissions } from '@clubline/domain';
import { authorizeWithoutRead } from '../../platform/auth/authorization.ts';
import { DomainError } from '../../platform/errors/errors.ts';

/**
 * Spec 1 §3, spec 3 §2: the settings pages need their flag "plus permission on all branches".
 * The catalogue's operation for them is manage-organization-settings (docs/organisation-settings.md).
 * Managing the organisation is the organisation's permission, so it lives here, on the ground
 * floor: the organisation's own whole-organisation reads need it as much as the organisation
 * settings (a floor above) do.
 */
export const ORGANISATION_SETTINGS_OPERATION = 'manage-organization-settings';

/** The settings are the organisation's: the operation on every branch (the `organisation` subject). */
export function assertManagesOrganisationSettings(context: { permissions: Permissions }): void {
  authorizeWithoutRead(
    context,
    ORGANISATION_SETTINGS_OPERATION,
    { kind: 'organisation' },
    { refusal: () => new DomainError('ORGANISATION_SETTINGS_ACCESS_DENIED') },
  );
}
