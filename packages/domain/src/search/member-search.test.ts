import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMemberSearchTerm } from './member-search.ts';

describe('parseMemberSearchTerm', () => {
  it.each([
    ['#ab12', { kind: 'card', cardNumber: 'AB12' }],
    ['  #ab12  ', { kind: 'card', cardNumber: 'AB12' }],
    ['# 00ff ', { kind: 'card', cardNumber: '00FF' }],
    ['#', { kind: 'card', cardNumber: '' }],
    ['jane smith', { kind: 'text', text: 'jane smith' }],
    ['  Jane  ', { kind: 'text', text: 'Jane' }],
    ['ab#12', { kind: 'text', text: 'ab#12' }],
    ['', { kind: 'text', text: '' }],
  ])('%j → %j', (input, expected) => {
    expect(parseMemberSearchTerm(input)).toEqual(expected);
  });

  it('any #-prefixed term is a card search in upper case (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', '7', '-'), maxLength: 12 }), (card) => {
        expect(parseMemberSearchTerm(`#${card}`)).toEqual({ kind: 'card', cardNumber: card.toUpperCase() });
      }),
    );
  });
});
