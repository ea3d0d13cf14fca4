import { can } from '@clubline/domain';
import { useMemo } from 'react';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import type { ResponsiveColumn } from '../../../ui/ResponsiveTable.tsx';
import { memberPath } from '../paths.ts';
import { MemberNameCell } from './MemberNameCell.tsx';
import { MemberSearchTable, type MembersSectionProps } from './MemberSearchTable.tsx';
import { MemberTags } from './MemberTags.tsx';
import { ReciprocalMembersQuery, ReciprocalMembersRowFragment } from './member-list-documents.ts';

/**
 * Spec 2 §2 "Reciprocal Members": people who use the searched branches but belong to another
 * (Name, Home Branch, Tags), 50 a page.
 */
export function ReciprocalMembersSection({ branchId, ...search }: MembersSectionProps) {
  const { branches } = useSessionData();
  const permissions = usePermissions();
  // The same columns while the branch, the user's branches and permissions stay: the table then
  // skips its rows when the page around it renders again (ResponsiveTable).
  const columns = useMemo((): ResponsiveColumn<FragmentType<typeof ReciprocalMembersRowFragment>>[] => {
    const row = (ref: FragmentType<typeof ReciprocalMembersRowFragment>) =>
      getFragmentData(ReciprocalMembersRowFragment, ref);
    // At branch level the profile opens at the member's own branch, when the user may see it there.
    const profileOf = (personId: string, home: string | null | undefined) =>
      !branchId
        ? memberPath(personId, null)
        : home && can(permissions, 'view-member', home)
          ? memberPath(personId, home)
          : null;
    return [
      {
        header: 'Name',
        role: 'title',
        cell: (ref) => {
          const person = row(ref);
          return <MemberNameCell person={person} to={profileOf(person.id, person.homeBranchId)} />;
        },
      },
      {
        header: 'Home Branch',
        cell: (ref) => branches.find((branch) => branch.id === row(ref).homeBranchId)?.name ?? '—',
      },
      { header: 'Tags', cell: (ref) => <MemberTags tags={row(ref).tags} /> },
    ];
  }, [branchId, branches, permissions]);
  return (
    <MemberSearchTable
      title="Reciprocal Members"
      query={ReciprocalMembersQuery}
      {...search}
      reciprocal
      minWidth={480}
      columns={columns}
    />
  );
}
