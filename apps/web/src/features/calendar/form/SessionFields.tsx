import { SESSION_TIME_OPTIONS } from '@clubline/domain';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from 'urql';
import { DateField } from '../../../ui/DateField.tsx';
import { SessionClassesQuery, SessionStaffQuery } from '../sessions-api.ts';
import { StaffAvailabilityText } from './StaffAvailabilityText.tsx';
import type { SessionFormValues } from './session-form.ts';

/** Spec 2 §8 load errors (spelling as the spec shows). */
const SESSION_FIELD_MESSAGES = {
  staffFailed: 'Staff could not be loaded',
  classesFailed: 'Classes could not be loaded',
} as const;

const START_TIMES = SESSION_TIME_OPTIONS.filter((time) => time !== '24:00');

interface SessionFieldsProps {
  form: UseFormReturnType<SessionFormValues>;
  branchId: string;
  /** Editing: the session itself does not clash with its own new times. */
  editingSessionId?: string | undefined;
  /** A new session chooses once or weekly (and a weekly end date); an edit keeps its series. */
  withRepeat: boolean;
}

/**
 * The session form's fields (spec 2 §5 "Session"): a class or a name, the day and half-hour times,
 * once or weekly with an optional end date, the staff member with their availability, capacity.
 */
export function SessionFields({ form, branchId, editingSessionId, withRepeat }: SessionFieldsProps) {
  const [classes] = useQuery({ query: SessionClassesQuery, variables: { branchId } });
  const [staff] = useQuery({ query: SessionStaffQuery, variables: { branchId } });
  const values = form.getValues();
  const classOptions = (classes.data?.getClasses ?? []).map((item) => ({ value: item.id, label: item.name }));
  const staffOptions = (staff.data?.getSessionStaff ?? []).map((person) => ({
    value: person.id,
    label: `${person.firstName} ${person.lastName}`,
  }));
  const byClass = values.classId !== '';
  return (
    <Stack gap="sm">
      <Select
        label="Class"
        placeholder={classes.fetching ? 'Loading...' : 'None: name the session below'}
        data={classOptions}
        clearable
        searchable
        error={classes.error ? SESSION_FIELD_MESSAGES.classesFailed : undefined}
        {...form.getInputProps('classId')}
        value={values.classId === '' ? null : values.classId}
        onChange={(value) => form.setFieldValue('classId', value ?? '')}
      />
      <TextInput
        label="Session name"
        description={byClass ? 'The class gives the session its name' : undefined}
        disabled={byClass}
        {...form.getInputProps('name')}
      />
      <DateField label="Date" withAsterisk {...form.getInputProps('startDate')} />
      <SimpleGrid cols={2} spacing="sm">
        {/* Both times are required and prefilled (spec 2 §9): picking the time already shown keeps
            it, where Mantine's default would clear it and leave a required field empty. */}
        <Select
          label="Start time"
          withAsterisk
          data={START_TIMES}
          searchable
          allowDeselect={false}
          {...form.getInputProps('startTime')}
        />
        <Select
          label="End time"
          withAsterisk
          data={[...SESSION_TIME_OPTIONS]}
          searchable
          allowDeselect={false}
          {...form.getInputProps('endTime')}
        />
      </SimpleGrid>
      {withRepeat && (
        <>
          <Radio.Group label="Repeat" withAsterisk {...form.getInputProps('repeat')}>
            <Group gap="lg" mt={4}>
              <Radio value="ONCE" label="Once" />
              <Radio value="WEEKLY" label="Weekly" />
            </Group>
          </Radio.Group>
          {values.repeat === 'WEEKLY' && (
            <DateField
              label="End date"
              description="Optional: without one the session repeats every week"
              {...form.getInputProps('endDate')}
            />
          )}
        </>
      )}
      <Select
        label="Staff member"
        placeholder={staff.fetching ? 'Loading...' : 'No staff member'}
        data={staffOptions}
        clearable
        searchable
        error={staff.error ? SESSION_FIELD_MESSAGES.staffFailed : undefined}
        {...form.getInputProps('staffMemberId')}
        value={values.staffMemberId === '' ? null : values.staffMemberId}
        onChange={(value) => form.setFieldValue('staffMemberId', value ?? '')}
        description={
          values.staffMemberId !== '' ? (
            <StaffAvailabilityText
              branchId={branchId}
              staffMemberId={values.staffMemberId}
              date={values.startDate}
              startTime={values.startTime}
              endTime={values.endTime}
              excludeSessionId={editingSessionId}
            />
          ) : undefined
        }
      />
      {/* A text field read by the domain's number rule: the number input's library is 9 kB more to load. */}
      <TextInput
        label="Capacity"
        description="Empty or 0: no limit"
        inputMode="numeric"
        autoComplete="off"
        {...form.getInputProps('capacity')}
      />
    </Stack>
  );
}
