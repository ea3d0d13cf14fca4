import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { notifySuccess } from '../../../ui/notifications.ts';

const SendPaymentSetupLinkMutation = graphql(`
  mutation SendPaymentSetupLink($membershipId: ID!) {
    sendPaymentSetupLink(membershipId: $membershipId) {
      signupLink
      emailedTo
    }
  }
`);

const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

interface PaymentSetupActionsProps {
  membershipId: string;
  /** DDR_REJECTED shows why and what to do; DDR_PENDING offers a new link only. */
  rejected: boolean;
  /** The provider's reason for the rejection (the account's status reason). */
  reason: string | null;
  /** Staff hold manage-membership on the branch: the button is theirs. */
  canSend: boolean;
  onSent: () => void;
}

/**
 * While no direct debit authority is in place (docs/billing.md "A new payment setup link"): the
 * rejection and its reason, and "Send a new payment setup link", which emails the member a new link
 * (the old one stops working) and shows it in the payment setup panel. The member may give another
 * bank account or a card on the new link: that is the other way to pay.
 */
export function PaymentSetupActions({
  membershipId,
  rejected,
  reason,
  canSend,
  onSent,
}: PaymentSetupActionsProps) {
  const [{ fetching }, send] = useMutation(SendPaymentSetupLinkMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const sendLink = async () => {
    setFailure(null);
    const result = await send({ membershipId });
    const sent = result.data?.sendPaymentSetupLink;
    if (result.error || !sent) {
      setFailure(errorTextOf(result.error));
      return;
    }
    notifySuccess(
      sent.emailedTo
        ? `A new payment setup link was emailed to ${sent.emailedTo}.`
        : 'A new payment setup link is ready. The member has no email address on file: show them the link or the QR code.',
    );
    onSent();
  };
  const button = canSend && (
    <Button
      size="sm"
      variant={rejected ? 'filled' : 'default'}
      loading={fetching}
      onClick={sendLink}
      // The label wraps on a phone: inside the notice it is wider than the column.
      styles={WRAPPING_BUTTON}
    >
      Send a new payment setup link
    </Button>
  );
  return (
    <Stack gap="xs">
      {rejected ? (
        // One column at every width: the reason is a sentence, and the button goes under it.
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          role="status"
          title="The direct debit request was rejected"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {reason ? `The bank's reason: ${reason}. ` : ''}No payments will be taken until payment is set
              up. Send the member a new payment setup link: they can give another bank account or a card.
            </Text>
            {button}
          </Stack>
        </Alert>
      ) : (
        button && <Group justify="flex-end">{button}</Group>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
