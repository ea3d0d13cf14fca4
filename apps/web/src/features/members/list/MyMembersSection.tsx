import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
import { TableSection } from '../../../ui/TableSection.tsx';
import { memberPath } from '../member-paths.ts';
import { MemberNameCell } from './MemberNameCell.tsx';
import { MemberTags } from './MemberTags.tsx';
import { MEMBER_LIST_MESSAGES, memberPageCount, memberSearchVariables } from './member-search.ts';
import { lastVisitAt, roleLabelAt, timeZoneOf } from './person-roles.ts';

export const MyMembersRowFragment = graphql(`
  fragment MyMembersRow_person on Person {
    id
    firstName
    lastName
    email
    homeBranchId
    tags
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
      }
      persons {
        id
        ...MyMembersRow_person
      }
    }
  }
`);

interface MembersSectionProps {
  term: string;
  branches: readonly string[];
  /** The route's branch at branch level, null at organisation level. */
  branchId: string | null;
}

/**
 * Spec 2 §2 "My Members": the members and prospects whose home branch is searched. Columns: Name
 * with email, Home Branch (organisation level) or Membership type (branch level), Last visit date
 * in the branch time zone, Tags. 50 a page.
 */
export function MyMembersSection(props: MembersSectionProps) {
  // A new search starts on page 1.
  return <MyMembersPages key={`${props.term}|${props.branches.join(',')}`} {...props} />;
}

function MyMembersPages({ term, branches, branchId }: MembersSectionProps) {
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query: MyMembersQuery,
    variables: memberSearchVariables({ term, branches, reciprocal: false, page }),
    pause: branches.length === 0,
    requestPolicy: 'cache-and-network',
  });
  const result = data?.searchPersons;
  const persons = result?.persons ?? [];
  return (
    <TableSection
      title="My Members"
      aside={
        result && (
          <Text size="sm" c="dimmed">
            {result.pageInfo.total === 1 ? '1 person' : `${result.pageInfo.total} people`}
          </Text>
        )
      }
      loading={fetching && !data}
      error={error ? MEMBER_LIST_MESSAGES.loadFailed : null}
      empty={result && persons.length === 0 ? MEMBER_LIST_MESSAGES.noMatch : null}
      page={page}
      pageCount={memberPageCount(result?.pageInfo.total ?? 0)}
      onPageChange={setPage}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="My Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>{branchId ? 'Membership type' : 'Home Branch'}</Table.Th>
              <Table.Th>Last visit date</Table.Th>
              <Table.Th>Tags</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {persons.map((row) => (
              <MyMembersRow key={row.id} person={row} branchId={branchId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TableSection>
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
      <Table.Td>{props.branchId ? roleLabelAt(person.roles, props.branchId) : homeBranchName}</Table.Td>
      <Table.Td>
        {formatInstant(lastVisitAt(person.roles, visitBranch), timeZoneOf(person.homeBranch)) ?? '—'}
      </Table.Td>
      <Table.Td>
        <MemberTags tags={person.tags} />
      </Table.Td>
    </Table.Tr>
  );
}
