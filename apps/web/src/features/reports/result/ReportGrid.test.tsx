import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../testing/render.tsx';
import { ReportGrid } from './ReportGrid.tsx';
import type { ResultSet } from './result-set.ts';

const BRANCHES = ['Auckland CBD', 'Wellington Lambton Quay'];

function resultSet(count: number, overrides: Partial<ResultSet> = {}): ResultSet {
  return {
    id: 'rs-1',
    title: 'Membership',
    timeZone: 'Pacific/Auckland',
    columns: [
      { name: 'memberName', displayName: 'Member', dataType: 'STRING', memberLink: true },
      { name: 'branchName', displayName: 'Branch', dataType: 'STRING', memberLink: false },
      { name: 'joinFee', displayName: 'Join fee', dataType: 'CURRENCY', memberLink: false },
      { name: 'startDate', displayName: 'Start', dataType: 'DATE', memberLink: false },
    ],
    rows: Array.from({ length: count }, (_, index) => ({
      memberName: `Member ${String(index + 1).padStart(2, '0')}`,
      branchName: BRANCHES[index % 2],
      joinFee: (index + 1) * 100,
      startDate: '2026-11-08',
      memberId: `m-${index + 1}`,
      homeBranchId: index % 2 === 0 ? 'akl' : 'wlg',
    })),
    totalRows: count,
    truncated: false,
    summaries: { joinFee: 99_999 },
    gender: null,
    ...overrides,
  };
}

function renderGrid(set: ResultSet) {
  const onViewChange = vi.fn();
  renderWithTheme(
    <MemoryRouter>
      <ReportGrid resultSet={set} onViewChange={onViewChange} />
    </MemoryRouter>,
  );
  const table = screen.getByRole('table', { name: 'Membership' });
  const bodyRows = () =>
    within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody'));
  return { table, bodyRows, onViewChange };
}

describe('report grid (spec 3 §2)', { timeout: 20_000 }, () => {
  it('shows 12 rows a page, money as currency, dates in words and names linking to the member', () => {
    const { table, bodyRows } = renderGrid(resultSet(30));
    expect(bodyRows()).toHaveLength(12);
    const first = bodyRows()[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('link', { name: 'Member 01' }).getAttribute('href')).toBe(
      '/branch/akl/members/m-1/overview',
    );
    expect(within(first).getByText('$1.00')).toBeTruthy();
    expect(within(first).getByText('8 Nov 2026')).toBeTruthy();
    // The footer's sum is the server's, over every row.
    expect(within(table).getByText('$999.99')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });

  it('sorts by a header, descending on the second press', () => {
    const { table, bodyRows } = renderGrid(resultSet(30));
    const header = within(table).getByRole('button', { name: 'Join fee' });
    fireEvent.click(header);
    fireEvent.click(header);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Join fee/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    const first = bodyRows()[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByText('Member 30')).toBeTruthy();
  });

  it('filters a column by the text shown and sums the rows left', () => {
    const { table, bodyRows } = renderGrid(resultSet(30));
    fireEvent.change(within(table).getByRole('textbox', { name: 'Filter Join fee' }), {
      target: { value: '$3.00' },
    });
    expect(bodyRows()).toHaveLength(1);
    expect(within(table).getByText('Total (filtered)')).toBeTruthy();
    expect(within(table).getAllByText('$3.00')).toHaveLength(2);
  });

  it('groups by a column with a row per group, its count and its sum', async () => {
    const { table, bodyRows, onViewChange } = renderGrid(resultSet(4));
    fireEvent.click(screen.getByLabelText('Group by', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Branch' }));
    const groups = bodyRows();
    expect(groups).toHaveLength(2);
    const auckland = within(table).getByRole('button', { name: 'Auckland CBD (2)' });
    // Members 1 and 3: $1.00 + $3.00.
    const firstGroup = groups[0];
    if (!firstGroup) throw new Error('no group');
    expect(within(firstGroup).getByText('$4.00')).toBeTruthy();
    fireEvent.click(auckland);
    expect(bodyRows()).toHaveLength(4);
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ grouping: ['branchName'] }));
  });

  it("drills down from a group's total to exactly the rows it sums", async () => {
    const { table } = renderGrid(resultSet(6));
    fireEvent.click(screen.getByLabelText('Group by', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Branch' }));
    // Auckland: members 1, 3 and 5, $1.00 + $3.00 + $5.00.
    fireEvent.click(
      within(table).getByRole('button', { name: 'Show the 3 rows of Join fee $9.00 (Auckland CBD)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Join fee: Auckland CBD' });
    const listed = within(dialog).getByRole('table', { name: 'Rows behind the total' });
    const bodyRows = within(listed)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody'));
    expect(bodyRows.map((row) => row.textContent)).toEqual([
      'Member 01Auckland CBD$1.008 Nov 2026',
      'Member 03Auckland CBD$3.008 Nov 2026',
      'Member 05Auckland CBD$5.008 Nov 2026',
    ]);
    expect(within(listed).getByText('$9.00')).toBeTruthy();
    expect(within(dialog).getByText('3 rows')).toBeTruthy();
  });

  it("drills down from the footer's total to the rows it sums: the filtered rows while a filter is on", async () => {
    const { table } = renderGrid(resultSet(4, { summaries: { joinFee: 1000 } }));
    fireEvent.click(
      within(table).getByRole('button', { name: 'Show the 4 rows of Join fee $10.00 (Total)' }),
    );
    const all = await screen.findByRole('dialog', { name: 'Join fee: Total' });
    expect(within(all).getByText('4 rows')).toBeTruthy();
    fireEvent.click(within(all).getByRole('button', { name: 'Close' }));
    fireEvent.change(within(table).getByRole('textbox', { name: 'Filter Branch' }), {
      target: { value: 'Wellington' },
    });
    // Members 2 and 4: $2.00 + $4.00.
    fireEvent.click(
      within(table).getByRole('button', { name: 'Show the 2 rows of Join fee $6.00 (Total (filtered))' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Join fee: Total (filtered)' });
    const listed = within(dialog).getByRole('table', { name: 'Rows behind the total' });
    expect(
      within(listed)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Member 02', 'Member 04']);
    expect(within(listed).getByText('$6.00')).toBeTruthy();
  });

  it('offers no drill-down from a total over rows the grid does not hold (past the first 10,000)', () => {
    const { table } = renderGrid(resultSet(4, { truncated: true, totalRows: 12_000 }));
    expect(within(table).queryByRole('button', { name: /^Show the/ })).toBeNull();
    expect(within(table).getByText('$999.99')).toBeTruthy();
  });

  it('sorts from the Sort by list, where a phone hides the headers', async () => {
    const { bodyRows } = renderGrid(resultSet(30));
    fireEvent.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Member (descending)' }));
    const first = bodyRows()[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByText('Member 30')).toBeTruthy();
  });

  it('changes the page size', async () => {
    const { bodyRows } = renderGrid(resultSet(30));
    fireEvent.click(screen.getByLabelText('Rows per page', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(bodyRows()).toHaveLength(25);
  });
});
