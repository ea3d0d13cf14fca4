import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import type { AnswerTo, Fixtures } from '../../../testing/graphql.ts';
import {
  ADMIN_EVERYWHERE,
  AKL,
  PERSON_ID,
  personAnswer,
  renderMemberApp,
  WLG,
} from '../../../testing/members.ts';

const overviewAnswers: Fixtures = {
  MemberOverview: personAnswer(),
  MemberNotes: { data: { getNotes: [] } },
};

function openArea(
  path: string,
  area: AnswerTo<'MemberArea'>,
  options: Parameters<typeof renderMemberApp>[2] = {},
) {
  return renderMemberApp(path, { MemberArea: area, ...overviewAnswers }, options);
}

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A phone's layout of the tabs, which jsdom does not lay out: each tab 100 px wide side by side,
 * the list showing 250 px of them (Overview, Activities and half of Attachments).
 */
function phoneWideTabs() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const tabs = this.parentElement ? [...this.parentElement.querySelectorAll('[role="tab"]')] : [];
    const index = this.getAttribute('role') === 'tab' ? tabs.indexOf(this) : -1;
    const left = index < 0 ? 0 : index * 100 - (this.parentElement?.scrollLeft ?? 0);
    const width = index < 0 ? 250 : 100;
    return DOMRect.fromRect({ x: left, y: 0, width, height: 40 });
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? 250 : 0;
  });
}

describe('member area (spec 2 §2)', () => {
  it("scrolls the page's tab into view on a phone, where the tabs are wider than the screen", async () => {
    phoneWideTabs();
    renderMemberApp(`/branch/${WLG}/members/${PERSON_ID}/attachments`, {
      MemberArea: personAnswer(),
      MemberAttachments: { data: { getUserAttachments: [] } },
    });
    const tab = await screen.findByRole('tab', { name: 'Attachments' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // Attachments spans 200–300 px: the list scrolls 50 px to show its end.
    expect(screen.getByRole('tablist', { name: 'Member pages' }).scrollLeft).toBe(50);
  });

  it('opens on overview, with the breadcrumb Members > Member profile', async () => {
    const { router } = openArea(`/branch/${WLG}/members/${PERSON_ID}`, personAnswer());
    await eventually(() =>
      expect(router.state.location.pathname).toBe(`/branch/${WLG}/members/${PERSON_ID}/overview`),
    );
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata', level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Members' }).getAttribute('href')).toBe(
      `/branch/${WLG}/members`,
    );
    expect(screen.getByText('Member profile')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    // Members' own tabs, then the two the memberships feature adds through the area's slot.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Activities',
      'Attachments',
      'Memberships',
      'Transactions',
    ]);
  });

  it('says Member not found when the person is missing', async () => {
    openArea(`/branch/${WLG}/members/${PERSON_ID}/overview`, {
      errors: [
        { message: 'Member not found', extensions: { code: 'NOT_FOUND', errorClass: 'NotFoundError' } },
      ],
    });
    expect(await screen.findByText('Member not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to members' }).getAttribute('href')).toBe(
      `/branch/${WLG}/members`,
    );
  });

  it('says the member does not belong to this branch when the home branch differs', async () => {
    openArea(`/branch/${AKL}/members/${PERSON_ID}/overview`, personAnswer(), {
      assignments: ADMIN_EVERYWHERE,
    });
    expect(await screen.findByText('The member does not belong to this branch.')).toBeTruthy();
  });

  it('opens any member at organisation level', async () => {
    openArea(`/organization/members/${PERSON_ID}/overview`, personAnswer(), {
      assignments: ADMIN_EVERYWHERE,
    });
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata', level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Members' }).getAttribute('href')).toBe(
      '/organization/members',
    );
  });

  it('says the details could not be loaded on any other failure', async () => {
    openArea(`/branch/${WLG}/members/${PERSON_ID}/overview`, { networkError: true });
    expect(await screen.findByText('Sorry, we could not load the details for this member')).toBeTruthy();
    expect(screen.getByText('Error loading member details')).toBeTruthy();
  });

  it("says the member does not belong to this branch when a branch's staff are denied another branch's member", async () => {
    openArea(`/branch/${WLG}/members/${PERSON_ID}/overview`, {
      errors: [
        {
          message: 'The member does not belong to this branch.',
          extensions: { errorClass: 'AccessDeniedError' },
        },
      ],
    });
    expect(await screen.findByText('The member does not belong to this branch.')).toBeTruthy();
    expect(screen.queryByText(/Seems like you don't have access/)).toBeNull();
  });

  it('shows the no-permission page on a denial at organisation level', async () => {
    openArea(
      `/organization/members/${PERSON_ID}/overview`,
      { errors: [{ message: 'Access denied', extensions: { errorClass: 'AccessDeniedError' } }] },
      { assignments: ADMIN_EVERYWHERE },
    );
    expect(await screen.findByText(/Seems like you don't have access/)).toBeTruthy();
  });

  it('says Member not found for an address without a member id, without asking the server', async () => {
    const { router } = openArea(`/branch/${WLG}/members/not-a-member/overview`, {
      errors: [{ message: 'must not be asked' }],
    });
    expect(await screen.findByText('Member not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/branch/${WLG}/members/not-a-member/overview`);
  });

  it('shows not-found for any other sub-path', async () => {
    openArea(`/branch/${WLG}/members/${PERSON_ID}/suspensions`, personAnswer());
    expect(await screen.findByText('This page cannot be found...')).toBeTruthy();
  });
});
