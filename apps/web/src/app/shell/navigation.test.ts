import { describe, expect, it } from 'vitest';
import { FRONT_DESK_WLG, sessionData } from '../../testing/fixtures.ts';
import { type FlagOverrides, resolveFlags } from '../flags/flags.ts';
import { branchMenu, organisationMenu, settingsMenu } from './navigation.ts';

const admin = (flags: FlagOverrides = {}) => ({
  permissions: sessionData().permissions,
  flags: resolveFlags(flags),
});
const frontDesk = { permissions: sessionData(FRONT_DESK_WLG).permissions, flags: resolveFlags({}) };
const labels = (entries: { label: string; children?: { label: string }[] | undefined }[]) =>
  entries.map((entry) => [entry.label, ...(entry.children ?? []).map((child) => `- ${child.label}`)]);

describe('menus derived from the web modules (spec 1 §2.1)', () => {
  it('gives the organisation sidebar Branches (with branch groups, flag or not), Members, Management, Staff, Reports and Organisation', () => {
    expect(organisationMenu(admin({ branch_groups: false }))).toEqual(
      organisationMenu(admin({ branch_groups: true })),
    );
    expect(organisationMenu(admin())).toEqual([
      expect.objectContaining({
        label: 'Branches',
        to: '/organization/branches/branch-list',
        children: [
          { label: 'Branch list', to: '/organization/branches/branch-list' },
          { label: 'Branch groups', to: '/organization/branches/branch-groups' },
        ],
      }),
      expect.objectContaining({ label: 'Members', to: '/organization/members' }),
      // Classes, plans and roles all add pages under Management: one entry holds them, opening
      // on classes (spec 3 §2: management goes to classes; docs/roles.md).
      expect.objectContaining({
        label: 'Management',
        to: '/organization/management/classes',
        children: [
          { label: 'Classes', to: '/organization/management/classes' },
          { label: 'Membership plans', to: '/organization/management/membership-plans' },
          { label: 'Roles', to: '/organization/management/roles' },
          { label: 'Transfer members', to: '/organization/management/transfer' },
        ],
      }),
      // Spec 1 §2.1: /staff, for those who may view staff members.
      expect.objectContaining({ label: 'Staff', to: '/organization/staff' }),
      // Spec 1 §2.1: /reports, for those who may view reports.
      expect.objectContaining({ label: 'Reports', to: '/organization/reports' }),
      // Spec 1 §3: /settings labelled Organisation (flag organization_settings, ui-access-grey-area).
      expect.objectContaining({ label: 'Organisation', to: '/organization/settings' }),
    ]);
  });

  it('gives a user outside the organisation area no organisation sidebar and no settings', () => {
    expect(organisationMenu(frontDesk)).toEqual([]);
    expect(settingsMenu(frontDesk)).toEqual([]);
  });

  it('shows a branch its calendar first, its overview and settings, and Members only where the user may view members', () => {
    // Spec 1 §2.1: the calendar is the branch's default page, open to anyone working there. Like the
    // overview, the settings page is offered at every branch (the server answers its access
    // settings to those with a role there); changing anything takes manage-branch-settings.
    expect(branchMenu('wlg', frontDesk)).toEqual([
      expect.objectContaining({ label: 'Calendar', to: '/branch/wlg/calendar' }),
      expect.objectContaining({ label: 'Overview', to: '/branch/wlg/overview' }),
      expect.objectContaining({ label: 'Settings', to: '/branch/wlg/settings' }),
      expect.objectContaining({ label: 'Members', to: '/branch/wlg/members' }),
    ]);
    expect(labels(branchMenu('akl', frontDesk))).toEqual([['Calendar'], ['Overview'], ['Settings']]);
  });

  it('offers the branch pages in the settings menu, branch groups whatever their flag', () => {
    expect(settingsMenu(admin()).map((entry) => entry.label)).toEqual(['Branches', 'Branch groups']);
  });
});
