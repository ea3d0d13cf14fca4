/**
 * A UUID as `z.uuid()` accepts it (RFC 9562: versions 1–8 with the RFC variant, and the nil and
 * max UUIDs), written out so that a page testing an id does not bring zod (ids.test.ts checks the
 * two agree).
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * Whether a text is an id as the database issues them (a UUID, as every schema here checks ids
 * with `z.uuid`). Look-ups by an id from outside test it first: a uuid column rejects anything
 * else with an error instead of finding nothing.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
