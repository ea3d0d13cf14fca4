import { denialTexts, RE_ENTRY_WINDOW_MINUTES } from '@clubline/domain';
import type { JWK } from 'jose';
import {
  type AllowList,
  type AllowListEntry,
  allowListSchema,
  OFFLINE_BATCH_MAX,
  type OfflineSwipe,
  verifyAllowList,
} from '../door-protocol.ts';
import { type DoorTransport, DoorUnreachable } from './door-transport.ts';

/** Why a door that decides alone says no, when its list holds no reason of the server's. */
const OFFLINE_DENIALS = {
  /** The door has never received a list it could trust. */
  noList: { code: 'NO_ALLOW_LIST', text: 'The door has no list to decide from' },
  /** The entry's "until" has passed and no newer list has come. */
  expired: { code: 'ALLOW_LIST_EXPIRED', text: "The door's list has expired" },
  /** The visit pass's visits were used at this door since the list was built. */
  noVisitsLeft: { code: 'NO_VISITS_LEFT', text: 'No visits left on visit pass' },
} as const;

export interface DoorDecision {
  swipeId: string;
  granted: boolean;
  reason: { code: string; text: string } | null;
  firstName: string | null;
  /** Decided from the allow-list (the server could not be reached). */
  offline: boolean;
}

export interface UploadSummary {
  recorded: number;
  duplicates: number;
  /** Rows the server would not take (kept in `rejected` for the operator). */
  rejected: number;
  /** Still queued (the server went away again). */
  remaining: number;
}

export interface SandboxDoorOptions {
  transport: DoorTransport;
  /** The door's clock. */
  now?: () => Date;
  /** The door's swipe ids: unique for this door, forever (a counter in its memory). */
  newSwipeId?: () => string;
}

/**
 * A simulated door controller with its own state (docs/access-control.md "Doors offline"): it asks
 * the server to decide while it can reach it, and otherwise decides from its signed allow-list,
 * queues each swipe with its own time and what it did, and uploads the queue once the server
 * answers again. Its state is its memory, as a controller's would be: nothing here reads the
 * server's database.
 */
export class SandboxDoor {
  online = true;
  private list: AllowList | null = null;
  private entries = new Map<string, AllowListEntry>();
  /** Visits this door let in on a visit pass since its list was built, by membership. */
  private localVisits = new Map<string, number>();
  /** When each person last walked in through this door while it decided alone (epoch ms). */
  private lastGranted = new Map<string, number>();
  private keys: JWK[] = [];
  private counter = 0;
  readonly queue: OfflineSwipe[] = [];
  readonly rejected: { swipe: OfflineSwipe; message: string }[] = [];
  private readonly transport: DoorTransport;
  private readonly now: () => Date;
  private readonly newSwipeId: () => string;

  constructor(options: SandboxDoorOptions) {
    this.transport = options.transport;
    this.now = options.now ?? (() => new Date());
    const prefix = `${Date.now().toString(36)}-`;
    this.newSwipeId =
      options.newSwipeId ??
      (() => {
        this.counter += 1;
        return `${prefix}${this.counter}`;
      });
  }

  get listVersion(): string | null {
    return this.list?.version ?? null;
  }

  /** The cards on the door's list (the simulator picks its demo cards from them). */
  get cards(): readonly AllowListEntry[] {
    return [...this.entries.values()];
  }

  /** A card at the reader: the server decides if it can be reached, else the list. */
  async swipe(cardNumber: string): Promise<DoorDecision> {
    const swipeId = this.newSwipeId();
    const at = this.now().toISOString();
    if (this.online) {
      try {
        const answer = await this.transport.swipe({ swipeId, cardNumber, at });
        return {
          swipeId,
          granted: answer.granted,
          reason: answer.reason,
          firstName: answer.person?.firstName ?? null,
          offline: false,
        };
      } catch (error) {
        if (!(error instanceof DoorUnreachable)) throw error;
        this.online = false;
      }
    }
    return this.decideAlone(swipeId, cardNumber, at);
  }

  /**
   * The poll (every ALLOW_LIST_POLL_SECONDS, and when the server seems back): uploads what was
   * decided alone, then fetches the list if it changed, so the new list already counts those
   * visits. Resolves to whether the server answered everything.
   */
  async sync(): Promise<boolean> {
    try {
      if (this.queue.length > 0 && (await this.uploadQueued()).remaining > 0) return false;
      await this.refreshAllowList();
    } catch (error) {
      if (!(error instanceof DoorUnreachable)) throw error;
      this.online = false;
      return false;
    }
    this.online = true;
    return true;
  }

