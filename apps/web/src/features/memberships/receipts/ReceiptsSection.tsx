import { type CountryCode, formatMoney } from '@clubline/domain';
import { Alert, Button, Card, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { MembershipReceiptsQuery, type ReceiptData } from './receipt-queries.ts';

// The receipt itself (document, print sheet, email) loads when one is opened, not with the page.
const ReceiptModal = lazy(async () => ({ default: (await import('./ReceiptModal.tsx')).ReceiptModal }));

/**
 * The membership's receipts (desk payments: the sale's, Pay overdue), newest first, each opening
 * its receipt to print or email. `openNewest`: right after a sale that took money at the desk the
 * newest receipt opens by itself.
 */
export function ReceiptsSection({
  membershipId,
  openNewest = false,
  onNewestOpened,
  refreshKey = 0,
}: {
  membershipId: string;
  openNewest?: boolean;
  onNewestOpened?: () => void;
  /** Changes when the page's membership was read again (after an action): read the list again too. */
  refreshKey?: number;
}) {
  const [{ data, error, fetching }, reexecute] = useRefreshableQuery({
    query: MembershipReceiptsQuery,
    variables: { membershipId },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (refreshKey > 0) reexecute();
  }, [refreshKey, reexecute]);
  const receipts: readonly ReceiptData[] = data?.getMembershipReceipts ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  const newest = receipts[0];
  useEffect(() => {
    if (openNewest && !autoOpened && newest) {
      setAutoOpened(true);
      setOpenId(newest.id);
      onNewestOpened?.();
    }
  }, [openNewest, autoOpened, newest, onNewestOpened]);
  const open = receipts.find((receipt) => receipt.id === openId);

  return (
    <Card withBorder component="section" aria-label="Receipts">
      <Title order={2} size="h4" mb="sm">
        Receipts
      </Title>
      {error ? (
        <Alert color="red" role="alert">
          The receipts could not be loaded.
        </Alert>
      ) : !data && fetching ? (
        <Loader size="sm" aria-label="Loading the receipts" />
      ) : receipts.length === 0 ? (
        <Text c="dimmed" size="sm">
          No payments have been taken at the desk for this membership.
        </Text>
      ) : (
        // Three short columns (the date under the number): they fit a phone's width without stacking.
        <Table aria-label="Receipts" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Receipt</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipts.map((receipt) => (
              <Table.Tr key={receipt.id}>
                <Table.Td>
                  {receipt.receiptNumber}
                  <Text size="xs" c="dimmed">
                    {formatCalendarDate(receipt.issuedOn)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(receipt.totalCents, receipt.country as CountryCode)}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setOpenId(receipt.id)}
                    aria-label={`View receipt ${receipt.receiptNumber}`}
                  >
                    View
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReceiptModal receipt={open} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Card>
  );
}
