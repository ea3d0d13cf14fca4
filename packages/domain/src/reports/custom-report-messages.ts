import { formMessages } from '../forms/messages.ts';

/*
 * Limits, types and texts of custom reports (spec 3 §3, §5, §9). Kept apart from the schemas so
 * the error catalogue does not bring zod.
 */

/** Spec 3 §9: custom report name 80, description 400. */
export const CUSTOM_REPORT_NAME_MAX = 80;
export const CUSTOM_REPORT_DESCRIPTION_MAX = 400;
/** Not in the spec: more columns than any grid shows usefully, and far fewer than would cost a query. */
export const CUSTOM_REPORT_COLUMNS_MAX = 60;
/** Not in the spec: the branches one run may name (an organisation of 200 branches fits). */
export const CUSTOM_REPORT_BRANCHES_MAX = 1000;

export const DATASET_FIELD_TYPES = ['STRING', 'NUMBER', 'INTEGER', 'DATE', 'DATETIME', 'BOOLEAN'] as const;
export type DatasetFieldType = (typeof DATASET_FIELD_TYPES)[number];

/** One column a dataset offers (GET /reporting/v1/datasets). */
export interface DatasetField {
  readonly name: string;
  readonly displayName: string;
  readonly dataType: DatasetFieldType;
  /** A date or date-time a run can limit with a RANGE filter. */
  readonly filterable: boolean;
  readonly description: string;
}

export interface DatasetOrder {
  readonly fieldName: string;
  readonly order: 'ASC' | 'DESC';
}

export interface DatasetDescription {
  readonly id: string;
  readonly description: string;
  readonly dataFields: readonly DatasetField[];
  readonly suggestedOrderBy: readonly DatasetOrder[];
}

/** Spec 3 §5 "Custom report template" and "Run custom report" messages. */
export const customReportMessages = {
  nameRequired: 'Name is required',
  nameTooLong: formMessages.tooLong('Name', CUSTOM_REPORT_NAME_MAX),
  nameTaken: 'Report template name must be unique',
  descriptionRequired: 'Description is required',
  descriptionTooLong: formMessages.tooLong('Description', CUSTOM_REPORT_DESCRIPTION_MAX),
  datasetRequired: 'Dataset is required',
  datasetUnknown: 'Dataset is not one of the available datasets',
  columnsRequired: 'Report columns must include at least one filterable column',
  columnsTooMany: `A report can have at most ${CUSTOM_REPORT_COLUMNS_MAX} columns`,
  columnRepeated: (field: string): string => `${field} is chosen twice`,
  fieldUnknown: (field: string): string => `${field} is not a field of this dataset`,
  notFilterable: (field: string): string => `${field} cannot be filtered`,
  groupByNotColumn: (field: string): string => `Group by ${field} must be one of the report columns`,
  aggregationSumOnly: 'Totals can only be sums (SUM)',
  aggregationNumbersOnly: (field: string): string =>
    `${field} is not a number column: only numbers can be totalled`,
  aggregationNotColumn: (field: string): string => `Total by ${field} must be one of the report columns`,
  aggregationResultName: (field: string): string => `The total of ${field} is named SUM_${field}`,
  orderByUnknown: (field: string): string => `Order by ${field} must be one of the report's columns`,
  orderInvalid: 'Order must be ASC or DESC',
  dateRequired: 'Date is required',
  dateBeforeFrom: 'Date cannot be earlier than the From date',
  dateFilterRequired: 'Please select at least one date filter',
  filterNotColumn: (field: string): string => `${field} is not a date column of this report`,
  filterRepeated: (field: string): string => `${field} is filtered twice`,
  rangeOnly: 'Only RANGE filters are supported',
  branchRequired: 'At least one branch is required',
  branchesTooMany: `A report can cover at most ${CUSTOM_REPORT_BRANCHES_MAX} branches`,
  templateRequired: 'Report template is required',
} as const;
