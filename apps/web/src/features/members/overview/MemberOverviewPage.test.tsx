import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fixtures } from '../../../testing/graphql.ts';
import {
  makePerson,
  makePersonRole,
  PERSON_ID,
  personAnswer,
  renderMemberApp,
  VIEWER_AT_WLG,
  WLG,
} from '../../../testing/members.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function openOverview(fixtures: Fixtures = {}, options: Parameters<typeof renderMemberApp>[2] = {}) {
  const person = personAnswer();
  return renderMemberApp(
    `/branch/${WLG}/members/${PERSON_ID}/overview`,
    { MemberArea: person, MemberOverview: person, MemberNotes: { data: { getNotes: [] } }, ...fixtures },
    options,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('member overview (spec 2 §2)', () => {
  it('shows the profile, contact details, emergency contact, belongs-to, last visit and vax pass', async () => {
    openOverview();
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata', level: 1 })).toBeTruthy();
    expect(within(card('Profile')).getByText('Member')).toBeTruthy();
    expect(within(card('Profile')).getByText('overdue')).toBeTruthy();
    expect(within(card('Contact details')).getByText('aroha@example.com')).toBeTruthy();
    expect(within(card('Contact details')).getByText('021 234 5678')).toBeTruthy();
    expect(within(card('Contact details')).getByText('Female')).toBeTruthy();
    expect(within(card('Emergency contact')).getByText('Hemi Ngata')).toBeTruthy();
    expect(within(card('Belongs to')).getByText('Wellington Lambton Quay')).toBeTruthy();
    // 2026-03-01 09:30 in the branch's time zone.
    expect(within(card('Last visit')).getByText(/1 Mar 2026.*9:30/)).toBeTruthy();
    expect(within(card('Vax pass')).getByText('No verified proof of vaccination')).toBeTruthy();
    expect(document.title).toContain('Aroha Ngata');
  });

  it("shows the memberships widget, a card of the memberships feature's, linking to all memberships", async () => {
    openOverview();
    const widget = await screen.findByRole('region', { name: 'Memberships' });
    expect(within(widget).getByText('No active membership')).toBeTruthy();
    expect(within(widget).getByRole('link', { name: 'All memberships' }).getAttribute('href')).toBe(
      `/branch/${WLG}/members/${PERSON_ID}/memberships`,
    );
  });

  it("shows the member's access card", async () => {
    openOverview();
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata', level: 1 })).toBeTruthy();
    expect(within(card('Access card')).getByText('A1B2C3')).toBeTruthy();
  });

  it('says when the member has no access card', async () => {
    const person = personAnswer(makePerson({ accessCards: [] }));
    openOverview({ MemberArea: person, MemberOverview: person });
    expect(
      await within(await screen.findByRole('region', { name: 'Access card' })).findByText('No access card'),
    ).toBeTruthy();
  });

  it("names a Member's status beside the role when it is not plain MEMBER", async () => {
    const person = personAnswer(makePerson({ roles: [makePersonRole({ status: 'BLOCKED' })] }));
    openOverview({ MemberArea: person, MemberOverview: person });
    expect(
      await within(await screen.findByRole('region', { name: 'Profile' })).findByText('Member · Blocked'),
    ).toBeTruthy();
  });

  it('verifies vaccination after the Proof of vaccination confirmation, sending only person, names and now', async () => {
    const { calls } = openOverview({
      VerifyVaccination: {
        data: { updatePersonalDetails: { __typename: 'Person', id: PERSON_ID, vaccinationCertSightedOn: 1 } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify vaccination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of vaccination' });
    const before = Math.floor(Date.now() / 1000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText("The member's vaccination status has been updated successfully."),
    ).toBeTruthy();
    const sent = calls.find((call) => call.operationName === 'VerifyVaccination')?.variables;
    expect(sent).toMatchObject({ branchId: WLG });
    const input = sent?.personalDetailsInput as Record<string, unknown>;
    expect(Object.keys(input).sort()).toEqual([
      'firstName',
      'lastName',
      'personId',
      'vaccinationCertSightedOn',
    ]);
    expect(input.vaccinationCertSightedOn).toBeGreaterThanOrEqual(before);
  });

  it('says so when the vaccination status cannot be changed', async () => {
    openOverview({ VerifyVaccination: { errors: [{ message: 'nope' }] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify vaccination' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText("An error occurred while adjusting the member's vaccination status."),
    ).toBeTruthy();
  });

  it('offers no changes to a user who may only view members', async () => {
    openOverview({}, { assignments: VIEWER_AT_WLG });
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata', level: 1 })).toBeTruthy();
    for (const name of [
      'Edit personal information',
      'Transfer member',
      'Verify vaccination',
      'Upload a picture',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Note/ })).toBeNull();
  });

  it('edits personal information with the add-member rules, sending every field', async () => {
    const { calls } = openOverview({
      UpdatePersonalDetails: { data: { updatePersonalDetails: makePerson({ email: null }) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit personal information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit personal information' });
    const input = (label: RegExp) =>
      within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
    expect(input(/^First name/).value).toBe('Aroha');
    expect(input(/^Mobile phone$/).value).toBe('0212345678');
    expect(input(/^Suburb/).value).toBe('Wellington Central');
    // smsOptin false: 'Do not send SMS' is ticked.
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Do not send SMS' }) as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.change(input(/^Email/), { target: { value: '' } });
    fireEvent.change(input(/^Mobile phone$/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please enter at least one point of contact')).toHaveLength(2);

    fireEvent.change(input(/^Mobile phone$/), { target: { value: '021 555 0000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes have been made')).toBeTruthy();
    const sent = calls.find((call) => call.operationName === 'UpdatePersonalDetails')?.variables;
    expect(sent).toMatchObject({
      branchId: WLG,
      personalDetailsInput: {
        personId: PERSON_ID,
        email: null,
        mobilePhone: { countryCode: 'NZ', number: '0215550000' },
        homePhone: null,
        emailOptin: true,
        smsOptin: false,
        vaccinationPassExpiryDate: null,
      },
    });
  });

  it('refuses a profile image that is not a jpg, jpeg, png or gif', async () => {
    const { calls } = openOverview();
    await screen.findByRole('button', { name: 'Upload a picture' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'me.bmp', { type: 'image/bmp' });
    fireEvent.change(picker, { target: { files: [file] } });
    expect(
      await screen.findByText(
        'You have uploaded an invalid image file type. Allowed file types are .jpg .jpeg .png or .gif.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Incorrect file type')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'ProfileImageUpload')).toBe(false);
  });

  it('uploads a profile image to the signed address with its content type', async () => {
    const put = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', put);
    const { calls } = openOverview({
      ProfileImageUpload: { data: { getUrlForUserPicUpload: 'http://files.test/put-1' } },
    });
    await screen.findByRole('button', { name: 'Upload a picture' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'ProfileImageUpload')?.variables).toEqual({
      personId: PERSON_ID,
      contentType: 'image/png',
    });
    // The shell's outage check also fetches; the upload is the PUT.
    const upload = put.mock.calls.find((call) => call[1]?.method === 'PUT');
    expect(upload?.[0]).toBe('http://files.test/put-1');
    expect(new Headers(upload?.[1]?.headers).get('content-type')).toBe('image/png');
    vi.unstubAllGlobals();
  });
});
