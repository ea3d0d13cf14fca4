import type { UploadHandler } from '../../../platform/files/files.rest.ts';
import {
  type PersonImageKind,
  personImageDownloadUrl,
  personImageUploadHandler,
  personImageUploadUrl,
} from '../../../platform/files/person-image.ts';
import type { Dependencies, RequestContext } from '../../../platform/graphql/context.ts';
import { findPersonInTransaction, requirePersonAccess } from './persons.service.ts';
import { replaceImageKey } from './profile-image.repository.ts';

const PROFILE_IMAGE_UPLOAD_PURPOSE = 'profile-image';

/** A member's profile image: manage-member changes it, view-member sees it (home branch). */
const profileImage: PersonImageKind = {
  purpose: PROFILE_IMAGE_UPLOAD_PURPOSE,
  requireManage: (context, tx, personId) => requirePersonAccess(context, tx, personId, 'manage-member'),
  requireView: (context, tx, personId) => requirePersonAccess(context, tx, personId, 'view-member'),
  find: findPersonInTransaction,
  replace: replaceImageKey,
};

/** Spec 2 getUrlForUserPicUpload (platform/files/person-image.ts). Needs manage-member. */
export function getUrlForUserPicUpload(
  context: RequestContext,
  personId: string,
  contentType: string,
): Promise<string> {
  return personImageUploadUrl(profileImage, context, personId, contentType);
}

/** Spec 2 getUrlForUserPicDownload: a signed GET address (10 minutes), or null without an image; view-member. */
export function getUrlForUserPicDownload(context: RequestContext, personId: string): Promise<string | null> {
  return personImageDownloadUrl(profileImage, context, personId);
}

/** Completes profile image uploads: the person's imageKey (hasImage) moves to the new object. */
export function profileImageUploadHandler(deps: Dependencies): UploadHandler {
  return personImageUploadHandler(profileImage, deps);
}
