import { describe, expect, it } from 'vitest';
import { accessibleColors } from './accessible-colors.ts';
import { computeAccessibleColors } from './palettes.ts';

describe('the accessible palettes the theme reads', () => {
  it('are the ones the contrast search gives today', () => {
    expect(
      accessibleColors,
      'accessible-colors.ts is stale: run `npm run theme:colors -w @clubline/web` and commit it',
    ).toEqual(computeAccessibleColors());
  });
});
