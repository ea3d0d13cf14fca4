import { formatInstant } from '../../../ui/format.ts';
import type { BranchAccessSettings } from './branch-access-api.ts';

/** The toggle's texts (spec 2 §4: the requirement takes effect at the branch's midnight). */

export function inForceWording(required: boolean): string {
  return required
    ? 'Now: members need a verified vaccination pass to enter.'
    : 'Now: no vaccination pass is needed to enter.';
}

/** "From midnight (30 Nov 2026, 12:00 am, Pacific/Auckland) members will need …", or null. */
export function scheduledWording(settings: BranchAccessSettings): string | null {
  const [change] = settings.scheduledPermissionCalculations;
  if (!change) return null;
  const when = formatInstant(change.effectiveAt, settings.timeZone, 'dateTime');
  const what = change.requireVaccinationCertificate
    ? 'members will need a verified vaccination pass to enter'
    : 'members will no longer need a vaccination pass to enter';
  return `From midnight (${when}, ${settings.timeZone}) ${what}.`;
}

/** The confirmation asked before a change is scheduled. */
export function confirmWording(required: boolean, timeZone: string): string {
  const what = required
    ? 'members will need a verified vaccination pass to enter this branch'
    : 'members will no longer need a vaccination pass to enter this branch';
  return `From midnight tonight, branch time (${timeZone}), ${what}. Until then the doors keep the rule they have now.`;
}
