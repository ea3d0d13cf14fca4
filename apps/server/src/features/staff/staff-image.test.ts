import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const UPLOAD =
  'query U($personId: ID!, $type: String!) { getUrlForStaffPicUpload(personId: $personId, contentType: $type) }';
const DOWNLOAD = 'query D($personId: ID!) { getUrlForStaffPicDownload(personId: $personId) }';
const HAS_IMAGE = 'query G($personId: ID!) { getStaffMember(personId: $personId) { hasImage } }';

// The smallest PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('staff profile photo (spec 3 §7)', () => {
  it('uploads through a signed address; the profile then has an image', async () => {
    const personId = org.frontDesk.personId;
    const upload = await server.graphql<{ getUrlForStaffPicUpload: string }>(org.superAdmin, UPLOAD, {
      personId,
      type: 'image/png',
    });
    expect(upload.errors).toBeUndefined();
    const url = new URL(upload.data?.getUrlForStaffPicUpload ?? '');
    const put = await server.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode).toBeLessThan(300);
    const staff = await server.graphql<{ getStaffMember: { hasImage: boolean } }>(org.superAdmin, HAS_IMAGE, {
      personId,
    });
    expect(staff.data?.getStaffMember.hasImage).toBe(true);
    const download = await server.graphql<{ getUrlForStaffPicDownload: string | null }>(
      org.superAdmin,
      DOWNLOAD,
      {
        personId,
      },
    );
    expect(download.data?.getUrlForStaffPicDownload).toEqual(expect.any(String));
  });

  it('refuses another type', async () => {
    const upload = await server.graphql(org.superAdmin, UPLOAD, {
      personId: org.frontDesk.personId,
      type: 'text/plain',
    });
    expect(upload.errors?.[0]?.extensions?.code).toBe('INCORRECT_IMAGE_TYPE');
  });
});
