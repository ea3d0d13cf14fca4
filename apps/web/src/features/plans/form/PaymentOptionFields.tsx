import {
  FREE_PERIOD_FREQUENCIES,
  FREE_PERIOD_TYPES,
  frequencyLabel,
  PAYMENT_FREQUENCIES,
  PAYMENT_OPTION_DESCRIPTION_MAX,
  PAYMENT_OPTION_NAME_MAX,
  PAYMENT_OPTION_NOTES_MAX,
  type PlanType,
  saleTimeSlots,
  TERM_UNITS,
  type TermUnit,
} from '@clubline/domain';
import { Alert, Checkbox, Group, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { useShowsPromotionAndSuspension } from '../useBillingProvider.ts';
import { FieldGrid } from './FieldGrid.tsx';
import { type PaymentOptionFormValues, withFreePromotion, withPromotion } from './payment-option-form.ts';

const UNIT_LABELS: Readonly<Record<TermUnit, string>> = {
  DAYS: 'Days',
  WEEKS: 'Weeks',
  MONTHS: 'Months',
  YEARS: 'Years',
  PERIODS: 'Billing periods',
};
const UNITS = TERM_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));
const TIME_SLOTS = saleTimeSlots();

interface PaymentOptionFieldsProps {
  form: UseFormReturnType<PaymentOptionFormValues>;
  planType: PlanType;
  /** The branches the option may be sold at. */
  branchOptions: { value: string; label: string }[];
  /**
   * A published option: its price and term (payment amount and frequency, term, ongoing, validity,
   * free and discounted promotion) are read-only, as the server refuses to change them.
   */
  priceLocked?: boolean;
}

const PRICE_LOCKED_HINT = 'The price and term of a published payment option cannot change.';

/**
 * The payment option's inputs (spec 3 §2, §4), shared by the create modal's second step and the
 * Add and Edit forms. The promotion and suspension-fee sections are not shown for debitsuccess.
 */
