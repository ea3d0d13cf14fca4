import { randomUUID } from 'node:crypto';
import {
  isAllowedProfileImageContentType,
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { type UploadHandler, UploadRejectedError } from '../../platform/files/files.rest.ts';
import type { Dependencies, RequestContext } from '../../platform/graphql/context.ts';
import { findStaffPerson, replaceStaffImageKey } from '../members/public.ts';
import { requireManageableStaff, requireVisibleStaff } from './staff.service.ts';

/** Its own purpose: completing it needs nothing of the member's, and the grant says who may. */
export const STAFF_IMAGE_UPLOAD_PURPOSE = 'staff-profile-image';
const DOWNLOAD_NAME = 'profile-image';

/**
 * Spec 3 §7 profile photo: a signed PUT address (10 minutes) for a jpg, png or gif of at most
 * 5 MB, as for members' profile images; needs manage-staff-member where the staff member works.
 */
export async function getUrlForStaffPicUpload(
  context: RequestContext,
  personId: string,
  contentType: string,
): Promise<string> {
  if (!isAllowedProfileImageContentType(contentType)) throw new DomainError('INCORRECT_IMAGE_TYPE');
  const { applicationId } = context.viewer;
  await withTenant(context.deps.db, applicationId, (tx) =>
    requireManageableStaff(context, tx, personId, { lock: false }),
  );
  return context.deps.files.urls.uploadUrl({
    purpose: STAFF_IMAGE_UPLOAD_PURPOSE,
    applicationId,
    subjectId: personId,
    key: `${applicationId}/persons/${personId}/image-${randomUUID()}`,
    fileName: DOWNLOAD_NAME,
    accept: [...PROFILE_IMAGE_CONTENT_TYPES],
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
  });
}

/** The staff member's photo (10 minutes), or null without one; view-staff-member. */
export async function getUrlForStaffPicDownload(
  context: RequestContext,
  personId: string,
): Promise<string | null> {
  const { applicationId } = context.viewer;
  const staff = await withTenant(context.deps.db, applicationId, (tx) =>
    requireVisibleStaff(context, tx, personId),
  );
  if (!staff.person.imageKey) return null;
  return context.deps.files.urls.downloadUrl({
    applicationId,
    key: staff.person.imageKey,
    fileName: DOWNLOAD_NAME,
  });
}

/** Completes staff photo uploads: the person's image moves to the new object, the old one goes. */
export function staffImageUploadHandler(deps: Dependencies): UploadHandler {
  const gone = () => new UploadRejectedError(410, 'MEMBER_NOT_FOUND');
  return {
    purpose: STAFF_IMAGE_UPLOAD_PURPOSE,
    incorrectType: 'INCORRECT_IMAGE_TYPE',
    tooLarge: 'IMAGE_TOO_LARGE',
    async prepare(grant) {
      const person = await withTenant(deps.db, grant.applicationId, (tx) =>
        findStaffPerson(tx, grant.subjectId),
      );
      if (!person) throw gone();
      if (person.imageKey === grant.key) throw new UploadRejectedError(409, 'UPLOAD_ALREADY_COMPLETED');
    },
    async complete(upload) {
      const replaced = await withTenant(deps.db, upload.applicationId, (tx) =>
        replaceStaffImageKey(tx, upload.subjectId, upload.key),
      );
      if (!replaced) throw gone();
      if (replaced.previous && replaced.previous !== upload.key) {
        await deps.files.storage.delete(replaced.previous).catch(() => {});
      }
    },
  };
}
