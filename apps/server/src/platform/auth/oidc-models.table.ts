import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Everything oidc-provider keeps: sessions, interactions, grants, codes, access and refresh
 * tokens. Kept in PostgreSQL so a restart or another replica sees the same sessions and tokens.
 * Not tenant data: only the owner role reads it; the api role's grant is revoked after every
 * migration (see migrate.ts). Rows past `expires_at` are treated as absent and deleted lazily.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    /** The oidc-provider model name, e.g. Session, Grant, RefreshToken. */
    kind: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);
