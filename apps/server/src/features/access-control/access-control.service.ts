import {
  type AccessCardInput,
  type AccessTokenView,
  type AccessUserView,
  accessCardInputSchema,
  isStruckThrough,
} from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { findBranchInTransaction } from '../branches/public.ts';
import {
  findAccessCardByNumber,
  insertAccessCardIfFree,
  listAccessCardsOfPerson,
  type PersonRow,
} from '../members/public.ts';
import {
  type AccessSyncItemRow,
  findItem,
  insertItem,
  listItemsOfPerson,
  requestRemoval,
} from './access-control.repository.ts';
import { homeLevelName, item } from './access-items.ts';
import { accessSyncJob } from './access-sync.job.ts';
import { requireCardAccess } from './person-access.ts';

/** The one door controller's entry in each item's status list (spec 3 §3 providerSyncStatus). */
const DOOR_CONTROLLER_ID = 'door-controller';

/** GET {base}/user/{personId}: the person's access group, levels and cards with their sync state. */
export async function getAccessUser(context: RequestContext, personId: string): Promise<AccessUserView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const person = await requireCardAccess(context, tx, personId, 'read');
    return accessUserOf(tx, person);
  });
}

/**
 * GET {base}/user?cardNumber={card} (spec 2 §7 "Card lookup"): the card's holder as GET
 * {base}/user/{personId} answers them, with the same rule for who may see them (view-member on a
 * member's home branch; the staff rules for staff). A card nobody in the organisation holds is
 * not found, and so is a card whose holder the viewer may not see: a card number opens a door and
 * is short enough to guess, so a denial would tell any signed-in user which numbers are held.
 * The number is checked as the add-card form checks it.
 */
export async function findAccessUserByCard(
  context: RequestContext,
  cardNumber: unknown,
): Promise<AccessUserView> {
  const input = parseInput(cardLookupSchema, { cardNumber });
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const card = await findAccessCardByNumber(tx, input.cardNumber);
    if (!card) throw new DomainError('ACCESS_CARD_NOT_FOUND');
    const person = await requireCardAccess(context, tx, card.personId, 'read').catch((error: unknown) => {
      if (error instanceof DomainError && error.extensions.category === 'denied')
        throw new DomainError('ACCESS_CARD_NOT_FOUND');
      throw error;
    });
    return accessUserOf(tx, person);
  });
}

const cardLookupSchema = accessCardInputSchema.pick({ cardNumber: true });

/**
 * POST {base}/user/{userId}/token: adds a card. The number is the organisation's once (the unique
 * index of access_cards decides between concurrent adds); the holder adding it again gets the
 * same token back. A person's first card also gives them their home branch's access level, unless
 * they have a level item already: a blocked person's is kept REMOVED (door-access.ts), so a card
 * added while blocked opens nothing until their access is given back. Both are PENDING until the
 * door controller takes them (the sync job, enqueued in this transaction).
 */
export async function addAccessCard(
  context: RequestContext,
  userId: string,
  body: unknown,
): Promise<AccessTokenView> {
  const input: AccessCardInput = parseInput(accessCardInputSchema, body);
  const { applicationId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    const person = await requireCardAccess(context, tx, userId, 'write');
    const card = await insertAccessCardIfFree(tx, {
      applicationId,
      personId: person.id,
      cardNumber: input.cardNumber,
    });
    const cardId = card?.id ?? (await heldBy(tx, person.id, input.cardNumber));
    const items = await listItemsOfPerson(tx, person.id);
    const fresh: string[] = [];
    if (!items.some((item) => item.id === cardId)) {
      await insertItem(tx, item(applicationId, person.id, cardId, 'CARD', input.cardNumber));
      fresh.push(cardId);
    }
    const level = await homeLevelName(tx, person);
    if (level !== null && !items.some((item) => item.kind === 'LEVEL')) {
      const levelId = crypto.randomUUID();
      await insertItem(tx, item(applicationId, person.id, levelId, 'LEVEL', level));
      fresh.push(levelId);
    }
    for (const itemId of fresh) await context.deps.jobs.send(accessSyncJob, { applicationId, itemId }, tx);
    const stored = await findItem(tx, cardId);
    if (!stored) throw new Error('the card item was just written');
    return tokenView(stored);
  });
}

