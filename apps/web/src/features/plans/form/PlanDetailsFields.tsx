import {
  MEMBERSHIP_PLAN_DESCRIPTION_MAX,
  MEMBERSHIP_PLAN_NAME_MAX,
  PLAN_COUNTRIES,
  PLAN_COUNTRY_LABELS,
  PLAN_TYPE_LABELS,
  PLAN_TYPES,
} from '@clubline/domain';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
// The access-type select's data comes from the billing-accounts slice, which owns the REST call.
import { useAccessTypes } from '../../billing-accounts/public.ts';
import { FieldGrid } from './FieldGrid.tsx';
import type { PlanDetailsValues } from './plan-details-form.ts';

/** The plan's details (spec 3 §2, §3); the type is chosen on creation only. */
export function PlanDetailsFields({
  form,
  typeFixed = false,
}: {
  form: UseFormReturnType<PlanDetailsValues>;
  typeFixed?: boolean;
}) {
  const accessTypes = useAccessTypes();
  const accessTypeProps = form.getInputProps('accessType');
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        withAsterisk
        description={`Up to ${MEMBERSHIP_PLAN_NAME_MAX} characters`}
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        description={`Up to ${MEMBERSHIP_PLAN_DESCRIPTION_MAX} characters`}
        {...form.getInputProps('description')}
      />
      <FieldGrid>
        <Select
          label="Country"
          withAsterisk
          data={PLAN_COUNTRIES.map((code) => ({ value: code, label: PLAN_COUNTRY_LABELS[code] }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('country')}
        />
        <Select
          label="Type"
          withAsterisk
          disabled={typeFixed}
          data={PLAN_TYPES.map((type) => ({ value: type, label: PLAN_TYPE_LABELS[type] }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('type')}
        />
      </FieldGrid>
      {form.values.type === 'VISITOR_PASS' && (
        <TextInput
          label="Number of visits"
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('numberOfVisits')}
        />
      )}
      <Select
        label="Access type"
        withAsterisk
        data={accessTypes.options}
        placeholder={accessTypes.loading ? 'Loading…' : undefined}
        comboboxProps={{ withinPortal: true }}
        {...accessTypeProps}
        error={accessTypeProps.error ?? accessTypes.error}
      />
    </Stack>
  );
}
