import {
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  addressFieldLabel,
  BUSINESS_NUMBER_TYPES,
  CALLING_CODES,
  COUNTRY_NAMES,
  isAddressFieldShown,
  isOneOf,
  PHONE_COUNTRY_CODES,
  PHONE_PLACEHOLDERS,
} from '@clubline/domain';
import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import {
  type BranchEditValues,
  branchEditValuesOf,
  branchInfoInputOf,
  type EditableBranch,
  toBranchInfo,
} from './branch-edit-form.ts';

const EditBranchMutation = graphql(`
  mutation EditBranch($branchInfo: BranchInfoInput!) {
    editBranch(branchInfo: $branchInfo) {
      id
      name
    }
  }
`);

/** Spec 2 §5, §7 editBranch: the branch's information; its country is shown, not editable. */
export function BranchEditModal(props: {
  branch: EditableBranch;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Edit branch information" long>
      <BranchEditForm {...props} />
    </FormModal>
  );
}

function BranchEditForm({
  branch,
  onClose,
  onSaved,
}: {
  branch: EditableBranch;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [, edit] = useMutation(EditBranchMutation);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit } = useCheckedForm(branchEditValuesOf(branch), (values) =>
    toBranchInfo(values, branch.country),
  );

  const submit = onSubmit(async (info) => {
    setSubmitError(null);
    setSaving(true);
    const result = await edit({ branchInfo: branchInfoInputOf(info, branch) });
    setSaving(false);
    if (result.error) {
      setSubmitError(errorTextOf(result.error));
      form.setErrors(fieldErrorsOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onSaved();
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit branch information">
      <Stack gap="md">
        {submitError && <SubmitError title="Not saved" message={submitError} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Branch name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Legal name" withAsterisk {...form.getInputProps('legalName')} />
          <NativeSelect
            label="Business number type"
            withAsterisk
            data={[
              { value: '', label: '' },
              ...BUSINESS_NUMBER_TYPES.map((type) => ({ value: type, label: type })),
            ]}
            {...form.getInputProps('businessNumberType')}
          />
          <TextInput label="Business number" withAsterisk {...form.getInputProps('businessNumber')} />
          {branch.country === 'NZ' && <TextInput label="GST number" {...form.getInputProps('gstNumber')} />}
          {branch.country === 'AU' && (
            <Checkbox
              label="GST registered"
              mt={{ sm: 'xl' }}
              {...form.getInputProps('isGstRegistered', { type: 'checkbox' })}
            />
          )}
          <TextInput label="Email" type="email" {...form.getInputProps('businessEmailAddress')} />
          <PhoneFields form={form} />
        </SimpleGrid>
        <AddressFields form={form} country={branch.country} />
        <FormActions submitLabel="Save" onCancel={onClose} busy={saving} />
      </Stack>
    </form>
  );
}

function PhoneFields({ form }: { form: UseFormReturnType<BranchEditValues> }) {
  const phone = form.getValues().contactNumber;
  return (
    <Group gap={0} wrap="nowrap" align="flex-end">
      <NativeSelect
        label="Contact number"
        data={PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: `${code} ${CALLING_CODES[code]}` }))}
        value={phone.countryCode}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isOneOf(PHONE_COUNTRY_CODES, next)) form.setFieldValue('contactNumber.countryCode', next);
        }}
        w={110}
        style={{ flex: 'none' }}
      />
      <TextInput
        aria-label="Contact number"
        type="tel"
        placeholder={PHONE_PLACEHOLDERS[phone.countryCode]}
        style={{ flex: 1 }}
        {...form.getInputProps('contactNumber.number')}
      />
    </Group>
  );
}

/** The address by the branch's country (spec 1 §5.2); the country itself is not editable. */
function AddressFields({ form, country }: { form: UseFormReturnType<BranchEditValues>; country: string }) {
  const known = form.getValues().address.country;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Country" value={known === '' ? country : COUNTRY_NAMES[known]} readOnly disabled />
      {known !== '' &&
        ADDRESS_FIELDS.filter((field) => isAddressFieldShown(known, field)).map((field) => {
          const label = addressFieldLabel(known, field);
          const required = ADDRESS_RULES[known].required.includes(field);
          const states = field === 'state' ? ADDRESS_RULES[known].states : undefined;
          return states ? (
            <NativeSelect
              key={field}
              label={label}
              withAsterisk={required}
              data={[{ value: '', label: '' }, ...states.map((state) => ({ value: state, label: state }))]}
              {...form.getInputProps(`address.${field}`)}
            />
          ) : (
            <TextInput
              key={field}
              label={label}
              withAsterisk={required}
              {...form.getInputProps(`address.${field}`)}
            />
          );
        })}
    </SimpleGrid>
  );
}
