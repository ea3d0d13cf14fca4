import { isUuid, type SimulatorSwipe } from '@clubline/domain';
import { authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { type DoorHttp, DoorRefused } from '../../access-control/public.ts';
import { findDoorOfBranch, listDoors } from '../doors.repository.ts';
import { addDoor, MANAGE_DOORS, revokeDoor } from '../doors.service.ts';
import { SimulatedDoor, type SimulatorState } from './simulated-door.ts';

/** The name of the door the simulator issues at each branch (shown on the branch's Door keys). */
const SIMULATOR_DOOR_NAME = 'Door simulator';

type Operation = (door: SimulatedDoor) => Promise<unknown>;

/**
 * The simulated doors of this api process, one per organisation and branch. The plain key lives
 * only here (the database keeps its hash, as for every door), so a restarted process issues a new
 * one. Every operation on a branch's door runs after the previous one: the page polls while
 * buttons are pressed, and two uploads of one queue at once would drop swipes.
 */
export class DoorSimulator {
  private readonly doors = new Map<string, SimulatedDoor>();
  private readonly turns = new Map<string, Promise<unknown>>();
  private readonly http: DoorHttp;

  /** `http` reaches this api's own door routes, as a door on the network would. */
  constructor(http: DoorHttp) {
    this.http = http;
  }

  /** The door's state (issuing the door on first use), after the poll a real door would have made. */
  state(context: RequestContext, branchId: string): Promise<SimulatorState> {
    return this.run(context, branchId, async () => {});
  }

  /** Swipes what was asked: a demo card, a card number or a burst of valid cards. */
  swipe(context: RequestContext, branchId: string, swipe: SimulatorSwipe): Promise<SimulatorState> {
    return this.run(context, branchId, (door) => {
      switch (swipe.kind) {
        case 'demo':
          return door.swipeDemo(swipe.card);
        case 'card':
          return door.swipe(swipe.cardNumber);
        case 'burst':
          return door.burst(swipe.count);
      }
    });
  }

  /** Cuts the door's line to the server (online false) or gives it back. */
  setLine(context: RequestContext, branchId: string, online: boolean): Promise<SimulatorState> {
    return this.run(context, branchId, (door) => door.setLine(online));
  }

  /**
   * Authorizes (door keys' permission on that branch: the simulator issues one), then runs the
   * operation on the branch's door in its turn. A key refused by the door routes (revoked between
   * the check and the call) gets a new door and the operation once more: a refused call stored
   * nothing.
   */
  private async run(
    context: RequestContext,
    branchId: string,
    operation: Operation,
  ): Promise<SimulatorState> {
    // Not a UUID names no branch (and must not reach PostgreSQL's uuid cast).
    if (!isUuid(branchId)) throw new DomainError('BRANCH_NOT_FOUND');
    await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
      authorize(context, tx, MANAGE_DOORS, { kind: 'branch', id: branchId }),
    );
    const slot = `${context.viewer.applicationId}/${branchId}`;
    const previous = this.turns.get(slot) ?? Promise.resolve();
    const turn = previous
      .catch(() => undefined)
      .then(async () => {
        let door = await this.doorOf(context, branchId, slot);
        try {
          await door.refresh();
          await operation(door);
        } catch (error) {
          if (!(error instanceof DoorRefused)) throw error;
          door = await this.issue(context, branchId, slot, REVOKED_NOTICE);
          await door.refresh();
          await operation(door);
        }
        return door.state(branchId);
      });
    this.turns.set(slot, turn);
    try {
      return await turn;
    } finally {
      if (this.turns.get(slot) === turn) this.turns.delete(slot);
    }
  }

  /** The branch's simulated door; a new one when there is none or its key was revoked. */
  private async doorOf(context: RequestContext, branchId: string, slot: string): Promise<SimulatedDoor> {
    const door = this.doors.get(slot);
    if (!door) return this.issue(context, branchId, slot, null);
    const row = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
      findDoorOfBranch(tx, branchId, door.identity.id),
    );
    return row === null || row.revokedAt !== null
      ? this.issue(context, branchId, slot, REVOKED_NOTICE)
      : door;
  }

  /**
   * Issues the simulator's door through the doors service (a real key, stored hashed). A working
   * "Door simulator" left by an earlier run of the api has a key no one holds any more: it is
   * revoked first, so the branch keeps one.
   */
  private async issue(
    context: RequestContext,
    branchId: string,
    slot: string,
    notice: string | null,
  ): Promise<SimulatedDoor> {
    const leftover = await withTenant(context.deps.db, context.viewer.applicationId, async (tx) =>
      (await listDoors(tx, branchId)).find(
        (door) => door.revokedAt === null && door.name.toLowerCase() === SIMULATOR_DOOR_NAME.toLowerCase(),
      ),
    );
    if (leftover) await revokeDoor(context, branchId, leftover.id);
    const issued = await addDoor(context, branchId, SIMULATOR_DOOR_NAME);
    const door = new SimulatedDoor({
      identity: { id: issued.door.id, name: issued.door.name, keyPrefix: issued.door.keyPrefix },
      key: issued.key,
      http: this.http,
      notice: notice ?? (leftover ? LEFTOVER_NOTICE : null),
    });
    this.doors.set(slot, door);
    return door;
  }
}

const REVOKED_NOTICE =
  "The simulator's door key was revoked on the branch's settings page, so it issued a new one.";
const LEFTOVER_NOTICE =
  'The Door simulator door of an earlier run of the server had a key no one holds any more: it was revoked and a new key issued.';
