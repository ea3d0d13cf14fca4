import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage, limitBytes } from './file-storage.ts';

interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …), addressed path-style; absent → AWS virtual-hosted. */
  endpoint?: string | undefined;
  credentials: AwsCredentials;
  /** For tests. */
  fetch?: typeof fetch;
  now?: () => Date;
}

export class S3RequestError extends Error {
  override name = 'S3RequestError';
  readonly status: number;
  constructor(operation: string, key: string, status: number, detail: string) {
    super(`S3 ${operation} ${key} failed with ${status}: ${detail.slice(0, 300)}`);
    this.status = status;
  }
}

/** `20130524T000000Z`, the form of `x-amz-date`. */
const amzDateTime = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * Files in an S3-compatible bucket through three REST calls (PutObject, GetObject, DeleteObject)
 * signed with AWS Signature V4 by aws4fetch. An upload is collected in memory (at most its byte
 * limit) because a single PutObject must declare its length (S3 refuses a chunked body) and our
 * byte sources have none; holding the bytes also lets the signature cover their SHA-256, so S3
 * rejects a body changed on the way. S3 never stores part of an object, so a failed upload leaves
 * nothing behind.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  // Only its signing is used (`sign`, not `fetch`): its fetch would bypass `options.fetch` and
  // retry with a backoff of its own, which the callers of a file store do not expect.
  const client = new AwsClient({ ...options.credentials, region: options.region, service: 's3' });
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    const path = key.split('/').map(encodeURIComponent).join('/');
    if (options.endpoint) {
      return new URL(`${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${path}`);
    }
    return new URL(`https://${options.bucket}.s3.${options.region}.amazonaws.com/${path}`);
  };
  const send = async (
    method: string,
    url: URL,
    headers: Record<string, string> = {},
    body?: Uint8Array<ArrayBuffer>,
  ) => {
    const request = await client.sign(url, {
      method,
      headers,
      ...(body ? { body } : {}),
      aws: { datetime: amzDateTime(now()) },
    });
    return doFetch(request);
  };

  return {
    async put(key, body, putOptions) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of limitBytes(body, putOptions.maxBytes)) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      const response = await send(
        'PUT',
        objectUrl(key),
        {
          'content-type': putOptions.contentType,
          // Without it aws4fetch signs S3 requests as UNSIGNED-PAYLOAD.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        bytes,
      );
      if (!response.ok) throw new S3RequestError('PUT', key, response.status, await response.text());
      await response.body?.cancel();
      return { sizeBytes: bytes.length };
    },

    async get(key) {
      const response = await send('GET', objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        throw new S3RequestError('GET', key, response.status, await response.text());
      }
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        sizeBytes: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async delete(key) {
      const response = await send('DELETE', objectUrl(key));
      if (!response.ok && response.status !== 404) {
        throw new S3RequestError('DELETE', key, response.status, await response.text());
      }
      await response.body?.cancel();
    },
  };
}
