/**
 * What other features may use of doors: the online swipe decision (docs/access-control.md "Door
 * decisions"). The offline doors, inside this feature, use its files directly.
 */
export { decideSwipe } from './door-decision.ts';
