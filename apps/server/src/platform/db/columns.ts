import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a random UUID made by PostgreSQL. */
export const idColumn = () => uuid().primaryKey().default(sql`gen_random_uuid()`);

/** The tenant key every tenant table carries; the RLS policy compares it with the transaction's tenant. */
export const applicationIdColumn = () => uuid().notNull();

export const createdAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();
