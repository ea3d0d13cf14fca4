import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import type { Fixtures } from '../../../testing/graphql.ts';
import { makeNote, type NoteData } from '../../../testing/member-records.ts';
import { PERSON_ID, personAnswer, renderMemberApp, VIEWER_AT_WLG, WLG } from '../../../testing/members.ts';

afterEach(() => {
  vi.useRealTimers();
});

const note = (id: string, contents: string, modifiedAt: string, overrides: Partial<NoteData> = {}) =>
  makeNote({ id, contents, modifiedAt, ...overrides });

const NOTES = [
  note('n1', 'Asked about a freeze', '2026-03-01T00:00:00Z'),
  note('n2', 'Your class starts soon', '2026-03-03T00:00:00Z', { category: 'SMS', status: 'SENT' }),
  note('n3', 'Never delivered', '2026-03-04T00:00:00Z', { category: 'SMS', status: 'FAILED' }),
  note('n4', 'Paid in cash', '2026-03-02T00:00:00Z'),
];

function openNotes(fixtures: Fixtures = {}, options: Parameters<typeof renderMemberApp>[2] = {}) {
  const person = personAnswer();
  return renderMemberApp(
    `/branch/${WLG}/members/${PERSON_ID}/overview`,
    { MemberArea: person, MemberOverview: person, MemberNotes: { data: { getNotes: NOTES } }, ...fixtures },
    options,
  );
}

const notesCard = () => screen.getByRole('region', { name: 'Notes' });
const noteCalls = (calls: { operationName: string }[]) =>
  calls.filter((c) => c.operationName === 'MemberNotes');

describe('notes and SMS (spec 2 §2, §4, §5)', () => {
  it('lists notes and SMS records newest first, leaving out failed SMS', async () => {
    openNotes();
    const list = await screen.findByRole('list', { name: 'Notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    ['Your class starts soon', 'Paid in cash', 'Asked about a freeze'].forEach((text, index) => {
      expect(items[index]?.textContent).toContain(text);
    });
    expect(within(list).queryByText('Never delivered')).toBeNull();
    expect(within(list).getAllByText(/Frankie Desk/).length).toBe(3);
  });

  it('says No notes when there are none', async () => {
    openNotes({ MemberNotes: { data: { getNotes: [] } } });
    expect(await screen.findByText('No notes')).toBeTruthy();
  });

  it('adds a trimmed note, then resets the form and reads the notes again', async () => {
    const { calls } = openNotes({ AddNote: { data: { addNote: { __typename: 'Note', id: 'n9' } } } });
    await screen.findByRole('list', { name: 'Notes' });
    const form = within(notesCard()).getByRole('form', { name: 'Add a note' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Content is required')).toBeTruthy();
    const box = within(form).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(await within(form).findByText('Content must be no more than 2000 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  Wants a locker  ' } });
    const readsBefore = noteCalls(calls).length;
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await eventually(() => expect(box.value).toBe(''));
    expect(calls.find((call) => call.operationName === 'AddNote')?.variables).toEqual({
      personId: PERSON_ID,
      contents: 'Wants a locker',
    });
    await eventually(() => expect(noteCalls(calls).length).toBeGreaterThan(readsBefore));
    expect(within(form).queryByText('Content is required')).toBeNull();
  });

  it('edits and removes a note, but not an SMS record', async () => {
    const { calls } = openNotes({
      UpdateNote: {
        data: {
          updateNote: {
            __typename: 'Note',
            id: 'n4',
            contents: 'Paid by card',
            modifiedAt: '2026-03-05T00:00:00Z',
          },
        },
      },
      RemoveNote: { data: { removeNote: true } },
    });
    const list = await screen.findByRole('list', { name: 'Notes' });
    // Two notes have actions; the SMS record has none.
    expect(within(list).getAllByRole('button', { name: 'Note actions' })).toHaveLength(2);
    const paid = within(list).getByText('Paid in cash').closest('li') as HTMLElement;
    fireEvent.click(within(paid).getByRole('button', { name: 'Note actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Paid by card' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes have been made')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateNote')?.variables).toEqual({
      personId: PERSON_ID,
      id: 'n4',
      contents: 'Paid by card',
    });

    fireEvent.click(within(paid).getByRole('button', { name: 'Note actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove note' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'RemoveNote')?.variables).toEqual({
        personId: PERSON_ID,
        id: 'n4',
      }),
    );
  });

  it('counts SMS characters and messages, sends to the mobile, and reads the notes again 2 s later', async () => {
    const { calls } = openNotes({
      SendSms: { data: { sendSMS: { __typename: 'SendSmsResult', success: true, errorMessage: null } } },
    });
    await screen.findByRole('list', { name: 'Notes' });
    fireEvent.click(within(notesCard()).getByRole('radio', { name: 'SMS' }));
    const form = within(notesCard()).getByRole('form', { name: 'Send an SMS' });
    expect(within(form).getByText('To 021 234 5678')).toBeTruthy();
    const counter = within(form).getByTestId('sms-counter');
    expect(counter.textContent).toBe('0 characters · 0 messages');
    const box = within(form).getByRole('textbox', { name: 'SMS message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'x'.repeat(161) } });
    expect(counter.textContent).toBe('161 characters · 2 messages');
    fireEvent.change(box, { target: { value: ' See you at 6 ' } });

    const readsBefore = noteCalls(calls).length;
    vi.useFakeTimers();
    fireEvent.click(within(form).getByRole('button', { name: 'Send SMS' }));
    await vi.advanceTimersByTimeAsync(50);
    expect(
      screen.getByText("SMS message sent successfully. The member's notes will be updated soon."),
    ).toBeTruthy();
    expect(box.value).toBe('');
    expect(calls.find((call) => call.operationName === 'SendSms')?.variables).toEqual({
      branchId: WLG,
      memberId: PERSON_ID,
      mobilePhone: { countryCode: 'NZ', number: '0212345678' },
      smsContent: 'See you at 6',
    });
    await vi.advanceTimersByTimeAsync(1900);
    expect(noteCalls(calls).length).toBe(readsBefore);
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await eventually(() => expect(noteCalls(calls).length).toBe(readsBefore + 1));
  });

  it('shows the reason when the SMS is not sent', async () => {
    openNotes({
      SendSms: {
        data: {
          sendSMS: {
            __typename: 'SendSmsResult',
            success: false,
            errorMessage: 'The member opted out of SMS',
          },
        },
      },
    });
    await screen.findByRole('list', { name: 'Notes' });
    fireEvent.click(within(notesCard()).getByRole('radio', { name: 'SMS' }));
    const form = within(notesCard()).getByRole('form', { name: 'Send an SMS' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'SMS message' }), { target: { value: 'Hi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('The member opted out of SMS')).toBeTruthy();
  });

  it('offers SMS only with the flag and the send-ad-hoc-sms permission', async () => {
    openNotes({}, { flags: { sms_to_members: false } });
    await screen.findByRole('list', { name: 'Notes' });
    expect(within(notesCard()).queryByRole('radio', { name: 'SMS' })).toBeNull();
    expect(within(notesCard()).getByRole('form', { name: 'Add a note' })).toBeTruthy();
  });

  it('offers neither form to a user who may only view members', async () => {
    openNotes({}, { assignments: VIEWER_AT_WLG });
    await screen.findByRole('list', { name: 'Notes' });
    expect(within(notesCard()).queryByRole('form')).toBeNull();
    expect(within(notesCard()).queryByRole('button', { name: 'Note actions' })).toBeNull();
  });
});
