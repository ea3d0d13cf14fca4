import type pg from 'pg';
import type { Transaction } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import { temporaryFiles } from './temporary-files.table.ts';

/** How long a generated file is kept: well past its download address's 10 minutes. */
const TEMPORARY_FILE_LIFETIME_MS = 60 * 60 * 1000;
/** Files deleted per round trip, so one run never holds a long transaction. */
const PURGE_BATCH = 200;

/** Records a generated file for deletion once it has expired; call in the tenant's transaction. */
export async function recordTemporaryFile(
  tx: Transaction,
  file: { applicationId: string; storageKey: string },
  now = new Date(),
): Promise<void> {
  await tx.insert(temporaryFiles).values({
    ...file,
    expiresAt: new Date(now.getTime() + TEMPORARY_FILE_LIFETIME_MS),
  });
}

/**
 * Deletes every expired temporary file of every organisation: the object first, then its row,
 * so a crash in between leaves a row whose next purge deletes a missing object (not an error).
 * Runs as the owner (a platform job across tenants, like pg-boss itself). Returns how many went.
 */
export async function purgeExpiredTemporaryFiles(
  owner: pg.Pool,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  let purged = 0;
  for (;;) {
    const { rows } = await owner.query<{ application_id: string; storage_key: string }>(
      `SELECT application_id, storage_key FROM temporary_files
        WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2`,
      [now, PURGE_BATCH],
    );
    for (const row of rows) {
      await storage.delete(row.storage_key);
      await owner.query('DELETE FROM temporary_files WHERE application_id = $1 AND storage_key = $2', [
        row.application_id,
        row.storage_key,
      ]);
      purged += 1;
    }
    if (rows.length < PURGE_BATCH) return purged;
  }
}
