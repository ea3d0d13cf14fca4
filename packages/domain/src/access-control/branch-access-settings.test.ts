import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  NO_VACCINATION_REQUIREMENT as DEFAULT_VACCINATION_REQUIREMENT,
  vaccinationRequiredOn as requiresVaccinationOn,
} from '../arrivals/vaccination-rule.ts';
import { requestVaccinationRequirement, startOfBranchDay } from './branch-access-settings.ts';

/** The requirement at an instant, the day taken in the branch's time zone (as the door takes it). */
const requiresVaccinationAt = (
  state: typeof DEFAULT_VACCINATION_REQUIREMENT,
  at: Temporal.Instant,
  timeZone: string,
) => requiresVaccinationOn(state, at.toZonedDateTimeISO(timeZone).toPlainDate());

const day = (text: string) => Temporal.PlainDate.from(text);

describe('the vaccination-pass requirement', () => {
  it('is scheduled from the next day, and in force only from that day', () => {
    const state = requestVaccinationRequirement(DEFAULT_VACCINATION_REQUIREMENT, true, day('2026-04-04'));
    expect(state).toEqual({
      requireVaccinationCertificate: false,
      scheduledRequireVaccinationCertificate: true,
      scheduledFrom: '2026-04-05',
    });
    expect(requiresVaccinationOn(state, day('2026-04-04'))).toBe(false);
    expect(requiresVaccinationOn(state, day('2026-04-05'))).toBe(true);
  });

  it('asking back for the value in force cancels the pending change; asking twice changes nothing', () => {
    const today = day('2026-04-04');
    const scheduled = requestVaccinationRequirement(DEFAULT_VACCINATION_REQUIREMENT, true, today);
    expect(requestVaccinationRequirement(scheduled, true, today)).toEqual(scheduled);
    expect(requestVaccinationRequirement(scheduled, false, today)).toEqual(DEFAULT_VACCINATION_REQUIREMENT);
  });

  it('folds a change that has reached its day before a new request', () => {
    const scheduled = requestVaccinationRequirement(DEFAULT_VACCINATION_REQUIREMENT, true, day('2026-04-04'));
    expect(requestVaccinationRequirement(scheduled, false, day('2026-04-06'))).toEqual({
      requireVaccinationCertificate: true,
      scheduledRequireVaccinationCertificate: false,
      scheduledFrom: '2026-04-07',
    });
  });

  it.each([
    // Auckland leaves daylight saving on 5 April 2026 (03:00 NZDT → 02:00 NZST): midnight is 12:00Z.
    ['Pacific/Auckland', '2026-04-05', '2026-04-04T11:00:00Z'],
    ['Australia/Sydney', '2026-04-05', '2026-04-04T13:00:00Z'],
    ['Australia/Perth', '2026-04-05', '2026-04-04T16:00:00Z'],
  ])('takes effect at the branch midnight in %s', (timeZone, from, midnight) => {
    const state = {
      ...DEFAULT_VACCINATION_REQUIREMENT,
      scheduledRequireVaccinationCertificate: true,
      scheduledFrom: from,
    };
    const start = startOfBranchDay(from, timeZone);
    expect(start.toString()).toBe(midnight);
    expect(requiresVaccinationAt(state, start.subtract({ nanoseconds: 1 }), timeZone)).toBe(false);
    expect(requiresVaccinationAt(state, start, timeZone)).toBe(true);
  });
});
