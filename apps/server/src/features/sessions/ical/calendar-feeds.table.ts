import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, updatedAtColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { persons } from '../../members/persons/persons.table.ts';

/**
 * A member's current calendar feed generation (docs/classes.md "Calendar feed"), once staff have
 * reset their address: the address carries its generation, and one of another generation answers
 * 404. A member without a row is at generation 1, the first address.
 */
export const calendarFeedGenerations = pgTable(
  'calendar_feed_generations',
  {
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    generation: integer().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.personId] }),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    // The token holds the generation in 4 bytes (feed-token.ts).
    check('calendar_feed_generations_generation_check', sql`${t.generation} between 2 and 2147483647`),
    tenantIsolation(),
  ],
);
