import { channelUrlOf, subscribeTo } from '../features/arrivals/arrivals-live.testing.ts';
import { type MatrixRow, route } from './authorization-matrix.run.ts';
import { everyone, OK } from './authorization-matrix.ts';

/**
 * The live arrivals channel (features/arrivals/arrivals-live.websocket.ts). Plain HTTP on its
 * address answers 426 to everyone; the websocket's subscribe message carries the access token
 * and is decided as getArrivals is: view-arrival at the branch, Wellington here (the front desk
 * and the relief desk hold it there; the Auckland manager and the Australian area manager do not;
 * another organisation finds no such branch).
 */
export const ARRIVALS_LIVE_ROWS: MatrixRow[] = [
  route('GET /ws/arrivals', {
    subject: 'the channel address over plain HTTP (the websocket upgrade is the next row)',
    request: async () => ({ method: 'GET', url: '/ws/arrivals' }),
    expect: everyone('HTTP 426'),
  }),
  {
    operation: 'GET /ws/arrivals',
    variant: 'websocket subscribe to new_arrival',
    subject: 'the arrivals of Wellington, live',
    expect: {
      anonymous: 'UNAUTHENTICATED',
      noRole: 'BRANCH_ACCESS_DENIED',
      frontDesk: OK,
      branchManager: 'BRANCH_ACCESS_DENIED',
      reliefDesk: OK,
      areaManager: 'BRANCH_ACCESS_DENIED',
      superAdmin: OK,
      otherAdmin: 'BRANCH_NOT_FOUND',
    },
    async run(world, actor) {
      const token = actor === 'anonymous' ? 'none' : await world.server.tokens.issue(world.viewers[actor]);
      const { client, answer } = await subscribeTo(
        await channelUrlOf(world.server.app),
        world.org.branches.wellington.id,
        token,
      );
      client.close();
      return answer.type === 'subscribed' ? OK : String(answer.code);
    },
  },
];
