import { describe, expect, it } from 'vitest';
import { readMemberListState, writeMemberListState } from './member-list-url.ts';

const read = (search: string) => readMemberListState(new URLSearchParams(search));

describe('member list state in the address', () => {
  it('reads the term, both pages and the branches', () => {
    expect(read('?q=%23ab12&page=3&reciprocalPage=2&branches=akl,wlg')).toEqual({
      term: '#ab12',
      page: 3,
      reciprocalPage: 2,
      branches: ['akl', 'wlg'],
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(read('')).toEqual({ term: '', page: 1, reciprocalPage: 1, branches: [] });
    for (const page of ['0', '-2', 'x', '1.5', '99999999', ''])
      expect(read(`?page=${page}`).page, page).toBe(1);
    expect(read('?branches=,akl,,akl').branches).toEqual(['akl']);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const written = writeMemberListState(new URLSearchParams('other=1&page=4'), {
      term: 'aro',
      page: 1,
      reciprocalPage: 2,
      branches: [],
    });
    expect(written.toString()).toBe('other=1&q=aro&reciprocalPage=2');
    const state = { term: 'Rāwiri Ngata', page: 7, reciprocalPage: 1, branches: ['akl', 'syd'] };
    expect(readMemberListState(writeMemberListState(new URLSearchParams(), state))).toEqual(state);
  });
});
