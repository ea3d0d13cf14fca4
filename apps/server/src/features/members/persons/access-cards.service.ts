import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { findCardsOfPersons } from './search.repository.ts';

export interface AccessCardRow {
  personId: string;
  cardNumber: string;
}

/**
 * The access cards of many persons at once (DataLoader), oldest first: the profile shows them
 *, and a person's cards are read only where the person is (Person.accessCards is a field
 * of a person the viewer may already see).
 */
export async function loadAccessCards(
  context: RequestContext,
  personIds: readonly string[],
): Promise<AccessCardRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => findCardsOfPersons(tx, personIds));
}

/**
 * The card store for the access-control feature (inside its own transaction): members own the
 * numbers, unique per organisation, so member search with `#` finds whoever holds one.
 */
export {
  deleteAccessCard,
  findAccessCardByNumber,
  insertAccessCardIfFree,
  listAccessCardsOfPerson,
} from './access-cards.repository.ts';
export { findCardsOfPersons } from './search.repository.ts';
