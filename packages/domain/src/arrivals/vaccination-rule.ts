import { Temporal } from 'temporal-polyfill';

/**
 * A branch's vaccination requirement as stored: in force now, and a change waiting for its day
 * (spec 2 §4: the toggle takes effect at the branch's midnight).
 */
export interface VaccinationRequirement {
  readonly requireVaccinationCertificate: boolean;
  readonly scheduledRequireVaccinationCertificate: boolean | null;
  /** YYYY-MM-DD in the branch's calendar: the first day the scheduled value applies. */
  readonly scheduledFrom: string | null;
}

export const NO_VACCINATION_REQUIREMENT: VaccinationRequirement = {
  requireVaccinationCertificate: false,
  scheduledRequireVaccinationCertificate: null,
  scheduledFrom: null,
};

/** Whether the branch requires a vaccination certificate on `today` (its calendar). */
export function vaccinationRequiredOn(
  requirement: VaccinationRequirement,
  today: Temporal.PlainDate,
): boolean {
  const { scheduledFrom, scheduledRequireVaccinationCertificate: scheduled } = requirement;
  if (scheduledFrom !== null && scheduled !== null) {
    if (Temporal.PlainDate.compare(today, Temporal.PlainDate.from(scheduledFrom)) >= 0) return scheduled;
  }
  return requirement.requireVaccinationCertificate;
}

/** A person's vaccination record (spec 2 §3: vaccinationCertSightedOn, vaccinationPassExpiryDate). */
export interface VaccinationRecord {
  readonly certificateSightedAt: Temporal.Instant | null;
  /** The pass's expiry day in the branch's calendar; the pass is good through that day. */
  readonly passExpiryDate: Temporal.PlainDate | null;
}

export type VaccinationProblem =
  | { readonly kind: 'NO_CERTIFICATE' }
  | { readonly kind: 'PASS_EXPIRED'; readonly expiry: Temporal.PlainDate };

/**
 * What keeps a person out under the requirement, if anything: no certificate sighted, or a pass
 * whose expiry day is before `today`. A certificate sighted later than the swipe does not count.
 */
export function vaccinationProblem(
  record: VaccinationRecord,
  at: Temporal.Instant,
  today: Temporal.PlainDate,
): VaccinationProblem | null {
  if (record.certificateSightedAt === null || Temporal.Instant.compare(record.certificateSightedAt, at) > 0) {
    return { kind: 'NO_CERTIFICATE' };
  }
  if (record.passExpiryDate !== null && Temporal.PlainDate.compare(record.passExpiryDate, today) < 0) {
    return { kind: 'PASS_EXPIRED', expiry: record.passExpiryDate };
  }
  return null;
}
