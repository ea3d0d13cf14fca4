import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** How often the watcher looks: fine enough that it adds little to a ticket → OK figure. */
const WATCH_INTERVAL_MS = 10;

export interface SettledTicket {
  status: 'OK' | 'ERROR';
  /** performance.now() when the watcher first saw the status. */
  seenAt: number;
}

/**
 * Watches async-operation tickets until they have a status, with one query for all of them every
 * 10 ms (through the owner connection, so the bench's watching is not the web's polling load).
 */
export class TicketWatcher {
  readonly #pending = new Map<string, (settled: SettledTicket) => void>();
  readonly #pool: pg.Pool;
  #timer: NodeJS.Timeout | undefined;
  #failure: Error | undefined;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  settled(ticketId: string): Promise<SettledTicket> {
    if (this.#failure) return Promise.reject(this.#failure);
    const settled = new Promise<SettledTicket>((resolve) => this.#pending.set(ticketId, resolve));
    this.#schedule();
    return settled;
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(): void {
    if (this.#timer || this.#pending.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#look().then(
        () => {
          this.#timer = undefined;
          this.#schedule();
        },
        (error: unknown) => {
          this.#failure = error instanceof Error ? error : new Error(String(error));
        },
      );
    }, WATCH_INTERVAL_MS);
  }

  async #look(): Promise<void> {
    const { rows } = await this.#pool.query<{ id: string; status: 'OK' | 'ERROR' }>(
      'select id, status from async_operations where id = any($1) and status is not null',
      [[...this.#pending.keys()]],
    );
    const seenAt = performance.now();
    for (const row of rows) {
      this.#pending.get(row.id)?.({ status: row.status, seenAt });
      this.#pending.delete(row.id);
    }
  }
}
