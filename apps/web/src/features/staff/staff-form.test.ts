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

describe('staff paths (spec 3 §2; arrival cards link staff here, spec 2 §2)', () => {
  it('are the branch and organisation staff routes', () => {
    expect(staffListPath(null)).toBe('/organization/staff');
    expect(staffPath('p1', BRANCH)).toBe(`/branch/${BRANCH}/staff/p1`);
  });
});
