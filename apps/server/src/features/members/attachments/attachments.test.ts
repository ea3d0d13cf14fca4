import { ATTACHMENT_MAX_BYTES, attachmentMessages, decodeEscapedUnicode } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeAttachment,
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../../testing/builders.ts';
import { fixtures } from '../../../testing/file-fixtures.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** Members of `org` at Auckland (the branch manager's) and Wellington (the front desk's). */
let aucklandMember: string;
let wellingtonMember: string;
/** A member of the other organisation. */
let otherMember: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const members = await org.build(async (tx) => ({
    auckland: await makePerson(tx, { homeBranchId: org.branches.auckland.id }),
    wellington: await makePerson(tx, { homeBranchId: org.branches.wellington.id }),
  }));
  aucklandMember = members.auckland.id;
  wellingtonMember = members.wellington.id;
  otherMember = (await other.build((tx) => makePerson(tx, { homeBranchId: other.branches.adelaide.id }))).id;
});
afterAll(() => server.close());

interface Attachment {
  id: string;
  fileName: string;
  uploadedAt: string;
  uploadedBy: { email: string | null; firstName: string; lastName: string } | null;
}

const LIST = `query List($personId: ID!) {
  getUserAttachments(personId: $personId) { id fileName uploadedAt uploadedBy { email firstName lastName } }
}`;
const UPLOAD_URL = `query Upload($personId: ID!, $fileName: String!, $contentType: String!) {
  getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: $contentType)
}`;
const DOWNLOAD_URL = `query Download($personId: ID!, $attachmentId: ID!) {
  getUrlForAttachmentDownload(personId: $personId, attachmentId: $attachmentId)
}`;
const REMOVE = `mutation Remove($personId: ID!, $attachmentId: ID!) {
  removeAttachment(personId: $personId, attachmentId: $attachmentId)
}`;

type Viewer = StaffUser;

const pathOf = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe('http://clubline.test');
  return parsed.pathname;
};

async function uploadUrl(
  viewer: Viewer,
  personId: string,
  fileName: string,
  contentType = 'application/pdf',
) {
  const response = await server.graphql<{ getUrlForAttachmentUpload: string }>(viewer, UPLOAD_URL, {
    personId,
    fileName,
    contentType,
  });
  if (!response.data?.getUrlForAttachmentUpload) throw new Error(JSON.stringify(response.errors));
  return response.data.getUrlForAttachmentUpload;
}

const put = (url: string, payload: Buffer, contentType = 'application/pdf') =>
  server.app.inject({ method: 'PUT', url: pathOf(url), payload, headers: { 'content-type': contentType } });

async function list(viewer: Viewer, personId: string): Promise<Attachment[]> {
  const response = await server.graphql<{ getUserAttachments: Attachment[] }>(viewer, LIST, { personId });
  if (!response.data?.getUserAttachments) throw new Error(JSON.stringify(response.errors));
  return response.data.getUserAttachments;
}

async function attach(
  viewer: Viewer,
  personId: string,
  fileName: string,
  bytes: Buffer,
): Promise<Attachment> {
  const response = await put(await uploadUrl(viewer, personId, fileName), bytes);
  expect(response.statusCode).toBe(200);
  // The newest attachment comes first.
  const [newest] = await list(viewer, personId);
  if (newest?.fileName !== decodeEscapedUnicode(fileName)) throw new Error(`${fileName} not listed first`);
  return newest;
}

/** An attachment already on a member, stored where an upload puts it (a PDF unless told). */
function attached(
  uploader: StaffUser,
  personId: string,
  fileName: string,
  file: { bytes: Buffer; contentType: string } = { bytes: fixtures.pdf, contentType: 'application/pdf' },
) {
  return org.build((tx) =>
    makeAttachment(tx, {
      personId,
      fileName,
      contentType: file.contentType,
      uploadedByUserId: uploader.userId,
      file: { storage: server.deps.files.storage, bytes: file.bytes },
    }),
  );
}

async function downloadUrl(viewer: Viewer, personId: string, attachmentId: string) {
  const response = await server.graphql<{ getUrlForAttachmentDownload: string }>(viewer, DOWNLOAD_URL, {
    personId,
    attachmentId,
  });
  if (!response.data?.getUrlForAttachmentDownload) throw new Error(JSON.stringify(response.errors));
  return response.data.getUrlForAttachmentDownload;
}

