import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { PrintSheet } from '../../../ui/PrintSheet.tsx';
import { ReceiptDocument } from './ReceiptDocument.tsx';
import classes from './receipt-print.module.css';
import { EmailReceiptMutation, type ReceiptData } from './receipt-queries.ts';

/**
 * A receipt on screen with Print (the browser's print dialog; the print stylesheet prints the
 * receipt alone, receipt-print.module.css) and Email receipt (the outbox sends it to the member,
 * once per address).
 */
export function ReceiptModal({ receipt, onClose }: { receipt: ReceiptData; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Receipt" size="lg">
      <ReceiptPanel receipt={receipt} onClose={onClose} />
    </Modal>
  );
}

/** The receipt with its actions: also shown inside Pay overdue once the payment is taken. */
export function ReceiptPanel({ receipt, onClose }: { receipt: ReceiptData; onClose: () => void }) {
  const [emailing, email] = useMutation(EmailReceiptMutation);
  const [sent, setSent] = useState<string | null>(null);
  const send = async () => {
    const result = await email({ receiptId: receipt.id });
    const answer = result.data?.emailReceipt;
    if (answer)
      setSent(
        answer.queued
          ? `The receipt is on its way to ${answer.emailedTo}.`
          : `The receipt was already sent to ${answer.emailedTo}.`,
      );
  };
  return (
    <Stack gap="md">
      <section aria-label={`${receipt.heading} ${receipt.receiptNumber}`}>
        <ReceiptDocument receipt={receipt} />
      </section>
      {emailing.error && (
        <Alert color="red" role="alert">
          {errorTextOf(emailing.error)}
        </Alert>
      )}
      {sent && !emailing.error && (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
        <Button variant="default" onClick={send} loading={emailing.fetching}>
          Email receipt
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <PrintSheet label="Receipt print view" testId="receipt-print" className={classes.sheet}>
        <ReceiptDocument receipt={receipt} headingLevel={1} />
      </PrintSheet>
    </Stack>
  );
}
