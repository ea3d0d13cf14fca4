import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './client.ts';
import { tenantTransaction } from './tenant-transaction.ts';

/**
 * The only way to reach tenant data: runs `fn` in a transaction on the api connection whose tenant
 * is set (`SET LOCAL` semantics through set_config(..., true)), so every statement inside is
 * filtered by the RLS policies and the setting cannot leak to the next user of the connection.
 * BEGIN and the tenant go to PostgreSQL in one round trip (tenant-transaction.ts).
 *
 * Inside a request scope (`inRequestScope`, opened by /graphql for the token's organisation):
 * - the tenant must be the request's: asking for another organisation throws, so a request can
 *   never run tenant SQL outside its tenant, whatever a service passes;
 * - while the scope shares its transaction (a query operation), every call runs in that one
 *   transaction, opened by the first call: one connection, one BEGIN and one set_config per
 *   request, and one snapshot for all of its reads;
 * - otherwise (a mutation, after `ownTransactions`) each call has its own transaction as outside a
 *   request, so a service's writes commit or roll back exactly as it wrote them.
 */
export async function withTenant<T>(
  db: Database,
  applicationId: string,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const scope = requestScopes.getStore();
  if (scope && !scope.ended) {
    if (scope.applicationId !== applicationId) {
      throw new Error("Tenant data of another organisation was asked for inside a request's scope");
    }
    if (scope.shared && scope.db === db) return fn(await sharedTransaction(scope));
  }
  return tenantTransaction(db, applicationId, fn);
}

interface RequestScope {
  db: Database;
  applicationId: string;
  /** withTenant calls share `transaction` (until `ownTransactions`). */
  shared: boolean;
  /** After `end`: late callbacks (a timer a request started) fall back to their own transactions. */
  ended: boolean;
  /** The shared transaction once the first withTenant call opened it. */
  transaction?: Promise<Transaction>;
  /** Lets the shared transaction's callback return, which commits it; resolves once it ended. */
  finish?: () => Promise<void>;
}

const requestScopes = new AsyncLocalStorage<RequestScope>();

/**
 * The shared read transaction: REPEATABLE READ READ ONLY, so every read of the request sees one
 * snapshot (a page and its total, a person and their roles agree) and nothing can write through it.
 * A read-only transaction under REPEATABLE READ never fails serialization in PostgreSQL.
 */
function sharedTransaction(scope: RequestScope): Promise<Transaction> {
  if (scope.transaction) return scope.transaction;
  const released = Promise.withResolvers<void>();
  const opened = Promise.withResolvers<Transaction>();
  scope.transaction = opened.promise;
  const done = tenantTransaction(
    scope.db,
    scope.applicationId,
    async (tx) => {
      opened.resolve(tx);
      // Held open until the request ends; a failed statement inside leaves PostgreSQL's
      // transaction aborted, and its COMMIT then rolls back: nothing is written either way.
      await released.promise;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  ).catch((error: unknown) => {
    // BEGIN or set_config failed (the pool or the server): every waiting withTenant fails with it.
    opened.reject(error);
  });
  scope.finish = async () => {
    released.resolve();
    await done;
  };
  return scope.transaction;
}

/** Ends the shared transaction (if one was opened) and returns its connection to the pool. */
async function endShared(scope: RequestScope): Promise<void> {
  const finish = scope.finish;
  scope.finish = undefined;
  scope.transaction = undefined;
  await finish?.();
}

export interface RequestScopeControl {
  /** From now on each withTenant call has its own transaction (a mutation); ends the shared one. */
  ownTransactions(): Promise<void>;
  /** Ends the scope: commits (read-only: releases) the shared transaction. Idempotent. */
  end(): Promise<void>;
}

/**
 * Runs `fn` as one request of `applicationId` (the verified token's organisation): withTenant calls
 * made anywhere below it, in any resolver or DataLoader, share one lazily opened transaction until
 * `ownTransactions` is called. The caller must call `end` once the request's work is done; it may
 * do so after answering, since a shared transaction only reads.
 */
export function inRequestScope<T>(
  db: Database,
  applicationId: string,
  fn: (control: RequestScopeControl) => Promise<T>,
): Promise<T> {
  const scope: RequestScope = { db, applicationId, shared: true, ended: false };
  const control: RequestScopeControl = {
    async ownTransactions() {
      scope.shared = false;
      await endShared(scope);
    },
    async end() {
      scope.ended = true;
      await endShared(scope);
    },
  };
  return requestScopes.run(scope, () => fn(control));
}
