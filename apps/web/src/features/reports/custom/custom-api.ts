import type {
  DatasetDescription,
  DatasetField,
  ReportExecutionRequest,
  ReportTemplateRequest,
} from '@clubline/domain';
import {
  type FetchFn,
  type ReportingCredentials,
  reportingPath,
  reportingRequest,
} from '../reporting-api.ts';

/** A saved custom report template (spec 3 §3 "Report template"), as the Reporting API answers it. */
export interface ReportTemplate {
  id: string;
  name: string;
  description: string;
  dataset: { id: string };
  dataFields: { fieldName: string; filtered: boolean }[];
  groupBy: string[];
  aggregations: { type: 'SUM'; fieldName: string; resultingFieldName: string }[];
  orderBy: { fieldName: string; order: 'ASC' | 'DESC' }[];
  createdAt: string;
  updatedAt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function fieldOf(value: unknown): DatasetField | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.dataType !== 'string') return null;
  const dataType = (['STRING', 'NUMBER', 'INTEGER', 'DATE', 'DATETIME', 'BOOLEAN'] as const).find(
    (type) => type === value.dataType,
  );
  return {
    name: value.name,
    displayName: typeof value.displayName === 'string' ? value.displayName : value.name,
    dataType: dataType ?? 'STRING',
    filterable: value.filterable === true,
    description: typeof value.description === 'string' ? value.description : '',
  };
}

function parseDatasets(body: unknown): DatasetDescription[] {
  if (!isRecord(body) || !Array.isArray(body.datasets)) throw new Error('datasets: unexpected answer');
  return body.datasets.filter(isRecord).map((dataset) => ({
    id: String(dataset.id),
    description: typeof dataset.description === 'string' ? dataset.description : String(dataset.id),
    dataFields: (Array.isArray(dataset.dataFields) ? dataset.dataFields : [])
      .map(fieldOf)
      .filter((field): field is DatasetField => field !== null),
    suggestedOrderBy: [],
  }));
}

function parseTemplate(value: unknown): ReportTemplate | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  const dataset = isRecord(value.dataset) && typeof value.dataset.id === 'string' ? value.dataset.id : '';
  const list = (key: string) => (Array.isArray(value[key]) ? (value[key] as unknown[]).filter(isRecord) : []);
  return {
    id: value.id,
    name: value.name,
    description: typeof value.description === 'string' ? value.description : '',
    dataset: { id: dataset },
    dataFields: list('dataFields').map((field) => ({
      fieldName: String(field.fieldName),
      filtered: field.filtered === true,
    })),
    groupBy: strings(value.groupBy),
    aggregations: list('aggregations').map((sum) => ({
      type: 'SUM' as const,
      fieldName: String(sum.fieldName),
      resultingFieldName: String(sum.resultingFieldName ?? `SUM_${String(sum.fieldName)}`),
    })),
    orderBy: list('orderBy').map((order) => ({
      fieldName: String(order.fieldName),
      order: order.order === 'DESC' ? ('DESC' as const) : ('ASC' as const),
    })),
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : '',
  };
}

function parseTemplates(body: unknown): ReportTemplate[] {
  if (!isRecord(body) || !Array.isArray(body.reportTemplates))
    throw new Error('templates: unexpected answer');
  return body.reportTemplates
    .map(parseTemplate)
    .filter((template): template is ReportTemplate => template !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ', { sensitivity: 'base' }));
}

/** The custom reports' calls of the Reporting API (spec 3 §7), for one base and caller. */
export function customReportsApi(
  base: string,
  credentials: () => Promise<ReportingCredentials>,
  fetchFn?: FetchFn,
) {
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) =>
    reportingRequest(reportingPath(base, path), await credentials(), init, fetchFn);
  return {
    datasets: async () => parseDatasets(await call('/datasets')),
    templates: async () => parseTemplates(await call('/report-templates')),
    create: async (reportTemplate: ReportTemplateRequest) =>
      parseTemplate(await call('/report-templates', { method: 'POST', body: { reportTemplate } })),
    update: async (id: string, reportTemplate: ReportTemplateRequest) =>
      parseTemplate(
        await call(`/report-templates/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: { reportTemplate },
        }),
      ),
    remove: async (id: string) => {
      await call(`/report-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /** Runs a template: the result set's address (`executeReport.resultSetUrl`). */
    execute: async (request: ReportExecutionRequest): Promise<string> => {
      const body = await call('/report-executions', { method: 'POST', body: request });
      const url =
        isRecord(body) && isRecord(body.executeReport) ? body.executeReport.resultSetUrl : undefined;
      if (typeof url !== 'string' || url === '') throw new Error('execution: unexpected answer');
      return url;
    },
  };
}

export type CustomReportsApi = ReturnType<typeof customReportsApi>;
