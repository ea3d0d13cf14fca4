import { attachmentUploadHandler } from './features/members/attachments/attachments.service.ts';
import { profileImageUploadHandler } from './features/members/persons/profile-image.service.ts';
import type { UploadHandler } from './platform/files/files.rest.ts';
import type { Dependencies } from './platform/graphql/context.ts';

/** What completes an upload of each purpose (PUT /files/<token>); platform never imports features. */
export function uploadHandlers(deps: Dependencies): UploadHandler[] {
  return [attachmentUploadHandler(deps), profileImageUploadHandler(deps)];
}
