import {
  checkTemplateAgainstDataset,
  customReportMessages,
  type DatasetDescription,
  type FieldCheck,
  type FieldErrors,
  fieldErrorsFromIssues,
  type ReportTemplateRequest,
  reportTemplateRequestSchema,
  sumColumnName,
} from '@clubline/domain';
import type { ReportTemplate } from './custom-api.ts';

/**
 * The custom report builder's values (spec 3 §5 "Custom report template"): the dataset, the
 * columns in order, which of them a run may filter by, the groups, the totals (SUM of number
 * columns) and one order.
 */
export interface TemplateFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  datasetId: string;
  columns: string[];
  /** Columns marked for filtering when the report is run (dates and date-times only). */
  filtered: string[];
  groupBy: string[];
  /** Number columns totalled with SUM. */
  totals: string[];
  orderBy: string;
  order: 'ASC' | 'DESC';
}

export function newTemplateValues(): TemplateFormValues {
  return {
    name: '',
    description: '',
    datasetId: '',
    columns: [],
    filtered: [],
    groupBy: [],
    totals: [],
    orderBy: '',
    order: 'ASC',
  };
}

export function templateValuesOf(template: ReportTemplate): TemplateFormValues {
  return {
    name: template.name,
    description: template.description,
    datasetId: template.dataset.id,
    columns: template.dataFields.map((field) => field.fieldName),
    filtered: template.dataFields.filter((field) => field.filtered).map((field) => field.fieldName),
    groupBy: [...template.groupBy],
    totals: template.aggregations.map((sum) => sum.fieldName),
    orderBy: template.orderBy[0]?.fieldName ?? '',
    order: template.orderBy[0]?.order ?? 'ASC',
  };
}

/** Spec 3 §5: changing the dataset clears the columns, the groups and the totals (and what hangs on them). */
export function withDataset(values: TemplateFormValues, datasetId: string): TemplateFormValues {
  if (datasetId === values.datasetId) return values;
  return {
    ...values,
    datasetId,
    columns: [],
    filtered: [],
    groupBy: [],
    totals: [],
    orderBy: '',
    order: 'ASC',
  };
}

/** The columns chosen: what depends on them keeps only columns still chosen. */
export function withColumns(values: TemplateFormValues, columns: string[]): TemplateFormValues {
  const chosen = new Set(columns);
  return {
    ...values,
    columns,
    filtered: values.filtered.filter((name) => chosen.has(name)),
    groupBy: values.groupBy.filter((name) => chosen.has(name)),
    totals: values.totals.filter((name) => chosen.has(name)),
    orderBy: chosen.has(values.orderBy) || values.orderBy.startsWith('SUM_') ? values.orderBy : '',
  };
}

/** Spec 3 §5: total-by offers only number and integer columns. */
export function totalOptions(dataset: DatasetDescription | undefined, columns: readonly string[]): string[] {
  const numbers = new Set(
    (dataset?.dataFields ?? [])
      .filter((field) => field.dataType === 'NUMBER' || field.dataType === 'INTEGER')
      .map((field) => field.name),
  );
  return columns.filter((name) => numbers.has(name));
}

/** The columns a run may filter by: the chosen columns the dataset can filter (dates). */
export function filterableColumns(
  dataset: DatasetDescription | undefined,
  columns: readonly string[],
): string[] {
  const filterable = new Set(
    (dataset?.dataFields ?? []).filter((field) => field.filterable).map((f) => f.name),
  );
  return columns.filter((name) => filterable.has(name));
}

/** The request the values stand for, before the domain's schema reads it. */
function templateRequestOf(values: TemplateFormValues) {
  const filtered = new Set(values.filtered);
  return {
    name: values.name,
    description: values.description,
    dataset: { id: values.datasetId },
    dataFields: values.columns.map((fieldName) => ({ fieldName, filtered: filtered.has(fieldName) })),
    groupBy: values.groupBy,
    aggregations: values.totals.map((fieldName) => ({
      type: 'SUM' as const,
      fieldName,
      resultingFieldName: sumColumnName(fieldName),
    })),
    orderBy: values.orderBy === '' ? [] : [{ fieldName: values.orderBy, order: values.order }],
  };
}

/** Where each path of the request shows its message in the form. */
export function templateFieldOf(path: string): string {
  const [head = ''] = path.split('.');
  switch (head) {
    case 'dataset':
      return 'datasetId';
    case 'dataFields':
      return path.endsWith('.filtered') ? 'filtered' : 'columns';
    case 'aggregations':
      return 'totals';
    case 'orderBy':
      return 'orderBy';
    default:
      return head;
  }
}

/**
 * Spec 3 §5 "Custom report template": the domain's rules (the server's own), then a name unique
 * among the other templates ignoring case.
 */
export function checkTemplate(
  values: TemplateFormValues,
  context: { datasets: readonly DatasetDescription[]; otherNames: readonly string[] },
): FieldCheck<ReportTemplateRequest> {
  const parsed = reportTemplateRequestSchema.safeParse(templateRequestOf(values));
  const errors: FieldErrors = parsed.success
    ? {}
    : fieldErrorsFromIssues(parsed.error.issues, templateFieldOf);
  if (parsed.success) {
    const dataset = context.datasets.find((candidate) => candidate.id === parsed.data.dataset.id);
    for (const [path, message] of Object.entries(checkTemplateAgainstDataset(parsed.data, dataset))) {
      const field = templateFieldOf(path);
      errors[field] ??= message;
    }
  }
  const name = values.name.trim().toLocaleLowerCase();
  if (name !== '' && context.otherNames.some((other) => other.trim().toLocaleLowerCase() === name)) {
    errors.name ??= customReportMessages.nameTaken;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
