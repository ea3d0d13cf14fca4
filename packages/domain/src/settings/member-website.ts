import type { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { ageOn } from '../dates/iso-date.ts';
import { numberField } from '../forms/fields.ts';

/** selfServeRequirements.minimumAge of the organisation settings (spec 1 §3, spec 3 §3). */
export interface MinimumAgeSettings {
  readonly warn: boolean;
  readonly warnBelowAge: number;
  readonly restrict: boolean;
  readonly restrictBelowAge: number;
}

/** Defaults (spec 3 §3): warn off / 18, restrict off / 16. */
export const DEFAULT_MINIMUM_AGE_SETTINGS: MinimumAgeSettings = {
  warn: false,
  warnBelowAge: 18,
  restrict: false,
  restrictBelowAge: 16,
};

export const MINIMUM_AGE_MAX = 99;

export const memberWebsiteMessages = {
  restrictTooHigh: 'Restrict below age cannot exceed 99',
  warnTooHigh: 'Warn below age cannot exceed 99',
  warnNotAboveRestrict: 'Warn below age must be greater than restrict below age',
  // Not in the spec: the booleans are "required" with no text given.
  restrictRequired: 'Restrict is required',
  warnRequired: 'Warn is required',
} as const;

/**
 * The member-website settings form (spec 3 §5): both booleans required; ages whole numbers 1–99;
 * when both warn and restrict are on, the warn age must be greater than the restrict age.
 */
export const minimumAgeSettingsSchema = z
  .object({
    restrict: z.boolean({ error: memberWebsiteMessages.restrictRequired }),
    restrictBelowAge: numberField({
      field: 'Restrict below age',
      required: true,
      integer: true,
      sign: 'positive',
      max: MINIMUM_AGE_MAX,
      maxMessage: memberWebsiteMessages.restrictTooHigh,
    }),
    warn: z.boolean({ error: memberWebsiteMessages.warnRequired }),
    warnBelowAge: numberField({
      field: 'Warn below age',
      required: true,
      integer: true,
      sign: 'positive',
      max: MINIMUM_AGE_MAX,
      maxMessage: memberWebsiteMessages.warnTooHigh,
    }),
  })
  .superRefine((settings, ctx) => {
    if (settings.warn && settings.restrict && settings.warnBelowAge <= settings.restrictBelowAge) {
      ctx.addIssue({
        code: 'custom',
        message: memberWebsiteMessages.warnNotAboveRestrict,
        path: ['warnBelowAge'],
      });
    }
  });

/** What self-serve sign-up does with a person of a given age. */
export const SELF_SERVE_AGE_OUTCOMES = ['ALLOWED', 'WARN', 'RESTRICT'] as const;
export type SelfServeAgeOutcome = (typeof SELF_SERVE_AGE_OUTCOMES)[number];

/**
 * Applies the minimum-age settings to a date of birth: RESTRICT when restrict is on and the person is
 * younger than restrictBelowAge; otherwise WARN when warn is on and younger than warnBelowAge.
 */
export function selfServeAgeOutcome(
  settings: MinimumAgeSettings,
  dateOfBirth: Temporal.PlainDate,
  today: Temporal.PlainDate,
): SelfServeAgeOutcome {
  const age = ageOn(dateOfBirth, today);
  if (settings.restrict && age < settings.restrictBelowAge) return 'RESTRICT';
  if (settings.warn && age < settings.warnBelowAge) return 'WARN';
  return 'ALLOWED';
}
