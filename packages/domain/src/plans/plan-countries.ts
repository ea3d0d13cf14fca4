/**
 * Countries a plan is sold in (spec 3 §2, §9), with their labels. A module of its own: screens
 * that only format a plan's amounts in its currency (the member overview's memberships) take these
 * without the plan form's schemas.
 */
export const PLAN_COUNTRIES = ['AU', 'NZ'] as const;
export type PlanCountry = (typeof PLAN_COUNTRIES)[number];
export const PLAN_COUNTRY_LABELS: Readonly<Record<PlanCountry, string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
};
