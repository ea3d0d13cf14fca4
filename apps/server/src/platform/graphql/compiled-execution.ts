import {
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** The field extension that marks a query root field answered by the compiled executor. */
const COMPILED_EXECUTION = 'compiledExecution';

/**
 * Marks a Query root field whose answer is a large list of plain objects (a calendar's week is a
 * thousand sessions, nine thousand fields): a request that selects only such fields runs through
 * a compiled executor (graphql-jit), which turns the document into one JavaScript function, instead
 * of graphql-js visiting every field of every object. The resolvers are the schema's own, Pothos's
 * authorization and validation wrappers included, so who may read what is unchanged. Spread it
 * around the field's authorization declaration, which it keeps:
 * `...compiledExecution(requires(ANY_ROLE, 'branch'), 'why')`.
 */
export function compiledExecution<Declaration extends { extensions: Record<string, unknown> }>(
  declaration: Declaration,
  reason: string,
): Declaration {
  return { ...declaration, extensions: { ...declaration.extensions, [COMPILED_EXECUTION]: reason } };
}

/**
 * Compiled operations of one document, by operation name ('' for the only one); null for one
 * graphql-jit could not compile, so it is not tried again.
 */
type CompiledOperations = Map<string, CompiledQuery | null>;

/**
 * Runs a query whose every root field is marked `compiledExecution` through its compiled form;
 * anything else (mutations, other queries, a marked field beside an unmarked one) through graphql-js
 * as before. Last in the plugin list: the guards, the cost limits and the transaction choice of the
 * plugins before it run first and may still stop the operation.
 *
 * A compiled operation is kept as long as its document is: Yoga's parser cache hands the same
 * DocumentNode for the same text, so a repeated query (the calendar's) compiles once per process.
 */
export function compiledExecutionPlugin(
  options: {
    /** Told the root fields of each operation compiled (once per document and operation). */
    onCompile?: (rootFields: readonly string[]) => void;
  } = {},
): Plugin {
  const compiled = new WeakMap<DocumentNode, CompiledOperations>();
  const compiledFor = (args: ExecutionArgs): CompiledQuery | null => {
    const name = args.operationName ?? '';
    let operations = compiled.get(args.document);
    if (!operations) {
      operations = new Map();
      compiled.set(args.document, operations);
    }
    const known = operations.get(name);
    if (known !== undefined) return known;
    const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    // What graphql-jit cannot compile, graphql-js answers (and reports the errors of).
    const query = isCompiledQuery(result) ? result : null;
    operations.set(name, query);
    if (query) options.onCompile?.(rootFieldsOf(args.document, args.operationName ?? undefined));
    return query;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      if (!runsCompiled(args.schema, args.document, args.operationName ?? undefined)) return;
      const query = compiledFor(args);
      if (!query) return;
      setExecuteFn((executionArgs) =>
        query.query(executionArgs.rootValue, executionArgs.contextValue, executionArgs.variableValues),
      );
    },
  };
}

/**
 * Whether the operation runs through the compiled executor: a query whose every root field is
 * marked `compiledExecution`.
 */
export function runsCompiled(schema: GraphQLSchema, document: DocumentNode, operationName?: string): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return selectsOnlyCompiledFields(schema, document, operation.selectionSet);
}

/** The operation's root fields as written (its own selection, for the log). */
function rootFieldsOf(document: DocumentNode, operationName?: string): string[] {
  const operation = getOperationAST(document, operationName);
  return (operation?.selectionSet.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

/**
 * Whether every field of the query's root selection (through its fragments) is marked compiled;
 * `__typename` asks nothing of a resolver and goes with either.
 */
function selectsOnlyCompiledFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  selectionSet: SelectionSetNode,
): boolean {
  const fields = schema.getQueryType()?.getFields() ?? {};
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let marked = 0;
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') return true;
        if (fields[selection.name.value]?.extensions[COMPILED_EXECUTION] === undefined) return false;
        marked += 1;
        return true;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return walk(selection.selectionSet);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment) return false;
      if (seen.has(name)) return true;
      seen.add(name);
      return walk(fragment.selectionSet);
    });
  return walk(selectionSet) && marked > 0;
}
