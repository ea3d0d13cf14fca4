import {
  DENIAL_REASONS,
  decideEntry,
  type EntryDecision,
  errorText,
  isDenialReasonCode,
  resolveTimeZone,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Database, Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import {
  OFFLINE_BATCH_MAX,
  type OfflineSwipe,
  type OfflineSwipeResult,
  offlineBatchSchema,
  offlineSwipeSchema,
} from '../../access-control/public.ts';
import { recordArrival } from '../../arrivals/public.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import { touchDoor } from '../doors.repository.ts';
import type { DoorIdentity } from './allow-list.service.ts';
import type { CardHolderFacts } from './allow-list-entries.ts';
import { type BranchCardHolders, loadCardHolderFacts } from './card-holder-facts.repository.ts';
import { type GrantedEntry, grantedEntriesBetween, storedSwipes } from './offline-swipes.repository.ts';

/** A door's clock may run a little ahead of ours; a swipe further in the future is not believed. */
const FUTURE_SKEW_MINUTES = 5;
/** Older swipes are refused: no door keeps a queue this long, so such a time is a broken clock. */
const OLDEST_SWIPE_DAYS = 30;

/**
 * Stores the swipes a door decided alone while it could not reach the server (docs/access-control.md
 * "Doors offline"). Each is recorded once (the door's swipe id is unique per door: an upload sent
 * again, or a swipe already sent online, answers DUPLICATE and changes nothing), at its own time,
 * marked decided_offline, with the door's decision kept: the door already opened or stayed shut. A
 * granted entry counts against what the server's rule picks at that time (decideEntry), and a visit
 * pass loses its visit with the arrival, so exactly once. One bad row never stops the batch: each
 * row has its own savepoint and its own result. The batch commits as a whole.
 */
export async function uploadOfflineSwipes(
  db: Database,
  door: DoorIdentity,
  body: unknown,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<OfflineSwipeResult[]> {
  const envelope = offlineBatchSchema.safeParse(body);
  if (!envelope.success) {
    throw new ValidationError({
      swipes: `Send { "swipes": [...] } with 1 to ${OFFLINE_BATCH_MAX} swipes.`,
    });
  }
  const rows = envelope.data.swipes.map((raw, index) => ({ index, raw, parsed: parseSwipe(raw, now) }));
  return withTenant(db, door.applicationId, async (tx) => {
    const branch = await findBranchInTransaction(tx, door.branchId);
    if (!branch) throw new Error(`The branch of door ${door.id} was not found`);
    await touchDoor(tx, door.id);
    const timeZone = resolveTimeZone(branch.timeZone);
    const cards = rows.flatMap((row) => (row.parsed.ok ? [normalCard(row.parsed.swipe.cardNumber)] : []));
    const facts = await loadCardHolderFacts(
      tx,
      { id: branch.id, timeZone },
      {
        cardNumbers: [...new Set(cards)],
        overdueForAll: true,
        today: now.toZonedDateTimeISO(timeZone).toPlainDate(),
      },
    );
    const holders = new Map(facts.holders.map((holder) => [holder.cardNumber, holder]));
    // Stored before: answered without touching anything (a batch sent again costs one statement).
    const stored = await storedSwipes(
      tx,
      door.id,
      rows.flatMap((row) => (row.parsed.ok ? [row.parsed.swipe.swipeId] : [])),
    );
    const fresh = rows.flatMap((row) =>
      row.parsed.ok && !stored.has(row.parsed.swipe.swipeId) ? [row.parsed.swipe] : [],
    );
    const times = fresh.map((swipe) => Date.parse(swipe.at));
    const entries = await grantedEntriesBetween(
      tx,
      [...new Set(fresh.flatMap((swipe) => holders.get(swipe.cardNumber)?.personId ?? []))],
      door.branchId,
      { from: new Date(Math.min(...times, Date.now())), to: new Date(Math.max(...times, 0)) },
    );
    const history = reEntryHistory(entries);
    const results: OfflineSwipeResult[] = [];
    for (const row of rows) {
      if (!row.parsed.ok) {
        results.push(rejected(row.index, swipeIdOf(row.raw), row.parsed.code, row.parsed.message));
        continue;
      }
      const swipe = row.parsed.swipe;
      const storedId = stored.get(swipe.swipeId);
      if (storedId !== undefined) {
        results.push({
          index: row.index,
          swipeId: swipe.swipeId,
          status: 'DUPLICATE',
          arrivalId: storedId,
          error: null,
        });
        continue;
      }
      const holder = holders.get(normalCard(swipe.cardNumber)) ?? null;
      if (holder === null && swipe.decision.granted) {
        // The door let in a card that no one holds now (removed since its list was built): an
        // arrival must have a person to be granted, and no one can be named.
        results.push(
          rejected(
            row.index,
            swipe.swipeId,
            'VALIDATION_FAILED',
            'The card is no longer assigned to anyone.',
          ),
        );
        continue;
      }
      try {
        const recorded = await tx.transaction((savepoint) =>
          recordOne(savepoint, door, timeZone, facts, holder, swipe, history, now),
        );
        results.push({
          index: row.index,
          swipeId: swipe.swipeId,
          status: recorded.created ? 'RECORDED' : 'DUPLICATE',
          arrivalId: recorded.arrivalId,
          error: null,
        });
        // The same swipe id later in this batch is a duplicate of this one.
        stored.set(swipe.swipeId, recorded.arrivalId);
      } catch {
        // A row the database refused (its savepoint is rolled back): the rest of the batch goes on.
        results.push(
          rejected(row.index, swipe.swipeId, 'VALIDATION_FAILED', 'The swipe could not be recorded.'),
        );
      }
    }
    return results;
  });
}

/**
 * An uploaded swipe reaches the live channel only when it happened in the last 10 minutes. The
 * arrival card is for who is coming in now, and after a long outage every open desk would be told
 * of, and read back, each of thousands of swipes; older ones are on the arrivals page when it is
 * next read (docs/access-control.md "Doors offline").
 */
const ANNOUNCE_WITHIN_MINUTES = 10;

async function recordOne(
  tx: Transaction,
  door: DoorIdentity,
  timeZone: string,
  facts: BranchCardHolders,
  holder: CardHolderFacts | null,
  swipe: OfflineSwipe,
  history: ReEntryHistory,
  now: Temporal.Instant,
) {
  const arrivedAt = new Date(swipe.at);
  const at = Temporal.Instant.from(arrivedAt.toISOString());
  const base = {
    announce: now.since(at).total({ unit: 'minutes' }) <= ANNOUNCE_WITHIN_MINUTES,
    branchId: door.branchId,
    doorId: door.id,
    swipeId: swipe.swipeId,
    cardNumber: normalCard(swipe.cardNumber),
    personId: holder?.personId ?? null,
    arrivedAt,
    decidedOffline: true,
  };
  const server: EntryDecision | null = holder
    ? decideEntry(
        {
          ...holder.facts,
          vaccinationRequirement: facts.vaccinationRequirement,
          lastGrantedArrival: history.lastBefore(holder.personId, at),
        },
        at,
        timeZone,
      )
    : null;
  if (swipe.decision.granted) {
    // What the rule picks at that moment; when the door's list was out of date and the rule now says
    // no, the entry still happened: it counts against the membership the rule names, if any.
    const membershipId = server?.membershipId ?? null;
    const visitPass =
      holder?.facts.memberships.find((m) => m.id === membershipId)?.planType === 'VISITOR_PASS';
    const reEntry = server?.tags.includes('RE_ENTRY') ?? false;
    const recorded = await recordArrival(tx, door.applicationId, {
      ...base,
      granted: true,
      tags: server?.granted ? [...server.tags] : reEntry ? ['RE_ENTRY'] : [],
      membershipId,
      usesVisit: server?.granted ? server.usesVisit : visitPass && !reEntry,
    });
    if (recorded.created && holder) history.add(holder.personId, { at, membershipId });
    return recorded;
  }
  // The door's reason is what happened at the door; the server's stands in for a code it does not know.
  const doorCode = swipe.decision.reasonCode ?? null;
  const code = isDenialReasonCode(doorCode) ? doorCode : (server?.reason?.code ?? null);
  const text =
    swipe.decision.reasonText?.trim() ||
    (code === server?.reason?.code ? server?.reason?.text : null) ||
    (code ? DENIAL_REASONS[code].label : null);
  return recordArrival(tx, door.applicationId, {
    ...base,
    granted: false,
    tags: ['DENIED', ...(code ? DENIAL_REASONS[code].tags : [])],
    reason: code,
    reasonText: text ?? null,
    membershipId: server && !server.granted ? server.membershipId : null,
  });
}

type ParsedSwipe =
  | { ok: true; swipe: OfflineSwipe }
  | { ok: false; code: 'VALIDATION_FAILED' | 'SWIPE_TIME_OUT_OF_RANGE'; message: string };

function parseSwipe(raw: unknown, now: Temporal.Instant): ParsedSwipe {
  const parsed = offlineSwipeSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'swipe';
    return { ok: false, code: 'VALIDATION_FAILED', message: `${field}: ${issue?.message ?? 'invalid'}` };
  }
  const at = Temporal.Instant.from(new Date(parsed.data.at).toISOString());
  const ahead = at.since(now).total({ unit: 'minutes' });
  const behind = now.since(at).total({ unit: 'hours' }) / 24;
  if (ahead > FUTURE_SKEW_MINUTES || behind > OLDEST_SWIPE_DAYS) {
    return { ok: false, code: 'SWIPE_TIME_OUT_OF_RANGE', message: errorText('SWIPE_TIME_OUT_OF_RANGE') };
  }
  return { ok: true, swipe: parsed.data };
}

function rejected(index: number, swipeId: string | null, code: string, message: string): OfflineSwipeResult {
  return { index, swipeId, status: 'REJECTED', arrivalId: null, error: { code, message } };
}

function swipeIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('swipeId' in raw)) return null;
  const { swipeId } = raw;
  return typeof swipeId === 'string' ? swipeId.slice(0, 100) : null;
}

