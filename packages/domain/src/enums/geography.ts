/** Countries known to the product (spec 1 §4.2), as ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES = ['AU', 'GB', 'IN', 'NZ', 'SG'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = {
  AU: 'Australia',
  GB: 'United Kingdom',
  IN: 'India',
  NZ: 'New Zealand',
  SG: 'Singapore',
};

/** Countries offered for membership plans and branches (spec 1 §4.2, spec 3 §9). */
export const PLAN_COUNTRY_CODES = ['NZ', 'AU'] as const satisfies readonly CountryCode[];
export type PlanCountryCode = (typeof PLAN_COUNTRY_CODES)[number];

/** Default organisation country (the spec's AUSTRALIA fallback). */
export const DEFAULT_COUNTRY: CountryCode = 'AU';

export const BUSINESS_NUMBER_TYPES = ['ABN', 'ACN', 'NZBN'] as const;
export type BusinessNumberType = (typeof BUSINESS_NUMBER_TYPES)[number];
