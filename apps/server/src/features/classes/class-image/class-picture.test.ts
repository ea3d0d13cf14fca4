import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_URL_LIFETIME_SECONDS } from '../../../platform/files/file-urls.ts';
import type { Viewer } from '../../../platform/graphql/context.ts';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeClass } from '../classes.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** A class at Auckland: the branch manager's to change; the Wellington front desk's to see only. */
let classId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  classId = (await org.build((tx) => makeClass(tx, { branchIds: [org.branches.auckland.id] }))).id;
});
afterAll(() => server.close());

const WIDE = { x: 0, y: 0.25, width: 1, height: 0.5 };
const NARROW = { x: 0.2, y: 0.1, width: 0.6, height: 0.8 };

const UPLOAD_URL = `query Upload($classId: ID!, $contentType: String!, $desktop: ClassPictureCropInput!, $mobile: ClassPictureCropInput!) {
  getUrlForClassPicUpload(classId: $classId, contentType: $contentType, desktopCrop: $desktop, mobileCrop: $mobile)
}`;
const PICTURE = 'query Picture($id: ID!) { getClass(id: $id) { picture { desktopUrl mobileUrl } } }';

async function uploadUrl(viewer: Viewer, contentType: string, crops = { desktop: WIDE, mobile: NARROW }) {
  return server.graphql<{ getUrlForClassPicUpload: string }>(viewer, UPLOAD_URL, {
    classId,
    contentType,
    ...crops,
  });
}

async function picture(viewer: Viewer) {
  const response = await server.graphql<{
    getClass: { picture: { desktopUrl: string; mobileUrl: string } | null } | null;
  }>(viewer, PICTURE, { id: classId });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data?.getClass?.picture ?? null;
}

const put = (url: string, payload: Buffer, contentType: string) =>
  server.app.inject({
    method: 'PUT',
    url: new URL(url).pathname,
    payload,
    headers: { 'content-type': contentType },
  });
const get = (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname });

async function upload(payload: Buffer, contentType: string) {
  const response = await uploadUrl(org.branchManager, contentType);
  const url = response.data?.getUrlForClassPicUpload;
  if (!url) throw new Error(JSON.stringify(response.errors));
  return put(url, payload, contentType);
}

/** The first luminance quantisation value of a baseline JPEG: 16 scaled by libjpeg's quality rule. */
function firstQuantisationValue(jpeg: Buffer): number {
  const at = jpeg.indexOf(Buffer.from([0xff, 0xdb]));
  if (at < 0) throw new Error('no quantisation table');
  // Marker (2), length (2), precision and table id (1), then the 64 values in zig-zag order.
  return jpeg[at + 5] ?? -1;
}
/** libjpeg: scale = 5000 / q below 50, else 200 − 2q; the DC base value is 16. */
const dcAtQuality = (quality: number) =>
  Math.floor((16 * (quality < 50 ? 5000 / quality : 200 - 2 * quality) + 50) / 100);

