import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { attachmentMessages } from '@clubline/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/file-fixtures.ts';
import { CONTENT_TYPES, SNIFF_HEAD_BYTES } from './content-type.ts';
import type { FileStorage } from './file-storage.ts';
import { fileUrlSigner, type UploadGrant } from './file-urls.ts';
import {
  type CompletedUpload,
  contentDisposition,
  registerFileRoutes,
  UploadRejectedError,
} from './files.rest.ts';
import { localFileStorage } from './local-file-storage.ts';

let app: FastifyInstance;
let root: string;
let storage: FileStorage;
let clock = Date.now();
const urls = fileUrlSigner({ key: randomBytes(32), publicUrl: 'http://files.test', now: () => clock });
const completed: CompletedUpload[] = [];
let prepareRejects: UploadRejectedError | null = null;
let completeRejects: UploadRejectedError | null = null;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clubline-files-rest-'));
  storage = localFileStorage(root);
  app = Fastify();
  // Claims in memory, with the database's answer for a grant claimed before.
  const claimed = new Set<string>();
  await registerFileRoutes(app, {
    storage,
    urls,
    claims: {
      async claim(grant) {
        if (claimed.has(grant.grantId)) return false;
        claimed.add(grant.grantId);
        return true;
      },
    },
    handlers: [
      {
        purpose: 'test',
        incorrectType: 'INCORRECT_FILE_TYPE',
        tooLarge: 'FILE_TOO_LARGE',
        async prepare() {
          if (prepareRejects) throw prepareRejects;
        },
        async complete(upload) {
          if (completeRejects) throw completeRejects;
          completed.push(upload);
        },
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  completed.length = 0;
  prepareRejects = null;
  completeRejects = null;
  clock = Date.now();
});

let keys = 0;
const grantOf = (fields: Partial<UploadGrant> = {}): UploadGrant => ({
  purpose: 'test',
  applicationId: 'app-1',
  subjectId: 'subject-1',
  key: `app-1/test/object-${++keys}`,
  fileName: 'file.bin',
  accept: [CONTENT_TYPES.png, CONTENT_TYPES.jpeg, CONTENT_TYPES.gif],
  maxBytes: 1024,
  ...fields,
});
const pathOf = (url: string) => new URL(url).pathname;
const put = (url: string, payload: Buffer | Readable, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: pathOf(url),
    payload,
    headers: { 'content-type': 'image/png', ...headers },
  });

describe('PUT /files/<token>', () => {
  it('stores the upload under the granted key with the detected type and completes it', async () => {
    const grant = grantOf();
    // The browser claims a PDF; the bytes are a PNG, which the grant allows.
    const response = await put(urls.uploadUrl(grant), fixtures.png, { 'content-type': 'application/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileName: 'file.bin',
      contentType: 'image/png',
      sizeBytes: fixtures.png.length,
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(completed).toEqual([
      {
        applicationId: 'app-1',
        subjectId: 'subject-1',
        key: grant.key,
        fileName: 'file.bin',
        contentType: 'image/png',
        sizeBytes: fixtures.png.length,
      },
    ]);
    expect(await storage.get(grant.key)).toMatchObject({
      contentType: 'image/png',
      sizeBytes: fixtures.png.length,
    });
  });

  it('works without a content type header at all', async () => {
    const grant = grantOf();
    const response = await app.inject({
      method: 'PUT',
      url: pathOf(urls.uploadUrl(grant)),
      payload: fixtures.gif,
    });
    expect(response.statusCode).toBe(200);
    expect(completed[0]?.contentType).toBe('image/gif');
  });

  it('refuses content of a type the grant does not allow (a PNG renamed .pdf) with 415', async () => {
    const grant = grantOf({ accept: [CONTENT_TYPES.pdf], fileName: 'scan.pdf' });
    const response = await put(urls.uploadUrl(grant), fixtures.png, { 'content-type': 'application/pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [
        {
          message: attachmentMessages.invalidFileType,
          extensions: {
            code: 'INCORRECT_FILE_TYPE',
            category: 'validation',
            errorClass: 'ValidationError',
            title: 'Incorrect file type',
          },
        },
      ],
    });
    expect(await storage.get(grant.key)).toBeNull();
    expect(completed).toEqual([]);
  });

  it.each([
    ['an executable', fixtures.exe],
    ['HTML', fixtures.html],
  ])('refuses %s for an image grant', async (_label, bytes) => {
    const response = await put(urls.uploadUrl(grantOf()), bytes);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a "text" file whose bytes turn out binary after the head, and removes what was stored', async () => {
    const grant = grantOf({ accept: [CONTENT_TYPES.txt], maxBytes: 1024 * 1024 });
    const bytes = Buffer.concat([Buffer.alloc(SNIFF_HEAD_BYTES + 10, 'a'), Buffer.from([0, 1, 2])]);
    const response = await put(urls.uploadUrl(grant), bytes, { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(await storage.get(grant.key)).toBeNull();
  });

  it('answers 413 with a JSON error when the declared length is over the limit', async () => {
    const grant = grantOf({ maxBytes: 100 });
    const response = await put(urls.uploadUrl(grant), Buffer.concat([fixtures.png, Buffer.alloc(200)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [
        {
          message: attachmentMessages.fileTooLarge,
          extensions: {
            code: 'FILE_TOO_LARGE',
            category: 'validation',
            errorClass: 'ValidationError',
            maxBytes: 100,
          },
        },
      ],
    });
    expect(await storage.get(grant.key)).toBeNull();
  });

  it('answers 413 when a streamed body without a length goes over the limit, keeping nothing', async () => {
    const grant = grantOf({ maxBytes: 100, accept: [CONTENT_TYPES.txt] });
    const stream = Readable.from([Buffer.alloc(60, 'a'), Buffer.alloc(60, 'b')]);
    const response = await put(urls.uploadUrl(grant), stream, { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(413);
    expect(await storage.get(grant.key)).toBeNull();
    expect(completed).toEqual([]);
  });

  it('answers 400 for an empty file', async () => {
    const response = await put(urls.uploadUrl(grantOf()), Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('EMPTY_FILE');
  });

  it('answers 403 for an expired, tampered, foreign or download token, and for an unknown purpose', async () => {
    const expired = urls.uploadUrl(grantOf());
    clock += 601_000;
    const tampered = urls.uploadUrl(grantOf()).replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    const foreign = fileUrlSigner({ key: randomBytes(32), publicUrl: 'http://files.test' }).uploadUrl(
      grantOf(),
    );
    const download = urls.downloadUrl({ applicationId: 'app-1', key: 'app-1/x', fileName: 'x.png' });
    const unknown = urls.uploadUrl(grantOf({ purpose: 'other' }));
    for (const url of [expired, tampered, foreign, download, unknown, 'http://files.test/files/nonsense']) {
      const response = await put(url, fixtures.png);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].extensions.code).toBe('INVALID_FILE_URL');
    }
    expect(completed).toEqual([]);
  });

  it("passes on the handler's refusal before storing anything", async () => {
    prepareRejects = new UploadRejectedError(409, 'UPLOAD_ALREADY_COMPLETED');
    const grant = grantOf();
    const response = await put(urls.uploadUrl(grant), fixtures.png);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({
      message: 'This upload address has already been used.',
      extensions: { code: 'UPLOAD_ALREADY_COMPLETED', category: 'conflict', errorClass: 'DomainError' },
    });
    expect(await storage.get(grant.key)).toBeNull();
  });

  it('takes one PUT per address: a second one is refused with 409 and leaves the stored file alone', async () => {
    const grant = grantOf();
    const url = urls.uploadUrl(grant);
    expect((await put(url, fixtures.png)).statusCode).toBe(200);
    const again = await put(url, fixtures.gif);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].extensions.code).toBe('UPLOAD_ALREADY_COMPLETED');
    expect(await storage.get(grant.key)).toMatchObject({
      contentType: 'image/png',
      sizeBytes: fixtures.png.length,
    });
    expect(completed).toHaveLength(1);
  });

  it('does not give the address back after a failed attempt: the client asks for a new one', async () => {
    const url = urls.uploadUrl(grantOf());
    expect((await put(url, fixtures.exe)).statusCode).toBe(415);
    expect((await put(url, fixtures.png)).statusCode).toBe(409);
    expect(completed).toEqual([]);
  });

  it('removes the stored file when completion refuses it', async () => {
    completeRejects = new UploadRejectedError(410, 'ATTACHMENT_NOT_FOUND');
    const grant = grantOf();
    const response = await put(urls.uploadUrl(grant), fixtures.png);
    expect(response.statusCode).toBe(410);
    expect(await storage.get(grant.key)).toBeNull();
  });

  it('answers a CORS preflight from the web app', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: pathOf(urls.uploadUrl(grantOf())) });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, PUT',
      'access-control-allow-headers': 'content-type',
    });
  });
});

