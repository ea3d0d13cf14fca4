import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import { formatInstant } from '../../ui/format.ts';
import { callSimulator, type SimulatorState } from './door-simulator-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STATE: SimulatorState = {
  branchId: 'wlg',
  door: { id: 'd1', name: 'Door simulator', keyPrefix: 'door_abcdefg' },
  notice: null,
  online: true,
  lineCut: false,
  listVersion: '0123456789abcdef',
  listSize: 42,
  queued: 0,
  decisions: [
    {
      swipeId: 's2',
      at: '2026-11-28T10:01:00.000Z',
      cardNumber: 'SUSP1',
      personName: 'Ana',
      granted: false,
      reason: { code: 'MEMBERSHIP_SUSPENDED', text: 'Membership suspended until 12 Jan' },
      decidedOffline: true,
      uploaded: false,
      uploadError: null,
    },
    {
      swipeId: 's1',
      at: '2026-11-28T10:00:00.000Z',
      cardNumber: 'OK1',
      personName: 'Ben',
      granted: true,
      reason: null,
      decidedOffline: false,
      uploaded: null,
      uploadError: null,
    },
  ],
};

const refused = (status: number, code: string, fieldErrors?: Record<string, string>) =>
  json(status, {
    errors: [{ message: 'Refused', extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
  });

describe('the door simulator page', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads and drives the branch door with the bearer token, and tells the refusals apart', async () => {
    const seen: { url: string; method: string; auth: string | null; body: unknown }[] = [];
    const answer =
      (response: Response): typeof fetch =>
      async (input, init) => {
        seen.push({
          url: String(input),
          method: init?.method ?? 'GET',
          auth: new Headers(init?.headers).get('authorization'),
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        return response;
      };
    expect(await callSimulator('wlg', 'tok', undefined, answer(json(200, STATE)))).toEqual({
      kind: 'state',
      state: STATE,
    });
    await callSimulator('wlg', 'tok', { path: 'swipes', body: { card: 'valid' } }, answer(json(200, STATE)));
    expect(seen).toEqual([
      { url: '/sandbox/doors/wlg', method: 'GET', auth: 'Bearer tok', body: undefined },
      { url: '/sandbox/doors/wlg/swipes', method: 'POST', auth: 'Bearer tok', body: { card: 'valid' } },
    ]);
    expect(await callSimulator('wlg', 'tok', undefined, answer(json(404, {})))).toEqual({ kind: 'absent' });
    expect(await callSimulator('x', 'tok', undefined, answer(refused(404, 'BRANCH_NOT_FOUND')))).toEqual({
      kind: 'refused',
      message: 'Refused',
    });
    expect(await callSimulator('wlg', 'tok', undefined, answer(refused(403, 'ACCESS_DENIED')))).toEqual({
      kind: 'denied',
    });
    const noCard = refused(400, 'VALIDATION_FAILED', {
      card: "The door's list has no blocked card at this branch.",
    });
    expect(
      await callSimulator('wlg', 'tok', { path: 'swipes', body: { card: 'blocked' } }, answer(noCard)),
    ).toEqual({
      kind: 'refused',
      message: "The door's list has no blocked card at this branch.",
    });
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await callSimulator('wlg', 'tok', undefined, offline)).toEqual({
      kind: 'failed',
      message: 'The server could not be reached.',
    });
  });

  it('shows the door and its decisions, swipes a demo card and cuts the line', async () => {
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, STATE));
    vi.stubGlobal('fetch', fetchSpy);
    const { runtime } = fakeRuntime(createTestClient(startUpAnswers()).client);
    renderApp({ path: '/door-simulator?branch=wlg', runtime: { status: 'ready', runtime } });
    expect(await screen.findByRole('heading', { name: 'Door simulator' })).toBeTruthy();
    expect(await screen.findByText('Membership suspended until 12 Jan')).toBeTruthy();
    expect(screen.getByText(/Decided offline · queued/)).toBeTruthy();
    expect(screen.getByText('Denied')).toBeTruthy();
    expect(screen.getByText('Granted')).toBeTruthy();
    expect(screen.getByText('42 cards, version 0123456789ab')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Watch the branch's arrivals" }).getAttribute('href')).toBe(
      '/branch/wlg/arrivals',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Valid card' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cut off the server' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls
          .filter(([, init]) => init?.method === 'POST')
          .map(([input, init]) => [String(input), String(init?.body)]),
      ).toEqual([
        ['/sandbox/doors/wlg/swipes', '{"card":"valid"}'],
        ['/sandbox/doors/wlg/line', '{"online":false}'],
      ]),
    );
    // A card number is checked as the server checks it before anything is sent.
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: 'AB-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swipe' }));
    expect(await screen.findByText(/letters and digits/)).toBeTruthy();
  });

  it("shows each swipe's time on the branch's clock, not the browser's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, STATE)),
    );
    // A zone no test machine runs in: a time in the browser's zone would read differently.
    const zone = 'Pacific/Chatham';
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(zone);
    const { runtime } = fakeRuntime(
      createTestClient({
        ...startUpAnswers(),
        DoorSimulatorBranch: {
          data: {
            getBranch: { __typename: 'Branch', id: 'wlg', timeZone: { __typename: 'TimeZone', id: zone } },
          },
        },
      }).client,
    );
    renderApp({ path: '/door-simulator?branch=wlg', runtime: { status: 'ready', runtime } });
    const at = formatInstant('2026-11-28T10:01:00.000Z', zone, 'dateTime') ?? '';
    expect(at).toContain('11:46'); // 10:01 UTC is 23:46 at the Chathams (UTC+13:45 in summer).
    expect(await screen.findByText(`${at} · Decided offline · queued`)).toBeTruthy();
  });

  it('brings the outcome of a swipe into view: the newest decision, or why the door did not swipe', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record what is asked to come into view.
    const shown: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      shown.push(this);
    };
    const noBlocked = refused(400, 'VALIDATION_FAILED', {
      card: 'No card at this branch belongs to a blocked member.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST' && String(init.body).includes('blocked')
          ? noBlocked.clone()
          : json(200, STATE),
      ),
    );
    try {
      const { runtime } = fakeRuntime(createTestClient(startUpAnswers()).client);
      renderApp({ path: '/door-simulator?branch=wlg', runtime: { status: 'ready', runtime } });
      fireEvent.click(await screen.findByRole('button', { name: 'Valid card' }));
      await waitFor(() => expect(shown.at(-1)?.textContent).toContain('Ana · SUSP1'));
      fireEvent.click(screen.getByRole('button', { name: 'Blocked card' }));
      await waitFor(() =>
        expect(shown.at(-1)?.textContent).toContain('No card at this branch belongs to a blocked member.'),
      );
      // Cutting the line is no swipe: nothing moves.
      const before = shown.length;
      fireEvent.click(screen.getByRole('button', { name: 'Cut off the server' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Cut off the server' })).toBeTruthy());
      expect(shown).toHaveLength(before);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('says when the server has no simulator, and when the branch is not the account’s to simulate', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, {})),
    );
    const { runtime } = fakeRuntime(createTestClient(startUpAnswers()).client);
    const { unmount } = renderApp({
      path: '/door-simulator?branch=wlg',
      runtime: { status: 'ready', runtime },
    });
    expect(await screen.findByText('The door simulator runs outside production only.')).toBeTruthy();
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused(403, 'BRANCH_ACCESS_DENIED')),
    );
    const again = fakeRuntime(createTestClient(startUpAnswers()).client);
    renderApp({ path: '/door-simulator?branch=wlg', runtime: { status: 'ready', runtime: again.runtime } });
    expect(await screen.findByText('Not allowed at this branch')).toBeTruthy();
  });
});
