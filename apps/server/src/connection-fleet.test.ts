import { describe, expect, it } from 'vitest';
import { modules } from './features.ts';
import { loadConfig } from './platform/config.ts';
import { connectionsNeeded } from './platform/db/connection-budget.ts';
import { perProcessConnections } from './runtime.ts';

/**
 * The container check (`npm run image:test`) runs two apis and two workers with the default pool
 * against a PostgreSQL of max_connections 200 (3 reserved), as a small deployment would, and the
 * start refuses a fleet that would not fit (docs/operations.md "Sizing"). Every job a worker may
 * hold in flight reserves a connection, so a new queue or more concurrency can push that fleet
 * over: found here in the unit suite, not only by the image build at the end of CI.
 */
describe('the container check’s fleet', () => {
  it('fits in max_connections 200: two apis and two workers, pools full', () => {
    const config = loadConfig({});
    const needed = connectionsNeeded({
      apiReplicas: 2,
      workerReplicas: 2,
      perProcess: perProcessConnections(config, modules.jobs),
    });
    expect(needed).toBeLessThanOrEqual(200 - 3);
  });
});
