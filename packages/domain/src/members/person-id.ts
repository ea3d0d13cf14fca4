import { z } from 'zod';

/** Spec 2 §2: the page-level message for a member that does not exist. */
export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * A person id argument. Anything but a UUID names no member: the server answers "Member not
 * found" for it, and the member area (with `isUuid`) shows that message without asking.
 */
export const personIdSchema = z.uuid({ message: MEMBER_NOT_FOUND });

/** Spec 2 §8: staff of other branches asking for a member of this one. */
export const MEMBER_NOT_IN_BRANCH = 'The member does not belong to this branch.';
