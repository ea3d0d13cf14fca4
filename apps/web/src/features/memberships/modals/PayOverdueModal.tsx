import {
  canSubmitPayOverdue,
  fieldErrorsFromIssues,
  formatMoney,
  membershipMessages,
  payOverdueInputSchemaFor,
} from '@clubline/domain';
import { Alert, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AsyncOperationError } from '../../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifySuccess } from '../../../ui/notifications.ts';
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
  const [paymentType, setPaymentType] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, pay] = useMutation(PayOverdueMutation);
  const waitFor = useAsyncOperation(MembershipOperationStatusQuery);
  const amount = overdue.data?.getOverdueAmount;
  const checked = payOverdueInputSchemaFor(amount ?? 0).safeParse({
    paymentType,
    paymentInCents: amount ?? 0,
  });
  const errors = submitted ? fieldErrorsFromIssues(checked.error?.issues ?? []) : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    setFailure(null);
    setRunning(true);
    try {
      const started = await pay({
        branchId,
        membershipPlanId: membership.planId,
        paymentType: checked.data.paymentType,
        personId,
        paymentInCents: checked.data.paymentInCents,
        customerReference,
      });
      if (started.error) throw new AsyncOperationError(errorTextOf(started.error));
      await waitFor(started.data?.payOverdueInBranch);
      notifySuccess(MEMBERSHIP_MESSAGES.paymentProcessed);
      onDone();
    } catch (error) {
      setRunning(false);
      setFailure(error instanceof AsyncOperationError ? error.message : errorTextOf(undefined));
    }
  };

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
        {failure && <SubmitError title="Error" message={failure} />}
        <Text>
          Overdue amount: <strong>{formatMoney(Math.max(amount, 0), membership.country)}</strong>
        </Text>
        {!payable && (
          <Alert color="yellow" variant="light" role="status">
            {membershipMessages.overdueAlreadyPaid}
          </Alert>
        )}
        <Radio.Group
          label="Payment type"
          withAsterisk
          value={paymentType}
          onChange={setPaymentType}
          error={errors.paymentType}
        >
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
          <Button variant="default" onClick={onCancel} disabled={running}>
            Cancel
          </Button>
          <Button type="submit" loading={running} disabled={!payable}>
            Pay
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
