import {
  checkFields,
  GRACE_PERIOD_OPTIONS,
  type OverdueSettings,
  overdueSettingsFormSchema,
} from '@clubline/domain';
import { Alert, Button, Card, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { graphql } from '../../gql/index.ts';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { MEMBER_WEBSITE_ROUTE } from './paths.ts';
import { settingsTexts } from './settings-texts.ts';

const OverdueSettingsQuery = graphql(`
  query OverdueSettings {
    getApplicationConfigSettings(branchId: "ALL_BRANCHES") {
      billingProvider
      overdueAssessmentSettings {
        enabled
        maximumOverdueAmount
        gracePeriodInDays
      }
    }
  }
`);

const UpdateOverdueSettingsMutation = graphql(`
  mutation UpdateOverdueSettings($input: OverdueAssessmentSettingsInput!) {
    updateOverdueAssessmentSettings(input: $input) {
      enabled
      maximumOverdueAmount
      gracePeriodInDays
    }
  }
`);

const GRACE_DATA = GRACE_PERIOD_OPTIONS.map((days) => ({
  value: String(days),
  label: days === 1 ? '1 day' : `${days} days`,
}));

/**
 * Spec 3 §2 "overdue": overdue access control (spec 3 §5 rules; docs/overdue-control.md). Hidden for
 * paysmart: the page sends its visitors to member-website there.
 */
export function OverdueSettingsPage() {
  const [{ data, error, fetching }] = useQuery({ query: OverdueSettingsQuery });
  if (error) {
    return (
      <Alert color="red" role="alert">
        {settingsTexts.overdueLoadFailed}
      </Alert>
    );
  }
  if (fetching || !data) return <PageLoader />;
  const settings = data.getApplicationConfigSettings;
  if (settings.billingProvider === 'PAYSMART') return <Navigate to={`../${MEMBER_WEBSITE_ROUTE}`} replace />;
  return <OverdueForm saved={settings.overdueAssessmentSettings} />;
}

type Values = { enabled: boolean; maximumOverdueAmount: number | string; gracePeriodInDays: string };

function OverdueForm({ saved }: { saved: OverdueSettings }) {
  const [, update] = useMutation(UpdateOverdueSettingsMutation);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      enabled: saved.enabled,
      maximumOverdueAmount: saved.maximumOverdueAmount / 100,
      gracePeriodInDays: String(saved.gracePeriodInDays),
    },
    validate: (values) => {
      const result = checkFields(overdueSettingsFormSchema, values);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const input = overdueSettingsFormSchema.parse(values);
    setSaving(true);
    const result = await update({ input });
    setSaving(false);
    if (result.error) {
      const errors = fieldErrorsOf(result.error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else notifyError();
      return;
    }
    form.resetDirty(values);
    notifySuccess();
  });

  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} noValidate aria-label="Access control">
        <Stack gap="md">
          <Text fw={600}>Access control for overdue memberships</Text>
          <Text size="sm" c="dimmed">
            When enabled, a membership overdue by more than the amount for longer than the grace period is
            blocked, and unblocked once paid.
          </Text>
          <Switch
            label="Block overdue memberships"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <NumberInput
            label="Overdue by amount"
            withAsterisk
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            {...form.getInputProps('maximumOverdueAmount')}
          />
          <Select
            label="Grace period"
            withAsterisk
            data={GRACE_DATA}
            allowDeselect={false}
            searchable
            {...form.getInputProps('gracePeriodInDays')}
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
