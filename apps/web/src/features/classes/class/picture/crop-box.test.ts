import { describe, expect, it } from 'vitest';
import {
  CENTRED,
  clampFraming,
  cropOf,
  DESKTOP_ASPECT,
  MOBILE_ASPECT,
  panned,
  placement,
} from './crop-box.ts';

const ratio = (crop: { width: number; height: number }, image: { width: number; height: number }) =>
  (crop.width * image.width) / (crop.height * image.height);

describe('class picture crops (spec 3 §7: 8:3 and 375:268)', () => {
  const photo = { width: 4000, height: 3000 };

  it('takes the largest centred box of the shape at zoom 1', () => {
    const wide = cropOf(CENTRED, photo, DESKTOP_ASPECT);
    expect(wide.width).toBe(1);
    expect(ratio(wide, photo)).toBeCloseTo(8 / 3, 9);
    expect(wide.y).toBeCloseTo((1 - wide.height) / 2, 9);
    const phone = cropOf(CENTRED, photo, MOBILE_ASPECT);
    expect(ratio(phone, photo)).toBeCloseTo(375 / 268, 9);
    // 375:268 is wider than 4:3: the whole width, part of the height.
    expect(phone.width).toBe(1);
  });

  it('keeps the shape and stays inside the picture however far it is zoomed or moved', () => {
    for (const framing of [
      { centreX: 0, centreY: 0, zoom: 1 },
      { centreX: 1, centreY: 1, zoom: 2.5 },
      { centreX: -3, centreY: 9, zoom: 40 },
    ]) {
      const crop = cropOf(framing, photo, MOBILE_ASPECT);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(1 + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(1 + 1e-9);
      expect(ratio(crop, photo)).toBeCloseTo(375 / 268, 9);
    }
    expect(clampFraming({ centreX: 0.5, centreY: 0.5, zoom: 0.2 }, photo, DESKTOP_ASPECT).zoom).toBe(1);
  });

  it('moves the box against the drag: dragging the picture left shows more of its right', () => {
    const zoomed = { ...CENTRED, zoom: 2 };
    const moved = panned(zoomed, photo, DESKTOP_ASPECT, -100, 0, 400);
    expect(moved.centreX).toBeGreaterThan(0.5);
    expect(moved.centreY).toBe(0.5);
  });

  it('places the picture so that the box fills the frame', () => {
    expect(placement({ x: 0.25, y: 0.5, width: 0.5, height: 0.25 })).toEqual({
      width: '200%',
      left: '-50%',
      top: '-200%',
    });
  });
});
