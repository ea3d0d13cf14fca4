import { expect, it } from 'vitest';
import { cuttableTransport } from '../apps/server/src/features/access-control/door-controller/door-sandbox/cuttable-transport.ts';
import { demoCards } from '../apps/server/src/features/access-control/door-controller/door-sandbox/demo-cards.ts';
import { DoorUnreachable } from '../apps/server/src/features/access-control/door-controller/door-sandbox/door-transport.ts';
import { SandboxDoor } from '../apps/server/src/features/access-control/door-controller/door-sandbox/sandbox-door.ts';
import { doorSimulation } from './door-simulator.ts';

const unreachable = () => Promise.reject(new DoorUnreachable('no server'));

it('picks its demo cards from the allow-list by what the server said of each', () => {
  const entry = (cardNumber: string, granted: boolean, code: string | null) => ({
    cardNumber,
    personId: cardNumber,
    firstName: cardNumber,
    granted,
    until: granted ? '2030-01-01T00:00:00Z' : null,
    membershipId: null,
    visitsLeft: null,
    reason: code ? { code, text: code } : null,
    reasonAfter: null,
  });
  const cards = demoCards([
    entry('SUSP1', false, 'MEMBERSHIP_SUSPENDED'),
    entry('OK1', true, null),
    entry('BLOCK1', false, 'MEMBERSHIP_BLOCKED_OVERDUE'),
  ]);
  expect(cards).toMatchObject({ valid: ['OK1'], blocked: ['BLOCK1'], suspended: ['SUSP1'] });
  expect(cards.unknown[0]).toMatch(/^SIMUNKNOWN\d{6}$/);
});

it('keeps deciding and queueing while the server cannot be reached, and says so', async () => {
  const line = cuttableTransport({
    swipe: unreachable,
    allowList: unreachable,
    uploadOffline: unreachable,
    signingKeys: unreachable,
  });
  const simulation = doorSimulation(new SandboxDoor({ transport: line.transport }), line);
  expect(await simulation.run('off')).toEqual([
    'The line to the server is cut: the door decides from its list',
  ]);
  expect(await simulation.run('valid')).toEqual(["The door's list has no valid card at this branch"]);
  const [swiped] = await simulation.run('C0FFEE');
  expect(swiped).toMatch(/C0FFEE denied: The door has no list to decide from \[offline, 1 queued\]$/);
  expect(await simulation.run('status')).toEqual(['offline, list none (0 cards), 1 queued, 0 rejected']);
  expect(await simulation.run('on')).toEqual(['The server still cannot be reached']);
});
