import { Box, LoadingOverlay, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type TypedDocumentNode, useQuery } from 'urql';
import { usePrefetchedPolicy } from '../../../app/graphql/usePrefetchedPolicy.ts';
import { type ResponsiveColumn, ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import {
  MEMBER_LIST_MESSAGES,
  memberPageCount,
  memberSearchVariables,
  peopleCountText,
} from './member-search.ts';

/** What the member list page gives each of its tables. */
export interface MembersSectionProps {
  term: string;
  branches: readonly string[];
  /** The route's branch at branch level, null at organisation level. */
  branchId: string | null;
  /** The table's page (1-based), kept in the address by the page. */
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Told whenever the table starts or stops loading, for the search box's busy state. */
  onLoadingChange?: (loading: boolean) => void;
}

/**
 * A table's own searchPersons query. Each table keeps its literal document (codegen reads it),
 * which differs only in the row fragment it spreads.
 */
type MemberSearchDocument<Person extends { id: string }> = TypedDocumentNode<
  { searchPersons: { pageInfo: MemberSearchPageInfo; persons: readonly Person[] } },
  ReturnType<typeof memberSearchVariables>
>;

/** What a page says of the whole search. */
interface MemberSearchPageInfo {
  total: number;
  /** The search stopped counting at `total`: there are more. */
  totalIsCapped: boolean;
}

interface MemberSearchTableProps<Person extends { id: string }>
  extends Pick<MembersSectionProps, 'term' | 'branches' | 'page' | 'onPageChange' | 'onLoadingChange'> {
  /** The section's title and the table's accessible name. */
  title: string;
  query: MemberSearchDocument<Person>;
  reciprocal: boolean;
  /** Below this width the table scrolls sideways (in a box too narrow for it, the rows stack). */
  minWidth: number;
  columns: readonly ResponsiveColumn<Person>[];
}

/**
 * Spec 2 §2: one of the member list's tables. My Members and Reciprocal Members page through the
 * same search in the same way (count, load failure, no match, 50 a page), so one piece serves
 * both; each brings its query, columns and rows. The page comes from the address. While
 * a new search or page loads, the rows already shown stay under a loading overlay (aria-busy)
 * rather than the table vanishing.
 */
export function MemberSearchTable<Person extends { id: string }>({
  title,
  query,
  term,
  branches,
  reciprocal,
  page,
  onPageChange,
  onLoadingChange,
  minWidth,
  columns,
}: MemberSearchTableProps<Person>) {
  const variables = memberSearchVariables({ term, branches, reciprocal, page });
  const [{ data, error, fetching }] = useQuery({
    query,
    variables,
    pause: branches.length === 0,
    // The first page the list opens on may have been asked by the route (member-list-prefetch.ts).
    requestPolicy: usePrefetchedPolicy(query, variables, 'cache-and-network'),
  });
  const previous = useRef(data);
  if (data) previous.current = data;
  const shown = data ?? (fetching ? previous.current : undefined);
  const result = shown?.searchPersons;
  const persons = result?.persons ?? [];
  const pageCount = memberPageCount(result?.pageInfo.total ?? 0);

  // Told in a layout effect: its update renders before the browser paints, so the search box's
  // spinner and this table's overlay come and go in the same frame. A passive effect left the box
  // busy for a paint after the rows had arrived (and a check between the two saw them disagree).
  useLayoutEffect(() => {
    onLoadingChange?.(fetching);
  }, [fetching, onLoadingChange]);
  useLayoutEffect(() => () => onLoadingChange?.(false), [onLoadingChange]);
  // A page past the end (an old link, fewer people now) shows the last page instead.
  const pastTheEnd = data !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) onPageChange(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, onPageChange]);

  return (
    <TableSection
      title={title}
      aside={
        result && (
          <Text size="sm" c="dimmed">
            {peopleCountText(result.pageInfo)}
          </Text>
        )
      }
      loading={fetching && !shown}
      // A page of 50 fills the screen: keep that room while it loads, so the table below does
      // not move when the rows arrive (Lighthouse counted it as a layout shift of 0.38 on a phone).
      loadingMinHeight="100vh"
      error={error ? MEMBER_LIST_MESSAGES.loadFailed : null}
      empty={result && persons.length === 0 && !fetching ? MEMBER_LIST_MESSAGES.noMatch : null}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
    >
      <Box pos="relative" aria-busy={fetching}>
        {/* The overlay only shows that rows are coming: the rows under it are still people the
            user may open, so clicks go through to them. */}
        <LoadingOverlay
          visible={fetching}
          zIndex={1}
          style={{ pointerEvents: 'none' }}
          overlayProps={{ blur: 1, style: { pointerEvents: 'none' } }}
          loaderProps={{ size: 'sm' }}
        />
        <ResponsiveTable
          label={title}
          rows={persons}
          rowKey={personKey}
          columns={columns}
          minWidth={minWidth}
          verticalSpacing="sm"
          highlightOnHover
        />
      </Box>
    </TableSection>
  );
}

/** A row's key: one function for every render, so the table's rows can be skipped (ResponsiveTable). */
const personKey = (person: { id: string }) => person.id;
