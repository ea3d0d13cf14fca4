import {
  checkTemplateAgainstDataset,
  customReportMessages,
  type DatasetDescription,
  isUuid,
  type OperationId,
  type ReportTemplateRequest,
  reportExecutionRequestSchema,
  reportTemplateRequestSchema,
  sumColumnName,
} from '@clubline/domain';
import { authorizeWithoutRead, permittedBranches } from '../../../platform/auth/authorization.ts';
import { isUniqueViolation } from '../../../platform/db/constraint-errors.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError, withFieldErrors } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { createResultSet } from '../result-sets/report-source.ts';
import { storedRunFiles } from '../schedules/report-schedules.repository.ts';
import { deleteRunFiles } from '../schedules/run-files.ts';
import { customReportSource } from './custom-report-source.ts';
import { DATASETS, datasetSqlOf, describeDataset } from './datasets.ts';
import {
  deleteTemplate as deleteTemplateRow,
  findTemplate,
  insertTemplate,
  isTemplateNameTaken,
  listTemplates,
  TEMPLATE_NAME_INDEX,
  type TemplateAuthor,
  type TemplateRow,
  type TemplateWrite,
  updateTemplate as updateTemplateRow,
} from './report-templates.repository.ts';

/** The wire shape of a template (docs/reports.md "Custom reports"; the contract's ReportTemplate). */
export interface ReportTemplateView {
  id: string;
  name: string;
  description: string;
  dataset: { id: string };
  dataFields: { fieldName: string; filtered: boolean }[];
  groupBy: string[];
  aggregations: { type: 'SUM'; fieldName: string; resultingFieldName: string }[];
  orderBy: { fieldName: string; order: 'ASC' | 'DESC' }[];
  branchId: null;
  createdBy: TemplateAuthor | null;
  createdAt: string;
  updatedBy: TemplateAuthor | null;
  updatedAt: string;
}

const VIEW_REPORTS = 'view-reports';
const MANAGE_REPORTS = 'manage-reports';
const RUN_REPORT = 'run-report';

function assertViews(context: RequestContext): void {
  authorizeWithoutRead(
    context,
    VIEW_REPORTS,
    { kind: 'any-branch' },
    {
      refusal: () => new DomainError('CUSTOM_REPORT_VIEW_DENIED'),
    },
  );
}

/** Spec 3 §6: custom reports are created, edited and deleted at organisation level only. */
function assertManages(context: RequestContext): void {
  authorizeWithoutRead(
    context,
    MANAGE_REPORTS,
    { kind: 'organisation' },
    {
      refusal: () => new DomainError('CUSTOM_REPORT_MANAGE_DENIED'),
    },
  );
}

const inTenant = <T>(context: RequestContext, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(context.deps.db, context.viewer.applicationId, fn);

function viewOf(row: TemplateRow): ReportTemplateView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    dataset: { id: row.datasetId },
    dataFields: row.dataFields,
    groupBy: row.groupBy,
    aggregations: row.sumFields.map((fieldName) => ({
      type: 'SUM',
      fieldName,
      resultingFieldName: sumColumnName(fieldName),
    })),
    orderBy: row.orderBy,
    branchId: null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /reporting/v1/datasets: every dataset with its typed, described fields. */
export function listDatasets(context: RequestContext): { datasets: DatasetDescription[] } {
  assertViews(context);
  return { datasets: DATASETS.map(describeDataset) };
}

export async function listReportTemplates(
  context: RequestContext,
): Promise<{ reportTemplates: ReportTemplateView[] }> {
  assertViews(context);
  return inTenant(context, async (tx) => ({ reportTemplates: (await listTemplates(tx)).map(viewOf) }));
}

export async function getReportTemplate(context: RequestContext, id: string): Promise<ReportTemplateView> {
  assertViews(context);
  return inTenant(context, async (tx) => viewOf(await existing(tx, id)));
}

async function existing(tx: Parameters<typeof findTemplate>[0], id: string): Promise<TemplateRow> {
  // Not a UUID names no template (and must not reach PostgreSQL's uuid cast).
  const row = isUuid(id) ? await findTemplate(tx, id) : null;
  if (!row) throw new DomainError('CUSTOM_REPORT_TEMPLATE_NOT_FOUND');
  return row;
}

/**
 * A template as a schedule names it (docs/reports.md "Schedules"): its name and the date columns a
 * run may limit to a period (its filtered columns the dataset offers a RANGE on), in the template's
 * order. Unknown: CUSTOM_REPORT_TEMPLATE_NOT_FOUND.
 */
export async function templateToSchedule(
  tx: Parameters<typeof findTemplate>[0],
  id: string,
): Promise<{ id: string; name: string; dateFields: string[]; readOperation: OperationId | null }> {
  const template = await existing(tx, id);
  const dataset = datasetSqlOf(template.datasetId);
  const dateFields = template.dataFields
    .filter(
      (column) =>
        column.filtered &&
        dataset?.fields.some((entry) => entry.field.name === column.fieldName && entry.range),
    )
    .map((column) => column.fieldName);
  return { id: template.id, name: template.name, dateFields, readOperation: dataset?.readOperation ?? null };
}

/** The body's template, checked against its dataset (spec 3 §5), as it is stored. */
function templateWriteOf(body: unknown): TemplateWrite {
  const wrapped = typeof body === 'object' && body !== null ? (body as { reportTemplate?: unknown }) : {};
  const request: ReportTemplateRequest = parseInput(reportTemplateRequestSchema, wrapped.reportTemplate);
  const dataset = datasetSqlOf(request.dataset.id);
  const errors = checkTemplateAgainstDataset(request, dataset ? describeDataset(dataset) : undefined);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    name: request.name,
    description: request.description,
    datasetId: request.dataset.id,
    dataFields: request.dataFields,
    groupBy: request.groupBy,
    sumFields: request.aggregations.map((sum) => sum.fieldName),
    orderBy: request.orderBy,
  };
}

