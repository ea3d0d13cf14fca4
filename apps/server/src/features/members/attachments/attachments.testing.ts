import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../../platform/db/client.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { given, nextInTenant } from '../../../testing/builder-support.ts';
import { fixtures } from '../../../testing/file-fixtures.ts';
import { type AttachmentInsert, type AttachmentRow, insertAttachment } from './attachments.repository.ts';
import { storageKeyOf } from './attachments.service.ts';

export type AttachmentOverrides = Partial<Omit<AttachmentInsert, 'applicationId' | 'personId'>> & {
  personId: string;
  /**
   * Where to store the file's bytes (e.g. `server.deps.files.storage`), so downloads work; the
   * bytes are a small PDF unless given. Without it only the row is made.
   */
  file?: { storage: FileStorage; bytes?: Buffer };
};

/**
 * Test builder: an uploaded (READY) attachment of a person, under the key a real upload gets.
 * Defaults: `Document <n>.pdf`, application/pdf, uploaded now by no one in particular.
 */
export async function makeAttachment(
  tx: Transaction,
  overrides: AttachmentOverrides,
): Promise<AttachmentRow> {
  const { file, ...fields } = overrides;
  const { applicationId, n } = await nextInTenant(tx, 'attachment');
  const id = fields.id ?? randomUUID();
  const bytes = file?.bytes ?? fixtures.pdf;
  const contentType = given(fields.contentType, 'application/pdf');
  const storageKey = fields.storageKey ?? storageKeyOf(applicationId, fields.personId, id);
  const status = fields.status ?? 'READY';
  if (file) {
    async function* body() {
      yield bytes;
    }
    await file.storage.put(storageKey, body(), {
      maxBytes: bytes.length,
      contentType: contentType ?? 'application/octet-stream',
    });
  }
  return insertAttachment(tx, {
    ...fields,
    id,
    applicationId,
    fileName: fields.fileName ?? `Document ${n}.pdf`,
    storageKey,
    contentType,
    status,
    sizeBytes: given(fields.sizeBytes, status === 'READY' ? bytes.length : null),
    uploadedAt: given(fields.uploadedAt, status === 'READY' ? new Date() : null),
  });
}
