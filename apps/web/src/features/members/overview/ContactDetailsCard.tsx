import { GENDER_LABELS, GENDERS, isOneOf } from '@clubline/domain';
import { storedAddress, storedPhone } from '../../../app/graphql/stored-shapes.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatAddress, formatCalendarDate, formatPhone } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';

export const ContactDetailsCardFragment = graphql(`
  fragment ContactDetailsCard_person on Person {
    email
    gender
    dateOfBirth
    emailOptin
    smsOptin
    mobilePhone {
      ...StoredPhone
    }
    homePhone {
      ...StoredPhone
    }
    address {
      ...StoredAddress
    }
  }
`);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Spec 2 §2: the member's contact details. */
export function ContactDetailsCard(props: { person: FragmentType<typeof ContactDetailsCardFragment> }) {
  const person = getFragmentData(ContactDetailsCardFragment, props.person);
  return (
    <InfoCard title="Contact details">
      <DetailList
        items={[
          { label: 'Email', value: person.email },
          { label: 'Mobile phone', value: formatPhone(storedPhone(person.mobilePhone)) },
          { label: 'Home phone', value: formatPhone(storedPhone(person.homePhone)) },
          { label: 'Address', value: formatAddress(storedAddress(person.address)) },
          { label: 'Date of birth', value: formatCalendarDate(person.dateOfBirth) },
          {
            label: 'Gender',
            value: isOneOf(GENDERS, person.gender) ? GENDER_LABELS[person.gender] : null,
          },
          { label: 'Receives email', value: yesNo(person.emailOptin) },
          { label: 'Receives SMS', value: yesNo(person.smsOptin) },
        ]}
      />
    </InfoCard>
  );
}
