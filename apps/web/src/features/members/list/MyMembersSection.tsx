import { Table } from '@mantine/core';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
import { memberPath } from '../paths.ts';
import { MemberNameCell } from './MemberNameCell.tsx';
import { MemberSearchTable, type MembersSectionProps } from './MemberSearchTable.tsx';
import { MemberTags } from './MemberTags.tsx';
import { lastVisitAt, membershipTypeText, timeZoneOf } from './person-roles.ts';

const MyMembersRowFragment = graphql(`
  fragment MyMembersRow_person on Person {
    id
    firstName
    lastName
    email
    homeBranchId
    tags
    currentMembershipNames
    homeBranch {
      id
      timeZone {
        id
      }
    }
    roles {
      branchId
      roleType
      lastVisitTimestamp
    }
  }
`);

const MyMembersQuery = graphql(`
  query MyMembers(
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
        ...MyMembersRow_person
      }
    }
  }
`);

/**
 * Spec 2 §2 "My Members": the members and prospects whose home branch is searched. Columns: Name
 * with email, Home Branch (organisation level) or Membership type (branch level: the plans of the
 * person's current memberships), Last visit date in the branch time zone, Tags. 50 a page.
 */
export function MyMembersSection({ branchId, ...search }: MembersSectionProps) {
  return (
    <MemberSearchTable
      title="My Members"
      query={MyMembersQuery}
      {...search}
      reciprocal={false}
      minWidth={640}
      columns={['Name', branchId ? 'Membership type' : 'Home Branch', 'Last visit date', 'Tags']}
      renderRow={(person) => <MyMembersRow person={person} branchId={branchId} />}
    />
  );
}

function MyMembersRow(props: { person: FragmentType<typeof MyMembersRowFragment>; branchId: string | null }) {
  const person = getFragmentData(MyMembersRowFragment, props.person);
  const { branches } = useSessionData();
  const homeBranchName = branches.find((branch) => branch.id === person.homeBranchId)?.name ?? '—';
  const visitBranch = props.branchId ?? person.homeBranchId;
  return (
    <Table.Tr>
      <Table.Td>
        <MemberNameCell person={person} to={memberPath(person.id, props.branchId)} />
      </Table.Td>
      <Table.Td>
        {props.branchId ? membershipTypeText(person.currentMembershipNames) : homeBranchName}
      </Table.Td>
      <Table.Td>
        {formatInstant(lastVisitAt(person.roles, visitBranch), timeZoneOf(person.homeBranch)) ?? '—'}
      </Table.Td>
      <Table.Td>
        <MemberTags tags={person.tags} />
      </Table.Td>
    </Table.Tr>
  );
}