describe('attaching a file', () => {
  it('issues an upload address, stores the PUT and lists the attachment with its uploader', async () => {
    const url = await uploadUrl(org.branchManager, aucklandMember, 'C:\\fakepath\\Membership form.pdf');
    expect(await list(org.branchManager, aucklandMember)).toEqual([]); // PENDING is not listed
    const response = await put(url, fixtures.pdf);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: 'application/pdf', sizeBytes: fixtures.pdf.length });
    const [attachment] = await list(org.superAdmin, aucklandMember);
    expect(attachment).toMatchObject({
      fileName: 'Membership form.pdf',
      uploadedBy: {
        email: `branch.manager@${org.domain}.example.com`,
        firstName: 'Bea',
        lastName: 'Manager',
      },
    });
    expect(Date.parse(attachment?.uploadedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('downloads it under its name, with its type and no caching', async () => {
    const attachment = await attach(org.superAdmin, aucklandMember, 'Contract.docx', fixtures.docx);
    const url = await downloadUrl(org.branchManager, aucklandMember, attachment.id);
    const response = await server.app.inject({ method: 'GET', url: pathOf(url) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(fixtures.docx)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="Contract.docx"; filename*=UTF-8''Contract.docx`,
      'cache-control': 'private, no-store',
    });
  });

  it('decodes escaped unicode in the name for the list and the download', async () => {
    const attachment = await attach(org.superAdmin, aucklandMember, 'r\\u00e9sum\\u00e9.txt', fixtures.txt);
    expect(attachment.fileName).toBe('résumé.txt');
    const response = await server.app.inject({
      method: 'GET',
      url: pathOf(await downloadUrl(org.superAdmin, aucklandMember, attachment.id)),
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt`,
    );
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('refuses a name of a type that is not allowed when the address is asked for', async () => {
    const response = await server.graphql(org.superAdmin, UPLOAD_URL, {
      personId: aucklandMember,
      fileName: 'setup.exe',
      contentType: 'application/pdf',
    });
    expect(response.errors?.[0]).toMatchObject({
      message:
        'You have uploaded an invalid file type. Allowed file types are .avi .bmp .csv .doc .docx .gif .jpeg .jpg .msg .pdf .pptx .png .txt .xls .xlsx.',
      extensions: { code: 'INCORRECT_FILE_TYPE' },
    });
    expect(attachmentMessages.incorrectFileTypeTitle).toBe('Incorrect file type');
  });

  it('refuses a blank name', async () => {
    const response = await server.graphql(org.superAdmin, UPLOAD_URL, {
      personId: aucklandMember,
      fileName: '  ',
      contentType: 'application/pdf',
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'File name is required',
      extensions: { code: 'VALIDATION_FAILED' },
    });
  });

  it('refuses by content a PNG renamed .pdf (whatever the browser claims), and does not list it', async () => {
    const url = await uploadUrl(org.superAdmin, wellingtonMember, 'photo.pdf');
    const response = await put(url, fixtures.png, 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({
      message: attachmentMessages.invalidFileType,
      extensions: { code: 'INCORRECT_FILE_TYPE', title: 'Incorrect file type' },
    });
    expect((await list(org.superAdmin, wellingtonMember)).map((a) => a.fileName)).not.toContain('photo.pdf');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const url = await uploadUrl(org.superAdmin, wellingtonMember, 'huge.pdf');
    const response = await put(url, Buffer.concat([fixtures.pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({
      message: 'The file is too large. The largest file accepted is 10 MB.',
      extensions: { code: 'FILE_TOO_LARGE' },
    });
  });

  it('accepts an upload address once', async () => {
    const url = await uploadUrl(org.superAdmin, wellingtonMember, 'once.pdf');
    expect((await put(url, fixtures.pdf)).statusCode).toBe(200);
    const again = await put(url, fixtures.pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].extensions.code).toBe('UPLOAD_ALREADY_COMPLETED');
  });

  it('refuses expired and tampered addresses with 403', async () => {
    const attachment = await attached(org.superAdmin, wellingtonMember, 'signed.pdf');
    const url = await downloadUrl(org.superAdmin, wellingtonMember, attachment.id);
    const token = pathOf(url).slice('/files/'.length);
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherKey = Buffer.from(JSON.stringify({ ...claims, key: 'x/y' })).toString('base64url');
    const tampered = await server.app.inject({ method: 'GET', url: `/files/${otherKey}.${signature}` });
    expect(tampered.statusCode).toBe(403);
    const expired = server.deps.files.urls.sign({
      op: 'get',
      applicationId: org.applicationId,
      key: String(claims.key),
      fileName: 'signed.pdf',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await server.app.inject({ method: 'GET', url: `/files/${expired}` })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
  });
});

describe('removing an attachment', () => {
  it('deletes the record and the stored file', async () => {
    const attachment = await attached(org.branchManager, aucklandMember, 'old-id.jpg', {
      bytes: fixtures.jpeg,
      contentType: 'image/jpeg',
    });
    const url = await downloadUrl(org.branchManager, aucklandMember, attachment.id);
    const response = await server.graphql(org.branchManager, REMOVE, {
      personId: aucklandMember,
      attachmentId: attachment.id,
    });
    expect(response.data).toEqual({ removeAttachment: true });
    expect((await list(org.branchManager, aucklandMember)).map((a) => a.id)).not.toContain(attachment.id);
    expect((await server.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);
    const again = await server.graphql(org.branchManager, REMOVE, {
      personId: aucklandMember,
      attachmentId: attachment.id,
    });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Attachment not found',
      extensions: { code: 'ATTACHMENT_NOT_FOUND' },
    });
  });
});

describe('branch and tenant isolation of attachments', () => {
  it("keeps Wellington's front desk from an Auckland member's attachments, by id", async () => {
    const attachment = await attached(org.superAdmin, aucklandMember, 'private.pdf');
    const denied = await Promise.all([
      server.graphql(org.frontDesk, LIST, { personId: aucklandMember }),
      server.graphql(org.frontDesk, UPLOAD_URL, {
        personId: aucklandMember,
        fileName: 'x.pdf',
        contentType: 'x',
      }),
      server.graphql(org.frontDesk, DOWNLOAD_URL, { personId: aucklandMember, attachmentId: attachment.id }),
      server.graphql(org.frontDesk, REMOVE, { personId: aucklandMember, attachmentId: attachment.id }),
    ]);
    for (const response of denied) {
      expect(response.errors?.[0]).toMatchObject({
        message: 'The member does not belong to this branch.',
        extensions: { errorClass: 'AccessDeniedError' },
      });
    }
    // Through a member the front desk may see, the Auckland attachment's id leads nowhere.
    const sideways = await Promise.all([
      server.graphql(org.frontDesk, DOWNLOAD_URL, {
        personId: wellingtonMember,
        attachmentId: attachment.id,
      }),
      server.graphql(org.frontDesk, REMOVE, { personId: wellingtonMember, attachmentId: attachment.id }),
    ]);
    for (const response of sideways) expect(response.errors?.[0]?.message).toBe('Attachment not found');
    expect((await list(org.superAdmin, aucklandMember)).map((a) => a.id)).toContain(attachment.id);
  });

  it('lets the front desk attach files to a Wellington member', async () => {
    const attachment = await attach(org.frontDesk, wellingtonMember, 'waiver.png', fixtures.png);
    expect(attachment.uploadedBy).toMatchObject({ firstName: 'Frankie', lastName: 'Desk' });
  });

  it('keeps another organisation out entirely', async () => {
    const attachment = await attached(org.superAdmin, aucklandMember, 'first-only.pdf');
    const responses = await Promise.all([
      server.graphql(other.superAdmin, LIST, { personId: aucklandMember }),
      server.graphql(other.superAdmin, DOWNLOAD_URL, {
        personId: aucklandMember,
        attachmentId: attachment.id,
      }),
      server.graphql(other.superAdmin, REMOVE, { personId: aucklandMember, attachmentId: attachment.id }),
    ]);
    for (const response of responses) expect(response.errors?.[0]?.message).toBe('Member not found');
    // An upload address of one tenant completes only that tenant's attachment.
    const otherUrl = await uploadUrl(other.superAdmin, otherMember, 'other.pdf');
    expect((await put(otherUrl, fixtures.pdf)).statusCode).toBe(200);
    expect((await list(other.superAdmin, otherMember)).map((a) => a.fileName)).toEqual(['other.pdf']);
    expect((await list(org.superAdmin, aucklandMember)).map((a) => a.fileName)).not.toContain('other.pdf');
  });
});
