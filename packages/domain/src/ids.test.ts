import { describe, expect, it } from 'vitest';
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
