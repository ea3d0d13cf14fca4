import { type DemoCard, SIMULATOR_DECISIONS_SHOWN } from '@clubline/domain';
import { ValidationError } from '../../../platform/errors/errors.ts';
import {
  ALLOW_LIST_POLL_SECONDS,
  type CuttableTransport,
  cuttableTransport,
  type DoorDecision,
  type DoorHttp,
  demoCards,
  httpDoorTransport,
  pickDemoCard,
  SandboxDoor,
} from '../../access-control/public.ts';

/** One swipe as the page lists it. */
export interface SimulatedDecision {
  swipeId: string;
  /** When the card was presented (the door's clock). */
  at: string;
  cardNumber: string;
  /** The first name the server or the door's list gave, when the card is someone's. */
  personName: string | null;
  granted: boolean;
  reason: { code: string; text: string } | null;
  /** Decided by the door from its list (the line was cut or the server did not answer). */
  decidedOffline: boolean;
  /** For a swipe decided offline: whether the server has it yet; null for one the server decided. */
  uploaded: boolean | null;
  /** Why the server refused the uploaded swipe, if it did. */
  uploadError: string | null;
}

/** What GET /sandbox/doors/{branchId} answers. */
export interface SimulatorState {
  branchId: string;
  door: { id: string; name: string; keyPrefix: string };
  /** Something the simulator did on its own that the user should know (a new key issued). */
  notice: string | null;
  /** The line to the server is up and the door's last call reached it. */
  online: boolean;
  lineCut: boolean;
  listVersion: string | null;
  listSize: number;
  queued: number;
  decisions: SimulatedDecision[];
}

export interface SimulatedDoorIdentity {
  id: string;
  name: string;
  keyPrefix: string;
}

/** Burst swipes in flight at once: a desk's worth of people, without starving the api's pool. */
const BURST_CONCURRENCY = 10;

/**
 * One simulated door controller of a branch, held in the api process's memory with its key: a
 * `SandboxDoor` that reaches this api over HTTP through a line the page can cut, and the log of
 * its last decisions. Callers run one operation at a time on it (door-simulator.service.ts).
 */
/**
 * Why a branch may have no card of a kind, and how to make one: the demo seed blocks nobody and
 * suspends only a few members.
 */
const NONE_AT_BRANCH: Partial<Record<DemoCard, string>> = {
  blocked:
    'No card at this branch belongs to a blocked member. Overdue control blocks members whose debits bounced: an organisation billing through debitsuccess (Acme Health Clubs in the demo) switches it on in Settings, Overdue.',
  suspended:
    "No card at this branch belongs to a suspended member. Suspend a membership on the member's page: the door's list follows within 15 seconds.",
};

export class SimulatedDoor {
  readonly identity: SimulatedDoorIdentity;
  notice: string | null;
  private readonly door: SandboxDoor;
  private readonly line: CuttableTransport;
  private readonly decisions: SimulatedDecision[] = [];
  private lastSync = Number.NEGATIVE_INFINITY;

  constructor(options: {
    identity: SimulatedDoorIdentity;
    key: string;
    http: DoorHttp;
    notice: string | null;
  }) {
    this.identity = options.identity;
    this.notice = options.notice;
    this.line = cuttableTransport(httpDoorTransport(options.http, options.key));
    this.door = new SandboxDoor({ transport: this.line.transport });
  }

  /**
   * What the door's own poll would have done by now: fetch its list every ALLOW_LIST_POLL_SECONDS,
   * and upload what it decided alone as soon as the server answers again. Nothing while cut off.
   */
  async refresh(now = Date.now()): Promise<void> {
    if (this.line.isCut) return;
    const due = now - this.lastSync >= ALLOW_LIST_POLL_SECONDS * 1000;
    if (!due && this.door.online && this.door.queue.length === 0) return;
    if (await this.door.sync()) this.lastSync = now;
  }

  /** Swipes a card, as a person at the reader would. */
  async swipe(cardNumber: string): Promise<SimulatedDecision> {
    const at = new Date().toISOString();
    const decision = await this.door.swipe(cardNumber);
    return this.remember(at, cardNumber, decision);
  }

  /** Swipes a demo card of the kind, picked from the door's list. */
  async swipeDemo(kind: DemoCard): Promise<SimulatedDecision> {
    return this.swipe(this.demoCard(kind));
  }

  /** `count` valid cards, a few at a time (each a card the list lets in, picked at random). */
  async burst(count: number): Promise<SimulatedDecision[]> {
    const cards = Array.from({ length: count }, () => this.demoCard('valid'));
    const made: SimulatedDecision[] = [];
    for (let start = 0; start < cards.length; start += BURST_CONCURRENCY) {
      const slice = cards.slice(start, start + BURST_CONCURRENCY);
      made.push(...(await Promise.all(slice.map((card) => this.swipe(card)))));
    }
    return made;
  }

  /** Cuts the line to the server, or gives it back: the door then uploads what it decided alone. */
  async setLine(online: boolean): Promise<void> {
    if (!online) {
      this.line.cut();
      return;
    }
    this.line.restore();
    if (await this.door.sync()) this.lastSync = Date.now();
  }

  state(branchId: string): SimulatorState {
    const queued = new Set(this.door.queue.map((swipe) => swipe.swipeId));
    const rejected = new Map(this.door.rejected.map((row) => [row.swipe.swipeId, row.message]));
    return {
      branchId,
      door: this.identity,
      notice: this.notice,
      online: !this.line.isCut && this.door.online,
      lineCut: this.line.isCut,
      listVersion: this.door.listVersion,
      listSize: this.door.cards.length,
      queued: this.door.queue.length,
      decisions: this.decisions.map((decision) =>
        decision.decidedOffline
          ? {
              ...decision,
              uploaded: !queued.has(decision.swipeId) && !rejected.has(decision.swipeId),
              uploadError: rejected.get(decision.swipeId) ?? null,
            }
          : decision,
      ),
    };
  }

  private demoCard(kind: DemoCard): string {
    const card = pickDemoCard(demoCards(this.door.cards), kind);
    if (card === null) {
      throw new ValidationError({
        card:
          this.door.listVersion === null
            ? 'The door has no allow-list yet: it could not reach the server. Try Reconnect.'
            : (NONE_AT_BRANCH[kind] ?? `The door's list has no ${kind} card at this branch.`),
      });
    }
    return card;
  }

  private remember(at: string, cardNumber: string, decision: DoorDecision): SimulatedDecision {
    const remembered: SimulatedDecision = {
      swipeId: decision.swipeId,
      at,
      cardNumber,
      personName: decision.firstName,
      granted: decision.granted,
      reason: decision.reason,
      decidedOffline: decision.offline,
      uploaded: decision.offline ? false : null,
      uploadError: null,
    };
    this.decisions.unshift(remembered);
    this.decisions.length = Math.min(this.decisions.length, SIMULATOR_DECISIONS_SHOWN);
    return remembered;
  }
}
