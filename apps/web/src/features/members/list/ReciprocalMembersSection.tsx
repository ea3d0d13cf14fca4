import { can } from '@clubline/domain';
import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from 'urql';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { TableSection } from '../../../ui/TableSection.tsx';
import { memberPath } from '../member-paths.ts';
import { MemberNameCell } from './MemberNameCell.tsx';
import { MemberTags } from './MemberTags.tsx';
import { MEMBER_LIST_MESSAGES, memberPageCount, memberSearchVariables } from './member-search.ts';

export const ReciprocalMembersRowFragment = graphql(`
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
      }
      persons {
        id
        ...ReciprocalMembersRow_person
      }
    }
  }
`);

interface ReciprocalMembersSectionProps {
  term: string;
  branches: readonly string[];
  branchId: string | null;
}

/**
 * Spec 2 §2 "Reciprocal Members": people who use the searched branches but belong to another
 * (Name, Home Branch, Tags), 50 a page.
 */
export function ReciprocalMembersSection(props: ReciprocalMembersSectionProps) {
  return <ReciprocalMembersPages key={`${props.term}|${props.branches.join(',')}`} {...props} />;
}

function ReciprocalMembersPages({ term, branches, branchId }: ReciprocalMembersSectionProps) {
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query: ReciprocalMembersQuery,
    variables: memberSearchVariables({ term, branches, reciprocal: true, page }),
    pause: branches.length === 0,
    requestPolicy: 'cache-and-network',
  });
  const result = data?.searchPersons;
  const persons = result?.persons ?? [];
  return (
    <TableSection
      title="Reciprocal Members"
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
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Reciprocal Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Home Branch</Table.Th>
              <Table.Th>Tags</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {persons.map((row) => (
              <ReciprocalMembersRow key={row.id} person={row} branchId={branchId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TableSection>
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
