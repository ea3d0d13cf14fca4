import { z } from 'zod';
import { MEMBER_NOT_FOUND } from './member-messages.ts';

/**
 * A person id argument. Anything but a UUID names no member: the server answers "Member not
 * found" for it, and the member area (with `isUuid`) shows that message without asking.
 */
export const personIdSchema = z.uuid({ message: MEMBER_NOT_FOUND });
