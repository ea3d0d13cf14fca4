import { checkFields, type MinimumAgeSettings, minimumAgeSettingsSchema } from '@clubline/domain';
import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { graphql } from '../../gql/index.ts';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { settingsTexts } from './settings-texts.ts';

const MemberWebsiteSettingsQuery = graphql(`
  query MemberWebsiteSettings {
    getMembershipSettings(branchId: null) {
      selfServeRequirements {
        minimumAge {
          warn
          warnBelowAge
          restrict
          restrictBelowAge
        }
      }
    }
  }
`);

const UpdateMemberWebsiteSettingsMutation = graphql(`
  mutation UpdateMemberWebsiteSettings($input: MembershipSettingsInput!) {
    updateMembershipSettings(input: $input) {
      selfServeRequirements {
        minimumAge {
          warn
          warnBelowAge
          restrict
          restrictBelowAge
        }
      }
    }
  }
`);

/** Spec 3 §2 "member-website": the minimum age for self-serve sign-up (spec 3 §5 rules). */
export function MemberWebsiteSettingsPage() {
  const [{ data, error, fetching }] = useQuery({ query: MemberWebsiteSettingsQuery });
  if (error) {
    return (
      <Alert color="red" role="alert">
        {settingsTexts.memberWebsiteLoadFailed}
      </Alert>
    );
  }
  if (fetching || !data) return <PageLoader />;
  return <MemberWebsiteForm saved={data.getMembershipSettings.selfServeRequirements.minimumAge} />;
}

type Values = {
  warn: boolean;
  warnBelowAge: number | string;
  restrict: boolean;
  restrictBelowAge: number | string;
};

function MemberWebsiteForm({ saved }: { saved: MinimumAgeSettings }) {
  const [, update] = useMutation(UpdateMemberWebsiteSettingsMutation);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { ...saved },
    validate: (values) => {
      const result = checkFields(minimumAgeSettingsSchema, values);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const minimumAge = minimumAgeSettingsSchema.parse(values);
    setSaving(true);
    const result = await update({ input: { selfServeRequirements: { minimumAge } } });
    setSaving(false);
    if (result.error) {
      // The server's messages are the same schema's: show them on their fields (path's last part).
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
    notifySuccess();
  });

  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} noValidate aria-label="Minimum age">
        <Stack gap="md">
          <Text fw={600}>Minimum age for self-serve sign-up</Text>
          <Checkbox
            label="Restrict sign-up below an age"
            {...form.getInputProps('restrict', { type: 'checkbox' })}
          />
          <NumberInput
            label="Restrict below age"
            withAsterisk
            allowDecimal={false}
            {...form.getInputProps('restrictBelowAge')}
          />
          <Checkbox label="Warn below an age" {...form.getInputProps('warn', { type: 'checkbox' })} />
          <NumberInput
            label="Warn below age"
            withAsterisk
            allowDecimal={false}
            {...form.getInputProps('warnBelowAge')}
          />
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
