import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError } from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clubline-local-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('local disk storage', () => {
  it('stores, reads back with size and type, and deletes', async () => {
    const storage = localFileStorage(root);
    expect(
      await storage.put('app/a/file-1', chunks('hello ', 'world'), {
        maxBytes: 100,
        contentType: 'text/plain',
      }),
    ).toEqual({
      sizeBytes: 11,
    });
    const file = await storage.get('app/a/file-1');
    if (!file) throw new Error('stored file not found');
    expect(file).toMatchObject({ sizeBytes: 11, contentType: 'text/plain' });
    expect((await buffer(file.body)).toString()).toBe('hello world');
    await storage.delete('app/a/file-1');
    expect(await storage.get('app/a/file-1')).toBeNull();
    await storage.delete('app/a/file-1');
  });

  it('replaces an object under the same key', async () => {
    const storage = localFileStorage(root);
    await storage.put('app/b', chunks('one'), { maxBytes: 10, contentType: 'text/plain' });
    await storage.put('app/b', chunks('two!'), { maxBytes: 10, contentType: 'text/csv' });
    const file = await storage.get('app/b');
    expect(file).toMatchObject({ sizeBytes: 4, contentType: 'text/csv' });
    file?.body.destroy();
  });

  it('refuses more than the limit and keeps nothing, not even a temporary file', async () => {
    const storage = localFileStorage(root);
    await expect(
      storage.put('app/big', chunks('12345', '67890', 'x'), { maxBytes: 10, contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.get('app/big')).toBeNull();
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = localFileStorage(root);
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '.meta/x', 'a//b', 'a\\b', '']) {
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});
