import { describe, expect, it } from 'vitest';
import {
  memberPageCount,
  memberSearchVariables,
  normaliseMemberSearchTerm,
  peopleCountText,
  searchedCardNumber,
} from './member-search.ts';

describe('member list search (spec 2 §2, §5, §7)', () => {
  it('sends a # term as a card search, upper case', () => {
    expect(normaliseMemberSearchTerm('  #ab12 ')).toBe('#AB12');
    expect(normaliseMemberSearchTerm('# ab12')).toBe('#AB12');
    expect(searchedCardNumber('#ab12')).toBe('AB12');
    expect(searchedCardNumber('aroha')).toBeNull();
  });

  it('searches nothing for blank text or a lone #', () => {
    expect(normaliseMemberSearchTerm('   ')).toBe('');
    expect(normaliseMemberSearchTerm('#')).toBe('');
    expect(memberSearchVariables({ term: '#', branches: ['b'], reciprocal: false, page: 1 }).term).toBeNull();
  });

  it('sorts by first name with a term, else newest first', () => {
    const named = memberSearchVariables({ term: 'aro', branches: ['b'], reciprocal: false, page: 1 });
    expect(named).toMatchObject({ term: 'aro', sort: 'FIRST_NAME_ASC' });
    const all = memberSearchVariables({ term: '', branches: ['b'], reciprocal: true, page: 1 });
    expect(all).toMatchObject({ term: null, sort: 'PROSPECT_JOINED_AT_DESC', reciprocal: true });
  });

  it('asks for 50 per page, members and prospects of the given branches', () => {
    expect(memberSearchVariables({ term: '', branches: ['a', 'b'], reciprocal: false, page: 3 })).toEqual({
      term: null,
      branches: ['a', 'b'],
      reciprocal: false,
      roleTypes: ['Member', 'Prospect'],
      sort: 'PROSPECT_JOINED_AT_DESC',
      limit: 50,
      offset: 100,
    });
    expect(memberPageCount(0)).toBe(1);
    expect(memberPageCount(50)).toBe(1);
    expect(memberPageCount(51)).toBe(2);
  });

  it('counts people with thousands separators, and a capped total with a plus', () => {
    expect(peopleCountText({ total: 1 })).toBe('1 person');
    expect(peopleCountText({ total: 0 })).toBe('0 people');
    expect(peopleCountText({ total: 12_345 })).toBe('12,345 people');
    expect(peopleCountText({ total: 1000, totalIsCapped: true })).toBe('1,000+ people');
    expect(peopleCountText({ total: 1, totalIsCapped: true })).toBe('1+ people');
  });
});
