import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../db/columns.ts';
import { tenantIsolation } from '../db/tenant-policy.ts';

/**
 * A ticket for an asynchronous operation (spec 1 §4.3). `status` stays NULL until the worker
 * has applied the change; the change and the status are written in one transaction, so a ticket
 * that says OK always has its effect, and a retried job finds the ticket done and does nothing.
 */
export const asyncOperations = pgTable(
  'async_operations',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    operationDomain: text().notNull(),
    operationName: text().notNull(),
    /** The validated input the worker applies. */
    input: jsonb().$type<unknown>().notNull(),
    requestedByUserId: uuid(),
    status: text({ enum: ['OK', 'ERROR'] }),
    message: text(),
    /** The catalogue code of a failure (packages/domain/src/errors); null when masked or OK. */
    errorCode: text(),
    /** What the operation produced: the kind and id of the resulting object. */
    resultType: text(),
    resultId: text(),
    /** Tickets that belong together (e.g. one per member in a bulk action). */
    aggregateId: uuid(),
    createdAt: createdAtColumn(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('async_operations_aggregate_idx').on(t.applicationId, t.aggregateId), tenantIsolation()],
);
