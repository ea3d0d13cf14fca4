import { todayIn } from '@clubline/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifySuccess } from '../../../ui/notifications.ts';
import { PersonalDetailsFields } from '../fields/PersonalDetailsFields.tsx';
import { emptyPersonalDetails, toAddProspectInput } from '../fields/personal-details-form.ts';
import { memberPath } from '../paths.ts';
import { branchTimeZone } from '../time-zone.ts';
import { SameEmailWarning, SameNameWarning } from './DuplicateWarnings.tsx';

const AddMemberBranchQuery = graphql(`
  query AddMemberBranch($id: ID!) {
    getBranch(id: $id) {
      id
      timeZone {
        id
      }
    }
  }
`);

const AddProspectMutation = graphql(`
  mutation AddProspect($input: AddProspectInput!) {
    addProspect(input: $input) {
      id
      homeBranchId
    }
  }
`);

interface AddMemberModalProps {
  /** The new member's home branch: the branch of the member list. */
  branchId: string;
  opened: boolean;
  onClose: () => void;
}

/** Spec 2 §5 "Add member (prospect)"; the new profile opens afterwards. */
export function AddMemberModal({ branchId, opened, onClose }: AddMemberModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add new member" long>
      <AddMemberForm branchId={branchId} onCancel={onClose} />
    </FormModal>
  );
}

function AddMemberForm({ branchId, onCancel }: { branchId: string; onCancel: () => void }) {
  const { options } = useSessionData();
  const navigate = useNavigate();
  const [{ data: branchData }] = useQuery({ query: AddMemberBranchQuery, variables: { id: branchId } });
  const timeZone = branchTimeZone(branchData?.getBranch);
  const [, addProspect] = useMutation(AddProspectMutation);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit } = useCheckedForm(emptyPersonalDetails(options.defaultCountry), (values) =>
    toAddProspectInput(values, branchId, () => todayIn(timeZone)),
  );
  const values = form.getValues();

  const submit = onSubmit(async (input) => {
    setSubmitError(null);
    setSaving(true);
    const result = await addProspect({ input });
    setSaving(false);
    const added = result.data?.addProspect;
    if (result.error || !added) {
      setSubmitError(errorTextOf(result.error));
      form.setErrors(fieldErrorsOf(result.error));
      return;
    }
    notifySuccess();
    navigate(memberPath(added.id, added.homeBranchId ?? branchId));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add new member">
      <Stack gap="md">
        {submitError && <SubmitError title="Not saved" message={submitError} />}
        <PersonalDetailsFields
          form={form}
          nameNotice={
            <SameNameWarning
              firstName={values.firstName}
              lastName={values.lastName}
              dateOfBirth={values.dateOfBirth}
            />
          }
          emailNotice={<SameEmailWarning email={values.email} />}
        />
        <FormActions submitLabel="Add member" onCancel={onCancel} busy={saving} />
      </Stack>
    </form>
  );
}
