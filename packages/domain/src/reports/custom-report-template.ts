import { z } from 'zod';
import { isoDate } from '../forms/date-fields.ts';
import type { FieldErrors } from '../forms/field-errors.ts';
import { trimmedString } from '../forms/fields.ts';
import {
  CUSTOM_REPORT_BRANCHES_MAX,
  CUSTOM_REPORT_COLUMNS_MAX,
  CUSTOM_REPORT_DESCRIPTION_MAX,
  CUSTOM_REPORT_NAME_MAX,
  customReportMessages,
  type DatasetDescription,
} from './custom-report-messages.ts';

/*
 * Custom report templates and runs (spec 3 §3 "Report template", "Dataset", "Report execution
 * request"; §5 "Custom report template", "Run custom report"; §9). The server checks every
 * template and run with these; the builder form and the run modal can use the same.
 */

const fieldName = z.string({ error: 'A field name is required' }).trim().min(1).max(100);

/**
 * The body's `reportTemplate` (POST and PUT). Checks its own shape; what needs the dataset (known
 * fields, filterable, number columns) is `checkTemplateAgainstDataset`.
 */
export const reportTemplateRequestSchema = z.object(
  {
    name: trimmedString({
      field: 'Name',
      max: CUSTOM_REPORT_NAME_MAX,
      required: true,
      requiredMessage: customReportMessages.nameRequired,
    }),
    description: trimmedString({
      field: 'Description',
      max: CUSTOM_REPORT_DESCRIPTION_MAX,
      required: true,
      requiredMessage: customReportMessages.descriptionRequired,
      multiLine: true,
    }),
    dataset: z.object(
      {
        id: z
          .string({ error: customReportMessages.datasetRequired })
          .trim()
          .min(1, customReportMessages.datasetRequired),
      },
      { error: customReportMessages.datasetRequired },
    ),
    dataFields: z
      .array(z.object({ fieldName, filtered: z.boolean().optional().default(false) }), {
        error: customReportMessages.columnsRequired,
      })
      .min(1, customReportMessages.columnsRequired)
      .max(CUSTOM_REPORT_COLUMNS_MAX, customReportMessages.columnsTooMany),
    groupBy: z
      .array(fieldName)
      .max(CUSTOM_REPORT_COLUMNS_MAX)
      .nullish()
      .transform((v) => v ?? []),
    aggregations: z
      .array(
        z.object({
          type: z.literal('SUM', { error: customReportMessages.aggregationSumOnly }),
          fieldName,
          resultingFieldName: z.string().max(110).nullish(),
        }),
      )
      .max(CUSTOM_REPORT_COLUMNS_MAX)
      .nullish()
      .transform((v) => v ?? []),
    orderBy: z
      .array(
        z.object({
          fieldName,
          order: z
            .enum(['ASC', 'DESC'], { error: customReportMessages.orderInvalid })
            .optional()
            .default('ASC'),
        }),
      )
      .max(CUSTOM_REPORT_COLUMNS_MAX)
      .nullish()
      .transform((v) => v ?? []),
  },
  { error: customReportMessages.nameRequired },
);

export type ReportTemplateRequest = z.output<typeof reportTemplateRequestSchema>;

/** The name of a SUM's column (spec 3 §3: SUM_ plus the field). */
export function sumColumnName(fieldName: string): string {
  return `SUM_${fieldName}`;
}

/** The columns a template's rows have: its columns, or with totals its groups and their sums. */
export function templateOutputColumns(
  template: Pick<ReportTemplateRequest, 'dataFields' | 'groupBy' | 'aggregations'>,
): string[] {
  if (template.groupBy.length === 0 && template.aggregations.length === 0) {
    return template.dataFields.map((field) => field.fieldName);
  }
  return [...template.groupBy, ...template.aggregations.map((sum) => sumColumnName(sum.fieldName))];
}

/**
 * The rules that need the dataset (spec 3 §5): known fields, at least one filterable column,
 * totals (SUM only) on number columns only, groups and totals among the columns, an order on an
 * output column. Messages by field path, as the REST answer and the form show them.
 */
