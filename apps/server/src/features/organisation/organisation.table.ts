import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../platform/db/columns.ts';
import { ownerAccess, tenantIsolation } from '../../platform/db/tenant-policy.ts';

export interface ApplicationOptions {
  vaccinationFeature: { enabled: boolean };
  staffCustomLogin: { enabled: boolean };
}

/** A tenant: one organisation, reached through its own domain. */
export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey(),
    /** First label of the host name staff use, e.g. `demo` for demo.example.com. */
    domain: text().notNull().unique(),
    name: text().notNull(),
    billingProvider: text({ enum: ['PAYSMART', 'DEBITSUCCESS'] })
      .notNull()
      .default('PAYSMART'),
    /** An address country code (AU, GB, IN, NZ, SG); AU when unset, as the spec's fallback says. */
    defaultCountry: text().notNull().default('AU'),
    options: jsonb()
      .$type<ApplicationOptions>()
      .notNull()
      .default({ vaccinationFeature: { enabled: false }, staffCustomLogin: { enabled: false } }),
    createdAt: createdAtColumn(),
  },
  // Discovery finds an organisation by its domain before any tenant is known, through
  // resolve_application_by_domain (SECURITY DEFINER, run as the owner, migration 0001); forced RLS
  // would otherwise hide every organisation from it.
  () => [tenantIsolation('id'), ownerAccess('owner_domain_lookup', 'select')],
);
