import { PROFILE_IMAGE_MAX_BYTES } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../platform/graphql/context.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../../testing/builders.ts';
import { fixtures } from '../../../testing/file-fixtures.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** An Auckland Member: the branch manager's, not Wellington's front desk's. */
let member: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  member = (await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.auckland.id }))).id;
});
afterAll(() => server.close());

const UPLOAD_URL = `query Upload($personId: ID!, $contentType: String!) {
  getUrlForUserPicUpload(personId: $personId, contentType: $contentType)
}`;
const DOWNLOAD_URL = 'query Download($personId: ID!) { getUrlForUserPicDownload(personId: $personId) }';
const HAS_IMAGE = 'query Person($id: ID!) { getPerson(id: $id) { hasImage } }';

async function uploadUrl(viewer: Viewer, personId: string, contentType: string): Promise<string> {
  const response = await server.graphql<{ getUrlForUserPicUpload: string }>(viewer, UPLOAD_URL, {
    personId,
    contentType,
  });
  if (!response.data?.getUrlForUserPicUpload) throw new Error(JSON.stringify(response.errors));
  return response.data.getUrlForUserPicUpload;
}

async function downloadUrl(viewer: Viewer, personId: string): Promise<string | null> {
  const response = await server.graphql<{ getUrlForUserPicDownload: string | null }>(viewer, DOWNLOAD_URL, {
    personId,
  });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data?.getUrlForUserPicDownload ?? null;
}

const put = (url: string, payload: Buffer, contentType = 'image/png') =>
  server.app.inject({
    method: 'PUT',
    url: new URL(url).pathname,
    payload,
    headers: { 'content-type': contentType },
  });
const get = (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('profile image', () => {
  it('has no image to begin with', async () => {
    expect(await downloadUrl(org.branchManager, member)).toBeNull();
    const person = await server.graphql<{ getPerson: { hasImage: boolean } }>(org.branchManager, HAS_IMAGE, {
      id: member,
    });
    expect(person.data?.getPerson.hasImage).toBe(false);
  });

  it('stores an uploaded image, sets hasImage and serves it with its type', async () => {
    const response = await put(await uploadUrl(org.branchManager, member, 'image/png'), fixtures.png);
    expect(response.statusCode).toBe(200);
    const person = await server.graphql<{ getPerson: { hasImage: boolean } }>(org.branchManager, HAS_IMAGE, {
      id: member,
    });
    expect(person.data?.getPerson.hasImage).toBe(true);
    const url = await downloadUrl(org.branchManager, member);
    if (!url) throw new Error('no download address');
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(fixtures.png)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(
      `attachment; filename="profile-image.png"; filename*=UTF-8''profile-image.png`,
    );
  });

  it('replaces the image and deletes the previous one', async () => {
    const previous = await downloadUrl(org.branchManager, member);
    if (!previous) throw new Error('no image yet');
    // The browser said PNG; the bytes are a JPEG, which is allowed and stored as what it is.
    expect(
      (await put(await uploadUrl(org.branchManager, member, 'image/png'), fixtures.jpeg)).statusCode,
    ).toBe(200);
    expect((await get(previous)).statusCode).toBe(404);
    const current = await downloadUrl(org.branchManager, member);
    if (!current) throw new Error('no image');
    expect((await get(current)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses another type at address time with the spec text', async () => {
    for (const contentType of ['image/bmp', 'application/pdf', '']) {
      const response = await server.graphql(org.branchManager, UPLOAD_URL, {
        personId: member,
        contentType,
      });
      expect(response.errors?.[0]).toMatchObject({
        message:
          'You have uploaded an invalid image file type. Allowed file types are .jpg .jpeg .png or .gif.',
        extensions: { code: 'INCORRECT_IMAGE_TYPE' },
      });
    }
  });

  it('refuses bytes that are not a jpg, png or gif with 415, keeping the current image', async () => {
    const before = await downloadUrl(org.branchManager, member);
    for (const bytes of [fixtures.pdf, fixtures.bmp, fixtures.html]) {
      // An upload address is single-use, refused attempts included: a new one for each file.
      const url = await uploadUrl(org.branchManager, member, 'image/gif');
      const response = await put(url, bytes, 'image/gif');
      expect(response.statusCode).toBe(415);
      expect(response.json().errors[0].message).toBe(
        'You have uploaded an invalid image file type. Allowed file types are .jpg .jpeg .png or .gif.',
      );
    }
    const after = await downloadUrl(org.branchManager, member);
    if (!before || !after) throw new Error('image lost');
    expect((await get(after)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an image over 5 MB with 413 and its message, keeping the current image', async () => {
    const before = await downloadUrl(org.branchManager, member);
    const url = await uploadUrl(org.branchManager, member, 'image/png');
    // A real PNG start padded past the limit: the size, not the type, is what is refused.
    const oversized = Buffer.concat([
      fixtures.png,
      Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - fixtures.png.length),
    ]);
    const response = await put(url, oversized, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe(
      'The image is too large. The largest image accepted is 5 MB.',
    );
    const after = await downloadUrl(org.branchManager, member);
    if (!before || !after) throw new Error('image lost');
    expect((await get(after)).headers['content-type']).toBe((await get(before)).headers['content-type']);
  });

  it('accepts an upload address once', async () => {
    const url = await uploadUrl(org.superAdmin, member, 'image/gif');
    expect((await put(url, fixtures.gif, 'image/gif')).statusCode).toBe(200);
    expect((await put(url, fixtures.gif, 'image/gif')).statusCode).toBe(409);
  });

  it("keeps Wellington's front desk and other organisations away from an Auckland member's image", async () => {
    for (const response of await Promise.all([
      server.graphql(org.frontDesk, UPLOAD_URL, { personId: member, contentType: 'image/png' }),
      server.graphql(org.frontDesk, DOWNLOAD_URL, { personId: member }),
    ])) {
      expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    }
    const foreign = await server.graphql(other.superAdmin, DOWNLOAD_URL, { personId: member });
    expect(foreign.errors?.[0]?.message).toBe('Member not found');
  });
});