  /** Fetches the list with its ETag; a list whose signature fails is never used. */
  async refreshAllowList(): Promise<'updated' | 'unchanged'> {
    const answer = await this.transport.allowList(this.list?.version ?? null);
    if (answer.status === 'not-modified') return 'unchanged';
    if (!(await this.verified(answer.body, answer.signature))) {
      throw new Error('The allow-list is not signed by the server');
    }
    const list = allowListSchema.parse(JSON.parse(answer.body));
    this.list = list;
    this.entries = new Map(list.entries.map((entry) => [entry.cardNumber, entry]));
    // A new list counts every visit the server has recorded, this door's uploaded ones included.
    if (this.queue.length === 0) this.localVisits.clear();
    return 'updated';
  }

  /**
   * Uploads the queue in batches, oldest first. A batch whose answer is lost (the server went
   * away mid-upload) stays queued and is sent again: the server stores each swipe id once.
   */
  async uploadQueued(): Promise<UploadSummary> {
    const summary: UploadSummary = { recorded: 0, duplicates: 0, rejected: 0, remaining: 0 };
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, OFFLINE_BATCH_MAX);
      let answer: Awaited<ReturnType<DoorTransport['uploadOffline']>>;
      try {
        answer = await this.transport.uploadOffline(batch);
      } catch (error) {
        if (!(error instanceof DoorUnreachable)) throw error;
        this.online = false;
        break;
      }
      for (const result of answer.results) {
        const swipe = batch[result.index];
        if (result.status === 'RECORDED') summary.recorded += 1;
        else if (result.status === 'DUPLICATE') summary.duplicates += 1;
        else if (swipe) {
          summary.rejected += 1;
          this.rejected.push({ swipe, message: result.error?.message ?? 'Rejected' });
        }
      }
      this.queue.splice(0, batch.length);
    }
    summary.remaining = this.queue.length;
    return summary;
  }

  private decideAlone(swipeId: string, cardNumber: string, at: string): DoorDecision {
    const decision = this.fromList(cardNumber.trim().toUpperCase(), at);
    this.queue.push({
      swipeId,
      cardNumber,
      at,
      decision: {
        granted: decision.granted,
        reasonCode: decision.reason?.code ?? null,
        reasonText: decision.reason?.text ?? null,
      },
    });
    return { swipeId, ...decision, offline: true };
  }

  private fromList(cardNumber: string, at: string): Omit<DoorDecision, 'swipeId' | 'offline'> {
    if (!this.list) return { granted: false, reason: OFFLINE_DENIALS.noList, firstName: null };
    const entry = this.entries.get(cardNumber);
    // On no entry of the list: the online door's reason and sentence for a card no one holds.
    if (!entry) {
      const reason = { code: 'UNKNOWN_CARD', text: denialTexts.unknownCard(cardNumber) };
      return { granted: false, reason, firstName: null };
    }
    const firstName = entry.firstName;
    if (!entry.granted) return { granted: false, reason: entry.reason, firstName };
    if (!entry.until || Date.parse(at) >= Date.parse(entry.until)) {
      return { granted: false, reason: entry.reasonAfter ?? OFFLINE_DENIALS.expired, firstName };
    }
    // Back within minutes of a granted entry: a re-entry, which uses no second visit (as online).
    const last = this.lastGranted.get(entry.personId);
    const reEntry = last !== undefined && Date.parse(at) - last <= RE_ENTRY_WINDOW_MINUTES * 60_000;
    if (entry.membershipId && entry.visitsLeft !== null && !reEntry) {
      const used = this.localVisits.get(entry.membershipId) ?? 0;
      if (used >= entry.visitsLeft)
        return { granted: false, reason: OFFLINE_DENIALS.noVisitsLeft, firstName };
      this.localVisits.set(entry.membershipId, used + 1);
    }
    this.lastGranted.set(entry.personId, Date.parse(at));
    return { granted: true, reason: null, firstName };
  }

  private async verified(body: string, signature: string): Promise<boolean> {
    const kid = kidOf(signature);
    let key = this.keys.find((candidate) => candidate.kid === kid);
    if (!key) {
      // A key the door has not seen: the server rotated its key; fetch the published ones again.
      this.keys = await this.transport.signingKeys();
      key = this.keys.find((candidate) => candidate.kid === kid);
    }
    return key ? verifyAllowList(body, signature, key) : false;
  }
}

function kidOf(signature: string): string | null {
  try {
    const header = JSON.parse(Buffer.from(signature.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      kid?: unknown;
    };
    return typeof header.kid === 'string' ? header.kid : null;
  } catch {
    return null;
  }
}
