import { randomUUID } from 'node:crypto';
import {
  isAllowedProfileImageContentType,
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import type { Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { DomainError } from '../errors/errors.ts';
import type { Dependencies, RequestContext } from '../graphql/context.ts';
import { type UploadHandler, UploadRejectedError } from './files.rest.ts';

/** Downloads are named this, with the extension of the stored image's type. */
const DOWNLOAD_NAME = 'profile-image';

/**
 * How one kind of person image (a member's profile image, a staff member's photo) is guarded and
 * stored: its upload purpose, who may change it and who may see it (each throws when the viewer
 * may not), and the person's image key, read and replaced. The flow itself is the same for both.
 */
export interface PersonImageKind {
  purpose: string;
  requireManage(context: RequestContext, tx: Transaction, personId: string): Promise<unknown>;
  requireView(
    context: RequestContext,
    tx: Transaction,
    personId: string,
  ): Promise<{ imageKey: string | null }>;
  find(tx: Transaction, personId: string): Promise<{ imageKey: string | null } | undefined>;
  replace(tx: Transaction, personId: string, key: string): Promise<{ previous: string | null } | undefined>;
}

/**
 * A signed PUT address (10 minutes) for a jpg, png or gif of at most 5 MB; the bytes must be one of
 * those whatever the claimed type. Each address writes a new object, so the current image stays
 * until the new one has arrived.
 */
export async function personImageUploadUrl(
  kind: PersonImageKind,
  context: RequestContext,
  personId: string,
  contentType: string,
): Promise<string> {
  if (!isAllowedProfileImageContentType(contentType)) throw new DomainError('INCORRECT_IMAGE_TYPE');
  const { applicationId } = context.viewer;
  await withTenant(context.deps.db, applicationId, (tx) => kind.requireManage(context, tx, personId));
  return context.deps.files.urls.uploadUrl({
    purpose: kind.purpose,
    applicationId,
    subjectId: personId,
    key: `${applicationId}/persons/${personId}/image-${randomUUID()}`,
    fileName: DOWNLOAD_NAME,
    accept: [...PROFILE_IMAGE_CONTENT_TYPES],
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
  });
}

/** A signed GET address (10 minutes) of the person's image, or null without one. */
export async function personImageDownloadUrl(
  kind: PersonImageKind,
  context: RequestContext,
  personId: string,
): Promise<string | null> {
  const { applicationId } = context.viewer;
  const person = await withTenant(context.deps.db, applicationId, (tx) =>
    kind.requireView(context, tx, personId),
  );
  if (!person.imageKey) return null;
  return context.deps.files.urls.downloadUrl({
    applicationId,
    key: person.imageKey,
    fileName: DOWNLOAD_NAME,
  });
}

/** Completes the uploads: the person's image key moves to the new object and the previous one goes. */
export function personImageUploadHandler(kind: PersonImageKind, deps: Dependencies): UploadHandler {
  const gone = () => new UploadRejectedError(410, 'MEMBER_NOT_FOUND');
  return {
    purpose: kind.purpose,
    incorrectType: 'INCORRECT_IMAGE_TYPE',
    tooLarge: 'IMAGE_TOO_LARGE',
    async prepare(grant) {
      const person = await withTenant(deps.db, grant.applicationId, (tx) => kind.find(tx, grant.subjectId));
      if (!person) throw gone();
      if (person.imageKey === grant.key) throw new UploadRejectedError(409, 'UPLOAD_ALREADY_COMPLETED');
    },
    async complete(upload) {
      const replaced = await withTenant(deps.db, upload.applicationId, (tx) =>
        kind.replace(tx, upload.subjectId, upload.key),
      );
      if (!replaced) throw gone();
      if (replaced.previous && replaced.previous !== upload.key) {
        await deps.files.storage.delete(replaced.previous).catch(() => {});
      }
    },
  };
}
