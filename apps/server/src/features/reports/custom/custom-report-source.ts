import { sumColumnName } from '@clubline/domain';
import { z } from 'zod';
import {
  type ReportColumn,
  type ReportOrder,
  type ReportSource,
  readRowsThroughCursor,
  registerReportSource,
} from '../result-sets/report-source.ts';
import { type CustomReportDefinition, customReportQuery } from './custom-report-query.repository.ts';
import { type DatasetFieldSql, type DatasetSql, datasetSqlOf } from './datasets.ts';

const storedDefinitionSchema = z.object({
  datasetId: z.string(),
  columns: z.array(z.string()).min(1),
  groupBy: z.array(z.string()),
  sums: z.array(z.string()),
  orderBy: z.array(z.object({ fieldName: z.string(), order: z.enum(['ASC', 'DESC']) })),
  filters: z.array(z.object({ fieldName: z.string(), minimum: z.iso.date(), maximum: z.iso.date() })),
});

interface OpenedDefinition extends CustomReportDefinition {
  readonly dataset: DatasetSql;
}

function fieldOf(dataset: DatasetSql, name: string): DatasetFieldSql {
  const found = dataset.fields.find((entry) => entry.field.name === name);
  if (!found) throw new Error(`The ${dataset.id} dataset has no field ${name}`);
  return found;
}

/**
 * Reads a stored run back, refusing one that no longer fits its dataset (a field a later version
 * dropped): every name must be the dataset's, so the query takes only whitelisted expressions.
 */
function parseDefinition(raw: unknown): OpenedDefinition {
  const stored = storedDefinitionSchema.parse(raw);
  const dataset = datasetSqlOf(stored.datasetId);
  if (!dataset) throw new Error(`No dataset ${stored.datasetId}`);
  const names = [
    ...stored.columns,
    ...stored.groupBy,
    ...stored.sums,
    ...stored.filters.map((filter) => filter.fieldName),
  ];
  for (const name of names) fieldOf(dataset, name);
  const grouped = stored.groupBy.length > 0 || stored.sums.length > 0;
  const output = new Set(grouped ? [...stored.groupBy, ...stored.sums.map(sumColumnName)] : stored.columns);
  for (const order of stored.orderBy) {
    if (!output.has(order.fieldName)) throw new Error(`Cannot order by ${order.fieldName}`);
  }
  for (const filter of stored.filters) {
    if (!fieldOf(dataset, filter.fieldName).range) throw new Error(`${filter.fieldName} cannot be filtered`);
  }
  return { ...stored, dataset };
}

function columnOf(entry: DatasetFieldSql): ReportColumn {
  return {
    name: entry.field.name,
    displayName: entry.field.displayName,
    dataType: entry.currency ? 'CURRENCY' : entry.field.dataType,
    ...(entry.memberLink ? { memberLink: true } : {}),
  };
}

/** The columns of a run: the template's, or with totals its groups and their SUM_ columns. */
function columnsOf(definition: OpenedDefinition): ReportColumn[] {
  const { dataset } = definition;
  if (definition.groupBy.length === 0 && definition.sums.length === 0) {
    return definition.columns.map((name) => columnOf(fieldOf(dataset, name)));
  }
  return [
    ...definition.groupBy.map((name) => {
      // A grouped row is many members: no name links.
      const { memberLink: _link, ...column } = columnOf(fieldOf(dataset, name));
      return column;
    }),
    ...definition.sums.map((name): ReportColumn => {
      const entry = fieldOf(dataset, name);
      return {
        name: sumColumnName(name),
        displayName: `Total ${entry.field.displayName.toLowerCase()}`,
        dataType: entry.currency ? 'CURRENCY' : 'INTEGER',
      };
    }),
  ];
}

/**
 * Custom templates as a report source (result sets 'custom:<templateId>'): the run's definition is
 * stored with the result set, so a template edited or deleted later does not change a result
 * already handed out.
 */
export const customReportSource: ReportSource<OpenedDefinition> = {
  id: 'custom',
  parseParams: parseDefinition,
  columns: columnsOf,
  rows: (tx, scope, definition, order = []) =>
    readRowsThroughCursor(
      tx,
      customReportQuery(definition.dataset, readersOrder(definition, order), scope.branchIds),
    ),
  sortable: true,
  // A run's rows are its dataset's: reading them takes what the dataset's rows are (view-sales for
  // the ledger), as running the template did.
  readOperation: (definition) => definition.dataset.readOperation,
};

/**
 * A reader's ordering (a grouped or sorted export) in SQL, before the template's own, so the export
 * streams. Only the run's output columns are taken: the names go through the dataset's whitelist.
 */
function readersOrder(definition: OpenedDefinition, order: readonly ReportOrder[]): OpenedDefinition {
  const output = new Set(columnsOf(definition).map((column) => column.name));
  const asked = order
    .filter((entry) => output.has(entry.column))
    .map((entry) => ({
      fieldName: entry.column,
      order: entry.direction === 'desc' ? ('DESC' as const) : ('ASC' as const),
    }));
  return asked.length === 0 ? definition : { ...definition, orderBy: [...asked, ...definition.orderBy] };
}

registerReportSource(customReportSource);
