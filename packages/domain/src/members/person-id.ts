import { z } from 'zod';

/** Spec 2 §2: the page-level message for a member that does not exist. */
export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * A person id as the api issues them (a UUID). Anything else names no member: the server answers
 * "Member not found" for it and the member area shows that message without asking.
 */
export const personIdSchema = z.uuid({ message: MEMBER_NOT_FOUND });

export function isPersonId(text: string): boolean {
  return personIdSchema.safeParse(text).success;
}
