/**
 * What other features may use of doors: a door's authentication by its key and the online swipe
 * decision, for the offline doors' list and uploads (docs/access-control.md "Door decisions").
 */
export { decideSwipe, type Swipe, type SwipeAnswer } from './door-decision.ts';
export type { AuthenticatedDoor } from './doors.repository.ts';
export { authenticateDoor, DOOR_SWIPES_PATH } from './doors.rest.ts';