describe('GET /files/<token>', () => {
  it('streams the file as a download under the fixed name, with its type and no caching', async () => {
    const grant = grantOf({ accept: [CONTENT_TYPES.txt] });
    await put(urls.uploadUrl(grant), fixtures.txt, { 'content-type': 'text/plain' });
    const response = await app.inject({
      method: 'GET',
      url: pathOf(
        urls.downloadUrl({ applicationId: 'app-1', key: grant.key, fileName: 'Résumé "final".txt' }),
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(fixtures.txt)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(fixtures.txt.length),
      'content-disposition': `attachment; filename="R_sum_ _final_.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.txt`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('adds the extension of the stored type to a name without one', async () => {
    const grant = grantOf();
    await put(urls.uploadUrl(grant), fixtures.jpeg);
    const response = await app.inject({
      method: 'GET',
      url: pathOf(urls.downloadUrl({ applicationId: 'app-1', key: grant.key, fileName: 'profile-image' })),
    });
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="profile-image.jpg"; filename*=UTF-8''profile-image.jpg`,
    );
  });

  it('answers 403 for an expired or upload token and 404 for a file that is gone', async () => {
    const download = urls.downloadUrl({ applicationId: 'app-1', key: 'app-1/none', fileName: 'x.pdf' });
    expect((await app.inject({ method: 'GET', url: pathOf(download) })).statusCode).toBe(404);
    const upload = urls.uploadUrl(grantOf());
    expect((await app.inject({ method: 'GET', url: pathOf(upload) })).statusCode).toBe(403);
    clock += 601_000;
    expect((await app.inject({ method: 'GET', url: pathOf(download) })).statusCode).toBe(403);
  });
});

describe('contentDisposition (RFC 6266)', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ["it's (1)*.pdf", `attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`],
    ['100%\\x.txt', `attachment; filename="100__x.txt"; filename*=UTF-8''100%25%5Cx.txt`],
    ['a\r\nb.txt', `attachment; filename="ab.txt"; filename*=UTF-8''ab.txt`],
    ['\u0000', `attachment; filename="download"; filename*=UTF-8''download`],
  ])('%j', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });
});
