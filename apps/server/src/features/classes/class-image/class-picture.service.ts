import { randomUUID } from 'node:crypto';
import {
  isAllowedProfileImageContentType,
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import { z } from 'zod';
import { ANY_ROLE, authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { type UploadHandler, UploadRejectedError } from '../../../platform/files/files.rest.ts';
import type { Dependencies, RequestContext } from '../../../platform/graphql/context.ts';
import { findClass } from '../classes.repository.ts';
import {
  type ClassPictureCrops,
  type ClassPictureVariant,
  classPictureCropsSchema,
  classPictureKey,
  renderClassPictures,
  UnreadablePictureError,
} from './class-picture.ts';

const CLASS_PICTURE_PURPOSE = 'class-picture';

/**
 * What the upload address carries to its completion: the class and the two crop boxes. The
 * address is signed, so they arrive as the server issued them; no table holds uploads under way.
 */
const uploadSubjectSchema = z.object({ classId: z.uuid(), crops: classPictureCropsSchema });

/**
 * A signed PUT address (10 minutes) for the class's picture, a jpg, png or gif of at most 5 MB
 * (checked by its bytes). The crops are chosen in the web; the server makes both variants from
 * the original once it has arrived. manage-classes on every branch the class runs at.
 */
export async function classPictureUploadUrl(
  context: RequestContext,
  classId: string,
  contentType: string,
  crops: ClassPictureCrops,
): Promise<string> {
  if (!isAllowedProfileImageContentType(contentType)) throw new DomainError('INCORRECT_IMAGE_TYPE');
  const { applicationId } = context.viewer;
  await withTenant(context.deps.db, applicationId, async (tx) => {
    await authorize(context, tx, ANY_ROLE, { kind: 'class', id: classId }, { reach: 'see' });
    await authorize(context, tx, 'manage-classes', { kind: 'class', id: classId });
  });
  return context.deps.files.urls.uploadUrl({
    purpose: CLASS_PICTURE_PURPOSE,
    applicationId,
    subjectId: JSON.stringify({ classId, crops }),
    key: `${applicationId}/class-pictures/${classId}/original-${randomUUID()}`,
    fileName: 'class-picture',
    accept: [...PROFILE_IMAGE_CONTENT_TYPES],
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
  });
}

export interface ClassPictureUrls {
  desktopUrl: string;
  mobileUrl: string;
}

/**
 * Signed GET addresses (10 minutes) of a class's two variants, or null when it has no picture.
 * Only called for a class the viewer sees; the keys are under the viewer's organisation.
 */
export async function classPictureUrls(
  deps: Dependencies,
  applicationId: string,
  classId: string,
): Promise<ClassPictureUrls | null> {
  const desktop = await deps.files.storage.get(classPictureKey(applicationId, classId, 'desktop'));
  if (!desktop) return null;
  desktop.body.destroy();
  const url = (variant: ClassPictureVariant) =>
    deps.files.urls.downloadUrl({
      applicationId,
      key: classPictureKey(applicationId, classId, variant),
      fileName: `${variant === 'desktop' ? 'classpic-orig' : 'classpic-mobile-orig'}.jpg`,
    });
  return { desktopUrl: url('desktop'), mobileUrl: url('mobile') };
}

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(bytes: Buffer): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/**
 * Completes a class picture upload: both variants are rendered from the original and stored
 * over the previous ones, and the original goes. Bytes that start like a picture but cannot be
 * read as one are refused as an incorrect image type.
 */
export function classPictureUploadHandler(deps: Dependencies): UploadHandler {
  const gone = () => new UploadRejectedError(410, 'CLASS_NOT_FOUND_ERROR');
  const subjectOf = (subjectId: string) => {
    const parsed = uploadSubjectSchema.safeParse(JSON.parse(subjectId));
    if (!parsed.success) throw gone();
    return parsed.data;
  };
  return {
    purpose: CLASS_PICTURE_PURPOSE,
    incorrectType: 'INCORRECT_IMAGE_TYPE',
    tooLarge: 'IMAGE_TOO_LARGE',
    async prepare(grant) {
      const { classId } = subjectOf(grant.subjectId);
      const found = await withTenant(deps.db, grant.applicationId, (tx) => findClass(tx, classId));
      if (!found) throw gone();
    },
    async complete(upload) {
      const { classId, crops } = subjectOf(upload.subjectId);
      const stored = await deps.files.storage.get(upload.key);
      if (!stored) throw gone();
      let variants: Record<ClassPictureVariant, Buffer>;
      try {
        variants = await renderClassPictures(await readAll(stored.body), crops);
      } catch (error) {
        if (error instanceof UnreadablePictureError)
          throw new UploadRejectedError(415, 'INCORRECT_IMAGE_TYPE');
        throw error;
      }
      for (const variant of ['desktop', 'mobile'] as const) {
        const bytes = variants[variant];
        await deps.files.storage.put(classPictureKey(upload.applicationId, classId, variant), once(bytes), {
          maxBytes: bytes.length,
          contentType: 'image/jpeg',
        });
      }
      await deps.files.storage.delete(upload.key);
    },
  };
}
