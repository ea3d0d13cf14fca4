import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import { PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../../testing/members.ts';
import type { OperationVariables } from '../../../testing/operations.ts';
import type { TransactionRow } from './transactions-query.ts';

const area = `/branch/${WLG}/members/${PERSON_ID}`;

const row = (
  id: string,
  overrides: Partial<TransactionRow>,
): TransactionRow & { __typename: 'MembershipTransaction' } => ({
  __typename: 'MembershipTransaction' as const,
  id,
  kind: 'RECURRING',
  label: 'Recurring payment',
  amount: 2500,
  date: '2026-01-14',
  reference: 'Anytime · CH-1',
  membershipName: 'Anytime',
  country: 'NZ',
  outcome: null,
  outcomeDate: null,
  reasonLabel: null,
  balance: 2500,
  classFee: null,
  ...overrides,
});

const ROWS = [
  row('d2', {
    kind: 'DEBIT',
    label: 'Direct debit',
    date: '2026-01-21',
    reference: 'Anytime · DD-2',
    outcome: 'DISHONOURED',
    outcomeDate: '2026-01-23',
    reasonLabel: 'Insufficient funds',
    balance: 2500,
  }),
  row('d1', {
    kind: 'DEBIT',
    label: 'Direct debit',
    reference: 'Anytime · DD-1',
    outcome: 'PAID',
    outcomeDate: '2026-01-16',
    balance: 0,
  }),
  row('c1', {}),
];

function page(variables: OperationVariables<'MemberTransactions'>) {
  const offset = Number(variables.offset ?? 0);
  const limit = Number(variables.limit ?? 25);
  const kinds: readonly string[] = [variables.kinds ?? []].flat();
  const matching = kinds.length ? ROWS.filter((r) => kinds.includes(r.kind)) : ROWS;
  return {
    data: {
      getMembershipTransactions: {
        __typename: 'MembershipTransactionPage' as const,
        total: variables.limit === 25 && matching.length === 3 && !kinds.length ? 60 : matching.length,
        offset,
        limit,
        rows: matching.slice(0, limit),
      },
    },
  };
}

/** A late cancellation fee the desk may waive, and the transactions once it is waived. */
const feeState = { waived: false };
const FEE = row('f1', {
  kind: 'LATE_CANCELLATION_FEE',
  label: 'Late cancellation fee',
  amount: 1500,
  reference: 'Anytime · CH-2',
});
const WAIVER = row('w1', { kind: 'PAYMENT', label: 'Payment (Fee waived)', amount: 1500, balance: 0 });
const feeOf = (canWaive: boolean) => ({ __typename: 'ClassFee' as const, id: 'fee-1', canWaive });

function feePage() {
  const rows = feeState.waived
    ? [WAIVER, { ...FEE, classFee: feeOf(false) }]
    : [{ ...FEE, classFee: feeOf(true) }, ...ROWS.slice(2)];
  return {
    data: {
      getMembershipTransactions: {
        __typename: 'MembershipTransactionPage' as const,
        total: rows.length,
        offset: 0,
        limit: 25,
        rows,
      },
    },
  };
}

function waiveFee() {
  feeState.waived = true;
  return { data: { waiveSessionFee: true } };
}

const open = () =>
  renderMemberApp(`${area}/transactions`, { MemberArea: personAnswer(), MemberTransactions: page });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('transactions page (spec 2 §2, docs/billing.md "Transactions")', () => {
  it('shows one row per debit with its outcome and reason, readable references and the balance', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Dishonoured')).toBeTruthy();
    expect(within(first).getByText('Insufficient funds')).toBeTruthy();
    expect(within(first).getByText('Anytime · DD-2')).toBeTruthy();
    // A paid debit is a credit; its balance after it is nothing owed.
    const paid = rows[1] as HTMLElement;
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('-$25.00')).toBeTruthy();
    expect(within(paid).getByText('$0.00')).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 60')).toBeTruthy();
  });

  it("waives a class fee's charge after asking, then reads the transactions again", async () => {
    feeState.waived = false;
    const app = renderMemberApp(`${area}/transactions`, {
      MemberArea: personAnswer(),
      MemberTransactions: feePage,
      WaiveClassFee: waiveFee,
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    // Only the fee's row has the button.
    expect(within(table).getAllByRole('button', { name: 'Waive fee' })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Waive fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive fee' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    expect(app.calls.some((c) => c.operationName === 'WaiveClassFee')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive fee' }));
    await eventually(() =>
      expect(app.calls.find((c) => c.operationName === 'WaiveClassFee')?.variables).toEqual({
        feeId: 'fee-1',
      }),
    );
    expect(await screen.findByText('The fee was waived')).toBeTruthy();
    expect(await screen.findByText('Payment (Fee waived)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Waive fee' })).toBeNull();
  });

  it('asks the server for the next page and for the filter, and refuses a reversed range', async () => {
    const app = open();
    await screen.findByRole('table', { name: 'Transactions' });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await eventually(() =>
      expect(
        app.calls.filter((c) => c.operationName === 'MemberTransactions').at(-1)?.variables,
      ).toMatchObject({
        offset: 25,
        limit: 25,
      }),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-20' } });
    await eventually(() =>
      expect(
        app.calls.filter((c) => c.operationName === 'MemberTransactions').at(-1)?.variables,
      ).toMatchObject({
        from: '2026-01-20',
        to: null,
        offset: 0,
      }),
    );
    const sent = app.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('To must be on or after From.')).toBeTruthy();
    expect(app.calls.length).toBe(sent);
  });

  it('exports the filtered rows as the server’s CSV file', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response('Date,Membership\r\n', {
          headers: { 'content-disposition': 'attachment; filename="transactions-Aroha-Ngata.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open();
    await screen.findByRole('table', { name: 'Transactions' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await eventually(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain(
      `/exports/members/${PERSON_ID}/transactions.csv`,
    );
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('transactions-Aroha-Ngata.csv');
  });

  it('prints the member, the filter and every filtered row', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open();
    await screen.findByRole('table', { name: 'Transactions' });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await eventually(() => expect(print).toHaveBeenCalled());
    const sheet = screen.getByTestId('transactions-print');
    expect(sheet.textContent).toContain('Transactions — Aroha Ngata');
    expect(sheet.textContent).toContain('All dates, all kinds. 3 transactions, newest first.');
    expect(within(sheet).getAllByRole('row')).toHaveLength(4);
    expect(sheet.textContent).toContain('Dishonoured 23 Jan 2026: Insufficient funds');
  });
});
