import { ALL_BRANCHES, ANY_BRANCH } from '@clubline/domain';
import type { Requires } from '../../app/modules/web-module.ts';

/** The sidebar entry Organisation (spec 1 §3): the flag and ui-access-grey-area. */
export const settingsAreaRequires: Requires<'organisation'> = {
  operation: 'ui-access-grey-area',
  on: ANY_BRANCH,
  flag: 'organization_settings',
};

/**
 * Each settings page: the flag plus manage-organization-settings on every branch, as the server
 * (docs/organisation-settings.md).
 */
export const settingsPageRequires: Requires<'organisation'> = {
  operation: 'manage-organization-settings',
  on: ALL_BRANCHES,
  flag: 'organization_settings',
};
