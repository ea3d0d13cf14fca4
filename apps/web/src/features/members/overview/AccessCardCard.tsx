import { Code, Group, Text } from '@mantine/core';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';

export const AccessCardCardFragment = graphql(`
  fragment AccessCardCard_person on Person {
    accessCards {
      cardNumber
    }
  }
`);

export const NO_ACCESS_CARD_TEXT = 'No access card';

/**
 * The member's access card (issue 12): the number the front desk reads off the card or types
 * after # in the member search (spec 1 §5.5). A member may hold several; oldest first.
 */
export function AccessCardCard(props: { person: FragmentType<typeof AccessCardCardFragment> }) {
  const { accessCards } = getFragmentData(AccessCardCardFragment, props.person);
  return (
    <InfoCard title="Access card">
      {accessCards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_ACCESS_CARD_TEXT}
        </Text>
      ) : (
        <Group gap="xs">
          {accessCards.map((card) => (
            <Code key={card.cardNumber} fz="sm">
              {card.cardNumber}
            </Code>
          ))}
        </Group>
      )}
    </InfoCard>
  );
}
