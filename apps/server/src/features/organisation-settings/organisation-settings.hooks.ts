import type { OverdueSettings } from '@clubline/domain';
import { defineHook } from '../../platform/modules/hooks.ts';

/**
 * The organisation's overdue settings were saved (spec 3 §5 "Overdue settings"), announced in the
 * saving transaction. Overdue control's assessment is memberships' work (it blocks memberships, a
 * few floors up): memberships enqueues it from its handler, so staff see the new settings take
 * effect within seconds rather than at the next daily run.
 */
export const overdueSettingsSaved = defineHook<{ applicationId: string; overdue: OverdueSettings }>(
  'overdue-settings-saved',
);
