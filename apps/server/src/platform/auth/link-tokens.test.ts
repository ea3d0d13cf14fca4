import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkSealer, uuidBytes, uuidOf } from './link-tokens.ts';

describe('sealed link tokens', () => {
  const key = randomBytes(32);
  const sealer = linkSealer(key, 20);
  const payload = randomBytes(20);

  it('opens what it sealed, and nothing altered, cut, lengthened or sealed under another key', () => {
    const token = sealer.seal(payload);
    expect(sealer.open(token)).toEqual(payload);
    const [encoded = '', signature = ''] = token.split('.');
    const flipped = `${encoded.slice(0, 5)}${encoded[5] === 'A' ? 'B' : 'A'}${encoded.slice(6)}`;
    expect(sealer.open(`${flipped}.${signature}`)).toBeNull();
    expect(sealer.open(`${encoded}.${signature.slice(0, -1)}`)).toBeNull();
    expect(sealer.open(`${token}.x`)).toBeNull();
    expect(sealer.open(linkSealer(randomBytes(32), 20).seal(payload))).toBeNull();
    expect(linkSealer(key, 21).open(token)).toBeNull();
    expect(sealer.open('x'.repeat(101))).toBeNull();
  });

  it('refuses another spelling of the same bytes (base64url spare bits)', () => {
    const token = sealer.seal(payload);
    const [encoded = '', signature = ''] = token.split('.');
    // 22 characters carry 16 bytes and 4 spare bits: a different last character can decode alike.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = [...alphabet].find(
      (char) =>
        char !== last &&
        Buffer.from(`${signature.slice(0, -1)}${char}`, 'base64url').equals(
          Buffer.from(signature, 'base64url'),
        ),
    );
    expect(sibling).toBeDefined();
    expect(sealer.open(`${encoded}.${signature.slice(0, -1)}${sibling}`)).toBeNull();
  });

  it('refuses to seal a payload of another length', () => {
    expect(() => sealer.seal(randomBytes(19))).toThrow();
  });

  it('keeps a uuid through its bytes', () => {
    const uuid = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(uuidOf(uuidBytes(uuid))).toBe(uuid);
  });
});