describe('class picture (spec 3 §7 "Class image")', () => {
  it('has no picture to begin with', async () => {
    expect(await picture(org.branchManager)).toBeNull();
  });

  it('makes both variants from a PNG: 8:3 and 375:268 JPEGs, the mobile one at quality 0.7', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1971c2' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'image/png')).statusCode).toBe(200);
    const urls = await picture(org.branchManager);
    if (!urls) throw new Error('no picture');
    expect(new URL(urls.desktopUrl).pathname.startsWith('/files/')).toBe(true);

    const desktop = await get(urls.desktopUrl);
    const mobile = await get(urls.mobileUrl);
    expect([desktop.statusCode, mobile.statusCode]).toEqual([200, 200]);
    expect(desktop.headers['content-type']).toBe('image/jpeg');
    const desktopMeta = await sharp(desktop.rawPayload).metadata();
    const mobileMeta = await sharp(mobile.rawPayload).metadata();
    expect([desktopMeta.format, desktopMeta.width, desktopMeta.height]).toEqual(['jpeg', 1600, 600]);
    expect([mobileMeta.format, mobileMeta.width, mobileMeta.height]).toEqual(['jpeg', 750, 536]);
    expect(desktopMeta.width / desktopMeta.height).toBeCloseTo(8 / 3, 5);
    expect(mobileMeta.width / mobileMeta.height).toBeCloseTo(375 / 268, 2);
    expect(firstQuantisationValue(mobile.rawPayload)).toBe(dcAtQuality(70));
    expect(firstQuantisationValue(desktop.rawPayload)).toBe(dcAtQuality(85));
  });

  it('keeps what the crop box chose: the top half of a two-colour picture stays red', async () => {
    const top = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0000ff' } })
      .composite([{ input: top, top: 0, left: 0 }])
      .jpeg()
      .toBuffer();
    const response = await uploadUrl(org.branchManager, 'image/jpeg', {
      desktop: { x: 0, y: 0, width: 1, height: 0.375 },
      mobile: { x: 0, y: 0, width: 0.5, height: 0.35 },
    });
    const url = response.data?.getUrlForClassPicUpload;
    if (!url) throw new Error(JSON.stringify(response.errors));
    expect((await put(url, jpeg, 'image/jpeg')).statusCode).toBe(200);
    const urls = await picture(org.branchManager);
    if (!urls) throw new Error('no picture');
    for (const variant of [urls.desktopUrl, urls.mobileUrl]) {
      const { dominant } = await sharp((await get(variant)).rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.b).toBeLessThan(60);
    }
  });

  it('refuses what is not a picture, by its bytes, and leaves the picture as it was', async () => {
    const before = await picture(org.branchManager);
    const text = await upload(Buffer.from('not a picture at all'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0].extensions.code).toBe('INCORRECT_IMAGE_TYPE');
    // A PNG signature followed by nonsense: the type matches, the picture cannot be read.
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const corrupt = await upload(broken, 'image/png');
    expect(corrupt.statusCode).toBe(415);
    expect(corrupt.json().errors[0].extensions.code).toBe('INCORRECT_IMAGE_TYPE');
    const after = await picture(org.branchManager);
    expect(after === null).toBe(before === null);
    if (after) expect((await get(after.mobileUrl)).statusCode).toBe(200);
  });

  it('refuses a content type that is no picture type, and a crop outside the picture', async () => {
    const pdf = await uploadUrl(org.branchManager, 'application/pdf');
    expect(pdf.errors?.[0]?.extensions?.code).toBe('INCORRECT_IMAGE_TYPE');
    const outside = await uploadUrl(org.branchManager, 'image/png', {
      desktop: { x: 0.5, y: 0, width: 0.8, height: 0.3 },
      mobile: NARROW,
    });
    expect(outside.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('serves the variants at signed addresses that expire after 10 minutes', async () => {
    const urls = await picture(org.branchManager);
    if (!urls) throw new Error('no picture');
    const token = new URL(urls.mobileUrl).pathname.slice('/files/'.length);
    const claims = server.deps.files.urls.verify(token);
    if (claims?.op !== 'get') throw new Error('not a download token');
    expect(claims.key).toBe(`${org.applicationId}/class-pictures-compressed/${classId}/classpic-mobile-orig`);
    const now = Math.floor(Date.now() / 1000);
    expect(claims.expiresAt).toBeGreaterThan(now);
    expect(claims.expiresAt).toBeLessThanOrEqual(now + FILE_URL_LIFETIME_SECONDS + 1);
    const expired = server.deps.files.urls.sign({ ...claims, expiresAt: now - 1 });
    expect((await server.app.inject({ method: 'GET', url: `/files/${expired}` })).statusCode).toBe(403);
  });

  it('is seen by staff of its branch, changed only with manage-classes there, and unknown to another organisation', async () => {
    expect(await picture(org.reliefDesk)).not.toBeNull();
    expect((await uploadUrl(org.frontDesk, 'image/png')).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect((await uploadUrl(org.reliefDesk, 'image/png')).errors?.[0]?.extensions?.code).toBe(
      'ACCESS_DENIED',
    );
    expect((await uploadUrl(other.superAdmin, 'image/png')).errors?.[0]?.extensions?.code).toBe(
      'CLASS_NOT_FOUND_ERROR',
    );
    expect(await picture(other.superAdmin)).toBeNull();
  });
});
