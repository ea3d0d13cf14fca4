import { hashPassword } from '../features/identity/public.ts';
import { findApplicationByDomain } from '../features/organisation/public.ts';
import { modules } from '../features.ts';
import type { Database, DatabasePool } from '../platform/db/client.ts';
import { withTenant } from '../platform/db/tenant.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import type { DemoOrganisation, DemoSeedContext } from '../platform/modules/demo-plan.ts';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from './demo-data.ts';

/**
 * Seeds the demo organisations that do not exist yet. Each organisation is written in one
 * transaction through the api role (so RLS checks every row) by the modules' seed steps, in the
 * order the module list gives them (`modules.seedSteps`: each after the modules it names), and
 * skipped when its domain is already taken: running the seed twice changes nothing. The files of
 * the demo attachments go to `storage`, the store the api serves downloads from; with
 * `sandboxPool`, the billing sandboxes learn the demo customers (memberships.seed.ts).
 */
export async function seedDemo(
  db: Database,
  storage: FileStorage,
  options: { now?: Date; sandboxPool?: DatabasePool } = {},
): Promise<{ created: string[] }> {
  const now = options.now ?? new Date();
  const created: string[] = [];
  // Members' visits are laid out over the 24 months before the start of the seeding day.
  const anchor = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const missing: DemoOrganisation[] = [];
  for (const organisation of DEMO_ORGANISATIONS) {
    if (!(await findApplicationByDomain(db, organisation.domain))) missing.push(organisation);
  }
  if (missing.length === 0) return { created };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const organisation of missing) {
    // One context per organisation: steps may keep what they derive from it (members' visits).
    const demo: DemoSeedContext = {
      organisation,
      tenantNumber: Number.parseInt(organisation.id.slice(0, 8), 16),
      anchor,
      now,
      passwordHash,
      storage,
      sandboxPool: options.sandboxPool ?? null,
    };
    await withTenant(db, organisation.id, async (tx) => {
      for (const step of modules.seedSteps) await step.run(tx, demo);
    });
    created.push(organisation.domain);
  }
  return { created };
}
