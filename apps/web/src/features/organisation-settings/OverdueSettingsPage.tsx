import {
  checkFields,
  GRACE_PERIOD_OPTIONS,
  type OverdueSettings,
  overdueSettingsFormSchema,
} from '@clubline/domain';
import { Alert, NumberInput, Select, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql/index.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { MEMBER_WEBSITE_ROUTE } from './paths.ts';
import { SettingsForm } from './SettingsForm.tsx';
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
  const save = (values: Values) => update({ input: overdueSettingsFormSchema.parse(values) });

  return (
    <SettingsForm
      form={form}
      label="Access control"
      title="Access control for overdue memberships"
      save={save}
    >
      <Text size="sm" c="dimmed">
        When enabled, a membership overdue by more than the amount for longer than the grace period is
        blocked, and unblocked once paid.
      </Text>
      <Switch label="Block overdue memberships" {...form.getInputProps('enabled', { type: 'checkbox' })} />
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
    </SettingsForm>
  );
}
