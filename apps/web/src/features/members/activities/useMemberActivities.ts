import { pastActivitiesStart } from '@clubline/domain';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { type FragmentType, graphql } from '../../../gql/index.ts';
import type { MemberActivityRowFragment } from './MemberActivityColumns.tsx';

const MemberActivitiesQuery = graphql(`
  query MemberActivities(
    $personId: ID!
    $pastTimestamps: ActivityTimeRangeInput
    $futureTimestamps: ActivityTimeRangeInput
    $pastCursor: String
    $futureCursor: String
  ) {
    getMemberActivities(
      personId: $personId
      pastTimestamps: $pastTimestamps
      futureTimestamps: $futureTimestamps
      pastCursor: $pastCursor
      futureCursor: $futureCursor
    ) {
      past {
        hasMore
        nextCursor
        activities {
          id
          ...MemberActivityRow_activity
        }
      }
      upcoming {
        hasMore
        nextCursor
        activities {
          id
          ...MemberActivityRow_activity
        }
      }
    }
  }
`);

export type ActivityPeriod = 'upcoming' | 'past';

export interface ActivityList {
  activities: (FragmentType<typeof MemberActivityRowFragment> & { id: string })[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/** The time ranges asked for: past entries of the last 24 months, upcoming ones from now (spec 2 §7). */
export function activityRanges(timeZone: string, nowEpochMs = Date.now()) {
  // Whole seconds, rounded so that something that happened earlier in this second is past.
  const now = Math.ceil(nowEpochMs / 1000);
  const start = Math.floor(pastActivitiesStart(nowEpochMs, timeZone) / 1000);
  return {
    pastTimestamps: { startTimestamp: start, endTimestamp: now },
    futureTimestamps: { startTimestamp: now },
  };
}

/** One list of a member's activities, 100 at a time with "Load more" (the server's page size). */
export function useMemberActivities(
  personId: string,
  timeZone: string,
  period: ActivityPeriod,
): ActivityList {
  const client = useClient();
  const [activities, setActivities] = useState<ActivityList['activities']>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [ranges] = useState(() => activityRanges(timeZone));

  const fetchPage = useCallback(
    async (after: string | null, replace: boolean) => {
      setLoading(true);
      setFailed(false);
      const result = await client
        .query(
          MemberActivitiesQuery,
          {
            personId,
            ...ranges,
            pastCursor: period === 'past' ? after : null,
            futureCursor: period === 'upcoming' ? after : null,
          },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      setLoading(false);
      const page =
        period === 'past' ? result.data?.getMemberActivities.past : result.data?.getMemberActivities.upcoming;
      if (result.error || !page) {
        setFailed(true);
        return;
      }
      setActivities((current) => (replace ? page.activities : [...current, ...page.activities]));
      setCursor(page.nextCursor);
      setHasMore(page.hasMore && page.nextCursor !== null);
    },
    [client, personId, period, ranges],
  );

  useEffect(() => {
    setActivities([]);
    setCursor(null);
    void fetchPage(null, true);
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (cursor) void fetchPage(cursor, false);
  }, [cursor, fetchPage]);

  return { activities, loading, failed, hasMore, loadMore };
}
