import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  checkAttachmentFileName,
  decodeEscapedUnicode,
} from '@clubline/domain';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import { type UploadHandler, UploadRejectedError } from '../../../platform/files/files.rest.ts';
import type { Dependencies, RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../persons/persons.service.ts';
import {
  deleteAbandonedUploads,
  deleteAttachment,
  findAttachment,
  findAttachmentById,
  insertAttachment,
  listReadyAttachments,
  markAttachmentReady,
} from './attachments.repository.ts';

const ATTACHMENT_UPLOAD_PURPOSE = 'attachment';

/** An upload URL that was never used is forgotten after a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Spec 2 §3 "Attachment", the file name decoded for display. */
export interface AttachmentView {
  id: string;
  fileName: string;
  uploadedAt: Date;
  /** Who uploaded it; identity resolves the person behind the account. */
  uploadedByUserId: string | null;
}

/** Where an attachment's file is kept; the demo seed stores its files under the same keys. */
export const storageKeyOf = (applicationId: string, personId: string, attachmentId: string) =>
  `${applicationId}/persons/${personId}/attachments/${attachmentId}`;

/** Spec 2 getUserAttachments: the uploaded files of a person, newest first; view-member. */
export async function getUserAttachments(
  context: RequestContext,
  personId: string,
): Promise<AttachmentView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    const rows = await listReadyAttachments(tx, personId);
    return rows.map((row) => ({
      id: row.id,
      fileName: decodeEscapedUnicode(row.fileName),
      uploadedAt: row.uploadedAt ?? row.createdAt,
      uploadedByUserId: row.uploadedByUserId,
    }));
  });
}

/**
 * Spec 2 getUrlForAttachmentUpload: checks the name's type, reserves a PENDING attachment and
 * answers a signed PUT address (10 minutes). The bytes decide the stored type: the upload is
 * refused unless its content is what the extension says. `contentType` (the browser's claim) is
 * not trusted and not used. Needs manage-member on the person's home branch.
 */
export async function getUrlForAttachmentUpload(
  context: RequestContext,
  personId: string,
  rawFileName: string,
  _contentType: string,
): Promise<string> {
  const checked = checkAttachmentFileName(rawFileName);
  if (!checked.ok) {
    if (checked.reason === 'incorrectFileType') throw new DomainError('INCORRECT_FILE_TYPE');
    throw new ValidationError({ fileName: checked.message });
  }
  const { applicationId, userId } = context.viewer;
  const { files } = context.deps;
  const { attachment, abandoned } = await withTenant(context.deps.db, applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    const abandoned = await deleteAbandonedUploads(tx, personId, new Date(Date.now() - ABANDONED_AFTER_MS));
    const id = randomUUID();
    const attachment = await insertAttachment(tx, {
      id,
      applicationId,
      personId,
      fileName: checked.fileName,
      storageKey: storageKeyOf(applicationId, personId, id),
      status: 'PENDING',
      uploadedByUserId: userId,
    });
    return { attachment, abandoned };
  });
  await Promise.all(abandoned.map((key) => files.storage.delete(key).catch(() => {})));
  return files.urls.uploadUrl({
    purpose: ATTACHMENT_UPLOAD_PURPOSE,
    applicationId,
    subjectId: attachment.id,
    key: attachment.storageKey,
    fileName: checked.fileName,
    accept: [ATTACHMENT_CONTENT_TYPES[checked.extension]],
    maxBytes: ATTACHMENT_MAX_BYTES,
  });
}

/** Spec 2 getUrlForAttachmentDownload: a signed GET address (10 minutes) under the file's name; view-member. */
export async function getUrlForAttachmentDownload(
  context: RequestContext,
  personId: string,
  attachmentId: string,
): Promise<string> {
  const { applicationId } = context.viewer;
  const attachment = await withTenant(context.deps.db, applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    return findAttachment(tx, personId, attachmentId);
  });
  if (attachment?.status !== 'READY') throw new DomainError('ATTACHMENT_NOT_FOUND');
  return context.deps.files.urls.downloadUrl({
    applicationId,
    key: attachment.storageKey,
    fileName: decodeEscapedUnicode(attachment.fileName),
  });
}

/** Spec 2 removeAttachment: deletes the record, then the stored file; manage-member. */
export async function removeAttachment(
  context: RequestContext,
  personId: string,
  attachmentId: string,
): Promise<boolean> {
  const key = await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    return deleteAttachment(tx, personId, attachmentId);
  });
  if (!key) throw new DomainError('ATTACHMENT_NOT_FOUND');
  // The record is gone, so the file is unreachable; a failed delete only leaves an orphan behind.
  await context.deps.files.storage.delete(key).catch(() => {});
  return true;
}

/**
 * Completes attachment uploads (PUT /files/<token>): the attachment must still be PENDING before
 * the bytes are stored, and becomes READY with the detected type and size.
 */
export function attachmentUploadHandler(deps: Dependencies): UploadHandler {
  const gone = () => new UploadRejectedError(410, 'ATTACHMENT_NOT_FOUND');
  const used = () => new UploadRejectedError(409, 'UPLOAD_ALREADY_COMPLETED');
  return {
    purpose: ATTACHMENT_UPLOAD_PURPOSE,
    incorrectType: 'INCORRECT_FILE_TYPE',
    tooLarge: 'FILE_TOO_LARGE',
    async prepare(grant) {
      const attachment = await withTenant(deps.db, grant.applicationId, (tx) =>
        findAttachmentById(tx, grant.subjectId),
      );
      if (!attachment) throw gone();
      if (attachment.status !== 'PENDING') throw used();
    },
    async complete(upload) {
      const exists = await withTenant(deps.db, upload.applicationId, async (tx) => {
        const change = { contentType: upload.contentType, sizeBytes: upload.sizeBytes };
        if (await markAttachmentReady(tx, upload.subjectId, change)) return true;
        // Already READY: a concurrent PUT of the same address won; the stored file is of the same
        // grant, so it stays (deleting it would take the READY attachment's file away).
        return (await findAttachmentById(tx, upload.subjectId)) !== undefined;
      });
      if (!exists) throw gone();
    },
  };
}
