import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import { fakeMatchMedia } from '../../testing/match-media.ts';
import type { FlagOverrides } from '../flags/flags.ts';
import { SIDEBAR_STATE_KEY } from './sidebar-state.ts';

const realMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.unstubAllGlobals();
});

function open(
  path: string,
  {
    assignments,
    flags,
    person,
  }: {
    assignments?: Assignment[];
    flags?: FlagOverrides;
    person?: { firstName: string; lastName: string };
  } = {},
) {
  const { client } = createTestClient({
    ...startUpAnswers(assignments, person),
    CalendarBranch: { errors: [{ message: 'not needed' }] },
  });
  const { runtime, oidc } = fakeRuntime(client);
  return { ...renderApp({ path, runtime: { status: 'ready', runtime }, flags }), oidc };
}

function stubNarrowScreen() {
  window.matchMedia = fakeMatchMedia((query) => query.includes('max-width: 1023'));
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main menu' });

/** Opens the branch list, the page most of these tests look at the shell around. */
async function openBranchList(options?: Parameters<typeof open>[1]) {
  const view = open('/organization/branches/branch-list', options);
  await screen.findByRole('heading', { name: 'Branches (4)' });
  return view;
}

/** The collapsed sidebar expands to 283 px, and the choice is stored. */
function expectExpandRemembered() {
  expect(sidebar().style.width).toBe('64px');
  fireEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
  expect(sidebar().style.width).toBe('283px');
  expect(localStorage.getItem(SIDEBAR_STATE_KEY)).toBe('true');
}

describe('shell (spec 1 §2.2)', () => {
  it('opens the sidebar by default at 283 px and collapses it to 64 px, remembering the choice', async () => {
    const first = await openBranchList();
    expect(sidebar().style.width).toBe('283px');
    expect(sidebar().style.getPropertyValue('--sidebar-transition')).toBe('300ms');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(sidebar().style.width).toBe('64px');
    expect(localStorage.getItem(SIDEBAR_STATE_KEY)).toBe('false');
    first.unmount();

    await openBranchList();
    expectExpandRemembered();
  });

  it('closes the sidebar under 1024 px whatever was stored', async () => {
    localStorage.setItem(SIDEBAR_STATE_KEY, 'true');
    stubNarrowScreen();
    await openBranchList();
    expectExpandRemembered();
  });

  it('titles the tab with the page, the area and the product', async () => {
    await openBranchList();
    await eventually(() => expect(document.title).toBe('Branch list | Organisation | Clubline'));
  });

  it('lists only permitted branches under Switch to, searchable, and switches branch', async () => {
    const { router } = open('/branch/wlg', {
      assignments: [{ roleId: 'front-desk', branchId: 'group-north' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Wellington Lambton Quay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Switch to')).toBeTruthy();
    const list = within(dialog).getByRole('navigation', { name: 'Branches to switch to' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Auckland CBD', 'Wellington Lambton Quay']);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'auck' } });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Auckland CBD']);
    fireEvent.click(within(list).getByRole('button', { name: 'Auckland CBD' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/branch/akl/calendar'));
  });

  it("shows the user's name in the user menu, or Unnamed user, with Log out", async () => {
    const { oidc } = open('/branch/wlg', {
      assignments: FRONT_DESK_WLG,
      person: { firstName: '', lastName: '' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: Unnamed user' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(oidc.logout).toHaveBeenCalled();
  });

  it('shows the dashboard link only with ui-access-grey-area, and the help icon unless hidden', async () => {
    const first = await openBranchList();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.getAttribute('target')).toBe('_blank');
    first.unmount();

    await openBranchList({ flags: { hide_help_icon: true } });
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
  });

  it('turns the notification icon into the blinking Outage alert when /status fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    open('/organization/branches/branch-list');
    const alert = await screen.findByRole('button', { name: 'Outage' });
    expect(alert.getAttribute('data-outage')).toBe('true');
    fireEvent.click(alert);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
