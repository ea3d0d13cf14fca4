import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, noteMessages } from './note-messages.ts';
import { noteContentsSchema, noteInputSchema, smsInputSchema } from './notes.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('note contents (spec 2 §5 "Notes and SMS")', () => {
  it('has the spec texts', () => {
    expect(noteMessages.contentRequired).toBe('Content is required');
    expect(noteMessages.contentTooLong).toBe('Content must be no more than 2000 characters');
    expect(NOTE_MAX_LENGTH).toBe(2000);
  });

  it('trims the contents', () => {
    expect(noteContentsSchema.parse('  Called about the freeze \n')).toBe('Called about the freeze');
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n\t'],
  ])('requires contents (%s)', (_label, contents) => {
    expect(messageOf(noteContentsSchema.safeParse(contents))).toBe('Content is required');
  });

  it('rejects a missing value with the required text', () => {
    expect(messageOf(noteInputSchema.safeParse({}))).toBe('Content is required');
  });

  it('accepts 2000 characters and refuses 2001, counting after trimming', () => {
    expect(noteContentsSchema.parse(` ${'x'.repeat(2000)} `)).toHaveLength(2000);
    expect(messageOf(noteContentsSchema.safeParse('x'.repeat(2001)))).toBe(
      'Content must be no more than 2000 characters',
    );
  });
});

describe('SMS input', () => {
  it('accepts a valid NZ mobile and trims the text', () => {
    expect(
      smsInputSchema.parse({
        mobilePhone: { countryCode: 'NZ', number: '021 234 5678' },
        smsContent: ' Hi ',
      }),
    ).toEqual({ mobilePhone: { countryCode: 'NZ', number: '0212345678' }, smsContent: 'Hi' });
  });

  it('checks the phone with the shared phone rules', () => {
    const result = smsInputSchema.safeParse({
      mobilePhone: { countryCode: 'NZ', number: '12345' },
      smsContent: 'Hi',
    });
    expect(messageOf(result)).toBe('Number must begin with zero and be a valid format');
  });

  it('checks the text like a note', () => {
    const result = smsInputSchema.safeParse({
      mobilePhone: { countryCode: 'NZ', number: '0212345678' },
      smsContent: ' ',
    });
    expect(messageOf(result)).toBe('Content is required');
  });
});
