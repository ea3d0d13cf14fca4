import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  reportTemplates,
  type StoredTemplateColumn,
  type StoredTemplateOrder,
} from './report-templates.table.ts';

/** A staff member as a template names its author (spec 3 §7: staff lookup by id). */
export interface TemplateAuthor {
  id: string;
  firstName: string;
  lastName: string;
}

export interface TemplateRow {
  id: string;
  name: string;
  description: string;
  datasetId: string;
  dataFields: StoredTemplateColumn[];
  groupBy: string[];
  sumFields: string[];
  orderBy: StoredTemplateOrder[];
  createdBy: TemplateAuthor | null;
  createdAt: Date;
  updatedBy: TemplateAuthor | null;
  updatedAt: Date;
}

export interface TemplateWrite {
  name: string;
  description: string;
  datasetId: string;
  dataFields: StoredTemplateColumn[];
  groupBy: string[];
  sumFields: string[];
  orderBy: StoredTemplateOrder[];
}

/** The author as a staff member (their person), or null for an account that is gone. */
const author = (userColumn: string) => sql<TemplateAuthor | null>`(
  select json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name)
  from users u join persons p on p.application_id = u.application_id and p.id = u.person_id
  where u.id = ${sql.raw(userColumn)})`;

const COLUMNS = {
  id: reportTemplates.id,
  name: reportTemplates.name,
  description: reportTemplates.description,
  datasetId: reportTemplates.datasetId,
  dataFields: reportTemplates.dataFields,
  groupBy: reportTemplates.groupBy,
  sumFields: reportTemplates.sumFields,
  orderBy: reportTemplates.orderBy,
  createdBy: author('report_templates.created_by_user_id'),
  createdAt: reportTemplates.createdAt,
  updatedBy: author('report_templates.updated_by_user_id'),
  updatedAt: reportTemplates.updatedAt,
};

/** The organisation's templates by name (case ignored, then as written). */
export async function listTemplates(tx: Transaction): Promise<TemplateRow[]> {
  return tx
    .select(COLUMNS)
    .from(reportTemplates)
    .orderBy(sql`lower(${reportTemplates.name})`, reportTemplates.name, reportTemplates.id);
}

export async function findTemplate(tx: Transaction, id: string): Promise<TemplateRow | null> {
  const [row] = await tx.select(COLUMNS).from(reportTemplates).where(eq(reportTemplates.id, id));
  return row ?? null;
}

/** The names of these templates by id (a schedule of a template is shown by its name). */
export async function templateNamesOf(tx: Transaction, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: reportTemplates.id, name: reportTemplates.name })
    .from(reportTemplates)
    .where(inArray(reportTemplates.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether another template of the organisation has this name, case ignored. */
export async function isTemplateNameTaken(
  tx: Transaction,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const sameName = sql`lower(${reportTemplates.name}) = lower(${name})`;
  const [row] = await tx
    .select({ id: reportTemplates.id })
    .from(reportTemplates)
    .where(exceptId ? and(sameName, ne(reportTemplates.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

export async function insertTemplate(tx: Transaction, write: TemplateWrite, userId: string): Promise<string> {
  const [row] = await tx
    .insert(reportTemplates)
    .values({
      ...write,
      applicationId: sql`nullif(current_setting('app.application_id', true), '')::uuid`,
      createdByUserId: userId,
      updatedByUserId: userId,
    })
    .returning({ id: reportTemplates.id });
  if (!row) throw new Error('The report template was not stored');
  return row.id;
}

/** False when no such template exists in the organisation. */
export async function updateTemplate(
  tx: Transaction,
  id: string,
  write: TemplateWrite,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .update(reportTemplates)
    .set({ ...write, updatedByUserId: userId, updatedAt: sql`now()` })
    .where(eq(reportTemplates.id, id))
    .returning({ id: reportTemplates.id });
  return rows.length > 0;
}

export async function deleteTemplate(tx: Transaction, id: string): Promise<boolean> {
  const rows = await tx
    .delete(reportTemplates)
    .where(eq(reportTemplates.id, id))
    .returning({ id: reportTemplates.id });
  return rows.length > 0;
}

/** The name of the unique index on (organisation, lower(name)): a lost race reads as the name taken. */
export const TEMPLATE_NAME_INDEX = 'report_templates_name_idx';
