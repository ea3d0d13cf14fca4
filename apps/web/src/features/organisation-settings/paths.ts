/** Spec 1 §3: /organization/settings with its pages; the default is member-website. */
export const SETTINGS_ROUTE = 'settings';
export const MEMBER_WEBSITE_ROUTE = 'member-website';
export const OVERDUE_ROUTE = 'overdue';
