import type { ValidClassInput } from '@clubline/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { ClassFormFields, type Option } from './ClassFormFields.tsx';
import { type ClassFormValues, classCheck, classFieldOf, membershipBookingOffered } from './class-form.ts';
import { useClassOptions } from './useClassOptions.ts';

interface ClassFormProps {
  label: string;
  initialValues: ClassFormValues;
  /** The class's branches by name (an edited class may run where the user manages nothing). */
  currentBranches?: readonly Option[];
  waitlistHasMembers?: boolean;
  readOnly?: boolean;
  submitLabel: string;
  /** Saves the checked input: the server's error, or undefined when saved. */
  save: (input: ValidClassInput) => Promise<CombinedError | undefined>;
  onCancel?: () => void;
}

/**
 * The class form (spec 3 §5): checked with the domain's schema before anything is sent, and the
 * server's message shown under the form (spec 3 §8 "A server error message is shown under class
 * forms"), its field messages under their fields.
 */
export function ClassForm(props: ClassFormProps) {
  const { form, onSubmit } = useCheckedForm(props.initialValues, classCheck);
  const values = form.getValues();
  const options = useClassOptions(
    values.branches,
    membershipBookingOffered(values) && values.bookingByMembership,
    props.currentBranches,
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readOnly = props.readOnly ?? false;

  const submit = onSubmit(async (input) => {
    setServerError(null);
    setSaving(true);
    const error = await props.save(input);
    setSaving(false);
    if (!error) return;
    setServerError(errorTextOf(error));
    const fieldErrors = Object.entries(fieldErrorsOf(error)).map(([path, message]) => [
      classFieldOf(path),
      message,
    ]);
    if (fieldErrors.length > 0) form.setErrors(Object.fromEntries(fieldErrors));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="lg">
        <ClassFormFields
          form={form}
          branchOptions={options.branchOptions}
          planOptions={options.planOptions}
          planError={options.planError}
          waitlistHasMembers={props.waitlistHasMembers ?? false}
          readOnly={readOnly}
        />
        {serverError && <SubmitError title="Not saved" message={serverError} />}
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            {props.onCancel && (
              <Button variant="default" onClick={props.onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {props.submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
