import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../metrics/metrics.ts';

/**
 * Distinct operation labels one process records; later ones share `other`. Root fields come from
 * the schema, but a client choosing which ones to combine could otherwise grow the series forever.
 */
const MAX_OPERATION_LABELS = 500;

/**
 * Records each GraphQL operation's execution time (validated operations only: a request refused
 * earlier is in the HTTP histogram). The label is the operation's root fields, which are the
 * spec's operation names (getPerson, transferMember, …), not the client's free operation name.
 */
export function operationMetricsPlugin(metrics: Metrics): Plugin {
  const seen = new Set<string>();
  const labelOf = (fields: string): string => {
    if (seen.has(fields)) return fields;
    if (seen.size >= MAX_OPERATION_LABELS) return 'other';
    seen.add(fields);
    return fields;
  };
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const fields = (operation?.selectionSet.selections ?? [])
        .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []))
        .filter((name) => name !== '__typename');
      const labels = {
        operation: labelOf([...new Set(fields)].sort().join(',') || 'unnamed'),
        type: operation?.operation ?? 'unknown',
      };
      const startedAt = performance.now();
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && (result.errors?.length ?? 0) > 0;
          metrics.operationSeconds.observe(
            { ...labels, outcome: failed ? 'error' : 'ok' },
            (performance.now() - startedAt) / 1000,
          );
        },
      };
    },
  };
}
