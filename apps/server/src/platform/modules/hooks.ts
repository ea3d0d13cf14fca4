import type { Transaction } from '../db/client.ts';

/**
 * A hook: a lower feature announces what happened, inside its own transaction, and the features
 * above it act on it. Features form a tree (docs/ARCHITECTURE-NOTES.md "Feature floors"): a
 * feature imports only features on lower floors, so a lower one must not call up. Instead it
 * declares a hook (`defineHook`, exported through its `public.ts`) and announces it; a higher
 * feature, which may import the lower one, contributes a handler through its module's `hooks`
 * (feature-module.ts), and the assembly of the module list installs the handlers.
 *
 * Handlers run in the announcer's transaction, one after another in the module list's order, and
 * the announcement waits for them: what they write commits or rolls back with what was announced,
 * and a handler's error fails the announcer as one of its own statements would.
 */
export interface Hook<Event> {
  /** Names the hook in errors and in the modules' declarations. */
  readonly name: string;
  /** The handler a higher feature lists in its module's `hooks`. */
  handledBy(handle: HookHandle<Event>): HookHandler;
  /** Runs every installed handler in `tx`. */
  announce(tx: Transaction, event: Event): Promise<void>;
}

type HookHandle<Event> = (tx: Transaction, event: Event) => Promise<void>;

/** A handler with its event type erased, so a module's handlers of different hooks share one list. */
export interface HookHandler {
  /** The hook it handles. */
  readonly hook: string;
  /** Adds the handler to its hook; returns its removal. */
  attach(): () => void;
}

/**
 * The removals of the installed handlers; null until the module list is installed. Announcing
 * before that is a wiring mistake (a process or a test that never imported features.ts), and it
 * fails loudly rather than skipping work a higher feature owes, such as refreshing overdue tags.
 */
let installed: (() => void)[] | null = null;

export function defineHook<Event>(name: string): Hook<Event> {
  let handlers: readonly { handle: HookHandle<Event> }[] = [];
  return {
    name,
    handledBy: (handle) => ({
      hook: name,
      attach: () => {
        // Its own entry, so the same function handling twice is removed once per attachment.
        const entry = { handle };
        handlers = [...handlers, entry];
        return () => {
          handlers = handlers.filter((candidate) => candidate !== entry);
        };
      },
    }),
    async announce(tx, event) {
      if (installed === null)
        throw new Error(
          `The hook '${name}' was announced before the module list was installed (features.ts)`,
        );
      for (const { handle } of handlers) await handle(tx, event);
    },
  };
}

/** Installs the assembled modules' handlers, replacing any installed before. */
export function installHookHandlers(handlers: readonly HookHandler[]): void {
  for (const detach of installed ?? []) detach();
  installed = handlers.map((handler) => handler.attach());
}
