import { type RefObject, useEffect } from 'react';

/**
 * The table roles react-big-calendar's month view puts on its grid without the structure they
 * promise (a row whose children are event bars, cells outside rows): screen readers announce a
 * broken table and axe fails it as critical. Without them the month is what it looks like, a grid
 * of day buttons and session buttons, each announced by its own name.
 */
const BROKEN_TABLE_ROLES = [
  '.rbc-month-view[role]',
  '.rbc-month-header[role]',
  '.rbc-month-row[role]',
  '.rbc-row-content[role]',
  '.rbc-month-view [role="cell"]',
  '.rbc-month-view [role="columnheader"]',
].join(', ');

/** The agenda scrolls inside its own box: keyboard users must be able to reach and scroll it. */
const SCROLLING_REGIONS = '.rbc-agenda-view, .rbc-time-content';

/**
 * The month's day names carry aria-sort, which only a column header may: with the role gone it is
 * an attribute no element of theirs allows (axe: aria-allowed-attr, critical).
 */
const SORT_WITHOUT_HEADER = '.rbc-month-view [aria-sort]';

/** Strips the broken roles and makes the scrolling regions focusable, once now and after each change. */
export function repairCalendarAccessibility(root: ParentNode): void {
  for (const element of root.querySelectorAll(BROKEN_TABLE_ROLES)) element.removeAttribute('role');
  for (const element of root.querySelectorAll(SORT_WITHOUT_HEADER)) element.removeAttribute('aria-sort');
  for (const region of root.querySelectorAll(SCROLLING_REGIONS)) {
    if (region.hasAttribute('tabindex')) continue;
    region.setAttribute('tabindex', '0');
    region.setAttribute('role', 'region');
    region.setAttribute(
      'aria-label',
      region.classList.contains('rbc-agenda-view') ? 'Agenda' : 'Sessions by time',
    );
  }
}

/** Keeps the calendar under `ref` repaired as the library re-renders (a new month, a new view). */
export function useAccessibleCalendar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    repairCalendarAccessibility(root);
    const observer = new MutationObserver(() => repairCalendarAccessibility(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
