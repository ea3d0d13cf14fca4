import { useMemo } from 'react';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
import type { ResponsiveColumn } from '../../../ui/ResponsiveTable.tsx';
import { memberPath } from '../paths.ts';
import { MemberNameCell } from './MemberNameCell.tsx';
import { MemberSearchTable, type MembersSectionProps } from './MemberSearchTable.tsx';
import { MemberTags } from './MemberTags.tsx';
import { MyMembersQuery, MyMembersRowFragment } from './member-list-documents.ts';
import { lastVisitAt, membershipTypeText, timeZoneOf } from './person-roles.ts';

/**
 * Spec 2 §2 "My Members": the members and prospects whose home branch is searched. Columns: Name
 * with email, Home Branch (organisation level) or Membership type (branch level: the plans of the
 * person's current memberships), Last visit date in the branch time zone, Tags. 50 a page.
 */
export function MyMembersSection({ branchId, ...search }: MembersSectionProps) {
  const { branches } = useSessionData();
  // The same columns while the branch and the user's branches stay: the table then skips its
  // rows when the page around it renders again (ResponsiveTable).
  const columns = useMemo(() => myMembersColumns(branchId, branches), [branchId, branches]);
  return (
    <MemberSearchTable
      title="My Members"
      query={MyMembersQuery}
      {...search}
      reciprocal={false}
      minWidth={640}
      columns={columns}
    />
  );
}

const row = (ref: FragmentType<typeof MyMembersRowFragment>) => getFragmentData(MyMembersRowFragment, ref);

function myMembersColumns(
  branchId: string | null,
  branches: readonly { id: string; name: string }[],
): ResponsiveColumn<FragmentType<typeof MyMembersRowFragment>>[] {
  return [
    {
      header: 'Name',
      role: 'title',
      cell: (ref) => {
        const person = row(ref);
        return <MemberNameCell person={person} to={memberPath(person.id, branchId)} />;
      },
    },
    branchId
      ? { header: 'Membership type', cell: (ref) => membershipTypeText(row(ref).currentMembershipNames) }
      : {
          header: 'Home Branch',
          cell: (ref) => branches.find((branch) => branch.id === row(ref).homeBranchId)?.name ?? '—',
        },
    {
      header: 'Last visit date',
      cell: (ref) => {
        const person = row(ref);
        const visitBranch = branchId ?? person.homeBranchId;
        return formatInstant(lastVisitAt(person.roles, visitBranch), timeZoneOf(person.homeBranch)) ?? '—';
      },
    },
    { header: 'Tags', cell: (ref) => <MemberTags tags={row(ref).tags} /> },
  ];
}
