import { customReportMessages, type DatasetDescription } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { DATE_INVALID, DATE_LOOKS_WRONG, DATE_REQUIRED } from '../report-dates.ts';
import { checkRun, newRunValues } from './run-form.ts';
import {
  checkTemplate,
  newTemplateValues,
  type TemplateFormValues,
  totalOptions,
  withColumns,
  withDataset,
} from './template-form.ts';
import { isNew, tileDate } from './tile-dates.ts';

const PAYMENTS: DatasetDescription = {
  id: 'payments',
  description: 'Payments',
  dataFields: [
    { name: 'paidOn', displayName: 'Paid on', dataType: 'DATE', filterable: true, description: '' },
    { name: 'memberName', displayName: 'Member', dataType: 'STRING', filterable: false, description: '' },
    { name: 'amount', displayName: 'Amount', dataType: 'NUMBER', filterable: false, description: '' },
    { name: 'visits', displayName: 'Visits', dataType: 'INTEGER', filterable: false, description: '' },
  ],
  suggestedOrderBy: [],
};
const MEMBERS: DatasetDescription = { ...PAYMENTS, id: 'members', description: 'Members' };
const context = { datasets: [PAYMENTS, MEMBERS], otherNames: ['Monthly takings'] };

function template(values: Partial<TemplateFormValues>): TemplateFormValues {
  return {
    ...newTemplateValues(),
    name: 'Desk payments',
    description: 'What the desk took',
    datasetId: 'payments',
    columns: ['paidOn', 'amount'],
    filtered: ['paidOn'],
    ...values,
  };
}

const errorsOf = <T>(result: { ok: true; value: T } | { ok: false; errors: Record<string, string> }) =>
  result.ok ? {} : result.errors;

describe('custom report template (spec 3 §5 "Custom report template")', () => {
  it('needs a name, a description and a dataset', () => {
    expect(errorsOf(checkTemplate(newTemplateValues(), context))).toMatchObject({
      name: customReportMessages.nameRequired,
      description: customReportMessages.descriptionRequired,
      datasetId: customReportMessages.datasetRequired,
    });
  });

  it('refuses a name over 80 characters and one taken, ignoring case', () => {
    expect(errorsOf(checkTemplate(template({ name: 'x'.repeat(81) }), context)).name).toBe(
      customReportMessages.nameTooLong,
    );
    expect(errorsOf(checkTemplate(template({ name: ' monthly TAKINGS ' }), context)).name).toBe(
      'Report template name must be unique',
    );
  });

  it('needs at least one filterable column', () => {
    expect(errorsOf(checkTemplate(template({ columns: [] }), context)).columns).toBe(
      customReportMessages.columnsRequired,
    );
    expect(
      errorsOf(checkTemplate(template({ columns: ['memberName', 'amount'], filtered: [] }), context)).columns,
    ).toBe('Report columns must include at least one filterable column');
  });

  it('totals number and integer columns only, with SUM, named SUM_ plus the field', () => {
    expect(totalOptions(PAYMENTS, ['paidOn', 'memberName', 'amount', 'visits'])).toEqual([
      'amount',
      'visits',
    ]);
    expect(errorsOf(checkTemplate(template({ totals: ['paidOn'] }), context)).totals).toBe(
      customReportMessages.aggregationNumbersOnly('paidOn'),
    );
    expect(checkTemplate(template({ totals: ['amount'], groupBy: ['paidOn'] }), context)).toMatchObject({
      ok: true,
      value: {
        dataset: { id: 'payments' },
        dataFields: [
          { fieldName: 'paidOn', filtered: true },
          { fieldName: 'amount', filtered: false },
        ],
        groupBy: ['paidOn'],
        aggregations: [{ type: 'SUM', fieldName: 'amount', resultingFieldName: 'SUM_amount' }],
      },
    });
  });

  it('clears the columns, groups and totals when the dataset changes', () => {
    const values = template({ groupBy: ['paidOn'], totals: ['amount'], orderBy: 'paidOn' });
    expect(withDataset(values, 'members')).toMatchObject({
      datasetId: 'members',
      columns: [],
      filtered: [],
      groupBy: [],
      totals: [],
      orderBy: '',
    });
    expect(withDataset(values, 'payments')).toBe(values);
  });

  it('drops groups and totals of a column taken out', () => {
    const values = template({ groupBy: ['paidOn'], totals: ['amount'] });
    expect(withColumns(values, ['paidOn'])).toMatchObject({
      columns: ['paidOn'],
      totals: [],
      groupBy: ['paidOn'],
    });
  });
});

describe('run custom report (spec 3 §5 "Run custom report")', () => {
  const run = (values: Parameters<typeof checkRun>[1]) => checkRun('template-1', values);

  it('needs a branch and at least one date filter', () => {
    expect(errorsOf(run(newRunValues(['paidOn'], null)))).toEqual({
      branches: customReportMessages.branchRequired,
      'filters.0.from': customReportMessages.dateFilterRequired,
    });
  });

  it('needs both ends of a filter, each a plausible date', () => {
    expect(
      errorsOf(run({ branches: ['akl'], filters: [{ fieldName: 'paidOn', from: '2026-01-01', to: '' }] })),
    ).toEqual({
      'filters.0.to': DATE_REQUIRED,
    });
    expect(
      errorsOf(
        run({ branches: ['akl'], filters: [{ fieldName: 'paidOn', from: '2026-02-30', to: '2301-01-01' }] }),
      ),
    ).toEqual({ 'filters.0.from': DATE_INVALID, 'filters.0.to': DATE_LOOKS_WRONG });
  });

  it('sends RANGE filters for the chosen columns only', () => {
    expect(
      run({
        branches: ['akl', 'wlg'],
        filters: [
          { fieldName: 'paidOn', from: '2026-01-01', to: '2026-01-31' },
          { fieldName: 'joinedOn', from: '', to: '' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        reportTemplateId: 'template-1',
        scope: { branchIds: ['akl', 'wlg'] },
        filters: [
          {
            fieldName: 'paidOn',
            operator: { type: 'RANGE' },
            values: { minimum: '2026-01-01', maximum: '2026-01-31' },
          },
        ],
      },
    });
  });
});

describe('custom report tiles (spec 3 §9: new 3 days, relative dates 7 days)', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('marks a template new for 3 days', () => {
    expect(isNew('2026-11-26T10:00:01Z', now)).toBe(true);
    expect(isNew('2026-11-26T09:59:59Z', now)).toBe(false);
  });

  it('says relative dates within 7 days and the date after', () => {
    expect(tileDate('2026-11-29T09:30:00Z', 'Pacific/Auckland', now)).toBe('30 minutes ago');
    expect(tileDate('2026-11-27T10:00:00Z', 'Pacific/Auckland', now)).toBe('2 days ago');
    expect(tileDate('2026-11-20T10:00:00Z', 'Pacific/Auckland', now)).toBe('20 Nov 2026');
  });
});
