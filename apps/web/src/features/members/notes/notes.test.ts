import { describe, expect, it } from 'vitest';
import { checkNote, checkSms, smsCounterText, visibleNotes } from './notes.ts';

describe('note form (spec 2 §5 "Notes and SMS")', () => {
  it('trims and requires the contents', () => {
    expect(checkNote({ contents: '  Called about the freeze ' })).toEqual({
      ok: true,
      value: { contents: 'Called about the freeze' },
    });
    expect(checkNote({ contents: '  \n ' })).toEqual({
      ok: false,
      errors: { contents: 'Content is required' },
    });
  });

  it('allows 2000 characters and refuses 2001', () => {
    expect(checkNote({ contents: 'x'.repeat(2000) }).ok).toBe(true);
    expect(checkNote({ contents: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { contents: 'Content must be no more than 2000 characters' },
    });
  });
});

describe('SMS form', () => {
  const mobile = { countryCode: 'NZ', number: '021 234 5678' } as const;

  it('sends the trimmed text to the member mobile, spaces removed', () => {
    expect(checkSms(mobile)({ smsContent: ' Hi there ' })).toEqual({
      ok: true,
      value: { mobilePhone: { countryCode: 'NZ', number: '0212345678' }, smsContent: 'Hi there' },
    });
  });

  it('shows the text rules and the phone rules under the text', () => {
    expect(checkSms(mobile)({ smsContent: ' ' })).toEqual({
      ok: false,
      errors: { smsContent: 'Content is required' },
    });
    expect(checkSms({ countryCode: 'NZ', number: '12' })({ smsContent: 'Hi' })).toEqual({
      ok: false,
      errors: { smsContent: 'Number must begin with zero and be a valid format' },
    });
  });

  it('counts characters and 160-character messages', () => {
    expect(smsCounterText('')).toBe('0 characters · 0 messages');
    expect(smsCounterText('a')).toBe('1 character · 1 message');
    expect(smsCounterText('x'.repeat(160))).toBe('160 characters · 1 message');
    expect(smsCounterText('x'.repeat(161))).toBe('161 characters · 2 messages');
    expect(smsCounterText('x'.repeat(321))).toBe('321 characters · 3 messages');
  });
});

describe('notes list', () => {
  it('leaves out failed SMS records and puts the newest first', () => {
    const notes = [
      { id: 'a', category: 'NOTE', status: null, modifiedAt: '2026-01-01T00:00:00Z' },
      { id: 'b', category: 'SMS', status: 'FAILED', modifiedAt: '2026-03-01T00:00:00Z' },
      { id: 'c', category: 'SMS', status: 'SENT', modifiedAt: '2026-02-01T00:00:00Z' },
      { id: 'd', category: 'NOTE', status: null, modifiedAt: '2026-04-01T00:00:00Z' },
    ];
    expect(visibleNotes(notes).map((note) => note.id)).toEqual(['d', 'c', 'a']);
  });
});
