import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenIssuer, accessTokenVerifier, type TokenKeys } from './access-tokens.ts';

const ISSUER = 'http://clubline.test/oidc';
const VIEWER = { applicationId: '00000000-0000-4000-8000-0000000000a1', userId: 'user-1' };

async function testKeys(): Promise<TokenKeys> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: 'test', alg: 'ES256', use: 'sig' };
  const { d: _private, ...publicJwk } = privateJwk;
  return { kid: 'test', privateJwk, publicJwk };
}

/** Counts the signature checks jose makes (it verifies through WebCrypto). */
const signatureChecks = () => vi.spyOn(globalThis.crypto.subtle, 'verify');
afterEach(() => vi.restoreAllMocks());

describe('verified access tokens are remembered until their expiry', () => {
  it("checks a token's signature once, then answers it from memory", async () => {
    const keys = await testKeys();
    const token = await accessTokenIssuer(keys, ISSUER).issue(VIEWER);
    const verifier = accessTokenVerifier(keys, ISSUER);
    const checks = signatureChecks();
    const answers = [
      await verifier.verify(token),
      await verifier.verify(token),
      await verifier.verify(token),
    ];
    expect(answers).toEqual([
      expect.objectContaining(VIEWER),
      expect.objectContaining(VIEWER),
      expect.objectContaining(VIEWER),
    ]);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    const keys = await testKeys();
    const token = await accessTokenIssuer(keys, ISSUER).issue(VIEWER, { expiresInSeconds: 60 });
    let now = Date.now();
    const verifier = accessTokenVerifier(keys, ISSUER, { now: () => now });
    expect(await verifier.verify(token)).toMatchObject(VIEWER);
    now += 59_000;
    expect(await verifier.verify(token)).toMatchObject(VIEWER);
    now += 2_000;
    expect(await verifier.verify(token)).toBeNull();
  });

  it('remembers at most its bound of tokens, forgetting the oldest first', async () => {
    const keys = await testKeys();
    const issuer = accessTokenIssuer(keys, ISSUER);
    const [first, second, third] = await Promise.all([
      issuer.issue(VIEWER),
      issuer.issue(VIEWER),
      issuer.issue(VIEWER),
    ]);
    const verifier = accessTokenVerifier(keys, ISSUER, { cacheSize: 2 });
    for (const token of [first, second, third]) await verifier.verify(token);
    const checks = signatureChecks();
    await verifier.verify(third);
    await verifier.verify(second);
    expect(checks).toHaveBeenCalledTimes(0);
    expect(await verifier.verify(first)).toMatchObject(VIEWER);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('never remembers a refused token: a forged one is checked, and refused, every time', async () => {
    const keys = await testKeys();
    const forged = await accessTokenIssuer(await testKeys(), ISSUER).issue(VIEWER);
    const verifier = accessTokenVerifier(keys, ISSUER);
    const checks = signatureChecks();
    expect(await verifier.verify(forged)).toBeNull();
    expect(await verifier.verify(forged)).toBeNull();
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('hands each caller its own viewer: a change to one answer does not reach the next', async () => {
    const keys = await testKeys();
    const token = await accessTokenIssuer(keys, ISSUER).issue(VIEWER);
    const verifier = accessTokenVerifier(keys, ISSUER);
    const first = await verifier.verify(token);
    if (first) first.userId = 'someone-else';
    expect(await verifier.verify(token)).toMatchObject(VIEWER);
  });
});
