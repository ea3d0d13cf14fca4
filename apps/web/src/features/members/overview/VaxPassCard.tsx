import { can, updatePersonalDetailsSchema } from '@clubline/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from 'urql';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatInstant } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { personName } from '../person-name.ts';
import { branchTimeZone } from '../time-zone.ts';

export const VaxPassCardFragment = graphql(`
  fragment VaxPassCard_person on Person {
    id
    firstName
    lastName
    homeBranchId
    homeBranch {
      id
      timeZone {
        id
      }
    }
    vaccinationCertSightedOn
    vaccinationPassExpiryDate
  }
`);

const VerifyVaccinationMutation = graphql(`
  mutation VerifyVaccination($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {
    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {
      id
      vaccinationCertSightedOn
    }
  }
`);

/** Spec 2 §4 "Vaccination". */
const VACCINATION_MESSAGES = {
  noProof: 'No verified proof of vaccination',
  updated: "The member's vaccination status has been updated successfully.",
  failed: "An error occurred while adjusting the member's vaccination status.",
} as const;

/**
 * Spec 2 §2, §4: the vax pass. A warning shows while there is no verified proof; 'Verify
 * vaccination' (manage-member) asks 'Proof of vaccination' and records the sighting as now, sending
 * only the person, the names and vaccinationCertSightedOn.
 */
export function VaxPassCard(props: { person: FragmentType<typeof VaxPassCardFragment> }) {
  const person = getFragmentData(VaxPassCardFragment, props.person);
  const permissions = usePermissions();
  const [, update] = useMutation(VerifyVaccinationMutation);
  const timeZone = branchTimeZone(person.homeBranch);
  const home = person.homeBranchId;
  const canVerify = home !== null && can(permissions, 'manage-member', home);

  const verify = async () => {
    if (!home) return;
    const input = updatePersonalDetailsSchema({ today: { timeZone } }).safeParse({
      personId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      vaccinationCertSightedOn: Math.floor(Date.now() / 1000),
    });
    const result = input.success
      ? await update({ branchId: home, personalDetailsInput: input.data })
      : { error: true as const };
    if (result.error) notifyError(VACCINATION_MESSAGES.failed);
    else notifySuccess(VACCINATION_MESSAGES.updated);
  };

  const confirm = () =>
    openConfirm({
      title: 'Proof of vaccination',
      children: (
        <Text size="sm">
          Confirm that you have sighted valid proof of vaccination for {personName(person)}. The time of the
          sighting is recorded as now.
        </Text>
      ),
      labels: { confirm: 'Verify', cancel: 'Cancel' },
      onConfirm: () => void verify(),
    });

  return (
    <InfoCard
      title="Vax pass"
      actions={
        canVerify && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconShieldCheck size={14} />}
            onClick={confirm}
          >
            Verify vaccination
          </Button>
        )
      }
    >
      <Stack gap="xs">
        {person.vaccinationCertSightedOn === null && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} py="xs">
            {VACCINATION_MESSAGES.noProof}
          </Alert>
        )}
        <DetailList
          items={[
            {
              label: 'Proof sighted',
              value: formatInstant(person.vaccinationCertSightedOn, timeZone, 'dateTime'),
            },
            { label: 'Pass expires', value: formatInstant(person.vaccinationPassExpiryDate, timeZone) },
          ]}
        />
      </Stack>
    </InfoCard>
  );
}
