/** Global constants of spec 1 §9 that the web applies. */

/** The product name: the last part of every browser tab title. */
export const PRODUCT_NAME = 'Clubline';

/** An access token counts only while its expiry is more than this far ahead. */
export const TOKEN_VALIDITY_MARGIN_MS = 5_000;
/** A cached access token is renewed when less than this remains. */
export const TOKEN_REFRESH_THRESHOLD_MS = 60_000;

/** The login info cookie lives this many days, on path /. */
export const LOGIN_INFO_COOKIE_DAYS = 365;

/**
 * Notifications: bottom left, 350 px wide, 10 s by default, 3 s for "Copied to clipboard", shown
 * and hidden with a 300 ms animation.
 */
export const NOTIFICATION_WIDTH_PX = 350;
export const NOTIFICATION_TIMEOUT_MS = 10_000;
export const COPIED_NOTIFICATION_TIMEOUT_MS = 3_000;
export const NOTIFICATION_TRANSITION_MS = 300;

/** The outage alert polls /status this often. */
export const OUTAGE_POLL_INTERVAL_MS = 600_000;

/** Sidebar: expanded and collapsed widths, transition, and the width under which it closes. */
export const SIDEBAR_EXPANDED_PX = 283;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_TRANSITION_MS = 300;
export const SIDEBAR_AUTO_CLOSE_BELOW_PX = 1024;

/** Search inputs wait this long after the last keystroke (spec 1 §5.1): the domain's constant. */
export { SEARCH_DEBOUNCE_MS } from '@clubline/domain';

/** The external help centre the ribbon's help icon opens in a new tab. */
export const HELP_CENTRE_URL: string = import.meta.env.VITE_HELP_CENTRE_URL ?? 'https://help.clubline.app';
