import { can, resolveTimeZone } from '@clubline/domain';
import { useEffect, useReducer } from 'react';
import { useClient, useQuery } from 'urql';
import { useAuthRuntime } from '../../app/auth/RuntimeProvider.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import type { ArrivalCardArrivalQuery } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import { announceNewArrival } from '../arrivals/public.ts';
import { openArrivalChannel } from './arrival-channel.ts';
import { type ArrivalListState, arrivalListReducer, emptyArrivalList } from './arrival-list.ts';

const ArrivalChannelUrlQuery = graphql(`
  query ArrivalChannelUrl($branchId: ID!) {
    getRestApiUrl(name: "arrival")
    getBranch(id: $branchId) {
      id
      timeZone {
        id
      }
    }
  }
`);

const ArrivalCardArrivalQueryDocument = graphql(`
  query ArrivalCardArrival($id: ID!, $branchId: ID!) {
    getArrival(id: $id, branchId: $branchId) {
      id
      personId
      firstName
      lastName
      imgDownloadUrl
      homeBranchId
      branchId
      personRole
      membershipId
      time
      tags
      granted
      denial {
        text
        fix
      }
      vaccinationCertSightedOn
    }
  }
`);

const ArrivalCardPersonQuery = graphql(`
  query ArrivalCardPerson($personId: ID!) {
    getPerson(personId: $personId) {
      id
      dateOfBirth
    }
    getNotes(personId: $personId) {
      id
      category
      contents
      modifiedAt
    }
  }
`);

type ArrivalRow = NonNullable<ArrivalCardArrivalQuery['getArrival']>;

/** An arrival as the card shows it: the arrival, and what the desk may know of the person. */
export interface CardArrival extends ArrivalRow {
  /** Their date of birth (YYYY-MM-DD), when the user may see the member. */
  dateOfBirth: string | null;
  /** Their latest note, when the user may see the member and they have one. */
  note: string | null;
}

const MEMBER_LIKE = new Set(['Member', 'Prospect']);

interface ArrivalCardState {
  list: ArrivalListState<CardArrival>;
  /** The branch's time zone, in which arrival times are shown (as on the arrivals page). */
  timeZone: string;
  select(id: string): void;
  clear(): void;
}

/**
 * The arrival card's data (spec 1 §4.4): the live channel of `branchId`; each message's arrival is
 * read by id and branch, never from the cache, then the person's birthday and latest note where
 * the user may see the member; and an open arrivals page of the branch is told to refresh.
 */
export function useArrivalCard(branchId: string): ArrivalCardState {
  const client = useClient();
  const { session } = useAuthRuntime();
  const permissions = usePermissions();
  const [{ data }] = useQuery({ query: ArrivalChannelUrlQuery, variables: { branchId } });
  const url = data?.getRestApiUrl ?? null;
  const timeZone = resolveTimeZone(data?.getBranch.timeZone.id);
  const [list, dispatch] = useReducer(arrivalListReducer<CardArrival>, emptyArrivalList<CardArrival>());

  // Another branch is another list.
  useEffect(() => {
    void branchId;
    dispatch({ type: 'clear' });
  }, [branchId]);

  useEffect(() => {
    if (url === null) return;
    let active = true;
    const read = async (id: string) => {
      const arrival = (
        await client
          .query(ArrivalCardArrivalQueryDocument, { id, branchId }, { requestPolicy: 'network-only' })
          .toPromise()
      ).data?.getArrival;
      if (!arrival || !active) return;
      let dateOfBirth: string | null = null;
      let note: string | null = null;
      const { personId, homeBranchId, personRole } = arrival;
      if (
        personId &&
        homeBranchId &&
        personRole &&
        MEMBER_LIKE.has(personRole) &&
        can(permissions, 'view-member', homeBranchId)
      ) {
        const person = (
          await client
            .query(ArrivalCardPersonQuery, { personId }, { requestPolicy: 'network-only' })
            .toPromise()
        ).data;
        dateOfBirth = person?.getPerson.dateOfBirth ?? null;
        note = latestNoteOf(person?.getNotes ?? []);
      }
      if (active) dispatch({ type: 'arrived', arrival: { ...arrival, dateOfBirth, note } });
    };
    const channel = openArrivalChannel({
      url,
      branchId,
      accessToken: () => session.getAccessToken(),
      onArrival: (id) => {
        announceNewArrival(branchId);
        void read(id);
      },
    });
    return () => {
      active = false;
      channel.stop();
    };
  }, [url, branchId, client, session, permissions]);

  return {
    list,
    timeZone,
    select: (id) => dispatch({ type: 'select', id }),
    clear: () => dispatch({ type: 'clear' }),
  };
}

/** The newest staff note (SMS records are not alerts). */
function latestNoteOf(
  notes: readonly { category: string; contents: string; modifiedAt: string }[],
): string | null {
  const latest = notes
    .filter((note) => note.category === 'NOTE')
    .reduce<{ contents: string; modifiedAt: string } | null>(
      (newest, note) => (newest === null || note.modifiedAt > newest.modifiedAt ? note : newest),
      null,
    );
  return latest?.contents ?? null;
}
