import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';

/**
 * The organisation settings' mutations (docs/organisation-settings.md): manage-organization-settings
 * on ALL_BRANCHES. Only the admin holds it here, so the gate refuses every other actor (a holder
 * on some branches only meets ORGANISATION_SETTINGS_ACCESS_DENIED: organisation-settings.test.ts).
 * Another organisation's admin changes its own organisation's settings, never this one's.
 */
const ORGANISATION_SETTINGS = (superAdmin: string, otherAdmin: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'ACCESS_DENIED',
  superAdmin,
  otherAdmin,
});

export const ORGANISATION_SETTINGS_ROWS: MatrixRow[] = [
  field('updateMembershipSettings', {
    subject: "the viewer's organisation's member-website minimum age",
    document: `mutation Save($input: MembershipSettingsInput!) {
      updateMembershipSettings(input: $input) { __typename }
    }`,
    variables: () => ({
      input: {
        selfServeRequirements: {
          minimumAge: { warn: false, warnBelowAge: 18, restrict: false, restrictBelowAge: 16 },
        },
      },
    }),
    expect: ORGANISATION_SETTINGS(OK, OK),
  }),
  field('updateOverdueAssessmentSettings', {
    subject: "the viewer's organisation's overdue assessment (this one is paysmart, the other debitsuccess)",
    document: `mutation Save($input: OverdueAssessmentSettingsInput!) {
      updateOverdueAssessmentSettings(input: $input) { __typename }
    }`,
    variables: () => ({ input: { enabled: false, maximumOverdueAmount: 0, gracePeriodInDays: 0 } }),
    // Overdue settings are hidden for paysmart (spec 3 §2), so the admin here is refused them.
    expect: ORGANISATION_SETTINGS('OVERDUE_SETTINGS_UNAVAILABLE', OK),
  }),
];