/**
 * DELETE {base}/user/{userId}/token/{tokenId}: asks the door controller to drop the card. The
 * number stays the person's until the controller confirms (REMOVED). Asking again while the
 * removal runs, or after it, answers the card as it stands (spec 3 §4: not removed twice).
 */
export async function removeAccessCard(
  context: RequestContext,
  userId: string,
  tokenId: string,
): Promise<AccessTokenView> {
  const { applicationId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    const person = await requireCardAccess(context, tx, userId, 'write');
    const card = await cardOf(tx, applicationId, person.id, tokenId);
    if (isStruckThrough(card.status) || card.status === 'RETRYING_REMOVAL') return tokenView(card);
    const removing = await requestRemoval(tx, card.id);
    if (!removing) throw new DomainError('ACCESS_CARD_NOT_FOUND');
    await context.deps.jobs.send(accessSyncJob, { applicationId, itemId: card.id }, tx);
    return tokenView(removing);
  });
}

/** The id of the person's card with that number; CARD_EXISTS when another person holds it. */
async function heldBy(tx: Transaction, personId: string, cardNumber: string): Promise<string> {
  const holder = await findAccessCardByNumber(tx, cardNumber);
  if (!holder || holder.personId !== personId) throw new DomainError('CARD_EXISTS');
  return holder.id;
}

/**
 * The person's card item `tokenId`. A card stored before access control tracked it (the members
 * feature's own cards) is on the controller already: it gets its item, SUCCEEDED, on first touch.
 */
async function cardOf(
  tx: Transaction,
  applicationId: string,
  personId: string,
  tokenId: string,
): Promise<AccessSyncItemRow> {
  const items = await listItemsOfPerson(tx, personId);
  const tracked = items.find((row) => row.id === tokenId && row.kind === 'CARD');
  if (tracked) return tracked;
  const stored = (await listAccessCardsOfPerson(tx, personId)).find((card) => card.id === tokenId);
  if (!stored) throw new DomainError('ACCESS_CARD_NOT_FOUND');
  await insertItem(tx, {
    ...item(applicationId, personId, stored.id, 'CARD', stored.cardNumber),
    status: 'SUCCEEDED',
  });
  const row = await findItem(tx, stored.id);
  if (!row) throw new Error('the card item was just written');
  return row;
}

async function accessUserOf(tx: Transaction, person: PersonRow): Promise<AccessUserView> {
  // One transaction, one connection: the reads go one after another.
  const items = await listItemsOfPerson(tx, person.id);
  const cards = await listAccessCardsOfPerson(tx, person.id);
  const branch = person.homeBranchId ? await findBranchInTransaction(tx, person.homeBranchId) : undefined;
  const tracked = new Set(items.map((row) => row.id));
  // Cards the members feature stored before access control tracked them are on the controller.
  const untracked: AccessTokenView[] = cards
    .filter((card) => !tracked.has(card.id))
    .map((card) => ({
      id: card.id,
      name: card.cardNumber,
      description: 'Access card',
      type: 'card',
      providerSyncStatus: [{ id: DOOR_CONTROLLER_ID, status: 'SUCCEEDED' }],
    }));
  return {
    id: person.id,
    accessGroup: branch?.name ?? null,
    accessLevels: items
      .filter((row) => row.kind === 'LEVEL')
      .map((row) => ({
        name: row.name,
        providerSyncStatus: [{ id: DOOR_CONTROLLER_ID, status: row.status }],
      })),
    tokens: [...untracked, ...items.filter((row) => row.kind === 'CARD').map(tokenView)],
  };
}

function tokenView(row: AccessSyncItemRow): AccessTokenView {
  return {
    id: row.id,
    name: row.name,
    description: 'Access card',
    type: 'card',
    providerSyncStatus: [{ id: DOOR_CONTROLLER_ID, status: row.status }],
  };
}
