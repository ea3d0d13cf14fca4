/**
 * What other web features use of arrivals: the live channel announces each new arrival so that an
 * open arrivals page refreshes its list (spec 1 §4.4).
 */
export { announceNewArrival } from './new-arrivals.ts';
