import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { persons } from './persons.table.ts';

/**
 * Points the person's profile image at `key`. Answers the key it replaced (null when there was
 * no image), or undefined when the person does not exist.
 */
export async function replaceImageKey(
  tx: Transaction,
  personId: string,
  key: string,
): Promise<{ previous: string | null } | undefined> {
  const [current] = await tx
    .select({ imageKey: persons.imageKey })
    .from(persons)
    .where(eq(persons.id, personId))
    .for('update');
  if (!current) return undefined;
  await tx.update(persons).set({ imageKey: key, updatedAt: sql`now()` }).where(eq(persons.id, personId));
  return { previous: current.imageKey };
}
