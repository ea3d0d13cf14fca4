import {
  PAYMENT_OPTION_STATUS_COLOURS,
  PAYMENT_OPTION_STATUS_LABELS,
  PLAN_COUNTRIES,
  PLAN_COUNTRY_LABELS,
} from '@clubline/domain';

/** Spec 3 §9: a plan country's name (Australia, New Zealand). */
export function countryLabel(country: string): string {
  const code = PLAN_COUNTRIES.find((candidate) => candidate === country);
  return code ? PLAN_COUNTRY_LABELS[code] : country;
}

export const STATUS_LABELS = PAYMENT_OPTION_STATUS_LABELS;
/** Spec 3 §4: a draft's tag is error-coloured, an archived one grey. */
export const STATUS_COLORS = PAYMENT_OPTION_STATUS_COLOURS;

/** Spec 3 §2: shown when an option is sold at branches outside its plan's country. */
export function otherCountryWarning(
  planCountry: string,
  sellingBranches: readonly { country: string }[],
): string | null {
  return sellingBranches.some((branch) => branch.country !== planCountry)
    ? `This Payment option will only be available in ${countryLabel(planCountry)}`
    : null;
}
