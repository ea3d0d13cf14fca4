import { sumColumnName } from '@clubline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DatasetFieldSql, DatasetSql } from './datasets.ts';

/** A run of a template, as its result set stores it (checked against the dataset when it was made). */
export interface CustomReportDefinition {
  readonly datasetId: string;
  readonly columns: readonly string[];
  readonly groupBy: readonly string[];
  readonly sums: readonly string[];
  readonly orderBy: readonly { readonly fieldName: string; readonly order: 'ASC' | 'DESC' }[];
  readonly filters: readonly {
    readonly fieldName: string;
    readonly minimum: string;
    readonly maximum: string;
  }[];
}

/**
 * ONE statement for a run: the dataset's FROM, the chosen fields' expressions, the branches and
 * the date ranges as parameters, and, with totals, GROUP BY the groups with SUM of the totals.
 * Identifiers and expressions come only from the dataset (`fieldOf` throws for a name it lacks:
 * a definition is checked before it is stored, so that is a bug, not input); values are always
 * parameters.
 */
export function customReportQuery(
  dataset: DatasetSql,
  definition: CustomReportDefinition,
  branchIds: readonly string[],
): SQL {
  const fieldOf = (name: string): DatasetFieldSql => {
    const found = dataset.fields.find((entry) => entry.field.name === name);
    if (!found) throw new Error(`The ${dataset.id} dataset has no field ${name}`);
    return found;
  };
  const conditions: SQL[] = [sql`b.id = any(${sql.param([...branchIds])}::uuid[])`];
  for (const filter of definition.filters) {
    conditions.push(rangeCondition(fieldOf(filter.fieldName), filter.minimum, filter.maximum));
  }
  const where = sql.join(conditions, sql` and `);
  const grouped = definition.groupBy.length > 0 || definition.sums.length > 0;
  const used = [
    ...(grouped ? [...definition.groupBy, ...definition.sums] : definition.columns),
    ...definition.filters.map((filter) => filter.fieldName),
    ...definition.orderBy.map((entry) => entry.fieldName),
  ].flatMap((name) => {
    const entry = dataset.fields.find((candidate) => candidate.field.name === name);
    return entry ? [entry.value, JSON.stringify(entry.range ?? {})] : [];
  });
  if (!grouped && dataset.member) used.push(dataset.member.id, dataset.member.homeBranchId);
  const from = sql.raw(fromClause(dataset, used));
  if (!grouped) {
    const selected = definition.columns.map(
      (name) => sql`${sql.raw(fieldOf(name).value)} as ${sql.identifier(name)}`,
    );
    const extra = dataset.member
      ? [
          sql`${sql.raw(dataset.member.id)} as "memberId"`,
          sql`${sql.raw(dataset.member.homeBranchId)} as "homeBranchId"`,
        ]
      : [];
    const order = definition.orderBy.map(
      (entry) => sql`${sql.raw(fieldOf(entry.fieldName).value)} ${sql.raw(entry.order)} nulls last`,
    );
    return sql`select ${sql.join([...selected, ...extra, sql`b.time_zone as "timeZone"`], sql`, `)}
      from ${from} where ${where}
      order by ${sql.join([...order, sql.raw(dataset.key)], sql`, `)}`;
  }
  const groups = definition.groupBy.map(
    (name) => sql`${sql.raw(fieldOf(name).value)} as ${sql.identifier(name)}`,
  );
  const sums = definition.sums.map(
    (name) =>
      sql`coalesce(sum(${sql.raw(fieldOf(name).value)}), 0)::bigint as ${sql.identifier(sumColumnName(name))}`,
  );
  // Ordered by output column: a group's or a total's; then by every group, so equal rows keep one order.
  const order = [
    ...definition.orderBy.map(
      (entry) => sql`${sql.identifier(entry.fieldName)} ${sql.raw(entry.order)} nulls last`,
    ),
    ...definition.groupBy.map((name) => sql`${sql.identifier(name)} nulls last`),
  ];
  const groupBy =
    definition.groupBy.length > 0
      ? sql` group by ${sql.join(
          definition.groupBy.map((_, i) => sql.raw(String(i + 1))),
          sql`, `,
        )}`
      : sql``;
  const orderBy = order.length > 0 ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  return sql`select ${sql.join([...groups, ...sums], sql`, `)} from ${from} where ${where}${groupBy}${orderBy}`;
}

/** The dataset's FROM with the optional joins some used expression needs (`p.` for alias p). */
function fromClause(dataset: DatasetSql, used: readonly string[]): string {
  const joins = Object.entries(dataset.optionalJoins ?? {})
    .filter(([alias]) => used.some((expression) => new RegExp(`\\b${alias}\\.`).test(expression)))
    .map(([, join]) => join);
  return [dataset.from, ...joins].join('\n');
}

/**
 * A RANGE filter, both ends included. A date column is compared as dates. An instant is compared
 * by the local day of the row's branch: a wide range on the instant itself (a day either side
 * covers every zone from UTC-12 to UTC+14), which an index on the instant serves; inside it, an
 * instant from the day after the first to the last day's start (UTC) is that range's in every zone,
 * so only the rows at the edges pay for the conversion to the branch's local day.
 */
function rangeCondition(entry: DatasetFieldSql, minimum: string, maximum: string): SQL {
  const range = entry.range;
  if (!range) throw new Error(`${entry.field.name} cannot be filtered`);
  if ('date' in range) {
    const column = sql.raw(range.date);
    return sql`${column} between ${minimum}::date and ${maximum}::date`;
  }
  const column = sql.raw(range.instant);
  const utcDay = (date: string, days: number) =>
    sql`((${date}::date + ${days}::int)::timestamp at time zone 'UTC')`;
  return sql`(${column} >= ${utcDay(minimum, -1)} and ${column} < ${utcDay(maximum, 2)}
    and (${column} >= ${utcDay(minimum, 1)} and ${column} < ${utcDay(maximum, 0)}
      or (${column} at time zone b.time_zone)::date between ${minimum}::date and ${maximum}::date))`;
}
