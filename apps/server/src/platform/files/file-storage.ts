import type { Readable } from 'node:stream';

/** Bytes as a request or a generator gives them. */
export type ByteSource = AsyncIterable<Uint8Array>;

interface PutOptions {
  /** Refuse (FileTooLargeError) and keep nothing when the body is longer than this. */
  maxBytes: number;
  /** Stored with the object and given back by `get`. */
  contentType: string;
}

interface StoredFile {
  body: Readable;
  sizeBytes: number;
  contentType: string;
}

/**
 * Where uploaded files live: a local directory (default) or an S3-compatible bucket. Keys are
 * `/`-separated paths the server makes (never user input), e.g. `<applicationId>/persons/<id>/…`.
 * A `put` is all or nothing: a failed or oversized upload leaves no object behind.
 */
export interface FileStorage {
  put(key: string, body: ByteSource, options: PutOptions): Promise<{ sizeBytes: number }>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are server-made; anything else (`..`, absolute paths, odd characters) is a bug. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 512 || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Passes bytes through, failing with FileTooLargeError as soon as more than `maxBytes` went by. */
export async function* limitBytes(body: ByteSource, maxBytes: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    yield chunk;
  }
}
