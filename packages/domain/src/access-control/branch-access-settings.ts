import { Temporal } from 'temporal-polyfill';
import type { VaccinationRequirement } from '../arrivals/vaccination-rule.ts';
import { resolveTimeZone } from '../dates/time-zone-id.ts';

/*
 * Staff changing a branch's vaccination-pass requirement (spec 2 §4, docs/access-control.md
 * "Branch access settings"). The stored shape and the read-time rule (`vaccinationRequiredOn`)
 * are the door decision's (arrivals/vaccination-rule.ts).
 */

/** A scheduled change that has reached its day is the value in force (the read-time rule). */
export function settleVaccinationRequirement(
  state: VaccinationRequirement,
  today: Temporal.PlainDate,
): VaccinationRequirement {
  const { scheduledFrom, scheduledRequireVaccinationCertificate: scheduled } = state;
  if (scheduledFrom === null || scheduled === null) return state;
  if (Temporal.PlainDate.compare(today, Temporal.PlainDate.from(scheduledFrom)) < 0) return state;
  return {
    requireVaccinationCertificate: scheduled,
    scheduledRequireVaccinationCertificate: null,
    scheduledFrom: null,
  };
}

/**
 * Staff ask for `wanted` on `today` (spec 2 §4: "it takes effect at midnight"): asking for the value
 * in force cancels any pending change; asking for the other value schedules it from tomorrow, the
 * branch's next midnight. Asking twice for the same thing changes nothing.
 */
export function requestVaccinationRequirement(
  state: VaccinationRequirement,
  wanted: boolean,
  today: Temporal.PlainDate,
): VaccinationRequirement {
  const settled = settleVaccinationRequirement(state, today);
  if (wanted === settled.requireVaccinationCertificate) {
    return { ...settled, scheduledRequireVaccinationCertificate: null, scheduledFrom: null };
  }
  return {
    requireVaccinationCertificate: settled.requireVaccinationCertificate,
    scheduledRequireVaccinationCertificate: wanted,
    scheduledFrom: today.add({ days: 1 }).toString(),
  };
}

/** The instant a branch's calendar day starts (its midnight; DST days included). */
export function startOfBranchDay(date: string, timeZone: string | null | undefined): Temporal.Instant {
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone: resolveTimeZone(timeZone) })
    .toInstant();
}
