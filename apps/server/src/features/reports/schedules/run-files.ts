import type { FileStorage } from '../../../platform/files/file-storage.ts';

/**
 * Deletes the stored files of deleted runs, once the delete has committed (a file deleted first
 * would be gone from a run that a failed delete keeps). Best effort, as an attachment's file: one
 * that cannot be deleted does not stop the others or fail the delete the user asked for.
 */
export async function deleteRunFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}
