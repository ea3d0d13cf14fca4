import { Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../app/constants.ts';
import { MEMBER_SEARCH_PLACEHOLDER } from './member-search.ts';

interface MemberSearchBoxProps {
  /** The search in force (from the address): the box starts with it and follows it on Back. */
  term: string;
  /** Called with the trimmed text 500 ms after the last keystroke (spec 1 §5.1). */
  onSearch: (term: string) => void;
  /** A search is under way: the tables are loading what `term` asks for. */
  loading: boolean;
}

/** Whether a key press belongs to something the user is typing in, or to a dialog. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The member list's search box (spec 2 §2). Shows a spinner while a search is pending or loading
 * (the box is then aria-busy), and "/" anywhere on the page, outside another field, puts the
 * cursor in it.
 */
export function MemberSearchBox({ term, onSearch, loading }: MemberSearchBoxProps) {
  const [value, setValue] = useState(term);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The debounce calls the newest onSearch, not the one of the keystroke's render: the address may
  // have moved on meanwhile (a page correction), and an old callback would write the old address.
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  // Back or a link changed the search: show it (unless the box already says it, spaces aside).
  useEffect(() => {
    clearTimeout(timer.current);
    setValue((shown) => (shown.trim() === term ? shown : term));
  }, [term]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The user opened a member (or went elsewhere) before the typed search ran: drop it. The list
  // stays on screen while the next page loads, and a search written into the address then would
  // replace that navigation (the member would not open) or carry the term onto the next page.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(next.trim()), SEARCH_DEBOUNCE_MS);
  };
  const searching = loading || value.trim() !== term;

  return (
    <TextInput
      ref={input}
      type="search"
      aria-label={MEMBER_SEARCH_PLACEHOLDER}
      aria-keyshortcuts="/"
      aria-busy={searching}
      placeholder={MEMBER_SEARCH_PLACEHOLDER}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={searching ? <Loader size={14} aria-label="Searching" role="status" /> : null}
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      maw={420}
      w="100%"
    />
  );
}
