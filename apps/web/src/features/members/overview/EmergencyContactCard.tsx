import { storedPhone } from '../../../app/graphql/stored-shapes.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatPhone } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';

export const EmergencyContactCardFragment = graphql(`
  fragment EmergencyContactCard_person on Person {
    emergencyContact {
      name
      number {
        ...StoredPhone
      }
    }
  }
`);

/** Spec 2 §2: who to call in an emergency. */
export function EmergencyContactCard(props: { person: FragmentType<typeof EmergencyContactCardFragment> }) {
  const { emergencyContact } = getFragmentData(EmergencyContactCardFragment, props.person);
  return (
    <InfoCard title="Emergency contact">
      <DetailList
        items={[
          { label: 'Name', value: emergencyContact?.name },
          { label: 'Number', value: formatPhone(storedPhone(emergencyContact?.number)) },
        ]}
      />
    </InfoCard>
  );
}
