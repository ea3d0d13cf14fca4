import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The door-controller sandbox's own state (sandbox-door-controller.ts): the credentials a real
 * controller would hold in its own memory. Not tenant data of ours, so only the owner role reads
 * it (the api role's grants are revoked in migrate.ts, PLATFORM_ONLY_TABLES).
 */
export const sandboxDoorCredentials = pgTable(
  'sandbox_door_credentials',
  {
    applicationId: uuid().notNull(),
    /** Our item id (a card's or an access level's). */
    itemId: uuid().notNull(),
    personId: uuid().notNull(),
    kind: text().notNull(),
    name: text().notNull(),
    /** The controller holds it (false once removed). */
    active: boolean().notNull(),
    /** Pushes received for this item, refused ones included: FLAKY numbers fail the first of each. */
    pushes: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.itemId] })],
);
