import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { attachments } from './attachments.table.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

export async function insertAttachment(
  tx: Transaction,
  row: typeof attachments.$inferInsert,
): Promise<AttachmentRow> {
  const [inserted] = await tx.insert(attachments).values(row).returning();
  if (!inserted) throw new Error('Attachment insert returned no row');
  return inserted;
}

export type AttachmentInsert = typeof attachments.$inferInsert;

/** Bulk insert (seed): multi-row statements of at most 1000 rows, well under the parameter limit. */
export async function insertAttachments(tx: Transaction, rows: readonly AttachmentInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(attachments).values(rows.slice(start, start + 1000));
  }
}

/** A person's uploaded attachments, newest first (PENDING ones are still on their way). */
export async function listReadyAttachments(tx: Transaction, personId: string): Promise<AttachmentRow[]> {
  return tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.personId, personId), eq(attachments.status, 'READY')))
    .orderBy(desc(attachments.uploadedAt), desc(attachments.id));
}

export async function findAttachment(
  tx: Transaction,
  personId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.personId, personId)));
  return row;
}

export async function findAttachmentById(tx: Transaction, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await tx.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

/** PENDING → READY with what the upload turned out to be; false when it is not PENDING (any more). */
export async function markAttachmentReady(
  tx: Transaction,
  id: string,
  upload: { contentType: string; sizeBytes: number },
): Promise<boolean> {
  const updated = await tx
    .update(attachments)
    .set({
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      status: 'READY',
      uploadedAt: sql`now()`,
    })
    .where(and(eq(attachments.id, id), eq(attachments.status, 'PENDING')))
    .returning({ id: attachments.id });
  return updated.length > 0;
}

/** Deletes the attachment; its storage key, or undefined when there was none. */
export async function deleteAttachment(
  tx: Transaction,
  personId: string,
  id: string,
): Promise<string | undefined> {
  const [deleted] = await tx
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.personId, personId)))
    .returning({ storageKey: attachments.storageKey });
  return deleted?.storageKey;
}

/** Deletes a person's uploads that never arrived (PENDING since before `before`); their keys. */
export async function deleteAbandonedUploads(
  tx: Transaction,
  personId: string,
  before: Date,
): Promise<string[]> {
  const deleted = await tx
    .delete(attachments)
    .where(
      and(
        eq(attachments.personId, personId),
        eq(attachments.status, 'PENDING'),
        lt(attachments.createdAt, before),
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  return deleted.map((row) => row.storageKey);
}
