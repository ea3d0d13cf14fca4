import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestScopeControl } from '../db/tenant.ts';

/** What /graphql hands Yoga beside the request: the scope its withTenant calls run in. */
export interface RequestScopeContext {
  requestScope: RequestScopeControl;
}

/**
 * A query runs in the request's one shared read transaction (platform/db/tenant.ts), the one its
 * access was read in. Anything else (a mutation) first ends that transaction and gives each
 * withTenant call its own, as the service wrote it: a service's writes commit or roll back
 * together, a failed mutation field never undoes another, and side effects a service performs after
 * its transaction returned (a stored file deleted once its record is gone) keep their order.
 */
export function requestTransactionPlugin(): Plugin<RequestScopeContext> {
  return {
    async onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query') await args.contextValue.requestScope.ownTransactions();
    },
  };
}
