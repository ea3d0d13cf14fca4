import { z } from 'zod';

const uuid = z.uuid();

/**
 * Whether a text is an id as the database issues them (a UUID, as every schema here checks ids
 * with `z.uuid`). Look-ups by an id from outside test it first: a uuid column rejects anything
 * else with an error instead of finding nothing.
 */
export function isUuid(text: string): boolean {
  return uuid.safeParse(text).success;
}