export function PaymentOptionFields({
  form,
  planType,
  branchOptions,
  priceLocked = false,
}: PaymentOptionFieldsProps) {
  const newLabels = useFeatureFlag('new_frequency_labels');
  const promotionsFlag = useFeatureFlag('promotions');
  const freePeriodFlag = useFeatureFlag('free_period');
  const providerShowsExtras = useShowsPromotionAndSuspension();
  const { values } = form;
  // Read-only inputs look like editable ones; the filled variant shows at a glance they are fixed.
  const lockedProps = priceLocked ? ({ readOnly: true, variant: 'filled' } as const) : {};
  const isVisitPass = planType === 'VISITOR_PASS';
  const frequencies = PAYMENT_FREQUENCIES.map((value) => ({
    value,
    label: frequencyLabel(value, newLabels),
  }));

  return (
    <Stack gap="lg">
      {priceLocked && (
        <Alert color="blue" variant="light" p="xs">
          {PRICE_LOCKED_HINT} Duplicate it to sell a new price.
        </Alert>
      )}
      <FormSection legend="Details">
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            description={`Up to ${PAYMENT_OPTION_NAME_MAX} characters`}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            description={`Up to ${PAYMENT_OPTION_DESCRIPTION_MAX} characters`}
            {...form.getInputProps('description')}
          />
          {isVisitPass ? (
            <Group grow align="flex-start">
              <TextInput
                label="Validity period"
                withAsterisk
                inputMode="numeric"
                {...lockedProps}
                {...form.getInputProps('validityPeriod')}
              />
              <Select
                label="Validity unit"
                withAsterisk
                data={UNITS}
                {...lockedProps}
                {...form.getInputProps('visitPassTermType')}
              />
            </Group>
          ) : (
            <>
              <Checkbox
                label="Ongoing (no fixed term)"
                disabled={priceLocked}
                {...form.getInputProps('ongoing', { type: 'checkbox' })}
              />
              {!values.ongoing && (
                <Group grow align="flex-start">
                  <TextInput
                    label="Term"
                    withAsterisk
                    inputMode="numeric"
                    {...lockedProps}
                    {...form.getInputProps('term')}
                  />
                  <Select
                    label="Term type"
                    withAsterisk
                    data={UNITS}
                    {...lockedProps}
                    {...form.getInputProps('termType')}
                  />
                </Group>
              )}
            </>
          )}
          <DateField label="Membership start date" {...form.getInputProps('membershipStartDate')} />
          <Textarea
            label="Notes"
            autosize
            minRows={1}
            description={`Up to ${PAYMENT_OPTION_NOTES_MAX} characters`}
            {...form.getInputProps('notes')}
          />
        </Stack>
      </FormSection>

      <FormSection legend="Payment">
        <Stack gap="sm">
          <Checkbox
            label="Free membership (free promotion)"
            disabled={priceLocked}
            checked={values.freePromotion}
            onChange={(event) =>
              form.setValues(withFreePromotion(form.getValues(), event.currentTarget.checked))
            }
          />
          <FieldGrid>
            <TextInput
              label="Payment amount"
              inputMode="decimal"
              leftSection="$"
              withAsterisk={!values.freePromotion && planType !== 'EXTERNAL_PAYER'}
              disabled={values.freePromotion}
              {...lockedProps}
              {...form.getInputProps('paymentAmount')}
            />
            <Select
              label="Payment frequency"
              withAsterisk
              data={frequencies}
              disabled={values.freePromotion}
              {...lockedProps}
              {...form.getInputProps('paymentFrequency')}
            />
          </FieldGrid>
          <FieldGrid>
            <TextInput
              label="Joining fee"
              inputMode="decimal"
              leftSection="$"
              {...form.getInputProps('joinFee')}
            />
            <TextInput
              label="Access card fee"
              inputMode="decimal"
              leftSection="$"
              {...form.getInputProps('accessCardFee')}
            />
          </FieldGrid>
          {providerShowsExtras && (
            <FieldGrid>
              <TextInput
                label="Suspension fee"
                inputMode="decimal"
                leftSection="$"
                {...form.getInputProps('suspensionFee')}
              />
              <Select
                label="Suspension fee frequency"
                data={UNITS}
                clearable
                {...form.getInputProps('suspensionFeeFrequency')}
              />
            </FieldGrid>
          )}
        </Stack>
      </FormSection>

      {providerShowsExtras && promotionsFlag && (
        <FormSection legend="Promotion">
          <Stack gap="sm">
            <Checkbox
              label="Discounted promotion"
              disabled={priceLocked}
              checked={values.hasPromotion}
              onChange={(event) =>
                form.setValues(withPromotion(form.getValues(), event.currentTarget.checked))
              }
            />
            {values.hasPromotion && (
              <FieldGrid>
                <TextInput
                  label="Promotion period (payments)"
                  withAsterisk
                  inputMode="numeric"
                  {...lockedProps}
                  {...form.getInputProps('promotionTermCount')}
                />
                <TextInput
                  label="Promotion payment amount"
                  withAsterisk
                  inputMode="decimal"
                  {...lockedProps}
                  leftSection="$"
                  {...form.getInputProps('promotionAmount')}
                />
              </FieldGrid>
            )}
          </Stack>
        </FormSection>
      )}

      {freePeriodFlag && (
        <FormSection legend="Free period">
          <Stack gap="sm">
            <Select
              label="Free period"
              placeholder="None"
              data={FREE_PERIOD_TYPES.map((type) => ({ value: type, label: type }))}
              clearable
              {...form.getInputProps('freePeriodType')}
            />
            {values.freePeriodType === 'For' && (
              <Group grow align="flex-start">
                <TextInput
                  label="Number"
                  withAsterisk
                  inputMode="numeric"
                  {...form.getInputProps('freePeriod')}
                />
                <Select
                  label="Unit"
                  withAsterisk
                  data={FREE_PERIOD_FREQUENCIES.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))}
                  {...form.getInputProps('freePeriodFrequency')}
                />
              </Group>
            )}
            {values.freePeriodType === 'Ending' && (
              <DateField label="Until" withAsterisk {...form.getInputProps('freePeriodUntilDate')} />
            )}
          </Stack>
        </FormSection>
      )}

      <FormSection legend="Sales">
        <Stack gap="sm">
          <MultiSelect
            label="Available for"
            withAsterisk
            searchable
            data={branchOptions}
            nothingFoundMessage="No branches"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('sellingBranches')}
          />
          <Checkbox
            label="Available online"
            disabled={values.freePromotion}
            {...form.getInputProps('isAvailableOnline', { type: 'checkbox' })}
          />
          <FieldGrid min="9rem">
            <DateField label="Sale start date" {...form.getInputProps('saleStartDate')} />
            <Select
              label="Sale start time"
              placeholder="Start of day"
              data={TIME_SLOTS}
              clearable
              searchable
              {...form.getInputProps('saleStartTime')}
            />
            <DateField label="Sale end date" {...form.getInputProps('saleEndDate')} />
            <Select
              label="Sale end time"
              placeholder="End of day"
              data={TIME_SLOTS}
              clearable
              searchable
              {...form.getInputProps('saleEndTime')}
            />
          </FieldGrid>
        </Stack>
      </FormSection>
    </Stack>
  );
}
