/** The organisation settings pages' texts: spec 3 §8 where it gives them, ours otherwise (docs/organisation-settings.md). */
export const settingsTexts = {
  title: 'Organisation settings',
  memberWebsite: 'Member website',
  overdue: 'Overdue',
  memberWebsiteLoadFailed: 'An error occurred while obtaining member website settings details',
  overdueLoadFailed: 'An error occurred while obtaining Access control settings details',
} as const;
