import type { AccessTokenView, AccessUserView, SyncState } from '@clubline/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventuallySkipping, useFakeClock } from '../../testing/eventually.ts';
import { fakeMatchMedia } from '../../testing/match-media.ts';
import { PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../testing/members.ts';

const BASE = 'http://demo.test/access-control';

const token = (id: string, name: string, status: SyncState): AccessTokenView => ({
  id,
  name,
  description: 'Access card',
  type: 'card',
  providerSyncStatus: [{ id: 'door-controller', status }],
});

const userWith = (tokens: AccessTokenView[], levelStatus: SyncState = 'SUCCEEDED'): AccessUserView => ({
  id: PERSON_ID,
  accessGroup: 'Wellington Lambton Quay',
  accessLevels: [
    {
      name: 'Wellington Lambton Quay doors',
      providerSyncStatus: [{ id: 'door-controller', status: levelStatus }],
    },
  ],
  tokens,
});

type Handler = (method: string, url: string, body: unknown) => { status: number; body: unknown };

/** The access-control service as the test says; every call is recorded. */
function stubService(handler: Handler) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchFn = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const answer = handler(method, url, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
}

function openOverview() {
  const person = personAnswer();
  return renderMemberApp(`/branch/${WLG}/members/${PERSON_ID}/overview`, {
    MemberArea: person,
    MemberOverview: person,
    MemberNotes: { data: { getNotes: [] } },
    AccessControlApi: { data: { getRestApiUrl: BASE } },
  });
}

const panel = () => screen.getByRole('region', { name: 'Access card' });
const rows = () => within(panel()).queryAllByTestId('access-item');
/** The status shown beside a card or level. */
const statusOf = (name: string) => {
  const row = within(panel()).getByText(name).closest('[data-testid="access-item"]');
  return row?.querySelector('[data-colour]');
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The scanner software's websockets, as a fake the test opens, answers and closes. */
class FakeSocket {
  static readonly OPEN = 1;
  static readonly CONNECTING = 0;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.made.push(this);
  }
  static made: FakeSocket[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  /** The software answered. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** Nothing listens on the port (or the software quit). */
  fail() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function stubScannerSockets(): FakeSocket[] {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  return FakeSocket.made;
}

describe('access cards panel (spec 3 §4, §7)', () => {
  it('shows cards and levels with the combined status colour, struck-through removals and Remove rules', {
    timeout: 20_000,
  }, async () => {
    stubService(() => ({
      status: 200,
      body: userWith([
        token('t1', 'A1B2C3', 'SUCCEEDED'),
        token('t2', 'OLD1', 'REMOVED'),
        token('t3', 'BAD1', 'FAILED'),
        token('t4', 'WAIT1', 'RETRYING_REMOVAL'),
      ]),
    }));
    openOverview();
    await waitFor(() => expect(statusOf('A1B2C3')?.textContent).toBe('Succeeded'), { timeout: 10_000 });
    const removed = within(panel()).getByText('OLD1');
    expect(removed.style.textDecoration || getComputedStyle(removed).textDecoration).toContain(
      'line-through',
    );
    expect(statusOf('BAD1')?.getAttribute('data-colour')).toBe('error');
    expect(statusOf('A1B2C3')?.getAttribute('data-colour')).toBe('success');
    expect(statusOf('WAIT1')?.getAttribute('data-colour')).toBe('warning');
    expect(statusOf('OLD1')?.textContent).toBe('Removed');
    expect(statusOf('WAIT1')?.textContent).toBe('Retrying removal');
    const remove = (name: string) =>
      within(panel()).getByRole('button', { name: `Remove card ${name}` }) as HTMLButtonElement;
    expect(remove('A1B2C3').disabled).toBe(false);
    expect(remove('BAD1').disabled).toBe(false);
    expect(remove('OLD1').disabled).toBe(true);
    expect(remove('WAIT1').disabled).toBe(true);
    expect(within(panel()).getByText('Wellington Lambton Quay doors')).toBeTruthy();
  });

  it("shows a blocked member's level being taken back, struck through, while their card stays", {
    timeout: 20_000,
  }, async () => {
    // docs/access-control.md "Blocked members": the level is revoked, the card is not.
    useFakeClock();
    let level: SyncState = 'PENDING_REMOVAL';
    stubService(() => ({ status: 200, body: userWith([token('c1', 'KEEP1', 'SUCCEEDED')], level) }));
    openOverview();
    const levelName = 'Wellington Lambton Quay doors';
    await waitFor(() => expect(statusOf(levelName)?.textContent).toBe('Pending removal'), {
      timeout: 10_000,
    });
    const struck = (name: string) => {
      const text = within(panel()).getByText(name);
      return (text.style.textDecoration || getComputedStyle(text).textDecoration).includes('line-through');
    };
    expect(struck(levelName)).toBe(true);
    level = 'REMOVED';
    await eventuallySkipping(() => expect(statusOf(levelName)?.textContent).toBe('Removed'));
    expect(statusOf(levelName)?.getAttribute('data-colour')).toBe('error');
    expect(struck(levelName)).toBe(true);
    expect(statusOf('KEEP1')?.textContent).toBe('Succeeded');
    expect(struck('KEEP1')).toBe(false);
    // Levels are never offered Remove: only cards are the staff's to remove.
    expect(within(panel()).queryByRole('button', { name: `Remove card ${levelName}` })).toBeNull();
  });

  it('adds a card, toasts for 5 s, and polls every 3 s while it is pending', {
    timeout: 20_000,
  }, async () => {
    useFakeClock();
    let added = false;
    let status: SyncState = 'PENDING';
    const calls = stubService((method) => {
      if (method === 'POST') {
        added = true;
        return { status: 201, body: token('n1', 'NEW1', 'PENDING') };
      }
      return { status: 200, body: userWith(added ? [token('n1', 'NEW1', status)] : []) };
    });
    openOverview();
    await waitFor(() => expect(within(panel()).getByText('No access card')).toBeTruthy());
    fireEvent.change(within(panel()).getByLabelText('Card number'), { target: { value: 'new1' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Your card has been added successfully')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      url: `${BASE}/user/${PERSON_ID}/token`,
      body: { cardNumber: 'NEW1', type: 'card' },
    });
    // Read again at once: pending until the door controller takes it, then the next poll shows it.
    await waitFor(() => expect(statusOf('NEW1')?.textContent).toBe('Pending'));
    expect(statusOf('NEW1')?.getAttribute('data-colour')).toBe('resting');
    const reads = () => calls.filter((call) => call.method === 'GET').length;
    const before = reads();
    status = 'SUCCEEDED';
    // Not read again before the 3 s are up; read once when they are.
    await vi.advanceTimersByTimeAsync(1500);
    expect(reads()).toBe(before);
    await eventuallySkipping(() => expect(statusOf('NEW1')?.textContent).toBe('Succeeded'));
    expect(reads()).toBe(before + 1);
  });

  it('says Card Exists (10 s) when another person holds the card, and checks the number first', async () => {
    stubService((method) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              errors: [
                {
                  message: 'This card number is already assigned to other member',
                  extensions: { code: 'CARD_EXISTS' },
                },
              ],
            },
          }
        : { status: 200, body: userWith([]) },
    );
    openOverview();
    await waitFor(() => expect(within(panel()).getByText('No access card')).toBeTruthy());
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add card' }));
    expect(await within(panel()).findByText('Card number is required')).toBeTruthy();
    fireEvent.change(within(panel()).getByLabelText('Card number'), { target: { value: '12 34' } });
    expect(
      await within(panel()).findByText('Card number must be alphanumeric, up to 200 characters'),
    ).toBeTruthy();
    fireEvent.change(within(panel()).getByLabelText('Card number'), { target: { value: 'TAKEN1' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Card Exists')).toBeTruthy();
    expect(screen.getByText('This card number is already assigned to other member')).toBeTruthy();
  });

  it('removes a card and reads again; a failed removal says so', { timeout: 20_000 }, async () => {
    let removed = false;
    let failNext = false;
    const calls = stubService((method) => {
      if (method === 'DELETE') {
        if (failNext)
          return { status: 500, body: { errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] } };
        removed = true;
        return { status: 200, body: token('t1', 'A1B2C3', 'PENDING_REMOVAL') };
      }
      return {
        status: 200,
        body: userWith([
          token('t1', 'A1B2C3', removed ? 'REMOVED' : 'SUCCEEDED'),
          token('t2', 'KEEP1', 'SUCCEEDED'),
        ]),
      };
    });
    openOverview();
    await waitFor(() => expect(statusOf('A1B2C3')?.textContent).toBe('Succeeded'), { timeout: 10_000 });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove card A1B2C3' }));
    await waitFor(() => expect(statusOf('A1B2C3')?.textContent).toBe('Removed'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${BASE}/user/${PERSON_ID}/token/t1`);
    failNext = true;
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove card KEEP1' }));
    expect(await screen.findByText('Error removing card')).toBeTruthy();
    expect(screen.getByText('Something went wrong while trying to remove the card')).toBeTruthy();
  });

  it('shows the load error and keeps the numbers the profile already has', async () => {
    stubService(() => ({ status: 500, body: {} }));
    openOverview();
    expect(
      await within(await screen.findByRole('region', { name: 'Access card' })).findByRole('alert'),
    ).toBeTruthy();
    expect(within(panel()).getByText('An error occurred while obtaining access card details')).toBeTruthy();
    expect(within(panel()).getByText('A1B2C3')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('fills the number from the barcode scanner on wide screens', {
    timeout: 20_000,
  }, async () => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('min-width: 64em')),
    );
    const sockets = stubScannerSockets();
    stubService(() => ({ status: 200, body: userWith([]) }));
    openOverview();
    const scan = await within(await screen.findByRole('region', { name: 'Access card' })).findByRole(
      'button',
      {
        name: 'Scan card',
      },
    );
    expect(sockets[0]?.url).toBe('ws://localhost:8412');
    const socket = sockets[0];
    if (!socket) throw new Error('no socket');
    // Pressed while the connection is still being made: enrol goes once it opens.
    fireEvent.click(scan);
    expect(socket.sent).toEqual([]);
    await act(async () => socket.open());
    expect(socket.sent).toEqual([JSON.stringify({ event: 'enrol' })]);
    expect(screen.queryByText('The barcode scanner software is not connected')).toBeNull();
    expect(within(panel()).getByRole('img', { name: 'Barcode scanner waiting for a card' })).toBeTruthy();
    act(() => socket.onmessage?.({ data: JSON.stringify({ event: 'barcode', barcode: 'SCAN42' }) }));
    expect((within(panel()).getByLabelText('Card number') as HTMLInputElement).value).toBe('SCAN42');
  });

  it('tries the scanner once, then only when the user asks to scan again', { timeout: 20_000 }, async () => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('min-width: 64em')),
    );
    const sockets = stubScannerSockets();
    stubService(() => ({ status: 200, body: userWith([]) }));
    const { router } = openOverview();
    await within(await screen.findByRole('region', { name: 'Access card' })).findByRole('button', {
      name: 'Scan card',
    });
    expect(sockets).toHaveLength(1);
    // Nothing listens on the port: no retrying in the background.
    vi.useFakeTimers();
    act(() => sockets[0]?.fail());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    vi.useRealTimers();
    expect(sockets).toHaveLength(1);
    // Another page with the panel does not try again by itself.
    await act(() => router.navigate(`/branch/${WLG}/members/${PERSON_ID}/activities`));
    await act(() => router.navigate(`/branch/${WLG}/members/${PERSON_ID}/overview`));
    const again = await within(await screen.findByRole('region', { name: 'Access card' })).findByRole(
      'button',
      { name: 'Scan card' },
    );
    expect(sockets).toHaveLength(1);
    // Scan card tries again; still nothing there, so it says so.
    fireEvent.click(again);
    expect(sockets).toHaveLength(2);
    await act(async () => sockets[1]?.fail());
    expect(await screen.findByText('The barcode scanner software is not connected')).toBeTruthy();
    // The software has been started: the next Scan card connects and asks it for a card.
    fireEvent.click(again);
    expect(sockets).toHaveLength(3);
    await act(async () => sockets[2]?.open());
    expect(sockets[2]?.sent).toEqual([JSON.stringify({ event: 'enrol' })]);
    expect(within(panel()).getByRole('img', { name: 'Barcode scanner waiting for a card' })).toBeTruthy();
  });
});
