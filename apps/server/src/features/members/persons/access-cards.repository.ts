import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { accessCards } from './persons.table.ts';

/** A stored card with its id (the access-control feature tracks its sync by that id). */
export interface StoredAccessCard {
  id: string;
  personId: string;
  cardNumber: string;
}

const cardColumns = {
  id: accessCards.id,
  personId: accessCards.personId,
  cardNumber: accessCards.cardNumber,
};

/**
 * Adds a card unless the organisation already has that number: the unique index decides, so two
 * concurrent adds of one number cannot both succeed. Null when the number is taken.
 */
export async function insertAccessCardIfFree(
  tx: Transaction,
  card: { applicationId: string; personId: string; cardNumber: string },
): Promise<StoredAccessCard | null> {
  const [row] = await tx.insert(accessCards).values(card).onConflictDoNothing().returning(cardColumns);
  return row ?? null;
}

export async function findAccessCardByNumber(
  tx: Transaction,
  cardNumber: string,
): Promise<StoredAccessCard | undefined> {
  const [row] = await tx.select(cardColumns).from(accessCards).where(eq(accessCards.cardNumber, cardNumber));
  return row;
}

export async function listAccessCardsOfPerson(
  tx: Transaction,
  personId: string,
): Promise<StoredAccessCard[]> {
  return tx
    .select(cardColumns)
    .from(accessCards)
    .where(eq(accessCards.personId, personId))
    .orderBy(asc(accessCards.createdAt), asc(accessCards.id));
}

/** Frees the number (the door controller no longer holds the card). */
export async function deleteAccessCard(
  tx: Transaction,
  card: { id: string; personId: string },
): Promise<void> {
  await tx
    .delete(accessCards)
    .where(and(eq(accessCards.id, card.id), eq(accessCards.personId, card.personId)));
}
