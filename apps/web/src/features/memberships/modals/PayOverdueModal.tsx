import {
  canSubmitPayOverdue,
  checkFields,
  formatMoney,
  membershipMessages,
  payOverdueInputSchemaFor,
} from '@clubline/domain';
import { Alert, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { DebitsTable } from '../DebitsTable.tsx';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { IN_BRANCH_PAYMENT_TYPES } from '../payment-types.ts';
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

interface PayOverdueModalProps {
  membership: ActionMembership;
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Spec 2 §4, §5: the overdue amount paid at the desk (async, paysmart only). */
export function PayOverdueModal({ onClose, ...props }: PayOverdueModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Pay overdue" size="lg">
      <PayOverdueForm {...props} onCancel={onClose} />
    </FormModal>
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
  const pay = useAsyncOperation({
    mutation: PayOverdueMutation,
    ticketOf: (data) => data.payOverdueInBranch,
    status: MembershipOperationStatusQuery,
    success: MEMBERSHIP_MESSAGES.paymentProcessed,
  });
  const amount = overdue.data?.getOverdueAmount;
  const initial: { paymentType: string } = { paymentType: '' };
  // The amount is the server's, read when the modal opened: staff choose only how it is paid.
  const { form, onSubmit } = useCheckedForm(initial, (values) =>
    checkFields(payOverdueInputSchemaFor(amount ?? 0), { ...values, paymentInCents: amount ?? 0 }),
  );

  const submit = onSubmit(async (input) => {
    const outcome = await pay.run({
      branchId,
      membershipPlanId: membership.planId,
      personId,
      customerReference,
      paymentType: input.paymentType,
      paymentInCents: input.paymentInCents,
    });
    if (outcome.kind === 'done') onDone();
  });

  if (customerReference === '' || overdue.error)
    return (
      <Alert color="red" role="alert">
        {MEMBERSHIP_MESSAGES.loadOverdueFailed}
      </Alert>
    );
  if (amount === undefined) return <Loader size="sm" aria-label="Loading the overdue amount" />;
  const payable = canSubmitPayOverdue(amount);
  return (
    <form onSubmit={submit} noValidate aria-label="Pay overdue">
      <Stack gap="md">
        {pay.failure && <SubmitError title="Error" message={pay.failure} />}
        <Text>
          Overdue amount: <strong>{formatMoney(Math.max(amount, 0), membership.country)}</strong>
        </Text>
        {!payable && (
          <Alert color="yellow" variant="light" role="status">
            {membershipMessages.overdueAlreadyPaid}
          </Alert>
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
