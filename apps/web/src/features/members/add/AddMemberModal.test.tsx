import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import type { AnswerTo } from '../../../testing/graphql.ts';
import { PERSON_ID, personAnswer, personPage, renderMemberApp, WLG } from '../../../testing/members.ts';

const emptyPage = personPage([]);

function openForm(answers: { add?: AnswerTo<'AddProspect'>; sameName?: number; sameEmail?: number } = {}) {
  const test = renderMemberApp(`/branch/${WLG}/members`, {
    MyMembers: emptyPage,
    ReciprocalMembers: emptyPage,
    AddMemberBranch: {
      data: {
        getBranch: {
          __typename: 'Branch',
          id: WLG,
          timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland' },
        },
      },
    },
    ExistingPersons: {
      data: { findExistingPersons: { __typename: 'ExistingPersons', count: answers.sameName ?? 0 } },
    },
    PersonsByEmail: { data: { countPersonsByEmail: answers.sameEmail ?? 0 } },
    AddProspect: answers.add ?? {
      data: { addProspect: { __typename: 'Person', id: PERSON_ID, homeBranchId: WLG } },
    },
    MemberArea: personAnswer(),
    MemberOverview: personAnswer(),
    MemberNotes: { data: { getNotes: [] } },
  });
  return test;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add new member' }));
  return screen.findByRole('dialog', { name: 'Add new member' });
}

