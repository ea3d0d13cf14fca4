import { Table, Text } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { type TypedDocumentNode, useQuery } from 'urql';
import { TableSection } from '../../../ui/TableSection.tsx';
import { MEMBER_LIST_MESSAGES, memberPageCount, memberSearchVariables } from './member-search.ts';

/** What the member list page gives each of its tables. */
export interface MembersSectionProps {
  term: string;
  branches: readonly string[];
  /** The route's branch at branch level, null at organisation level. */
  branchId: string | null;
}

/**
 * A table's own searchPersons query. Each table keeps its literal document (codegen reads it),
 * which differs only in the row fragment it spreads.
 */
export type MemberSearchDocument<Person extends { id: string }> = TypedDocumentNode<
  { searchPersons: { pageInfo: { total: number }; persons: readonly Person[] } },
  ReturnType<typeof memberSearchVariables>
>;

interface MemberSearchTableProps<Person extends { id: string }> {
  /** The section's title and the table's accessible name. */
  title: string;
  query: MemberSearchDocument<Person>;
  term: string;
  branches: readonly string[];
  reciprocal: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  columns: readonly string[];
  renderRow: (person: Person) => ReactNode;
}

/**
 * Spec 2 §2: one of the member list's tables. My Members and Reciprocal Members page through the
 * same search in the same way (count, load failure, no match, 50 a page), so one piece serves
 * both; each brings its query, columns and rows. A new search starts on page 1.
 */
export function MemberSearchTable<Person extends { id: string }>(props: MemberSearchTableProps<Person>) {
  return <MemberSearchPages key={`${props.term}|${props.branches.join(',')}`} {...props} />;
}

function MemberSearchPages<Person extends { id: string }>({
  title,
  query,
  term,
  branches,
  reciprocal,
  minWidth,
  columns,
  renderRow,
}: MemberSearchTableProps<Person>) {
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query,
    variables: memberSearchVariables({ term, branches, reciprocal, page }),
    pause: branches.length === 0,
    requestPolicy: 'cache-and-network',
  });
  const result = data?.searchPersons;
  const persons = result?.persons ?? [];
  return (
    <TableSection
      title={title}
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
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {persons.map((person) => (
              <Fragment key={person.id}>{renderRow(person)}</Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TableSection>
  );
}
