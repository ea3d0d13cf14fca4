import { defineError } from './error-definition.ts';

/** Errors of door keys and door decisions (docs/access-control.md "Door decisions"); ours, the spec has none. */
export const DOOR_ERRORS = {
  /** A door id that is not one of this branch's doors. */
  DOOR_NOT_FOUND: defineError({ category: 'not-found', text: () => 'The door could not be found.' }),
  /** Two working doors of a branch cannot share a name (a revoked door's name is free again). */
  DOOR_NAME_TAKEN: defineError({
    category: 'conflict',
    text: () => 'This branch already has a door with this name. Please choose another name.',
  }),
  /** A door key that is unknown or revoked (HTTP 401 from the door endpoints). */
  DOOR_KEY_INVALID: defineError({
    category: 'denied',
    text: () => 'The door key is unknown or has been revoked.',
  }),
  /** A swipe time too far from the server's clock to be a door's. */
  SWIPE_TIME_OUT_OF_RANGE: defineError({
    category: 'validation',
    text: () => 'The swipe time is too far from the current time.',
  }),
} as const;
