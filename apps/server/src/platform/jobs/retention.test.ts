import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createBoss, ensureQueues, JOB_DELETE_AFTER_SECONDS, JOB_RETENTION_SECONDS } from './job-queue.ts';

let db: TestDatabase;
let boss: PgBoss;
beforeAll(async () => {
  db = await createTestDatabase();
  boss = createBoss(db.ownerUrl, 'api');
  boss.on('error', () => {});
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await db.drop();
});

describe('job retention', () => {
  it('keeps finished jobs 14 days and unstarted ones 7, on new queues and on queues made before', async () => {
    // A queue as an earlier version made it: pg-boss's defaults (7 and 14 days).
    await boss.createQueue('retention-old', { notify: true });
    await ensureQueues(boss, ['retention-old', 'retention-new']);
    const queues = await boss.getQueues(['retention-old', 'retention-new']);
    expect(queues).toHaveLength(2);
    for (const queue of queues) {
      expect(queue.deleteAfterSeconds).toBe(JOB_DELETE_AFTER_SECONDS);
      expect(queue.retentionSeconds).toBe(JOB_RETENTION_SECONDS);
    }
    expect(JOB_DELETE_AFTER_SECONDS).toBe(14 * 24 * 3600);
    // A job sent now carries its queue's rules.
    await boss.send('retention-new', {});
    const { rows } = await db.pools.owner.query<{ deletion_seconds: number; keep_days: number }>(
      `select deletion_seconds, round(extract(epoch from keep_until - start_after) / 86400)::int as keep_days
         from pgboss.job where name = 'retention-new'`,
    );
    expect(rows).toEqual([{ deletion_seconds: JOB_DELETE_AFTER_SECONDS, keep_days: 7 }]);
  });
});
