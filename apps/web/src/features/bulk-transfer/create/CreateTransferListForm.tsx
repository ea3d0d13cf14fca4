import { todayIn } from '@clubline/domain';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { SubmitError } from '../../../ui/FormActions.tsx';
import {
  type CreateTransferListValues,
  newTransferListValues,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  transferListCheck,
} from './transfer-list-form.ts';

interface CreateTransferListFormProps {
  /** Starts generation; answers the server's messages on fields, if it refused some. */
  generate: (input: CreateTransferListValues) => Promise<Record<string, string> | undefined>;
  busy: boolean;
  /** Why the last generation failed, shown above the button. */
  failure: string | null;
  /** Spec 3 §6: the overdue option exists only under paysmart, which tags overdue members. */
  offersOverdue: boolean;
  /** A new list replaces the current one (spec 3 §4): said beside the button. */
  replacesList?: boolean;
  onCancel?: () => void;
}

const PAYMENT_OPTIONS = PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] }));

/**
 * Spec 3 §5 "Transfer list generation": the date range (the previous calendar month to start
 * with), payment type, minimum visits and minimum share of visits at the other branch, and
 * whether overdue members and manual visits count. The rules are checked here before anything
 * is sent, and again by the server.
 */
export function CreateTransferListForm(props: CreateTransferListFormProps) {
  // "Today" is the product's zone (Pacific/Auckland by default), as the server reads it.
  const today = () => todayIn();
  const { form, onSubmit } = useCheckedForm(newTransferListValues(today()), (values) =>
    transferListCheck(values, today),
  );
  const submit = onSubmit(async (input) => {
    const fieldErrors = await props.generate({
      ...input,
      includeOverdue: props.offersOverdue && input.includeOverdue,
    });
    if (fieldErrors) form.setErrors(fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create transfer list">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label="From" required {...form.getInputProps('reportFromDate')} />
          <DateField label="To" required {...form.getInputProps('reportToDate')} />
          <TextInput
            label="Minimum visits"
            description="Visits in the period, at every branch"
            required
            inputMode="numeric"
            {...form.getInputProps('minVisits')}
          />
          <TextInput
            label="Minimum %"
            description="Share of the visits made at another branch (51–100)"
            required
            inputMode="numeric"
            rightSection={<Text size="sm">%</Text>}
            {...form.getInputProps('minVisitsPercentage')}
          />
          <Select
            label="Payment type"
            required
            data={PAYMENT_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('membershipPaymentType')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          {props.offersOverdue && (
            <Checkbox
              label="Include overdue members"
              {...form.getInputProps('includeOverdue', { type: 'checkbox' })}
            />
          )}
          <Checkbox
            label="Include manual visits"
            {...form.getInputProps('includeManualVisits', { type: 'checkbox' })}
          />
        </Stack>
        {props.failure && <SubmitError title="Error" message={props.failure} />}
        <Group justify="flex-end" gap="sm">
          {props.replacesList && (
            <Text size="sm" c="dimmed" me="auto">
              The new list replaces the current one.
            </Text>
          )}
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={props.busy}>
            Generate list
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
