import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, limitBytes } from './file-storage.ts';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files on the local disk under `root` (FILES_DIR, default ./data/files): the object at
 * `root/<key>`, its content type in `root/.meta/<key>.json`. Uploads are written to
 * `root/.tmp` and renamed into place, so a reader never sees half a file. Keys never start with
 * a dot, so the two folders cannot collide with an object.
 */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const objectPath = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split('/'));
  };
  const metaPath = (key: string) => path.join(base, '.meta', ...`${key}.json`.split('/'));

  return {
    async put(key, body, options) {
      const target = objectPath(key);
      const temp = path.join(base, '.tmp', randomUUID());
      await mkdir(path.dirname(temp), { recursive: true });
      let sizeBytes = 0;
      async function* counted() {
        for await (const chunk of limitBytes(body, options.maxBytes)) {
          sizeBytes += chunk.length;
          yield chunk;
        }
      }
      try {
        await pipeline(Readable.from(counted()), createWriteStream(temp, { flags: 'wx' }));
        await mkdir(path.dirname(target), { recursive: true });
        await mkdir(path.dirname(metaPath(key)), { recursive: true });
        await writeFile(`${temp}.json`, JSON.stringify({ contentType: options.contentType }));
        await rename(`${temp}.json`, metaPath(key));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}.json`, { force: true });
        throw error;
      }
      return { sizeBytes };
    },

    async get(key) {
      const file = objectPath(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      let contentType = 'application/octet-stream';
      try {
        const meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as { contentType?: unknown };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return { body: createReadStream(file), sizeBytes: size, contentType };
    },

    async delete(key) {
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
  };
}
