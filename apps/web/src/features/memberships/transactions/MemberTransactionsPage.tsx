import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'urql';
import { useAuthRuntime } from '../../../app/auth/RuntimeProvider.tsx';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { MemberPageHeader, useMemberArea } from '../../members/public.ts';
import { TRANSACTIONS_PAGE } from '../paths.ts';
import { TransactionFilters } from './TransactionFilters.tsx';
import { TransactionsPrintSheet } from './TransactionsPrintSheet.tsx';
import { TRANSACTION_COLUMNS } from './transaction-cells.tsx';
import { downloadTransactionsCsv, transactionsCsvUrl } from './transactions-export.ts';
import {
  filterError,
  filterVariables,
  MemberTransactionsQueryDocument,
  PAGE_SIZE,
  PRINT_PAGE_SIZE,
  type TransactionFilterValues,
  type TransactionRow,
} from './transactions-query.ts';
import { WaiveFeeButton } from './WaiveFeeButton.tsx';

const NO_FILTER: TransactionFilterValues = { from: '', to: '', kind: '' };
/** The print view stops here (the server's export limit), about 20 years of weekly debits. */
const PRINT_MAX_ROWS = 5000;

/**
 * Spec 2 §2 "transactions": the member's charges, payments and direct debits (one row each, with
 * the debit's outcome), newest first, a page at a time, with a running balance; filtered by dates
 * and kind; exported as CSV or printed whole (docs/billing.md "Transactions").
 */
export function MemberTransactionsPage() {
  usePageTitle('Member transactions');
  const { personId, firstName, lastName, today } = useMemberArea();
  const { session } = useAuthRuntime();
  const client = useClient();
  const [filter, setFilter] = useState<TransactionFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [printRows, setPrintRows] = useState<TransactionRow[] | null>(null);
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const invalid = filterError(filter) !== null;
  const [{ data, error, fetching }, readAgain] = useRefreshableQuery({
    query: MemberTransactionsQueryDocument,
    variables: { personId, ...filterVariables(filter), offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    pause: invalid,
    requestPolicy: 'network-only',
  });
  const result = data?.getMembershipTransactions;
  const rows = result?.rows ?? [];
  const total = result?.total ?? 0;
  const memberName = `${firstName} ${lastName}`.trim();
  // A fee waived: its payment row is read from the server (useRefreshableQuery's refresh).
  const onWaived = readAgain;
  // A class fee's charge the viewer may still waive gets its button; the print view has none.
  const columns = useMemo(
    (): ResponsiveColumn<TransactionRow>[] =>
      rows.some((row) => row.classFee?.canWaive)
        ? [
            ...TRANSACTION_COLUMNS,
            {
              header: 'Actions',
              role: 'actions',
              width: 1,
              cell: (row) => <WaiveFeeButton row={row} onWaived={onWaived} />,
            },
          ]
        : TRANSACTION_COLUMNS,
    [rows, onWaived],
  );

  // The browser's print dialog opens once the sheet with every row is in the page.
  useEffect(() => {
    if (printRows !== null) window.print();
  }, [printRows]);

  const changeFilter = (next: TransactionFilterValues) => {
    setFilter(next);
    setPage(1);
    setPrintRows(null);
  };

  const exportCsv = async () => {
    setBusy('export');
    setActionError(null);
    try {
      await downloadTransactionsCsv(transactionsCsvUrl(personId, filter), await session.getAccessToken());
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : 'The transactions could not be exported.');
    } finally {
      setBusy(null);
    }
  };

  const print = async () => {
    setBusy('print');
    setActionError(null);
    try {
      const all: TransactionRow[] = [];
      for (let offset = 0; offset < PRINT_MAX_ROWS; offset += PRINT_PAGE_SIZE) {
        const answer = await client
          .query(
            MemberTransactionsQueryDocument,
            { personId, ...filterVariables(filter), offset, limit: PRINT_PAGE_SIZE },
            { requestPolicy: 'network-only' },
          )
          .toPromise();
        const part = answer.data?.getMembershipTransactions;
        if (!part) throw new Error('The transactions could not be loaded for printing.');
        all.push(...part.rows);
        if (all.length >= part.total || part.rows.length === 0) break;
      }
      setPrintRows(all);
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : 'The transactions could not be printed.');
    } finally {
      setBusy(null);
    }
  };

  const actions = (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={exportCsv}
        loading={busy === 'export'}
        disabled={invalid || total === 0}
      >
        Export CSV
      </Button>
      <Button variant="default" onClick={print} loading={busy === 'print'} disabled={invalid || total === 0}>
        Print
      </Button>
    </Group>
  );

  return (
    <>
      <MemberPageHeader page={TRANSACTIONS_PAGE} title="Member transactions" actions={actions} />
      <TransactionFilters value={filter} onChange={changeFilter} />
      {actionError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionError}
        </Alert>
      ) : null}
      {result && total > 0 ? (
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          Showing {result.offset + 1}–{result.offset + rows.length} of {total}
        </Text>
      ) : null}
      <TableSection
        title="Transactions"
        titleHidden
        loading={fetching && !data}
        error={error ? 'An error occurred while obtaining the transactions' : null}
        empty={data && rows.length === 0 ? 'No transactions' : null}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        onPageChange={setPage}
      >
        <ResponsiveTable
          label="Transactions"
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
          verticalSpacing="sm"
          highlightOnHover
          minWidth={760}
        />
      </TableSection>
      {printRows ? (
        <TransactionsPrintSheet memberName={memberName} filter={filter} rows={printRows} printedOn={today} />
      ) : null}
    </>
  );
}
