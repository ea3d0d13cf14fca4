import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FileTooLargeError } from './file-storage.ts';
import { S3RequestError, s3FileStorage } from './s3-file-storage.ts';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const REGION = 'eu-west-1';
const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

/**
 * What S3 checks before it serves a request: the Authorization header's form and credential
 * scope, the payload hash, and the signature recomputed from what arrived. Returns S3's error
 * code, or null when the request is authentic.
 */
async function rejection(
  request: IncomingMessage,
  body: Buffer,
  sessionToken?: string,
): Promise<string | null> {
  const authorization = request.headers.authorization ?? '';
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, accessKeyId, date, region, signedHeaders = ''] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== REGION || !/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(date ?? '-')) {
    return 'AuthorizationHeaderMalformed';
  }
  const names = signedHeaders.split(';');
  const required = [
    'host',
    'x-amz-content-sha256',
    'x-amz-date',
    ...(sessionToken ? ['x-amz-security-token'] : []),
  ];
  if (!required.every((name) => names.includes(name))) return 'AccessDenied';
  if (sessionToken && request.headers['x-amz-security-token'] !== sessionToken) return 'InvalidToken';
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
    return 'XAmzContentSHA256Mismatch';

  const headers = new Headers();
  for (const name of names) if (name !== 'host') headers.set(name, String(request.headers[name] ?? ''));
  const expected = await new AwsV4Signer({
    method: request.method ?? '',
    url: `http://${request.headers.host}${request.url}`,
    headers,
    ...credentials,
    region: REGION,
    service: 's3',
    datetime: amzDate,
  }).authHeader();
  return expected === authorization ? null : 'SignatureDoesNotMatch';
}

/** A minimal S3-compatible server: objects in a map, path-style addressing, S3's checks and errors. */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; contentType: string }>();
interface Seen {
  method: string;
  path: string;
  payloadHash: string;
  bodyBytes: number;
}
const seen: Seen[] = [];
let sessionToken: string | undefined;

const s3Error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await buffer(request);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    seen.push({
      method: request.method ?? '',
      path,
      payloadHash: String(request.headers['x-amz-content-sha256']),
      bodyBytes: body.length,
    });
    const refused = await rejection(request, body, sessionToken);
    if (refused) {
      response.writeHead(403).end(s3Error(refused));
      return;
    }
    if (path.includes('/broken')) {
      response.writeHead(500).end(s3Error('InternalError'));
      return;
    }
    if (request.method === 'PUT') {
      // S3 wants the length up front; it answers a chunked PutObject with 411.
      if (request.headers['content-length'] === undefined) {
        response.writeHead(411).end(s3Error('MissingContentLength'));
        return;
      }
      objects.set(path, { body, contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) response.writeHead(404).end(s3Error('NoSuchKey'));
      else
        response
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end(s3Error('MethodNotAllowed'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  objects.clear();
  sessionToken = undefined;
});

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('the signer the test server checks with', () => {
  it("reproduces AWS's published PUT Object example (sig-v4-header-based-auth)", async () => {
    const signer = new AwsV4Signer({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex(Buffer.from('Welcome to Amazon S3.')),
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
    });
    expect(await signer.signature()).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });
});

describe('S3 storage (signed REST calls to an S3-compatible endpoint)', () => {
  const storage = (options: Partial<Parameters<typeof s3FileStorage>[0]> = {}) =>
    s3FileStorage({ bucket: 'club-files', region: REGION, endpoint, credentials, ...options });

  it('puts, gets and deletes an object, path-style, with signatures the server accepts', async () => {
    const s3 = storage();
    expect(
      await s3.put('app/p/a-1', chunks('%PDF-', '1.7'), { maxBytes: 100, contentType: 'application/pdf' }),
    ).toEqual({ sizeBytes: 8 });
    expect(objects.get('/club-files/app/p/a-1')).toEqual({
      body: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    });
    const file = await s3.get('app/p/a-1');
    if (!file) throw new Error('stored object not found');
    expect(file).toMatchObject({ sizeBytes: 8, contentType: 'application/pdf' });
    expect((await buffer(file.body)).toString()).toBe('%PDF-1.7');
    await s3.delete('app/p/a-1');
    expect(await s3.get('app/p/a-1')).toBeNull();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /club-files/app/p/a-1',
      'GET /club-files/app/p/a-1',
      'DELETE /club-files/app/p/a-1',
      'GET /club-files/app/p/a-1',
    ]);
    // The upload's signature covers its bytes; requests without a body need not.
    expect(seen[0]).toMatchObject({ payloadHash: sha256Hex(Buffer.from('%PDF-1.7')), bodyBytes: 8 });
    expect(seen.slice(1).map((request) => request.bodyBytes)).toEqual([0, 0, 0]);
  });

  it('sends nothing when the body is over the limit', async () => {
    await expect(
      storage().put('app/p/big', chunks('123456', '789'), { maxBytes: 8, contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(seen).toEqual([]);
  });

  it('fails clearly when the bucket refuses (wrong credentials)', async () => {
    const wrong = storage({ credentials: { ...credentials, secretAccessKey: 'nope' } });
    const failure = wrong.put('app/x', chunks('x'), { maxBytes: 10, contentType: 'text/plain' });
    await expect(failure).rejects.toBeInstanceOf(S3RequestError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/^S3 PUT app\/x failed with 403: .*SignatureDoesNotMatch/),
    });
    expect(objects.size).toBe(0);
  });

  it('throws an S3RequestError for a failed GET or DELETE, but not for a missing object', async () => {
    const s3 = storage();
    await expect(s3.get('app/broken')).rejects.toMatchObject({
      name: 'S3RequestError',
      status: 500,
      message: expect.stringContaining('S3 GET app/broken failed with 500: '),
    });
    await expect(s3.delete('app/broken')).rejects.toMatchObject({ status: 500 });
    expect(await s3.get('app/missing')).toBeNull();
    await expect(s3.delete('app/missing')).resolves.toBeUndefined();
  });

  it('signs the session token of temporary credentials', async () => {
    sessionToken = 'session-token';
    const s3 = storage({ credentials: { ...credentials, sessionToken } });
    await s3.put('app/t', chunks('x'), { maxBytes: 10, contentType: 'text/plain' });
    expect(objects.has('/club-files/app/t')).toBe(true);
    const unsigned = storage();
    await expect(unsigned.get('app/t')).rejects.toMatchObject({ status: 403 });
  });

  it('addresses AWS itself virtual-hosted when no endpoint is set, dated by its clock', async () => {
    const requests: Request[] = [];
    const aws = s3FileStorage({
      bucket: 'club-files',
      region: 'ap-southeast-2',
      credentials,
      now: () => new Date('2013-05-24T00:00:00.123Z'),
      fetch: async (input) => {
        if (input instanceof Request) requests.push(input);
        return new Response(null, { status: 204 });
      },
    });
    await aws.delete('app/p/a_b.v1');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE https://club-files.s3.ap-southeast-2.amazonaws.com/app/p/a_b.v1',
    ]);
    expect(requests[0]?.headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(requests[0]?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20130524\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });
});
