import { CLASS_DESCRIPTION_MAX, CLASS_NAME_MAX, classMessages } from '@clubline/domain';
import {
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { useBillingProvider } from '../../plans/public.ts';
import { ColourPicker } from './ColourPicker.tsx';
import { type ClassFormValues, membershipBookingOffered } from './class-form.ts';

export interface Option {
  value: string;
  label: string;
}

interface ClassFormFieldsProps {
  form: UseFormReturnType<ClassFormValues>;
  branchOptions: readonly Option[];
  /** The plans sold at the chosen branches; null while they load. */
  planOptions: readonly Option[] | null;
  planError: string | null;
  /** Spec 3 §4: the class's sessions hold waitlist members, so its waitlist cannot be switched off. */
  waitlistHasMembers: boolean;
  readOnly: boolean;
}

/**
 * The class form's fields (spec 3 §4, §5): name, description, colour from the palette, branches,
 * who can book (two boxes), booking by membership plans (only for guests-only or nobody), the
 * waitlist with its capacity (flag waitlists) and our offer and late cancellation settings.
 */
/**
 * Under debitsuccess the billing company debits only its own schedule, so class fees are never
 * charged (docs/billing.md "Class fees"): the settings stay, and the form says so.
 */
export const DEBITSUCCESS_FEES_NOTE =
  'Members billed through debitsuccess are not charged these fees: the billing company collects only its own schedule.';

export function ClassFormFields(props: ClassFormFieldsProps) {
  const { form, branchOptions, readOnly } = props;
  const values = form.getValues();
  const waitlists = useFeatureFlag('waitlists');
  const membershipOffered = membershipBookingOffered(values);
  const debitsuccess = useBillingProvider() === 'DEBITSUCCESS';

  return (
    <Stack gap="lg">
      <Fieldset legend="Details" disabled={readOnly}>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={CLASS_NAME_MAX + 10}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={CLASS_DESCRIPTION_MAX + 10}
            {...form.getInputProps('description')}
          />
          <ColourPicker
            value={values.color}
            onChange={(colour) => form.setFieldValue('color', colour)}
            error={form.errors.color}
            disabled={readOnly}
          />
          <MultiSelect
            label="Branches"
            withAsterisk
            data={[...branchOptions]}
            searchable
            {...form.getInputProps('branches')}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Bookings" disabled={readOnly}>
        <Stack gap="md">
          <Switch
            label="Allow online booking"
            {...form.getInputProps('allowOnlineBooking', { type: 'checkbox' })}
          />
          {/* Two plain boxes, not a Checkbox.Group: each is a boolean of its own (spec 3 §4). */}
          <Fieldset
            variant="unstyled"
            legend={
              <Text size="sm" fw={500}>
                Who can book
              </Text>
            }
          >
            <Group gap="lg" mt={6}>
              <Checkbox
                label="Members & Staff"
                {...form.getInputProps('membersAndStaff', { type: 'checkbox' })}
              />
              <Checkbox label="Guests" {...form.getInputProps('guests', { type: 'checkbox' })} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              Neither box: no one can book.
            </Text>
          </Fieldset>
          <Checkbox
            label="Allow booking by membership"
            description={
              membershipOffered ? undefined : 'Members can already book when Members & Staff is ticked.'
            }
            disabled={readOnly || !membershipOffered}
            {...form.getInputProps('bookingByMembership', { type: 'checkbox' })}
            checked={membershipOffered && values.bookingByMembership}
          />
          {membershipOffered && values.bookingByMembership && (
            <MultiSelect
              label="Memberships"
              withAsterisk
              placeholder={props.planOptions === null ? 'Loading...' : undefined}
              data={[...(props.planOptions ?? [])]}
              searchable
              {...form.getInputProps('membershipPlans')}
              error={form.errors.membershipPlans ?? props.planError}
            />
          )}
        </Stack>
      </Fieldset>

      {waitlists && <WaitlistFields {...props} />}

      <Fieldset legend="Late cancellations and no-shows" disabled={readOnly}>
        <Stack gap="md">
          {debitsuccess && <Text size="sm">{DEBITSUCCESS_FEES_NOTE}</Text>}
          <Switch
            label="Charge a fee for late cancellations and no-shows"
            {...form.getInputProps('lateCancelEnabled', { type: 'checkbox' })}
          />
          {values.lateCancelEnabled && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label="Late within (minutes before the start)"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('windowMinutes')}
              />
              <NumberInput
                label="Fee"
                withAsterisk
                prefix="$"
                decimalScale={2}
                min={0}
                thousandSeparator=","
                {...form.getInputProps('fee')}
              />
              <NumberInput
                label="Free waivers per 30 days"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('freeWaivers')}
              />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}

/** Spec 3 §4 Waitlist (flag waitlists): ENABLED / DISABLED with a capacity; ours: how places are offered. */
function WaitlistFields({ form, readOnly, waitlistHasMembers }: ClassFormFieldsProps) {
  const values = form.getValues();
  const locked = waitlistHasMembers && values.waitlistEnabled;
  return (
    <Fieldset legend="Waitlist" disabled={readOnly}>
      <Stack gap="md">
        <Switch
          label="Waitlist"
          disabled={readOnly || locked}
          aria-describedby={locked ? 'class-waitlist-locked' : undefined}
          {...form.getInputProps('waitlistEnabled', { type: 'checkbox' })}
        />
        {locked && (
          <Text id="class-waitlist-locked" size="sm" c="dimmed">
            {classMessages.waitlistHasMembers}
          </Text>
        )}
        {values.waitlistEnabled && (
          <>
            <NumberInput
              label="Waitlist capacity"
              withAsterisk
              min={1}
              allowDecimal={false}
              w={{ base: '100%', sm: 200 }}
              {...form.getInputProps('waitlistLimit')}
            />
            <Text size="sm" c="dimmed">
              When a place frees, the first member waiting is offered it by email and SMS and it is held for
              them; close to the start they are booked straight in.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="Hold an offered place (minutes)"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('holdMinutes')}
              />
              <NumberInput
                label="Book directly within (minutes of the start)"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('cutoffMinutes')}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
