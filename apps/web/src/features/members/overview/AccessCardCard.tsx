import { Code, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';

export const AccessCardCardFragment = graphql(`
  fragment AccessCardCard_person on Person {
    accessCards {
      cardNumber
    }
  }
`);

const NO_ACCESS_CARD_TEXT = 'No access card';

/** The card panel loads after the profile's first render (the overview's bundle budget). */
const AccessCardsPanel = lazy(async () => ({
  default: (await import('../../access-control/public.ts')).AccessCardsPanel,
}));

/**
 * The member's access cards: the numbers the front desk reads off the card or
 * types after # in the member search (spec 1 §5.5), shown at once from the profile, then with
 * their door-controller sync status, Add and Remove from the access-control service.
 */
export function AccessCardCard(props: {
  person: FragmentType<typeof AccessCardCardFragment>;
  personId: string;
  branchId: string | null;
}) {
  const { accessCards } = getFragmentData(AccessCardCardFragment, props.person);
  const numbers = accessCards.map((card) => card.cardNumber);
  return (
    <Suspense fallback={<CardNumbers numbers={numbers} />}>
      <AccessCardsPanel personId={props.personId} branchId={props.branchId} cardNumbers={numbers} />
    </Suspense>
  );
}

function CardNumbers({ numbers }: { numbers: readonly string[] }) {
  return (
    <InfoCard title="Access card">
      {numbers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_ACCESS_CARD_TEXT}
        </Text>
      ) : (
        <Group gap="xs">
          {numbers.map((number) => (
            <Code key={number} fz="sm">
              {number}
            </Code>
          ))}
        </Group>
      )}
    </InfoCard>
  );
}
