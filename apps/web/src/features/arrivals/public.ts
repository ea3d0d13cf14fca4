/**
 * What other web features use of arrivals: the live channel announces each new arrival so that an
 * open arrivals page refreshes its list (spec 1 §4.4), and the arrival card offers a denial's fix
 * by the page's rule.
 */
export { fixLinkOf } from './arrival-links.ts';
export { announceNewArrival } from './new-arrivals.ts';
