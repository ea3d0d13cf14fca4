import { can } from '@clubline/domain';
import { Table } from '@mantine/core';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { memberPath } from '../paths.ts';
import { MemberNameCell } from './MemberNameCell.tsx';
import { MemberSearchTable, type MembersSectionProps } from './MemberSearchTable.tsx';
import { MemberTags } from './MemberTags.tsx';

const ReciprocalMembersRowFragment = graphql(`
  fragment ReciprocalMembersRow_person on Person {
    id
    firstName
    lastName
    email
    homeBranchId
    tags
  }
`);

const ReciprocalMembersQuery = graphql(`
  query ReciprocalMembers(
    $term: String
    $branches: [ID!]
    $reciprocal: Boolean
    $roleTypes: [PersonRoleType!]
    $sort: PersonSearchSort
    $limit: Int
    $offset: Int
  ) {
    searchPersons(
      term: $term
      branches: $branches
      reciprocal: $reciprocal
      roleTypes: $roleTypes
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      pageInfo {
        total
        totalIsCapped
      }
      persons {
        id
        ...ReciprocalMembersRow_person
      }
    }
  }
`);

/**
 * Spec 2 §2 "Reciprocal Members": people who use the searched branches but belong to another
 * (Name, Home Branch, Tags), 50 a page.
 */
export function ReciprocalMembersSection({ branchId, ...search }: MembersSectionProps) {
  return (
    <MemberSearchTable
      title="Reciprocal Members"
      query={ReciprocalMembersQuery}
      {...search}
      reciprocal
      minWidth={480}
      columns={['Name', 'Home Branch', 'Tags']}
      renderRow={(person) => <ReciprocalMembersRow person={person} branchId={branchId} />}
    />
  );
}

function ReciprocalMembersRow(props: {
  person: FragmentType<typeof ReciprocalMembersRowFragment>;
  branchId: string | null;
}) {
  const person = getFragmentData(ReciprocalMembersRowFragment, props.person);
  const { branches } = useSessionData();
  const permissions = usePermissions();
  const home = person.homeBranchId;
  // At branch level the profile opens at the member's own branch, when the user may see it there.
  const to = !props.branchId
    ? memberPath(person.id, null)
    : home && can(permissions, 'view-member', home)
      ? memberPath(person.id, home)
      : null;
  return (
    <Table.Tr>
      <Table.Td>
        <MemberNameCell person={person} to={to} />
      </Table.Td>
      <Table.Td>{branches.find((branch) => branch.id === home)?.name ?? '—'}</Table.Td>
      <Table.Td>
        <MemberTags tags={person.tags} />
      </Table.Td>
    </Table.Tr>
  );
}
