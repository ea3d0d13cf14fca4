import { checkFields, type MinimumAgeSettings, minimumAgeSettingsSchema } from '@clubline/domain';
import { Alert, Checkbox, NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql/index.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { SettingsForm } from './SettingsForm.tsx';
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
  const form = useForm<Values>({
    initialValues: { ...saved },
    validate: (values) => {
      const result = checkFields(minimumAgeSettingsSchema, values);
      return result.ok ? {} : result.errors;
    },
  });
  const save = (values: Values) =>
    update({ input: { selfServeRequirements: { minimumAge: minimumAgeSettingsSchema.parse(values) } } });

  return (
    <SettingsForm form={form} label="Minimum age" title="Minimum age for self-serve sign-up" save={save}>
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
    </SettingsForm>
  );
}
