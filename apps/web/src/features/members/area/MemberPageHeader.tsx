import { isOneOf } from '@clubline/domain';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type Crumb, PageHeader } from '../../../ui/PageHeader.tsx';
import { MEMBER_PAGE_LABELS, MEMBER_PAGES, type MemberPage, memberListPath, memberPath } from '../paths.ts';
import { useMemberArea } from './member-area-context.ts';

interface MemberPageHeaderProps {
  page: MemberPage;
  title: ReactNode;
  actions?: ReactNode;
}

/**
 * The heading of a member page: breadcrumb Members > Member profile (spec 2 §2), the title, and
 * the member's pages as tabs.
 */
export function MemberPageHeader({ page, title, actions }: MemberPageHeaderProps) {
  const { personId, branchId } = useMemberArea();
  const navigate = useNavigate();
  const breadcrumbs: Crumb[] = [
    { label: 'Members', to: memberListPath(branchId) },
    page === 'overview'
      ? { label: 'Member profile' }
      : { label: 'Member profile', to: memberPath(personId, branchId, 'overview') },
  ];
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={actions} />
      <Tabs
        value={page}
        onChange={(next) => {
          if (isOneOf(MEMBER_PAGES, next)) navigate(memberPath(personId, branchId, next));
        }}
        mb="lg"
      >
        <Tabs.List
          aria-label="Member pages"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {MEMBER_PAGES.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {MEMBER_PAGE_LABELS[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
