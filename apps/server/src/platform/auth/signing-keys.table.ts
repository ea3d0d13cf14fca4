import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../db/columns.ts';

/**
 * Private keys that sign access tokens. Not tenant data: only the owner role reads it; the api
 * role's grant is revoked after every migration (see migrate.ts).
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAtColumn(),
});