/** Card numbers are stored upper case (access_cards); a door may send what the card says. */
function normalCard(cardNumber: string): string {
  return cardNumber.trim().toUpperCase();
}

interface ReEntryHistory {
  lastBefore(personId: string, at: Temporal.Instant): GrantedEntry | null;
  add(personId: string, entry: GrantedEntry): void;
}

/**
 * The granted entries re-entry looks back on, kept as the batch is recorded: a swipe uploaded
 * after an earlier one of the same person in the batch sees it, whatever their order in the batch.
 */
function reEntryHistory(entries: Map<string, GrantedEntry[]>): ReEntryHistory {
  // Epoch milliseconds beside each entry: a batch compares thousands of times.
  const byPerson = new Map<string, { ms: number; entry: GrantedEntry }[]>();
  const add = (personId: string, entry: GrantedEntry) => {
    const list = byPerson.get(personId);
    const item = { ms: entry.at.epochMilliseconds, entry };
    if (list) list.push(item);
    else byPerson.set(personId, [item]);
  };
  for (const [personId, list] of entries) for (const entry of list) add(personId, entry);
  return {
    lastBefore(personId, at) {
      const ms = at.epochMilliseconds;
      let last: { ms: number; entry: GrantedEntry } | null = null;
      for (const item of byPerson.get(personId) ?? []) {
        if (item.ms < ms && (last === null || item.ms > last.ms)) last = item;
      }
      return last?.entry ?? null;
    },
    add,
  };
}
