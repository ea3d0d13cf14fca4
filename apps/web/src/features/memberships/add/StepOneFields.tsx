import { type CountryCode, formatMoney } from '@clubline/domain';
import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateField } from '../../../ui/DateField.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { oneOffPaymentTypes } from '../payment-types.ts';
import type { SellableOption, SellablePlan } from '../sellable-plans.ts';
import type { AddMembershipValues, SaleShape } from './add-membership-form.ts';

interface StepOneFieldsProps {
  values: AddMembershipValues;
  /** The form's messages by field, once it was submitted (useCheckedForm). */
  errors: Partial<Record<keyof AddMembershipValues, ReactNode>>;
  onChange: (patch: Partial<AddMembershipValues>) => void;
  plans: readonly { plan: SellablePlan; options: readonly SellableOption[] }[];
  plansLoading: boolean;
  shape: SaleShape;
  option: SellableOption | undefined;
  /** The provider's first payment date options; null when not asked for (paysmart, not billing). */
  firstPaymentDates: readonly string[] | null;
  firstPaymentDatesFailed: boolean;
  /** The partial payment the schedule gives, in cents: the override starts from it and may not pass it. */
  defaultPartial: number;
  /** Staff hold manage-join-fee / manage-access-card-fee: otherwise the option's fee, read-only. */
  feesEditable: { joinFee: boolean; accessCardFee: boolean };
  country: CountryCode | undefined;
}

const money = {
  prefix: '$',
  decimalScale: 2,
  fixedDecimalScale: true,
  min: 0,
  // Keep what was typed: clamping "-3" to 0 on blur took it silently as no fee; the rules say why.
  clampBehavior: 'none',
  thousandSeparator: ',',
} as const;

/** Shown under a fee the staff member may not change (spec 1 §6 manage-join-fee, manage-access-card-fee). */
const OPTION_FEE = "The payment option's fee";

/** Add membership, step 1: the membership's details (spec 2 §4, §5). */
export function StepOneFields({
  values,
  errors,
  onChange,
  plans,
  plansLoading,
  shape,
  option,
  firstPaymentDates,
  firstPaymentDatesFailed,
  defaultPartial,
  feesEditable,
  country,
}: StepOneFieldsProps) {
  const chosen = plans.find(({ plan }) => plan.id === values.planId);
  return (
    <Stack gap="sm">
      <Select
        label="Membership plan"
        withAsterisk
        placeholder={plansLoading ? 'Loading...' : 'Choose a plan'}
        data={plans.map(({ plan }) => ({ value: plan.id, label: plan.name }))}
        value={values.planId}
        onChange={(planId) =>
          onChange({ planId, optionId: null, firstPaymentDate: null, oneOffPaymentType: '' })
        }
        error={errors.planId}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Payment option"
        withAsterisk
        placeholder="Choose a payment option"
        data={(chosen?.options ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={values.optionId}
        onChange={(optionId) => {
          const picked = chosen?.options.find((candidate) => candidate.id === optionId);
          onChange({
            optionId,
            firstPaymentDate: null,
            oneOffPaymentType: '',
            joinFee: (picked?.joinFee ?? 0) / 100,
            accessCardFee: (picked?.accessCardFee ?? 0) / 100,
          });
        }}
        disabled={!values.planId}
        error={errors.optionId}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField
          label="Start date"
          withAsterisk
          value={values.startDate}
          onChange={(value) => onChange({ startDate: value, firstPaymentDate: null })}
          error={errors.startDate}
        />
        {firstPaymentDates !== null && (
          <Select
            label="First payment date"
            withAsterisk
            placeholder="Choose a date"
            data={firstPaymentDates.map((date) => ({ value: date, label: formatCalendarDate(date) ?? date }))}
            value={values.firstPaymentDate}
            onChange={(firstPaymentDate) => onChange({ firstPaymentDate })}
            error={firstPaymentDatesFailed ? MEMBERSHIP_MESSAGES.loadDatesFailed : errors.firstPaymentDate}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </SimpleGrid>
      {option && !shape.externalPayer && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="Join fee"
            {...money}
            readOnly={!feesEditable.joinFee}
            description={feesEditable.joinFee ? undefined : OPTION_FEE}
            value={values.joinFee}
            onChange={(joinFee) => onChange({ joinFee })}
            error={errors.joinFee}
          />
          <NumberInput
            label="Access card fee"
            {...money}
            readOnly={!feesEditable.accessCardFee}
            description={feesEditable.accessCardFee ? undefined : OPTION_FEE}
            value={values.accessCardFee}
            onChange={(accessCardFee) => onChange({ accessCardFee })}
            error={errors.accessCardFee}
          />
        </SimpleGrid>
      )}
      {shape.billing && (
        <Group align="flex-start" gap="sm">
          <Checkbox
            label="Override the partial payment"
            description={`The schedule gives ${formatMoney(defaultPartial, country)}`}
            checked={values.overridePartial}
            onChange={(event) =>
              onChange({
                overridePartial: event.currentTarget.checked,
                partialPaymentAmount: defaultPartial / 100,
              })
            }
          />
          {values.overridePartial && (
            <NumberInput
              label="Partial payment"
              {...money}
              value={values.partialPaymentAmount}
              onChange={(partialPaymentAmount) => onChange({ partialPaymentAmount })}
              error={errors.partialPaymentAmount}
            />
          )}
        </Group>
      )}
      {shape.externalPayer && (
        <TextInput
          label="External payer reference number"
          withAsterisk
          value={values.externalPayerRefNumber}
          onChange={(event) => onChange({ externalPayerRefNumber: event.currentTarget.value })}
          error={errors.externalPayerRefNumber}
        />
      )}
      {shape.asksPaymentType && option && (
        <Radio.Group
          label="Payment type"
          withAsterisk
          value={values.oneOffPaymentType}
          onChange={(oneOffPaymentType) => onChange({ oneOffPaymentType })}
          error={errors.oneOffPaymentType}
        >
          <Group gap="md" mt={4}>
            {oneOffPaymentTypes(option.paymentFrequency).map((type) => (
              <Radio key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Stack>
  );
}
