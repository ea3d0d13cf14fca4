import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';

async function openBranchList(assignments?: Assignment[]) {
  const { client } = createTestClient(startUpAnswers(assignments));
  const { runtime } = fakeRuntime(client);
  renderApp({ path: '/organization/branches/branch-list', runtime: { status: 'ready', runtime } });
  return screen.findByRole('list', { name: 'Branches' });
}

const tileNames = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('branch-tile')
    .map((tile) => tile.getAttribute('aria-label'));

describe('branch list (spec 3 §2)', () => {
  it('shows a tile per permitted branch, with the total in the heading, member tags and links', async () => {
    const list = await openBranchList();
    expect(screen.getByRole('heading', { name: 'Branches (4)' })).toBeTruthy();
    expect(tileNames(list)).toEqual([
      'Auckland CBD',
      'Christchurch Riccarton',
      'Sydney Surry Hills',
      'Wellington Lambton Quay',
    ]);
    const auckland = within(list).getByRole('link', { name: 'Auckland CBD' });
    expect(auckland.getAttribute('href')).toBe('/branch/akl');
    expect(within(auckland).getByText('12 members')).toBeTruthy();
    expect(within(list).getByText('0 members')).toBeTruthy();
  });

  it('shows only the branches the user holds a role on', async () => {
    const list = await openBranchList([{ roleId: 'admin', branchId: 'group-north' }]);
    expect(screen.getByRole('heading', { name: 'Branches (2)' })).toBeTruthy();
    expect(tileNames(list)).toEqual(['Auckland CBD', 'Wellington Lambton Quay']);
  });

  it('filters by name after the search pause, and says No branches when nothing matches', async () => {
    const list = await openBranchList();
    const search = screen.getByPlaceholderText('Search branches');
    fireEvent.change(search, { target: { value: 'ton' } });
    await waitForTiles(['Wellington Lambton Quay', 'Christchurch Riccarton'].sort());
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No branches', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Branches (4)' })).toBeTruthy();
    expect(list.isConnected).toBe(false);
  });
});

async function waitForTiles(expected: string[]) {
  await eventually(
    () => {
      const list = screen.getByRole('list', { name: 'Branches' });
      expect(tileNames(list)).toEqual(expected);
    },
    { timeout: 2000 },
  );
}
