import { type CountryCode, formatMoney } from '@clubline/domain';
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IN_BRANCH_PAYMENT_TYPES, oneOffPaymentTypes, ZERO_CASH_PAYMENT_TYPE } from '../payment-types.ts';
import { paysSomethingNow, type UpfrontValues } from './add-membership-form.ts';

/**
 * Step 2 'Upfront payment' (billing): the join fee, access card fee and partial payment go into
 * the first debit unless ticked to be paid at the desk now.
 */
export function UpfrontPaymentStep({
  upfront,
  onChange,
  fees,
  country,
  paymentTypeError,
}: {
  upfront: UpfrontValues;
  onChange: (patch: Partial<UpfrontValues>) => void;
  fees: { joinFee: number; accessCardFee: number; partial: number };
  country: CountryCode | undefined;
  /** The payment type's message, once step 2 was submitted. */
  paymentTypeError: ReactNode;
}) {
  const now =
    (upfront.payJoinFeeNow ? fees.joinFee : 0) +
    (upfront.payAccessCardFeeNow ? fees.accessCardFee : 0) +
    (upfront.payPartialNow ? fees.partial : 0);
  return (
    <Stack gap="sm" component="section" aria-label="Upfront payment">
      <Text fw={500}>Upfront payment</Text>
      <Text size="sm" c="dimmed">
        Ticked amounts are paid in branch now; the rest go into the first direct debit.
      </Text>
      {fees.joinFee > 0 && (
        <Checkbox
          label={`Pay the join fee now (${formatMoney(fees.joinFee, country)})`}
          checked={upfront.payJoinFeeNow}
          onChange={(event) => onChange({ payJoinFeeNow: event.currentTarget.checked })}
        />
      )}
      {fees.accessCardFee > 0 && (
        <Checkbox
          label={`Pay the access card fee now (${formatMoney(fees.accessCardFee, country)})`}
          checked={upfront.payAccessCardFeeNow}
          onChange={(event) => onChange({ payAccessCardFeeNow: event.currentTarget.checked })}
        />
      )}
      {fees.partial > 0 && (
        <Checkbox
          label={`Pay the partial payment now (${formatMoney(fees.partial, country)})`}
          checked={upfront.payPartialNow}
          onChange={(event) => onChange({ payPartialNow: event.currentTarget.checked })}
        />
      )}
      {paysSomethingNow(upfront) && (
        <Radio.Group
          label={`Payment type for ${formatMoney(now, country)} paid now`}
          withAsterisk
          value={upfront.inBranchPaymentType}
          onChange={(inBranchPaymentType) => onChange({ inBranchPaymentType })}
          error={paymentTypeError}
        >
          <Group gap="md" mt={4}>
            {IN_BRANCH_PAYMENT_TYPES.map((type) => (
              <Radio key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Stack>
  );
}

/** Step 2 'Direct payment' (not billed): what the member pays now, and how. */
export function DirectPaymentStep({
  amount,
  paymentType,
  country,
}: {
  amount: number;
  paymentType: string;
  country: CountryCode | undefined;
}) {
  const label =
    oneOffPaymentTypes(null).find((type) => type.value === paymentType)?.label ?? ZERO_CASH_PAYMENT_TYPE;
  return (
    <Stack gap="xs" component="section" aria-label="Direct payment">
      <Text fw={500}>Direct payment</Text>
      <Text size="sm">
        The member pays {formatMoney(amount, country)} now by {label}.
      </Text>
    </Stack>
  );
}
