import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { assertStorageKey, type FileStorage, limitBytes } from './file-storage.ts';
import {
  type AwsCredentials,
  EMPTY_PAYLOAD_HASH,
  sha256Hex,
  signRequest,
  uriEncode,
} from './s3-signature.ts';

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

/**
 * Files in an S3-compatible bucket through three signed REST calls (PutObject, GetObject,
 * DeleteObject). An upload is collected in memory (at most its byte limit) so it can be sent
 * with its length and SHA-256, which a single signed PUT needs; S3 never stores part of an
 * object, so a failed upload leaves nothing behind.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    const path = key.split('/').map(uriEncode).join('/');
    if (options.endpoint) {
      return new URL(`${options.endpoint.replace(/\/+$/, '')}/${uriEncode(options.bucket)}/${path}`);
    }
    return new URL(`https://${options.bucket}.s3.${options.region}.amazonaws.com/${path}`);
  };
  const send = (method: string, url: URL, headers: Record<string, string>, body?: Buffer) => {
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      credentials: options.credentials,
      region: options.region,
      now: now(),
    });
    const { host: _host, ...sent } = signed.headers;
    return doFetch(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };

  return {
    async put(key, body, putOptions) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of limitBytes(body, putOptions.maxBytes)) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      const response = await send('PUT', objectUrl(key), { 'content-type': putOptions.contentType }, bytes);
      if (!response.ok) throw new S3RequestError('PUT', key, response.status, await response.text());
      return { sizeBytes: bytes.length };
    },

    async get(key) {
      const response = await send('GET', objectUrl(key), {});
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
      const response = await send('DELETE', objectUrl(key), {});
      if (!response.ok && response.status !== 404) {
        throw new S3RequestError('DELETE', key, response.status, await response.text());
      }
      await response.body?.cancel();
    },
  };
}
