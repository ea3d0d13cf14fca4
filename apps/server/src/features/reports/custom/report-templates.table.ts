import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../../platform/db/columns.ts';
import { tenantIsolation } from '../../../platform/db/tenant-policy.ts';

/** Spec 3 §9 (the domain's CUSTOM_REPORT_NAME_MAX and CUSTOM_REPORT_DESCRIPTION_MAX). */
const NAME_MAX = 80;
const DESCRIPTION_MAX = 400;

/** A column of a template as stored: the dataset field and whether the run offers it as a filter. */
export interface StoredTemplateColumn {
  fieldName: string;
  filtered: boolean;
}

export interface StoredTemplateOrder {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/**
 * A custom report template (spec 3 §3 "Report template"): a dataset, its chosen columns, groups,
 * SUM totals and order. Organisation-wide (branchId is always null on the wire); a run names its
 * branches. Names are unique per organisation ignoring case (spec 3 §5), held by the index on
 * lower(name) whatever two saves race. The column lists are checked against the dataset's
 * whitelist before they are stored; the query is built from the whitelist, never from these texts.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    name: text().notNull(),
    description: text().notNull(),
    datasetId: text().notNull(),
    dataFields: jsonb().$type<StoredTemplateColumn[]>().notNull(),
    groupBy: jsonb().$type<string[]>().notNull().default([]),
    /** Field names totalled with SUM (the only aggregation); the column is SUM_<field>. */
    sumFields: jsonb().$type<string[]>().notNull().default([]),
    orderBy: jsonb().$type<StoredTemplateOrder[]>().notNull().default([]),
    createdByUserId: uuid().notNull(),
    createdAt: createdAtColumn(),
    updatedByUserId: uuid().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('report_templates_tenant_key').on(t.applicationId, t.id),
    uniqueIndex('report_templates_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    check(
      'report_templates_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(NAME_MAX))}`,
    ),
    check(
      'report_templates_description_check',
      sql`char_length(${t.description}) between 1 and ${sql.raw(String(DESCRIPTION_MAX))}`,
    ),
    check('report_templates_dataset_check', sql`${t.datasetId} ~ '^[a-z]{1,40}$'`),
    check(
      'report_templates_lists_check',
      sql`jsonb_typeof(${t.dataFields}) = 'array' and jsonb_array_length(${t.dataFields}) between 1 and 60
        and jsonb_typeof(${t.groupBy}) = 'array' and jsonb_typeof(${t.sumFields}) = 'array'
        and jsonb_typeof(${t.orderBy}) = 'array'`,
    ),
    tenantIsolation(),
  ],
);
