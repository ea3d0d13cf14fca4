import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { seedDemoTemplateOnce } from '../testing/demo-template.ts';
import { TEMPLATE_DATABASES } from '../testing/test-constants.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: inject('testClusterUrl') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await admin.end();
  }
}

describe('the demo template (seeded on first use, once per run)', () => {
  it('is seeded by one of two workers asking at once, and a clone of it holds the demo organisations', {
    timeout: 120_000,
  }, async () => {
    // What the two test workers do when each first needs it (each process remembers its answer).
    const answers = await Promise.all([
      seedDemoTemplateOnce(inject('testClusterUrl'), inject('seededFilesDir')),
      seedDemoTemplateOnce(inject('testClusterUrl'), inject('seededFilesDir')),
    ]);
    // Seeded by at most one (none when a file before this one already had it seeded).
    expect(answers.filter((answer) => answer === 'seeded').length).toBeLessThanOrEqual(1);
    expect(answers).toContain('found');
    expect(await databaseExists(TEMPLATE_DATABASES.demo)).toBe(true);

    const db = await createTestDatabase({ template: 'demo' });
    try {
      const { rows } = await db.pools.owner.query<{ domain: string }>(
        'select domain from applications order by domain',
      );
      expect(rows.map((row) => row.domain)).toEqual(
        DEMO_ORGANISATIONS.map((organisation) => organisation.domain).sort(),
      );
    } finally {
      await db.drop();
    }
  });
});
