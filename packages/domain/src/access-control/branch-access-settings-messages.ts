/*
 * Texts of a branch's access-control settings (spec 2 §4, §8). Kept apart from the rules so the
 * error catalogue and first screens do not bring Temporal.
 */

export const branchAccessMessages = {
  /** Spec 2 §8 "Access control", as written. */
  notConfigured: 'There is no access control configured for this branch, please contact support.',
  requirementInvalid: 'requireVaccinationCertificate must be true or false',
  toggleLabel: 'Require a vaccination pass for entry',
  confirmTitle: 'Change the vaccination-pass requirement',
  loadFailed: 'An error occurred while obtaining the access control settings',
} as const;
