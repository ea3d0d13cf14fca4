import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveFileUrlKey, FILE_URL_LIFETIME_SECONDS, fileUrlSigner, type UploadGrant } from './file-urls.ts';

const grant: UploadGrant = {
  purpose: 'attachment',
  applicationId: '00000001-0001-4000-8000-000000000001',
  subjectId: '00000001-0009-4000-8000-000000000001',
  key: 'app/persons/p/attachments/a',
  fileName: 'résumé.pdf',
  accept: ['application/pdf'],
  maxBytes: 1000,
};

const tokenOf = (url: string) => url.slice(url.indexOf('/files/') + '/files/'.length);

describe('signed file addresses', () => {
  let clock = Date.parse('2026-03-01T00:00:00Z');
  const signer = fileUrlSigner({ key: randomBytes(32), publicUrl: 'https://api.example/', now: () => clock });

  it('gives /files/<token> under the public URL, the token carrying the grant for 10 minutes', () => {
    const url = signer.uploadUrl(grant);
    expect(url).toMatch(/^https:\/\/api\.example\/files\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(tokenOf(url))).toEqual({
      op: 'put',
      expiresAt: clock / 1000 + FILE_URL_LIFETIME_SECONDS,
      grantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...grant,
    });
    expect(FILE_URL_LIFETIME_SECONDS).toBe(600);
  });

  it('gives every upload address a grant id of its own, which the first PUT claims', () => {
    const first = signer.verify(tokenOf(signer.uploadUrl(grant)));
    const second = signer.verify(tokenOf(signer.uploadUrl(grant)));
    expect(first?.op === 'put' && second?.op === 'put' && first.grantId !== second.grantId).toBe(true);
  });

  it('stops working when it expires', () => {
    const token = tokenOf(signer.downloadUrl({ applicationId: 'a', key: 'k', fileName: 'f' }));
    clock += (FILE_URL_LIFETIME_SECONDS - 1) * 1000;
    expect(signer.verify(token)).toMatchObject({ op: 'get' });
    clock += 1000;
    expect(signer.verify(token)).toBeNull();
  });

  it('refuses a tampered payload or signature, and another server key', () => {
    const token = tokenOf(signer.uploadUrl(grant));
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, maxBytes: 10_000_000 })).toString('base64url');
    expect(signer.verify(`${forged}.${signature}`)).toBeNull();
    // Every other last character, including those that decode to the same bytes (spare bits).
    for (const last of 'AEIMQUYcgkosw048BFJNRVZdhlptx159') {
      if (last === signature.at(-1)) continue;
      expect(signer.verify(`${payload}.${signature.slice(0, -1)}${last}`)).toBeNull();
    }
    const flippedFirst = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(signer.verify(`${payload}.${flippedFirst}`)).toBeNull();
    const other = fileUrlSigner({ key: randomBytes(32), publicUrl: 'https://api.example' });
    expect(other.verify(token)).toBeNull();
    for (const junk of ['', '.', 'abc', `${payload}.`, `${payload}.${signature}.x`, '../../etc/passwd']) {
      expect(signer.verify(junk)).toBeNull();
    }
  });

  it('derives the same key from the same secret (every replica agrees), a different one otherwise', () => {
    expect(deriveFileUrlKey('secret').equals(deriveFileUrlKey('secret'))).toBe(true);
    expect(deriveFileUrlKey('secret').equals(deriveFileUrlKey('other'))).toBe(false);
    expect(deriveFileUrlKey('secret')).toHaveLength(32);
  });
});
