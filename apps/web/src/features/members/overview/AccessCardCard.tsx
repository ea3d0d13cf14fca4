import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { AccessCardsPanel } from '../../access-control/public.ts';

export const AccessCardCardFragment = graphql(`
  fragment AccessCardCard_person on Person {
    accessCards {
      cardNumber
    }
  }
`);

/**
 * The member's access cards (issue 12, issue 16): the numbers the front desk reads off the card or
 * types after # in the member search (spec 1 §5.5), shown at once from the profile and then with
 * their door-controller sync status, Add and Remove from the access-control service.
 */
export function AccessCardCard(props: {
  person: FragmentType<typeof AccessCardCardFragment>;
  personId: string;
  branchId: string | null;
}) {
  const { accessCards } = getFragmentData(AccessCardCardFragment, props.person);
  return (
    <AccessCardsPanel
      personId={props.personId}
      branchId={props.branchId}
      cardNumbers={accessCards.map((card) => card.cardNumber)}
    />
  );
}
