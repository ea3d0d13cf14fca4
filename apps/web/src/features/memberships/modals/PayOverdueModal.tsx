import {
  canSubmitPayOverdue,
  centsToAmount,
  checkFields,
  formatMoney,
  membershipMessages,
  parseMoneyToCents,
  payOverdueInputSchemaFor,
} from '@clubline/domain';
import { Alert, Button, Group, Loader, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { DebitsTable } from '../DebitsTable.tsx';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { IN_BRANCH_PAYMENT_TYPES } from '../payment-types.ts';
import { MembershipReceiptsQuery } from '../receipts/receipt-queries.ts';
import type { ActionMembership } from './action-membership.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';

const OverdueAmountQuery = graphql(`
  query OverdueAmount($branchId: ID!, $customerReference: String!) {
    getOverdueAmount(branchId: $branchId, customerReference: $customerReference)
  }
`);

const PayOverdueMutation = graphql(`
  mutation PayOverdueInBranch(
    $branchId: ID!
    $membershipPlanId: ID!
    $paymentType: String!
    $personId: ID!
    $paymentInCents: Int!
    $customerReference: String!
  ) {
    payOverdueInBranch(
      branchId: $branchId
      membershipPlanId: $membershipPlanId
      paymentType: $paymentType
      personId: $personId
      paymentInCents: $paymentInCents
      customerReference: $customerReference
    ) {
      ticketId
      operationDomain
    }
  }
`);

/** What Pay overdue reads of the membership it is opened from (a current one, or a past one's arrears). */
export type PayOverdueMembership = Pick<
  ActionMembership,
  'id' | 'billingProvider' | 'planId' | 'customerReference' | 'country' | 'nextPayments'
>;

interface PayOverdueModalProps {
  membership: PayOverdueMembership;
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Spec 2 §4, §5: the overdue amount paid at the desk (async). The amount starts at the whole overdue
 * amount; under paysmart staff may take part of it, from $0.01 (docs/billing.md "Receipts and part
 * payments"). Once taken, the payment's receipt shows here to print or email.
 */
export function PayOverdueModal({ onClose, onDone, ...props }: PayOverdueModalProps) {
  const [paid, setPaid] = useState(false);
  // Once the money is taken, closing the receipt is the end of the action: the page reads again.
  return (
    <FormModal opened onClose={paid ? onDone : onClose} title={paid ? 'Receipt' : 'Pay overdue'} size="lg">
      {paid ? (
        <NewestReceipt membershipId={props.membership.id} onClose={onDone} />
      ) : (
        <PayOverdueForm {...props} onCancel={onClose} onDone={() => setPaid(true)} />
      )}
    </FormModal>
  );
}

// The receipt (its document, print sheet and email) is its own chunk: it shows only after a payment.
const ReceiptPanel = lazy(async () => ({
  default: (await import('../receipts/ReceiptModal.tsx')).ReceiptPanel,
}));

/** The receipt the payment just wrote: the membership's newest. */
function NewestReceipt({ membershipId, onClose }: { membershipId: string; onClose: () => void }) {
  const [{ data, error, fetching, stale }] = useQuery({
    query: MembershipReceiptsQuery,
    variables: { membershipId },
    requestPolicy: 'network-only',
  });
  const receipt = data?.getMembershipReceipts[0];
  // The page's Receipts card asked the same query before the payment: until the answer read after
  // the payment arrives, an empty list is that older one, not a missing receipt.
  const settled = data !== undefined && !fetching && !stale;
  if (error || (settled && !receipt))
    return (
      <Alert color="yellow" role="status">
        {MEMBERSHIP_MESSAGES.paymentProcessed} The receipt could not be shown: open it from the membership’s
        Receipts.
      </Alert>
    );
  const loading = <Loader size="sm" aria-label="Loading the receipt" />;
  if (!receipt) return loading;
  return (
    <Suspense fallback={loading}>
      <ReceiptPanel receipt={receipt} onClose={onClose} />
    </Suspense>
  );
}

function PayOverdueForm({
  membership,
  personId,
  branchId,
  onCancel,
  onDone,
}: Omit<PayOverdueModalProps, 'onClose'> & { onCancel: () => void }) {
  const customerReference = membership.customerReference ?? '';
  const [overdue] = useQuery({
    query: OverdueAmountQuery,
    variables: { branchId, customerReference },
    requestPolicy: 'network-only',
    pause: customerReference === '',
  });
  const amount = overdue.data?.getOverdueAmount;
  if (customerReference === '' || overdue.error)
    return (
      <Alert color="red" role="alert">
        {MEMBERSHIP_MESSAGES.loadOverdueFailed}
      </Alert>
    );
  if (amount === undefined) return <Loader size="sm" aria-label="Loading the overdue amount" />;
  return (
    <PayOverdueFields
      membership={membership}
      personId={personId}
      branchId={branchId}
      overdueAmount={amount}
      onCancel={onCancel}
      onDone={onDone}
    />
  );
}

function PayOverdueFields({
  membership,
  personId,
  branchId,
  overdueAmount,
  onCancel,
  onDone,
}: Omit<PayOverdueModalProps, 'onClose'> & { overdueAmount: number; onCancel: () => void }) {
  const pay = useAsyncOperation({
    mutation: PayOverdueMutation,
    ticketOf: (data) => data.payOverdueInBranch,
    status: MembershipOperationStatusQuery,
    success: MEMBERSHIP_MESSAGES.paymentProcessed,
  });
  // Part payments where we own the arrears (paysmart); otherwise the whole amount only.
  const partAllowed = membership.billingProvider !== 'DEBITSUCCESS';
  const initial: { paymentType: string; amount: number | string } = {
    paymentType: '',
    amount: centsToAmount(Math.max(overdueAmount, 0)),
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) =>
    checkFields(payOverdueInputSchemaFor(overdueAmount, partAllowed), {
      paymentType: values.paymentType,
      // A blank or unreadable amount is 0: the schema says "at least $0.01".
      paymentInCents: parseMoneyToCents(values.amount) ?? 0,
    }),
  );
  const submit = onSubmit(async (input) => {
    const outcome = await pay.run({
      branchId,
      membershipPlanId: membership.planId,
      personId,
      customerReference: membership.customerReference ?? '',
      paymentType: input.paymentType,
      paymentInCents: input.paymentInCents,
    });
    if (outcome.kind === 'done') onDone();
  });

  const payable = canSubmitPayOverdue(overdueAmount);
  const amountInput = form.getInputProps('amount');
  return (
    <form onSubmit={submit} noValidate aria-label="Pay overdue">
      <Stack gap="md">
        {pay.failure && <SubmitError title="Error" message={pay.failure} />}
        <Text>
          Overdue amount: <strong>{formatMoney(Math.max(overdueAmount, 0), membership.country)}</strong>
        </Text>
        {!payable && (
          <Alert color="yellow" variant="light" role="status">
            {membershipMessages.overdueAlreadyPaid}
          </Alert>
        )}
        {payable && (
          <NumberInput
            label="Amount to pay"
            withAsterisk
            description={
              partAllowed
                ? 'The whole overdue amount, or part of it (from $0.01). What is left stays overdue.'
                : 'This provider takes the whole overdue amount.'
            }
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            clampBehavior="none"
            readOnly={!partAllowed}
            {...amountInput}
            error={form.errors.paymentInCents ?? amountInput.error}
          />
        )}
        <Radio.Group label="Payment type" withAsterisk {...form.getInputProps('paymentType')}>
          <Group gap="md" mt={4}>
            {IN_BRANCH_PAYMENT_TYPES.map((type) => (
              <Radio key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Radio.Group>
        <Title order={3} size="h5">
          Next payments
        </Title>
        <DebitsTable
          label="Next payments"
          debits={membership.nextPayments}
          country={membership.country}
          empty="No payments are scheduled."
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pay.running}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.running} disabled={!payable}>
            Pay
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
