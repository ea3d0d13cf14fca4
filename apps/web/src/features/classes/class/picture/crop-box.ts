/**
 * The class picture's crops (spec 3 §7 "Class image"): the wide variant is 8:3, the phone variant
 * 375:268 (width to height). The user frames each by moving and zooming the picture behind a frame
 * of that shape; the server cuts the original with the resulting boxes (as fractions of it).
 */
export const DESKTOP_ASPECT = 8 / 3;
export const MOBILE_ASPECT = 375 / 268;
export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

/** Where the frame looks: the centre of the kept part (fractions of the picture) and a zoom of 1 or more. */
export interface Framing {
  centreX: number;
  centreY: number;
  zoom: number;
}

/** The kept part as fractions of the picture's width and height, as getUrlForClassPicUpload takes it. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CENTRED: Framing = { centreX: 0.5, centreY: 0.5, zoom: 1 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box's size in fractions: at zoom 1 the largest box of the aspect that fits in the picture. */
function boxSize(image: Size, aspect: number, zoom: number) {
  const imageAspect = image.width / image.height;
  // Wider picture than the frame: full height, part of the width; taller: full width.
  const width = imageAspect > aspect ? aspect / imageAspect : 1;
  const height = imageAspect > aspect ? 1 : imageAspect / aspect;
  const z = clamp(zoom, 1, MAX_ZOOM);
  return { width: width / z, height: height / z };
}

/** The framing kept inside the picture: the zoom within 1..MAX_ZOOM, the box never past an edge. */
export function clampFraming(framing: Framing, image: Size, aspect: number): Framing {
  const zoom = clamp(framing.zoom, 1, MAX_ZOOM);
  const { width, height } = boxSize(image, aspect, zoom);
  return {
    zoom,
    centreX: clamp(framing.centreX, width / 2, 1 - width / 2),
    centreY: clamp(framing.centreY, height / 2, 1 - height / 2),
  };
}

export function cropOf(framing: Framing, image: Size, aspect: number): CropBox {
  const { centreX, centreY, zoom } = clampFraming(framing, image, aspect);
  const { width, height } = boxSize(image, aspect, zoom);
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

/**
 * The framing after the picture was dragged by (dx, dy) screen pixels in a frame `frameWidth`
 * wide: the picture follows the pointer, so the box moves the other way.
 */
export function panned(
  framing: Framing,
  image: Size,
  aspect: number,
  dx: number,
  dy: number,
  frameWidth: number,
) {
  const { width, height } = boxSize(image, aspect, framing.zoom);
  const frameHeight = frameWidth / aspect;
  return clampFraming(
    {
      ...framing,
      centreX: framing.centreX - (dx / frameWidth) * width,
      centreY: framing.centreY - (dy / frameHeight) * height,
    },
    image,
    aspect,
  );
}

/**
 * Where the picture sits in the frame, in percent of the frame: its width and its offsets, so
 * that the crop box fills the frame exactly.
 */
export function placement(crop: CropBox) {
  return {
    width: `${100 / crop.width}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  };
}
