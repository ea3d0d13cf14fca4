import { staffMessages } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { staffListPath, staffPath } from './paths.ts';
import { emptyStaffForm, toStaffMemberDetailsInput, toStaffMemberInput } from './staff-form.ts';

const BRANCH = '00000001-0002-4000-8000-000000000002';

describe('the staff forms (spec 3 §5)', () => {
  it('start in the organisation country, else Australia, with the list branch chosen', () => {
    expect(emptyStaffForm('NZ', BRANCH)).toMatchObject({
      mobilePhone: { countryCode: 'NZ' },
      branches: [BRANCH],
    });
    expect(emptyStaffForm(null, null)).toMatchObject({ mobilePhone: { countryCode: 'AU' }, branches: [] });
  });

  it('show the spec messages per field, the phone under its number', () => {
    const result = toStaffMemberInput({ ...emptyStaffForm('NZ', null), username: 'a b' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      firstName: 'First name is required',
      username: staffMessages.usernameSpaces,
      branches: staffMessages.branchesRequired,
    });
    const edit = toStaffMemberDetailsInput(
      { ...emptyStaffForm('NZ', BRANCH), firstName: 'A', lastName: 'B' },
      BRANCH,
    );
    expect(edit.ok).toBe(false);
    if (!edit.ok) expect(edit.errors['mobilePhone.number']).toBe('Phone number must be provided');
  });

  it('give the input the server takes', () => {
    const result = toStaffMemberInput({
      ...emptyStaffForm('NZ', BRANCH),
      firstName: ' Eddie ',
      lastName: 'Hire',
      email: 'eddie@example.com',
      gender: 'MALE',
      username: 'eddie.hire',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { firstName: 'Eddie', username: 'eddie.hire', branches: [BRANCH] },
    });
  });
});

describe('the staff address (spec 3 §3, §5)', () => {
  const valid = {
    firstName: 'Eddie',
    lastName: 'Hire',
    email: 'eddie@example.com',
    gender: 'MALE',
    username: 'eddie.hire',
  };

  it('is left out without a country, and checked by its country with the strings trimmed', () => {
    const none = toStaffMemberInput({ ...emptyStaffForm('NZ', BRANCH), ...valid });
    expect(none.ok && none.value.address).toBeUndefined();
    const form = emptyStaffForm('NZ', BRANCH);
    const partial = toStaffMemberInput({
      ...form,
      ...valid,
      address: { ...form.address, country: 'NZ', address1: ' 12 Cuba Street ' },
    });
    expect(partial.ok).toBe(false);
    if (!partial.ok) expect(Object.keys(partial.errors)).toContain('address.city');
    const full = toStaffMemberInput({
      ...form,
      ...valid,
      address: {
        ...form.address,
        country: 'NZ',
        address1: ' 12 Cuba Street ',
        suburb: 'Te Aro',
        city: 'Wellington',
        postalCode: '6011',
      },
    });
    expect(full.ok && full.value.address).toMatchObject({ country: 'NZ', address1: '12 Cuba Street' });
  });
});

describe('staff paths (spec 3 §2; arrival cards link staff here, spec 2 §2)', () => {
  it('are the branch and organisation staff routes', () => {
    expect(staffListPath(null)).toBe('/organization/staff');
    expect(staffPath('p1', BRANCH)).toBe(`/branch/${BRANCH}/staff/p1`);
  });
});
