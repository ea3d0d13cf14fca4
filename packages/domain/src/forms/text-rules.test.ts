import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { branchGroupInputSchema } from '../branches/branch-group.ts';
import { checkAttachmentFileName } from '../members/attachments.ts';
import { noteContentsSchema, smsInputSchema } from '../members/notes.ts';
import { personalDetailsFormSchema } from '../members/person-details.ts';
import { findExistingPersonsSchema, personSearchFiltersSchema } from '../members/person-search-schemas.ts';
import { messagesOf, parsed } from '../test-support.ts';
import { trimmedString } from './fields.ts';
import { hasControlCharacters } from './text-rules.ts';

const C0_AND_DELETE = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const LINE_CONTROLS = ['\t', '\n', '\r'];

describe('hasControlCharacters', () => {
  it.each(C0_AND_DELETE.map((control) => [control.charCodeAt(0).toString(16), control]))(
    'single-line text refuses U+%s',
    (_code, control) => {
      expect(hasControlCharacters(`a${control}b`)).toBe(true);
    },
  );

  it('multi-line text keeps tab and line breaks and refuses every other control', () => {
    for (const control of C0_AND_DELETE) {
      expect(hasControlCharacters(`a${control}b`, 'multi-line')).toBe(!LINE_CONTROLS.includes(control));
    }
  });

  it('accepts any other text: accents, emoji, non-breaking space, right-to-left marks', () => {
    expect(hasControlCharacters('Zoë Ngāti 😀 \u00a0 \u200f')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const expected = [...text].some((char) => C0_AND_DELETE.includes(char));
        expect(hasControlCharacters(text)).toBe(expected);
      }),
    );
  });
});

describe('the text rule in the feature schemas', () => {
  it('trimmedString: "{Field} contains characters that are not allowed"', () => {
    const name = trimmedString({ field: 'first name', required: true });
    expect(messagesOf(name, 'Ann\u0000')).toEqual(['First name contains characters that are not allowed']);
    expect(messagesOf(trimmedString({ field: 'town' }), 'a\u001bb')).toEqual([
      'Town contains characters that are not allowed',
    ]);
    expect(parsed(trimmedString({ field: 'note', required: true, multiLine: true }), 'a\n\tb\r\n')).toBe(
      'a\n\tb',
    );
  });

  it('notes and SMS keep line breaks and refuse other controls', () => {
    expect(parsed(noteContentsSchema, 'Line 1\nLine 2')).toBe('Line 1\nLine 2');
    expect(messagesOf(noteContentsSchema, 'bad\u0000note')).toEqual([
      'Content contains characters that are not allowed',
    ]);
    expect(
      messagesOf(smsInputSchema, {
        mobilePhone: { countryCode: 'NZ', number: '0211234567' },
        smsContent: '\u0007',
      }),
    ).toEqual(['Content contains characters that are not allowed']);
  });

  it('branch groups: a name on one line, a description on several', () => {
    const group = { name: 'North', description: 'Line 1\nLine 2', branches: ['b'] };
    expect(parsed(branchGroupInputSchema, group).description).toBe('Line 1\nLine 2');
    expect(messagesOf(branchGroupInputSchema, { ...group, name: 'No\nrth' })).toEqual([
      'Name contains characters that are not allowed',
    ]);
    expect(messagesOf(branchGroupInputSchema, { ...group, description: 'a\u0000' })).toEqual([
      'Description contains characters that are not allowed',
    ]);
  });

  it('person details: names, emergency contact and address fields', () => {
    const today = Temporal.PlainDate.from('2026-01-01');
    const details = {
      firstName: 'Ann',
      lastName: 'Lee',
      gender: 'FEMALE',
      email: 'ann@example.com',
      address: {
        country: 'NZ',
        address1: '1 Queen St\u0000',
        suburb: 'CBD',
        city: 'Auckland',
        postalCode: '1010',
      },
      emergencyContact: { name: 'Bob\u0001' },
    };
    expect(
      messagesOf(personalDetailsFormSchema({ today }), { ...details, firstName: 'A\u007fnn' }).sort(),
    ).toEqual([
      'Emergency contact name contains characters that are not allowed',
      'Field contains characters that are not allowed',
      'First name contains characters that are not allowed',
    ]);
  });

  it('searches: the member search term and the duplicate check', () => {
    expect(messagesOf(personSearchFiltersSchema, { term: 'smi\u0000' })).toEqual([
      'Search contains characters that are not allowed',
    ]);
    expect(parsed(personSearchFiltersSchema, { term: '#c0 @ smith' })).toEqual({ term: '#c0 @ smith' });
    expect(messagesOf(findExistingPersonsSchema, { firstName: 'a\u0000', lastName: 'b' })).toEqual([
      'First name contains characters that are not allowed',
    ]);
  });

  it('attachment file names, as sent and as shown once escapes are decoded', () => {
    for (const name of ['a\u0000.pdf', 'a\u001b.pdf', 'a\\u0000.pdf']) {
      expect(checkAttachmentFileName(name)).toEqual({
        ok: false,
        reason: 'controlCharacters',
        message: 'File name contains characters that are not allowed',
      });
    }
    expect(checkAttachmentFileName('r\\u00e9sum\\u00e9.pdf').ok).toBe(true);
  });
});