const nameTaken = () =>
  withFieldErrors(new DomainError('CUSTOM_REPORT_NAME_TAKEN'), { name: customReportMessages.nameTaken });

export async function createReportTemplate(
  context: RequestContext,
  body: unknown,
): Promise<ReportTemplateView> {
  assertManages(context);
  const write = templateWriteOf(body);
  return saving(context, async (tx) => {
    if (await isTemplateNameTaken(tx, write.name, null)) throw nameTaken();
    const id = await insertTemplate(tx, write, context.viewer.userId);
    return viewOf(await existing(tx, id));
  });
}

export async function updateReportTemplate(
  context: RequestContext,
  id: string,
  body: unknown,
): Promise<ReportTemplateView> {
  assertManages(context);
  const write = templateWriteOf(body);
  return saving(context, async (tx) => {
    await existing(tx, id);
    if (await isTemplateNameTaken(tx, write.name, id)) throw nameTaken();
    if (!(await updateTemplateRow(tx, id, write, context.viewer.userId))) {
      throw new DomainError('CUSTOM_REPORT_TEMPLATE_NOT_FOUND');
    }
    return viewOf(await existing(tx, id));
  });
}

/** Spec 3 §6: delete is for the super-admin group (the web also hides it behind its flag). */
export async function deleteReportTemplate(context: RequestContext, id: string): Promise<void> {
  assertManages(context);
  if (!context.permissions.isSuperAdmin) throw new DomainError('CUSTOM_REPORT_DELETE_DENIED');
  // Its schedules and their runs go with it (a cascade): their files are read first and deleted
  // once the delete has committed.
  const files = await inTenant(context, async (tx) => {
    await existing(tx, id);
    const keys = await storedRunFiles(tx, { customTemplateId: id });
    await deleteTemplateRow(tx, id);
    return keys;
  });
  await deleteRunFiles(context.deps.files.storage, files);
}

/** Two saves of one name at once: the second loses on the unique index, with the same message. */
async function saving<T>(context: RequestContext, fn: Parameters<typeof withTenant<T>>[2]): Promise<T> {
  try {
    return await inTenant(context, fn);
  } catch (error) {
    if (isUniqueViolation(error, TEMPLATE_NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

export interface ExecuteReportAnswer {
  executeReport: { resultSetUrl: string; resultSetId: string };
}

/**
 * POST /reporting/v1/report-executions (spec 3 §5 "Run custom report"): run-report on every branch
 * named, a RANGE on date columns of the template; the answer is a result set whose rows are read
 * later, limited to those branches.
 */
export async function executeCustomReport(
  context: RequestContext,
  body: unknown,
): Promise<ExecuteReportAnswer> {
  authorizeWithoutRead(
    context,
    RUN_REPORT,
    { kind: 'any-branch' },
    {
      refusal: () => new DomainError('CUSTOM_REPORT_RUN_DENIED'),
    },
  );
  const request = parseInput(reportExecutionRequestSchema, body);
  const branchIds = [...new Set(request.scope.branchIds)];
  const permitted = new Set(permittedBranches(context.permissions, RUN_REPORT, branchIds));
  if (!branchIds.every((id) => isUuid(id) && permitted.has(id))) {
    throw new DomainError('CUSTOM_REPORT_RUN_DENIED');
  }
  return inTenant(context, async (tx) => {
    const template = await existing(tx, request.reportTemplateId);
    const dataset = datasetSqlOf(template.datasetId);
    if (!dataset) throw new DomainError('CUSTOM_REPORT_TEMPLATE_NOT_FOUND');
    // What the rows are decides too: a run over the ledger is seeing sales at every branch named.
    const reading = new Set(permittedBranches(context.permissions, dataset.readOperation, branchIds));
    if (!branchIds.every((id) => reading.has(id))) throw new DomainError('CUSTOM_REPORT_RUN_DENIED');
    const columns = new Set(template.dataFields.map((column) => column.fieldName));
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    for (const [index, filter] of request.filters.entries()) {
      const field = dataset.fields.find((entry) => entry.field.name === filter.fieldName);
      const path = `filters.${index}.fieldName`;
      if (!field?.range || !columns.has(filter.fieldName)) {
        errors[path] = customReportMessages.filterNotColumn(filter.fieldName);
      } else if (seen.has(filter.fieldName))
        errors[path] = customReportMessages.filterRepeated(filter.fieldName);
      seen.add(filter.fieldName);
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const params = {
      datasetId: dataset.id,
      columns: template.dataFields.map((column) => column.fieldName),
      groupBy: template.groupBy,
      sums: template.sumFields,
      orderBy: template.orderBy,
      filters: request.filters.map((filter) => ({
        fieldName: filter.fieldName,
        minimum: filter.values.minimum,
        maximum: filter.values.maximum,
      })),
    };
    // Read back as the source will: a definition it cannot open is never handed out.
    customReportSource.parseParams(params);
    const created = await createResultSet(tx, {
      source: `${customReportSource.id}:${template.id}`,
      title: template.name,
      params,
      branchIds,
      userId: context.viewer.userId,
    });
    return { executeReport: { resultSetUrl: created.url, resultSetId: created.id } };
  });
}
