import {
  customReportMessages,
  type FieldCheck,
  type FieldErrors,
  type ReportExecutionRequest,
} from '@clubline/domain';
import { DATE_BEFORE_FROM, DATE_REQUIRED, dateFieldError } from '../report-dates.ts';

/** One date column of the template a run may limit: its From and To as typed (YYYY-MM-DD). */
interface RunFilterValues {
  fieldName: string;
  from: string;
  to: string;
}

export interface RunFormValues extends Record<string, unknown> {
  branches: string[];
  filters: RunFilterValues[];
}

export function newRunValues(filterColumns: readonly string[], branchId: string | null): RunFormValues {
  return {
    branches: branchId ? [branchId] : [],
    filters: filterColumns.map((fieldName) => ({ fieldName, from: '', to: '' })),
  };
}

/**
 * Spec 3 §5 "Run custom report": at least one branch; a date filter is chosen by filling either
 * end, and then needs both (Date is required), each a valid date (A valid date is required) within
 * 1900–2200 (This date looks wrong), To not before From; at least one date filter (Please select
 * at least one date filter, shown under the first filter).
 */
export function checkRun(templateId: string, values: RunFormValues): FieldCheck<ReportExecutionRequest> {
  const errors: FieldErrors = {};
  if (values.branches.length === 0) errors.branches = customReportMessages.branchRequired;
  const chosen = values.filters
    .map((filter, index) => ({ filter, index }))
    .filter(({ filter }) => filter.from.trim() !== '' || filter.to.trim() !== '');
  if (chosen.length === 0) {
    if (values.filters.length > 0) errors['filters.0.from'] = customReportMessages.dateFilterRequired;
    else errors.filters = customReportMessages.dateFilterRequired;
  }
  for (const { filter, index } of chosen) {
    const fromError = dateFieldError(filter.from);
    const toError = dateFieldError(filter.to);
    if (fromError) errors[`filters.${index}.from`] = fromError === DATE_REQUIRED ? DATE_REQUIRED : fromError;
    if (toError) errors[`filters.${index}.to`] = toError;
    if (!fromError && !toError && filter.to < filter.from) errors[`filters.${index}.to`] = DATE_BEFORE_FROM;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      reportTemplateId: templateId,
      scope: { branchIds: [...values.branches] },
      filters: chosen.map(({ filter }) => ({
        fieldName: filter.fieldName,
        operator: { type: 'RANGE' as const },
        values: { minimum: filter.from, maximum: filter.to },
      })),
    },
  };
}
