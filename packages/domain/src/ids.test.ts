import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it.each([
    ['0b7c1f7e-3f4a-4d2b-9c1e-5a6b7c8d9e0f', true],
    ['0B7C1F7E-3F4A-4D2B-9C1E-5A6B7C8D9E0F', true],
    // The demo seed's ids are well-formed version-4 UUIDs too.
    ['00000001-0004-4000-8000-00000000058c', true],
    ['0b7c1f7e3f4a4d2b9c1e5a6b7c8d9e0f', false],
    ['123', false],
    ['', false],
    ["1' or '1'='1", false],
  ])('%j → %s', (text, valid) => {
    expect(isUuid(text)).toBe(valid);
  });
});

describe('isUuid agrees with z.uuid()', () => {
  const zodUuid = z.uuid();
  const agrees = (text: string) => isUuid(text) === zodUuid.safeParse(text).success;

  it('on every UUID shape, version and variant', () => {
    const hex = (length: number) =>
      fc.string({
        unit: fc.constantFrom(...'0123456789abcdefABCDEFg-'),
        minLength: length,
        maxLength: length,
      });
    const shaped = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((parts) => parts.join('-'));
    fc.assert(
      fc.property(fc.oneof(shaped, fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] }), fc.string()), agrees),
      {
        numRuns: 5000,
      },
    );
  });

  it('on the nil and max UUIDs and near misses', () => {
    for (const text of [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '00000000-0000-0000-0000-000000000001',
      '0b7c1f7e-3f4a-9d2b-9c1e-5a6b7c8d9e0f',
      '0b7c1f7e-3f4a-4d2b-7c1e-5a6b7c8d9e0f',
      ' 0b7c1f7e-3f4a-4d2b-9c1e-5a6b7c8d9e0f',
      '0b7c1f7e-3f4a-4d2b-9c1e-5a6b7c8d9e0f\n',
    ])
      expect(agrees(text), text).toBe(true);
  });
});