export function checkTemplateAgainstDataset(
  template: ReportTemplateRequest,
  dataset: DatasetDescription | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => {
    if (!Object.hasOwn(errors, path)) errors[path] = message;
  };
  if (!dataset) {
    fail('dataset', customReportMessages.datasetUnknown);
    return errors;
  }
  const fields = new Map(dataset.dataFields.map((field) => [field.name, field]));
  const columns = new Set<string>();
  for (const [index, column] of template.dataFields.entries()) {
    const field = fields.get(column.fieldName);
    const path = `dataFields.${index}.fieldName`;
    if (!field) fail(path, customReportMessages.fieldUnknown(column.fieldName));
    else if (columns.has(column.fieldName)) fail(path, customReportMessages.columnRepeated(column.fieldName));
    else if (column.filtered && !field.filterable) {
      fail(`dataFields.${index}.filtered`, customReportMessages.notFilterable(column.fieldName));
    }
    columns.add(column.fieldName);
  }
  if (!template.dataFields.some((column) => fields.get(column.fieldName)?.filterable === true)) {
    fail('dataFields', customReportMessages.columnsRequired);
  }
  for (const [index, name] of template.groupBy.entries()) {
    if (!columns.has(name)) fail(`groupBy.${index}`, customReportMessages.groupByNotColumn(name));
    else if (template.groupBy.indexOf(name) !== index) {
      fail(`groupBy.${index}`, customReportMessages.columnRepeated(name));
    }
  }
  const sums = new Set<string>();
  for (const [index, sum] of template.aggregations.entries()) {
    const field = fields.get(sum.fieldName);
    const path = `aggregations.${index}.fieldName`;
    const resulting = sum.resultingFieldName ?? '';
    if (!field || !columns.has(sum.fieldName)) {
      fail(path, customReportMessages.aggregationNotColumn(sum.fieldName));
    } else if (field.dataType !== 'NUMBER' && field.dataType !== 'INTEGER') {
      fail(path, customReportMessages.aggregationNumbersOnly(sum.fieldName));
    } else if (template.groupBy.includes(sum.fieldName) || sums.has(sum.fieldName)) {
      fail(path, customReportMessages.columnRepeated(sum.fieldName));
    } else if (resulting !== '' && resulting !== sumColumnName(sum.fieldName)) {
      fail(
        `aggregations.${index}.resultingFieldName`,
        customReportMessages.aggregationResultName(sum.fieldName),
      );
    }
    sums.add(sum.fieldName);
  }
  const output = new Set(templateOutputColumns(template));
  for (const [index, order] of template.orderBy.entries()) {
    if (!output.has(order.fieldName)) {
      fail(`orderBy.${index}.fieldName`, customReportMessages.orderByUnknown(order.fieldName));
    }
  }
  return errors;
}

const filterDate = isoDate({ required: true, requiredMessage: customReportMessages.dateRequired });

/** POST /reporting/v1/report-executions: which template, which branches, which dates. */
export const reportExecutionRequestSchema = z.object(
  {
    reportTemplateId: z
      .string({ error: customReportMessages.templateRequired })
      .trim()
      .min(1, customReportMessages.templateRequired)
      .max(100),
    scope: z.object(
      {
        branchIds: z
          .array(z.string().max(100), { error: customReportMessages.branchRequired })
          .min(1, customReportMessages.branchRequired)
          .max(CUSTOM_REPORT_BRANCHES_MAX, customReportMessages.branchesTooMany),
      },
      { error: customReportMessages.branchRequired },
    ),
    filters: z
      .array(
        z
          .object({
            fieldName,
            operator: z.object(
              { type: z.literal('RANGE', { error: customReportMessages.rangeOnly }) },
              { error: customReportMessages.rangeOnly },
            ),
            values: z.object(
              { minimum: filterDate, maximum: filterDate },
              { error: customReportMessages.dateRequired },
            ),
          })
          .refine((filter) => filter.values.minimum <= filter.values.maximum, {
            message: customReportMessages.dateBeforeFrom,
            path: ['values', 'maximum'],
          }),
        { error: customReportMessages.dateFilterRequired },
      )
      .min(1, customReportMessages.dateFilterRequired)
      .max(CUSTOM_REPORT_COLUMNS_MAX),
  },
  { error: customReportMessages.templateRequired },
);

export type ReportExecutionRequest = z.output<typeof reportExecutionRequestSchema>;
