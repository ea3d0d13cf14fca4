import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient, type Fixtures } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';
import { announceNewArrival } from './public.ts';

type Page = OperationData<'BranchArrivals'>['getArrivals'];
type Arrival = Page['arrivals'][number];

/** 10 Mar 2026, 9:05 am in Wellington (NZDT). */
const NINE_OH_FIVE = Date.UTC(2026, 2, 9, 20, 5) / 1000;

function makeArrival(overrides: Partial<Arrival> = {}): Arrival {
  return {
    __typename: 'Arrival',
    id: 'arr-1',
    personId: 'p-1',
    firstName: 'Ana',
    lastName: 'Ngata',
    homeBranchId: 'wlg',
    personRole: 'Member',
    membershipId: 'm-1',
    time: NINE_OH_FIVE,
    tags: ['PAID'],
    granted: true,
    denial: null,
    ...overrides,
  };
}

const DENIED = makeArrival({
  id: 'arr-2',
  firstName: 'Ben',
  lastName: 'Tui',
  personId: 'p-2',
  tags: ['DENIED', 'BLOCKED', 'OVERDUE'],
  granted: false,
  denial: {
    __typename: 'ArrivalDenial',
    code: 'MEMBERSHIP_BLOCKED_OVERDUE',
    text: 'Direct debit dishonoured: $54.00 overdue since 3 Nov',
    fix: 'PAY_OVERDUE',
  },
});

function pageOf(arrivals: Arrival[], nextCursor: string | null = null): AnswerTo<'BranchArrivals'> {
  return {
    data: {
      getArrivals: {
        __typename: 'ArrivalPage',
        day: '2026-03-10',
        timeZone: 'Pacific/Auckland',
        nextCursor,
        arrivals,
      },
    },
  };
}

function openArrivals({
  arrivals = pageOf([makeArrival(), DENIED]),
  assignments,
  more = {},
}: {
  arrivals?: Fixtures['BranchArrivals'];
  assignments?: Assignment[];
  more?: Fixtures;
} = {}) {
  const test = createTestClient({ ...startUpAnswers(assignments), BranchArrivals: arrivals, ...more });
  const { runtime } = fakeRuntime(test.client);
  renderApp({ path: '/branch/wlg/arrivals', runtime: { status: 'ready', runtime } });
  return test;
}

