import { randomUUID } from 'node:crypto';
import {
  isAllowedProfileImageContentType,
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { type UploadHandler, UploadRejectedError } from '../../../platform/files/files.rest.ts';
import type { Dependencies, RequestContext } from '../../../platform/graphql/context.ts';
import { findPersonInTransaction, requirePersonAccess } from './persons.service.ts';
import { replaceImageKey } from './profile-image.repository.ts';

export const PROFILE_IMAGE_UPLOAD_PURPOSE = 'profile-image';
/** Downloads are named this, with the extension of the stored image's type. */
const DOWNLOAD_NAME = 'profile-image';

/**
 * Spec 2 getUrlForUserPicUpload: a signed PUT address (10 minutes) for a jpg, png or gif of at
 * most 5 MB; the bytes must be one of those whatever the claimed type. Each address writes a new
 * object, so the current image stays until the new one has arrived. Needs manage-member.
 */
export async function getUrlForUserPicUpload(
  context: RequestContext,
  personId: string,
  contentType: string,
): Promise<string> {
  if (!isAllowedProfileImageContentType(contentType)) {
    throw new DomainError('INCORRECT_IMAGE_TYPE');
  }
  const { applicationId } = context.viewer;
  await withTenant(context.deps.db, applicationId, (tx) =>
    requirePersonAccess(context, tx, personId, 'manage-member'),
  );
  return context.deps.files.urls.uploadUrl({
    purpose: PROFILE_IMAGE_UPLOAD_PURPOSE,
    applicationId,
    subjectId: personId,
    key: `${applicationId}/persons/${personId}/image-${randomUUID()}`,
    fileName: DOWNLOAD_NAME,
    accept: [...PROFILE_IMAGE_CONTENT_TYPES],
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
  });
}

/** Spec 2 getUrlForUserPicDownload: a signed GET address (10 minutes), or null without an image; view-member. */
export async function getUrlForUserPicDownload(
  context: RequestContext,
  personId: string,
): Promise<string | null> {
  const { applicationId } = context.viewer;
  const person = await withTenant(context.deps.db, applicationId, (tx) =>
    requirePersonAccess(context, tx, personId, 'view-member'),
  );
  if (!person.imageKey) return null;
  return context.deps.files.urls.downloadUrl({
    applicationId,
    key: person.imageKey,
    fileName: DOWNLOAD_NAME,
  });
}

/**
 * Completes profile image uploads: the person's imageKey (hasImage) moves to the new object and
 * the previous image is deleted.
 */
export function profileImageUploadHandler(deps: Dependencies): UploadHandler {
  const gone = () => new UploadRejectedError(410, 'MEMBER_NOT_FOUND');
  return {
    purpose: PROFILE_IMAGE_UPLOAD_PURPOSE,
    incorrectType: 'INCORRECT_IMAGE_TYPE',
    tooLarge: 'IMAGE_TOO_LARGE',
    async prepare(grant) {
      const person = await withTenant(deps.db, grant.applicationId, (tx) =>
        findPersonInTransaction(tx, grant.subjectId),
      );
      if (!person) throw gone();
      if (person.imageKey === grant.key) {
        throw new UploadRejectedError(409, 'UPLOAD_ALREADY_COMPLETED');
      }
    },
    async complete(upload) {
      const replaced = await withTenant(deps.db, upload.applicationId, (tx) =>
        replaceImageKey(tx, upload.subjectId, upload.key),
      );
      if (!replaced) throw gone();
      if (replaced.previous && replaced.previous !== upload.key) {
        await deps.files.storage.delete(replaced.previous).catch(() => {});
      }
    },
  };
}
