import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { type TransactionRow, WaiveClassFeeMutation } from './transactions-query.ts';

/** What staff are told once a fee is waived. */
const FEE_WAIVED = 'The fee was waived';

/**
 * A class fee's charge that the viewer may still waive (the server says so: charged, within 24
 * hours, manage-membership at the membership's branch). Waiving cannot be undone, so it asks first;
 * the payment that cancels the fee then shows on the transactions, which `onWaived` reads again.
 */
export function WaiveFeeButton({ row, onWaived }: { row: TransactionRow; onWaived: () => void }) {
  const [busy, setBusy] = useState(false);
  const [, waive] = useMutation(WaiveClassFeeMutation);
  const fee = row.classFee;
  if (!fee?.canWaive) return null;
  const confirmed = async () => {
    setBusy(true);
    const result = await waive({ feeId: fee.id });
    setBusy(false);
    if (result.error) notifyError(errorTextOf(result.error));
    else notifySuccess(FEE_WAIVED);
    onWaived();
  };
  const ask = () =>
    openConfirm({
      title: 'Waive fee',
      children: (
        <Text size="sm">
          {row.label} will be cancelled by a payment of the same amount on the member’s transactions. This
          cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Waive fee', cancel: 'Cancel' },
      onConfirm: () => void confirmed(),
    });
  return (
    <Button size="xs" variant="default" onClick={ask} loading={busy}>
      Waive fee
    </Button>
  );
}
