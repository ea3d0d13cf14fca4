import { Tabs, Text } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type Crumb, PageHeader } from '../../../ui/PageHeader.tsx';
import { memberAreaPath, memberListPath, memberPath } from '../paths.ts';
import { personName } from '../person-name.ts';
import { useMemberArea } from './member-area-context.ts';

interface MemberPageHeaderProps {
  /** The page's tab: its path in the member area ('overview', or a page another feature adds). */
  page: string;
  title: ReactNode;
  actions?: ReactNode;
}

/**
 * The heading of a member page: breadcrumb Members > Member profile (spec 2 §2), the title, and
 * the member's pages as tabs (members' own, then those other features add through the area's
 * slot). A page titled with the spec's words ('Member attachments', 'Member activities') names the
 * member after them, so staff always see whose page it is; the overview's title is the name itself.
 * On a phone the tabs are wider together than the screen and scroll sideways: the page's own tab
 * is scrolled into view, else Memberships or Transactions opened from a link showed no tab
 * selected, the first three only.
 */
export function MemberPageHeader({ page, title, actions }: MemberPageHeaderProps) {
  const { personId, branchId, firstName, lastName, extras } = useMemberArea();
  const navigate = useNavigate();
  const tabList = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (tabList.current) scrollTabIntoView(tabList.current, page);
  }, [page]);
  const breadcrumbs: Crumb[] = [
    { label: 'Members', to: memberListPath(branchId) },
    page === 'overview'
      ? { label: 'Member profile' }
      : { label: 'Member profile', to: memberPath(personId, branchId, 'overview') },
  ];
  return (
    <>
      <PageHeader
        title={
          page === 'overview' ? (
            title
          ) : (
            <>
              {title}
              {' — '}
              <Text component="span" inherit fw={400}>
                {personName({ firstName, lastName })}
              </Text>
            </>
          )
        }
        breadcrumbs={breadcrumbs}
        actions={actions}
      />
      <Tabs
        value={page}
        onChange={(next) => {
          const tab = extras.tabs.find((candidate) => candidate.path === next);
          if (tab) navigate(memberAreaPath(personId, branchId, tab.path));
        }}
        mb="lg"
      >
        <Tabs.List
          ref={tabList}
          aria-label="Member pages"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {extras.tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}

/** Scrolls a sideways-scrolling tab list just far enough that the tab of `value` is wholly in view. */
function scrollTabIntoView(list: HTMLElement, value: string): void {
  // Mantine gives each tab the id `<tabs id>-tab-<value>`.
  const tab = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].find((candidate) =>
    candidate.id.endsWith(`-tab-${value}`),
  );
  if (!tab) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  // Where the tab is along the list's whole scrolling width.
  const start = tabBox.left - listBox.left + list.scrollLeft;
  const end = start + tabBox.width;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}
