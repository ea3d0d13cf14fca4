import { describe, expect, it } from 'vitest';
import { roleIdFromName } from './role-id.ts';

describe('roleIdFromName (spec 3 §3)', () => {
  it.each([
    ['Admin', 'admin'],
    ['  Branch Manager  ', 'branch-manager'],
    ['Master Franchiser', 'master-franchiser'],
    ['PT', 'pt'],
    ['Front  desk\tstaff', 'front-desk-staff'],
    ['already-an-id', 'already-an-id'],
  ])('%j → %s', (name, id) => {
    expect(roleIdFromName(name)).toBe(id);
  });
});
