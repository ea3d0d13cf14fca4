/**
 * A simulated door controller beside a running api (docs/access-control.md "Doors offline"), so
 * the live arrivals and the offline protocol can be seen without hardware:
 *
 *   npm run door:simulate -- --key door_… [--url http://localhost:3000] [--every 5] [--offline] [COMMAND …]
 *
 * The key is a door's, issued on the branch's settings page (Door keys, Add door: it is shown
 * once), or DOOR_KEY. The door downloads its branch's signed allow-list and picks its demo cards
 * from it: a member it lets in, one blocked, one suspended, and a made-up unknown card. Commands
 * (on the command line, then typed on stdin):
 *
 *   valid | blocked | suspended | unknown   swipe that demo card
 *   burst [N]                               N valid swipes at once (10)
 *   off | on                                cut the line to the server / give it back (then upload)
 *   status                                  online flag, list version and size, queued swipes
 *   <card number>                           swipe that card
 *
 * With --every S it also swipes the next demo card every S seconds; --offline starts cut off.
 * The door polls the list every 10 s (ALLOW_LIST_POLL_SECONDS) and uploads what it decided alone.
 */
import { pathToFileURL } from 'node:url';
import { ALLOW_LIST_POLL_SECONDS } from '../apps/server/src/features/access-control/door-controller/door-protocol.ts';
import {
  type CuttableTransport,
  cuttableTransport,
} from '../apps/server/src/features/access-control/door-controller/door-sandbox/cuttable-transport.ts';
import {
  type DemoCard,
  demoCards,
  pickDemoCard,
} from '../apps/server/src/features/access-control/door-controller/door-sandbox/demo-cards.ts';
import {
  fetchDoorHttp,
  httpDoorTransport,
} from '../apps/server/src/features/access-control/door-controller/door-sandbox/http-door-transport.ts';
import {
  type DoorDecision,
  SandboxDoor,
} from '../apps/server/src/features/access-control/door-controller/door-sandbox/sandbox-door.ts';

const DEMO_ROTATION: readonly DemoCard[] = ['valid', 'valid', 'blocked', 'valid', 'suspended', 'unknown'];

export interface DoorSimulation {
  door: SandboxDoor;
  line: CuttableTransport;
  /** Runs one command; resolves to the lines it printed. */
  run(command: string): Promise<string[]>;
}

export function doorSimulation(door: SandboxDoor, line: CuttableTransport): DoorSimulation {
  let cards: Record<DemoCard, string[]> | null = null;
  let listVersion: string | null = null;
  /** One card of the kind, at random; the cards are picked again when the list changes. */
  const demo = (kind: DemoCard): string | null => {
    if (cards === null || listVersion !== door.listVersion) {
      cards = demoCards(door.cards);
      listVersion = door.listVersion;
    }
    return pickDemoCard(cards, kind);
  };
  const describe = (card: string, decision: DoorDecision) =>
    `${new Date().toISOString().slice(11, 19)} ${card} ${
      decision.granted
        ? `granted${decision.firstName ? ` (${decision.firstName})` : ''}`
        : `denied: ${decision.reason?.text ?? 'no reason'}`
    } [${decision.offline ? `offline, ${door.queue.length} queued` : 'online'}]`;
  const swipe = async (card: string) => describe(card, await door.swipe(card));
  return {
    door,
    line,
    async run(raw) {
      const [command = '', argument] = raw.trim().split(/\s+/);
      if (command === '') return [];
      if (command === 'valid' || command === 'blocked' || command === 'suspended' || command === 'unknown') {
        const card = demo(command);
        return [card ? await swipe(card) : `The door's list has no ${command} card at this branch`];
      }
      if (command === 'burst') {
        const card = demo('valid');
        if (!card) return ["The door's list has no valid card at this branch"];
        const count = Math.min(Math.max(Number(argument ?? 10) || 10, 1), 500);
        return Promise.all(Array.from({ length: count }, () => swipe(card)));
      }
      if (command === 'off') {
        line.cut();
        return ['The line to the server is cut: the door decides from its list'];
      }
      if (command === 'on') {
        line.restore();
        const before = door.queue.length;
        const reached = await door.sync();
        return [reached ? `Back online: ${before} swipes uploaded` : 'The server still cannot be reached'];
      }
      if (command === 'status') {
        return [
          `${door.online ? 'online' : 'offline'}, list ${door.listVersion ?? 'none'} (${door.cards.length} cards), ${door.queue.length} queued, ${door.rejected.length} rejected`,
        ];
      }
      return [await swipe(command)];
    },
  };
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const key = argValue(args, '--key') ?? process.env.DOOR_KEY;
  const url = argValue(args, '--url') ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const every = Number(argValue(args, '--every') ?? 0);
  const startOffline = args.includes('--offline');
  const commands = args.filter((arg) => arg !== '--offline');
  const print = (lines: string[]) => {
    for (const line of lines) process.stdout.write(`${line}\n`);
  };
  if (!key) {
    print([
      'A door key is needed: add a door on the branch settings page (Door keys) and pass --key door_… or DOOR_KEY.',
    ]);
    process.exit(2);
  }
  const line = cuttableTransport(httpDoorTransport(fetchDoorHttp(url), key));
  const door = new SandboxDoor({ transport: line.transport });
  const simulation = doorSimulation(door, line);
  let reached: boolean;
  try {
    reached = await door.sync();
  } catch (error) {
    // A refused key (revoked, mistyped) is not an outage: say so and stop.
    print([`The server refused the door: ${error instanceof Error ? error.message : String(error)}`]);
    process.exit(1);
  }
  print([
    reached
      ? `Door simulator on ${url}: list ${door.listVersion} with ${door.cards.length} cards. Type a command (valid, blocked, suspended, unknown, burst, off, on, status) or a card number.`
      : `The server at ${url} cannot be reached; the door has no list yet and will keep trying every ${ALLOW_LIST_POLL_SECONDS} s.`,
  ]);
  // One command at a time, in the order given (a burst's swipes still go out together).
  let chain = Promise.resolve();
  const enqueue = (command: string) => {
    chain = chain
      .then(() => simulation.run(command))
      .then(print, (error: unknown) => print([error instanceof Error ? error.message : String(error)]));
    return chain;
  };
  if (startOffline) await enqueue('off');
  for (const command of commands) await enqueue(command);

  const poll = setInterval(() => {
    if (line.isCut) return;
    chain = chain.then(async () => {
      const queued = door.queue.length;
      if ((await door.sync().catch(() => false)) && queued > 0)
        print([`Uploaded ${queued} swipes decided offline`]);
    });
  }, ALLOW_LIST_POLL_SECONDS * 1000);
  let turn = 0;
  const auto =
    every > 0
      ? setInterval(() => {
          const kind = DEMO_ROTATION[turn % DEMO_ROTATION.length] ?? 'valid';
          turn += 1;
          void enqueue(kind);
        }, every * 1000)
      : null;

  process.stdin.setEncoding('utf8');
  let buffered = '';
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const command of lines) void enqueue(command);
  });
  const stop = () => {
    clearInterval(poll);
    if (auto) clearInterval(auto);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