const arrivalCalls = (calls: { operationName: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.operationName === 'BranchArrivals');

describe('arrivals page (spec 2 §2)', () => {
  it("lists the branch's arrivals with 'Entry denied', the door's sentence and its fix", async () => {
    openArrivals();
    expect(await screen.findByRole('heading', { name: 'Arrivals' })).toBeTruthy();
    expect(screen.getByText('All Arrivals')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'All Arrivals' });
    const ana = within(table).getByRole('link', { name: 'Ana Ngata' });
    expect(ana.getAttribute('href')).toBe('/branch/wlg/members/p-1/overview');
    expect(within(table).getAllByText('10 Mar 2026, 9:05 am')).toHaveLength(2);
    expect(within(table).getByText('Entry denied')).toBeTruthy();
    expect(within(table).getByText('Direct debit dishonoured: $54.00 overdue since 3 Nov')).toBeTruthy();
    const fix = within(table).getByRole('link', { name: 'Pay overdue' });
    expect(fix.getAttribute('href')).toBe('/branch/wlg/members/p-2/memberships/m-1');
  });

  it("names a card nobody holds 'Unknown card', with a dash for its role, as other empty cells", async () => {
    const unknown = makeArrival({
      id: 'arr-3',
      personId: null,
      firstName: null,
      lastName: null,
      homeBranchId: null,
      personRole: null,
      membershipId: null,
      tags: ['DENIED'],
      granted: false,
      denial: {
        __typename: 'ArrivalDenial',
        code: 'UNKNOWN_CARD',
        text: 'Card 0A1B is not assigned to anyone',
        fix: null,
      },
    });
    openArrivals({ arrivals: pageOf([unknown]) });
    const table = await screen.findByRole('table', { name: 'All Arrivals' });
    const row = within(table).getByText('Unknown card').closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    const roleColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Role');
    expect(cells[roleColumn]?.textContent).toBe('—');
  });

  it("says 'No arrivals' for an empty day and the spec's text when the list fails", async () => {
    openArrivals({ arrivals: pageOf([]) });
    expect(await screen.findByText('No arrivals')).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    openArrivals({ arrivals: { networkError: true } });
    expect(await screen.findByText('An error occurred while obtaining the arrivals list')).toBeTruthy();
  });

  it('filters by result and reason, and pages to older arrivals and back', async () => {
    const { calls } = openArrivals({
      arrivals: ({ after }) => (after ? pageOf([DENIED]) : pageOf([makeArrival()], 'cursor-2')),
    });
    await screen.findByRole('table', { name: 'All Arrivals' });
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await eventually(() => expect(arrivalCalls(calls).at(-1)?.variables.after).toBe('cursor-2'));
    expect(await screen.findByText('Ben Tui')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Ana Ngata')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Result', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Entry denied' }));
    await eventually(() => expect(arrivalCalls(calls).at(-1)?.variables.result).toBe('DENIED'));
    fireEvent.click(screen.getByLabelText('Reason', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No visits left' }));
    await eventually(() =>
      expect(arrivalCalls(calls).at(-1)?.variables).toMatchObject({
        branchId: 'wlg',
        result: 'DENIED',
        reason: 'NO_VISITS_LEFT',
        after: null,
        limit: 50,
      }),
    );
  });

  it('reads the list again for each arrival the live channel announces at this branch', async () => {
    const { calls } = openArrivals();
    await screen.findByRole('table', { name: 'All Arrivals' });
    const before = arrivalCalls(calls).length;
    act(() => announceNewArrival('akl'));
    act(() => announceNewArrival('wlg'));
    await eventually(() => expect(arrivalCalls(calls).length).toBe(before + 1));
  });

  it('adds a manual arrival: search limited to 50, the async operation, then the list again', async () => {
    const { calls } = openArrivals({
      more: {
        ArrivalPersonSearch: {
          data: {
            searchPersons: {
              __typename: 'PersonSearchResult',
              persons: [
                {
                  __typename: 'Person',
                  id: 'p-9',
                  firstName: 'Cai',
                  lastName: 'Rua',
                  email: 'cai@example.com',
                },
              ],
            },
          },
        },
        AddArrival: {
          data: {
            addArrival: {
              __typename: 'AsyncOperationTicket',
              ticketId: 't-1',
              operationDomain: 'ACCESS_CONTROL',
            },
          },
        },
        AddArrivalStatus: {
          data: {
            getAsyncOperationStatus: {
              __typename: 'AsyncOperationStatus',
              status: 'OK',
              message: null,
              arrival: { __typename: 'Arrival', id: 'arr-9' },
            },
          },
        },
      },
    });
    await screen.findByRole('table', { name: 'All Arrivals' });
    const before = arrivalCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Add Arrival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add arrival' });
    // A click focuses the button it presses.
    const submit = within(dialog).getByRole('button', { name: 'Add arrival' });
    submit.focus();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Choose who arrived')).toBeTruthy();
    // Nobody found yet: the search field says so and has the focus, so typing goes there.
    const search = within(dialog).getByRole('textbox', { name: 'Search person' });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Choose who arrived').id,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search person' }), {
      target: { value: 'cai' },
    });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Cai Rua/ }));
    expect(calls.find((call) => call.operationName === 'ArrivalPersonSearch')?.variables).toEqual({
      term: 'cai',
      limit: 50,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add arrival' }));
    expect(await screen.findByText('The arrival has been added')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'AddArrival')?.variables).toEqual({
      input: { branchId: 'wlg', personId: 'p-9' },
    });
    await eventually(() => expect(arrivalCalls(calls).length).toBeGreaterThan(before));
  });

  it('is not offered to staff without view-arrival', async () => {
    openArrivals({ assignments: FRONT_DESK_WLG });
    expect(await screen.findByText(/permission/i)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Arrivals' })).toBeNull();
  });
});