const field = (dialog: HTMLElement, label: RegExp | string) =>
  within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (dialog: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.click(field(dialog, label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Today in Wellington as YYYY-MM-DD. */
const todayInWellington = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', dateStyle: 'short' }).format(new Date());

describe('add member (spec 2 §5)', () => {
  it('shows the rules only after the first submit', async () => {
    const { calls } = openForm();
    const dialog = await openDialog();
    expect(within(dialog).queryByText('First name is required')).toBeNull();
    submit(dialog);
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    expect(within(dialog).getByText('Gender is required')).toBeTruthy();
    // Under the email and under the mobile number.
    expect(within(dialog).getAllByText('Please enter at least one point of contact')).toHaveLength(2);
    expect(calls.some((call) => call.operationName === 'AddProspect')).toBe(false);

    // From then on the messages follow the corrections.
    type(dialog, /^First name/, 'Aroha');
    await eventually(() => expect(within(dialog).queryByText('First name is required')).toBeNull());
    type(dialog, /^Email/, 'aroha@example.com');
    await eventually(() =>
      expect(within(dialog).queryByText('Please enter at least one point of contact')).toBeNull(),
    );
  });

  it('applies the length, email, phone, date and address rules', async () => {
    openForm();
    const dialog = await openDialog();
    type(dialog, /^First name/, 'a'.repeat(31));
    type(dialog, /^Last name/, 'b'.repeat(31));
    type(dialog, /^Email/, 'aroha@');
    type(dialog, /^Mobile phone$/, '12345');
    type(dialog, /^Home phone$/, '09-300');
    type(dialog, /^Date of birth/, todayInWellington());
    type(dialog, /^Emergency contact name/, 'n'.repeat(81));
    type(dialog, /^Address line 1/, 'x'.repeat(41));
    type(dialog, /^Postcode/, '601');
    submit(dialog);
    expect(await within(dialog).findByText('First name must not exceed 30 characters')).toBeTruthy();
    expect(within(dialog).getByText('Last name must not exceed 30 characters')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email')).toBeTruthy();
    expect(within(dialog).getByText('Number must begin with zero and be a valid format')).toBeTruthy();
    expect(within(dialog).getByText('Telephone number must be numeric only')).toBeTruthy();
    expect(within(dialog).getByText('This must be before today')).toBeTruthy();
    expect(within(dialog).getByText('Emergency contact name must not exceed 80 characters')).toBeTruthy();
    expect(within(dialog).getByText('Field is too long')).toBeTruthy();
    expect(within(dialog).getByText('Postal code must be 4 digits')).toBeTruthy();
    // Suburb and city are required once an NZ address is started.
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(2);
  });

  it('changes the address fields with the country and clears them', async () => {
    openForm();
    const dialog = await openDialog();
    expect(field(dialog, /^Country/).value).toBe('New Zealand');
    type(dialog, /^Address line 1/, '1 Lambton Quay');
    type(dialog, /^Suburb/, 'Wellington Central');
    expect(field(dialog, /^City/)).toBeTruthy();

    await choose(dialog, /^Country/, 'Australia');
    expect(field(dialog, /^Address line 1/).value).toBe('');
    expect(field(dialog, /^Suburb/).value).toBe('');
    expect(within(dialog).queryByLabelText(/^City/)).toBeNull();
    expect(field(dialog, /^State/)).toBeTruthy();
    submit(dialog);
    // An address with every field blank is no address: only the other rules speak.
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).queryByText('Field is required')).toBeNull();

    await choose(dialog, /^Country/, 'India');
    expect(field(dialog, /^Locality/)).toBeTruthy();
    expect(field(dialog, /^PIN Code/)).toBeTruthy();
    await choose(dialog, /^Country/, 'Singapore');
    expect(field(dialog, /^Town/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Suburb/)).toBeNull();
  });

  it('shows the phone placeholder and calling code of the chosen country', async () => {
    openForm();
    const dialog = await openDialog();
    expect(field(dialog, /^Mobile phone$/).placeholder).toBe('000 000 0000');
    const country = within(dialog).getByLabelText('Mobile phone country') as HTMLSelectElement;
    expect([...country.options].map((option) => option.text)).toEqual([
      'AU +61',
      'NZ +64',
      'SG +65',
      'IN +91',
    ]);
    fireEvent.change(country, { target: { value: 'AU' } });
    expect(field(dialog, /^Mobile phone$/).placeholder).toBe('00 0000 0000');
    fireEvent.change(country, { target: { value: 'SG' } });
    expect(field(dialog, /^Mobile phone$/).placeholder).toBe('0000 0000');
  });

  it('warns about people with the same name and date of birth, and the same email', async () => {
    const { calls } = openForm({ sameName: 2, sameEmail: 1 });
    const dialog = await openDialog();
    type(dialog, /^First name/, 'Aroha');
    type(dialog, /^Last name/, 'Ngata');
    type(dialog, /^Date of birth/, '1990-02-28');
    type(dialog, /^Email/, 'Aroha@Example.com');
    expect(
      await within(dialog).findByText(
        'There are already 2 people with this name and date of birth.',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText('1 person already uses this email address.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'ExistingPersons')?.variables).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      dateOfBirth: '1990-02-28',
    });
    expect(calls.find((call) => call.operationName === 'PersonsByEmail')?.variables).toEqual({
      email: 'Aroha@Example.com',
      limit: 10000,
    });
  });

  it('sends the opt-ins inverted from the do-not-send boxes and opens the new profile', async () => {
    const { calls, router } = openForm();
    const dialog = await openDialog();
    type(dialog, /^First name/, ' Aroha ');
    type(dialog, /^Last name/, 'Ngata');
    await choose(dialog, /^Gender/, 'Female');
    type(dialog, /^Mobile phone$/, '021 234 5678');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not send SMS' }));
    submit(dialog);
    await eventually(() =>
      expect(router.state.location.pathname).toBe(`/branch/${WLG}/members/${PERSON_ID}/overview`),
    );
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'AddProspect')?.variables).toEqual({
      input: {
        homeBranchId: WLG,
        firstName: 'Aroha',
        lastName: 'Ngata',
        gender: 'FEMALE',
        mobilePhone: { countryCode: 'NZ', number: '0212345678' },
        emailOptin: true,
        smsOptin: false,
      },
    });
  });

  it("shows the text of the server's code when the prospect is refused, not its message", async () => {
    openForm({
      add: {
        errors: [
          {
            message: 'The home branch does not exist',
            extensions: { code: 'BRANCH_NOT_FOUND', category: 'not-found', errorClass: 'NotFoundError' },
          },
        ],
      },
    });
    const dialog = await openDialog();
    type(dialog, /^First name/, 'Aroha');
    type(dialog, /^Last name/, 'Ngata');
    await choose(dialog, /^Gender/, 'Female');
    type(dialog, /^Email/, 'aroha@example.com');
    submit(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Branch not found');
    expect(alert.textContent).not.toContain('The home branch does not exist');
  });

  it('shows the standard error for a refusal without a known code', async () => {
    openForm({ add: { errors: [{ message: 'Something internal' }] } });
    const dialog = await openDialog();
    type(dialog, /^First name/, 'Aroha');
    type(dialog, /^Last name/, 'Ngata');
    await choose(dialog, /^Gender/, 'Female');
    type(dialog, /^Email/, 'aroha@example.com');
    submit(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Oops, something went wrong. Please try again.');
    expect(alert.textContent).not.toContain('Something internal');
  });
});
