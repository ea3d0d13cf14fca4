import sharp, { type OutputInfo } from 'sharp';
import { z } from 'zod';

/**
 * The class picture (spec 3 §7 "Class image"): one original, cropped by the user, becomes two
 * JPEGs read from /class-pictures-compressed/{classId}/: classpic-orig for wide screens (8:3) and
 * classpic-mobile-orig for phones (375:268), the mobile one at JPEG quality 0.7.
 */
const CLASS_PICTURE_VARIANTS = {
  desktop: { name: 'classpic-orig', width: 1600, height: 600, quality: 85 },
  mobile: { name: 'classpic-mobile-orig', width: 750, height: 536, quality: 70 },
} as const;
export type ClassPictureVariant = keyof typeof CLASS_PICTURE_VARIANTS;

/**
 * Pixels an original may have: a 5 MB file can still declare a huge canvas (a decompression
 * bomb); 40 megapixels is more than any phone camera takes.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** The part of the original kept, as fractions of its width and height (after EXIF rotation). */
interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rounding slack: the web computes fractions in floating point. */
const EPSILON = 1e-6;
const fraction = z.number().finite().min(0).max(1);
export const cropBoxSchema = z
  .object({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) })
  .refine((box) => box.x + box.width <= 1 + EPSILON && box.y + box.height <= 1 + EPSILON, {
    message: 'The crop must lie inside the picture',
  });

export const classPictureCropsSchema = z.object({ desktop: cropBoxSchema, mobile: cropBoxSchema });
export type ClassPictureCrops = z.infer<typeof classPictureCropsSchema>;

/** Where a class's picture variant is stored, under its organisation. */
export function classPictureKey(
  applicationId: string,
  classId: string,
  variant: ClassPictureVariant,
): string {
  return `${applicationId}/class-pictures-compressed/${classId}/${CLASS_PICTURE_VARIANTS[variant].name}`;
}

/** The box in whole pixels of a picture `width` × `height`, at least one pixel and inside it. */
function pixelsOf(box: CropBox, width: number, height: number) {
  const left = Math.min(width - 1, Math.max(0, Math.round(box.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(box.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(box.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(box.height * height))),
  };
}

/** Thrown when the bytes, though they start like a picture, cannot be read as one. */
export class UnreadablePictureError extends Error {
  override name = 'UnreadablePictureError';
}

/**
 * Both variants from the original: turned upright (EXIF), cut to each crop box, and resized to
 * the variant's exact size; a box slightly off the ratio is trimmed from its middle ('cover')
 * rather than stretched. Metadata (location and the like) is not carried over.
 */
export async function renderClassPictures(
  original: Buffer,
  crops: ClassPictureCrops,
): Promise<Record<ClassPictureVariant, Buffer>> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadablePictureError(error instanceof Error ? error.message : String(error));
  }
  const render = async (variant: ClassPictureVariant) => {
    const { width, height, quality } = CLASS_PICTURE_VARIANTS[variant];
    return sharp(upright.data)
      .extract(pixelsOf(crops[variant], upright.info.width, upright.info.height))
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
  };
  const [desktop, mobile] = await Promise.all([render('desktop'), render('mobile')]);
  return { desktop, mobile };
}
