import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import type { CombinedError } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../ui/notifications.ts';

interface SettingsFormProps<Values> {
  form: UseFormReturnType<Values>;
  /** The form's accessible name. */
  label: string;
  title: string;
  /** Saves the checked values; an error's field messages go onto the form's fields. */
  save: (values: Values) => Promise<{ error?: CombinedError }>;
  children: ReactNode;
}

/**
 * One organisation settings tab's form (spec 3 §2): a titled card whose Save checks the fields
 * with the domain's schema (the form's validate), saves, and then either puts the server's field
 * messages on the fields (the same schema's texts, matched by the last part of their path), shows
 * the generic error, or confirms and makes the saved values the new baseline.
 */
export function SettingsForm<Values>({ form, label, title, save, children }: SettingsFormProps<Values>) {
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    const result = await save(values);
    setSaving(false);
    if (result.error) {
      const errors = Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error)).map(([path, message]) => [
          path.split('.').at(-1) ?? path,
          message,
        ]),
      );
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else notifyError();
      return;
    }
    form.resetDirty(values);
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
  });

  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="md">
          <Text fw={600}>{title}</Text>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
