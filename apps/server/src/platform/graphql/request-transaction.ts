import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestScopeControl } from '../db/tenant.ts';

/** What /graphql hands Yoga beside the request: the scope its withTenant calls run in. */
export interface RequestScopeContext {
  requestScope: RequestScopeControl;
}

/** The field extension that marks a query root field that writes (see `writesInQuery`). */
const QUERY_WRITES = 'queryWrites';

/**
 * Marks a Query root field whose service writes (the spec makes some reads of an address a query
 * that records something, e.g. the PENDING attachment an upload address completes), so a request
 * that selects it runs like a mutation: its own read-write transactions, not the shared read-only
 * one. Spread it in place of the field's authorization declaration, which it keeps:
 * `...writesInQuery(requires('manage-member', 'person'), 'why')`. A query field that writes without
 * it fails with PostgreSQL's "cannot execute … in a read-only transaction": loud, never silent.
 */
export function writesInQuery<Declaration extends { extensions: Record<string, unknown> }>(
  declaration: Declaration,
  reason: string,
): Declaration {
  return { ...declaration, extensions: { ...declaration.extensions, [QUERY_WRITES]: reason } };
}

/**
 * A query runs in the request's one shared read transaction (platform/db/tenant.ts), the one its
 * access was read in. Anything else (a mutation, or a query selecting a field that writes) first
 * ends that transaction and gives each withTenant call its own, as the service wrote it: a
 * service's writes commit or roll back together, a failed mutation field never undoes another, and
 * side effects a service performs after its transaction returned (a stored file deleted once its
 * record is gone) keep their order.
 */
export function requestTransactionPlugin(): Plugin<RequestScopeContext> {
  return {
    async onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (
        operation?.operation === 'query' &&
        !selectsWritingField(args.schema, args.document, operation.selectionSet)
      ) {
        return;
      }
      await args.contextValue.requestScope.ownTransactions();
    },
  };
}

/** Whether the query's root selection (through its fragments) names a field marked as writing. */
function selectsWritingField(
  schema: GraphQLSchema,
  document: DocumentNode,
  selectionSet: SelectionSetNode,
): boolean {
  const fields = schema.getQueryType()?.getFields() ?? {};
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD)
        return fields[selection.name.value]?.extensions[QUERY_WRITES] !== undefined;
      if (selection.kind === Kind.INLINE_FRAGMENT) return walk(selection.selectionSet);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      seen.add(name);
      return walk(fragment.selectionSet);
    });
  return walk(selectionSet);
}
