import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError } from './file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';
import { sha256Hex, signRequest } from './s3-signature.ts';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

/**
 * A minimal S3-compatible server: objects in a map, path-style addressing, and every request's
 * SigV4 signature recomputed from what arrived (as S3 does) before it is served.
 */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: { method: string; path: string }[] = [];

function verified(request: IncomingMessage, body: Buffer): boolean {
  const auth = request.headers.authorization ?? '';
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    if (['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)) continue;
    headers[name] = String(request.headers[name] ?? '');
  }
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256Hex(body)) return false;
  const date = String(request.headers['x-amz-date']);
  const now = new Date(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  const expected = signRequest({
    method: request.method ?? '',
    url: new URL(request.url ?? '/', `http://${request.headers.host}`),
    headers,
    payloadHash,
    credentials,
    region: 'eu-west-1',
    now,
  });
  return expected.headers.authorization === auth;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await buffer(request);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    seen.push({ method: request.method ?? '', path });
    if (!verified(request, body)) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      objects.set(path, { body, contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else
        response
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('S3 storage (signed REST calls to an S3-compatible endpoint)', () => {
  const storage = () => s3FileStorage({ bucket: 'club-files', region: 'eu-west-1', endpoint, credentials });

  it('puts, gets and deletes an object, path-style, with signatures the server accepts', async () => {
    const s3 = storage();
    expect(
      await s3.put('app/p/a-1', chunks('%PDF-', '1.7'), { maxBytes: 100, contentType: 'application/pdf' }),
    ).toEqual({
      sizeBytes: 8,
    });
    expect(objects.get('/club-files/app/p/a-1')?.contentType).toBe('application/pdf');
    const file = await s3.get('app/p/a-1');
    if (!file) throw new Error('stored object not found');
    expect(file).toMatchObject({ sizeBytes: 8, contentType: 'application/pdf' });
    expect((await buffer(file.body)).toString()).toBe('%PDF-1.7');
    await s3.delete('app/p/a-1');
    expect(await s3.get('app/p/a-1')).toBeNull();
    expect(seen.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('sends nothing when the body is over the limit', async () => {
    seen.length = 0;
    await expect(
      storage().put('app/p/big', chunks('123456', '789'), { maxBytes: 8, contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(seen).toEqual([]);
  });

  it('fails clearly when the bucket refuses (wrong credentials)', async () => {
    const wrong = s3FileStorage({
      bucket: 'club-files',
      region: 'eu-west-1',
      endpoint,
      credentials: { ...credentials, secretAccessKey: 'nope' },
    });
    await expect(
      wrong.put('app/x', chunks('x'), { maxBytes: 10, contentType: 'text/plain' }),
    ).rejects.toThrow(/S3 PUT app\/x failed with 403/);
  });

  it('addresses AWS itself virtual-hosted when no endpoint is set', async () => {
    const urls: string[] = [];
    const aws = s3FileStorage({
      bucket: 'club-files',
      region: 'ap-southeast-2',
      credentials,
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(null, { status: 204 });
      },
    });
    await aws.delete('app/p/a_b.v1');
    expect(urls).toEqual(['https://club-files.s3.ap-southeast-2.amazonaws.com/app/p/a_b.v1']);
  });
});
