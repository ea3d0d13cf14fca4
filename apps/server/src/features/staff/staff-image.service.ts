import type { UploadHandler } from '../../platform/files/files.rest.ts';
import {
  type PersonImageKind,
  personImageDownloadUrl,
  personImageUploadHandler,
  personImageUploadUrl,
} from '../../platform/files/person-image.ts';
import type { Dependencies, RequestContext } from '../../platform/graphql/context.ts';
import { replacePersonImageKey } from '../members/public.ts';
import { findStaffPerson } from './staff.repository.ts';
import { requireManageableStaff, requireVisibleStaff } from './staff.service.ts';

/** Its own purpose: completing it needs nothing of the member's, and the grant says who may. */
const STAFF_IMAGE_UPLOAD_PURPOSE = 'staff-profile-image';

/**
 * A staff member's photo (spec 3 §7), stored like a member's profile image: manage-staff-member
 * where the staff member works changes it, view-staff-member sees it.
 */
const staffPhoto: PersonImageKind = {
  purpose: STAFF_IMAGE_UPLOAD_PURPOSE,
  requireManage: (context, tx, personId) => requireManageableStaff(context, tx, personId, { lock: false }),
  requireView: async (context, tx, personId) => (await requireVisibleStaff(context, tx, personId)).person,
  find: (tx, personId) => findStaffPerson(tx, personId),
  replace: replacePersonImageKey,
};

export function getUrlForStaffPicUpload(
  context: RequestContext,
  personId: string,
  contentType: string,
): Promise<string> {
  return personImageUploadUrl(staffPhoto, context, personId, contentType);
}

/** The staff member's photo (10 minutes), or null without one; view-staff-member. */
export function getUrlForStaffPicDownload(context: RequestContext, personId: string): Promise<string | null> {
  return personImageDownloadUrl(staffPhoto, context, personId);
}

/** Completes staff photo uploads: the person's image moves to the new object, the old one goes. */
export function staffImageUploadHandler(deps: Dependencies): UploadHandler {
  return personImageUploadHandler(staffPhoto, deps);
}
