import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlagOverrides } from '../../app/flags/flags.ts';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';

type Account = OperationData<'BranchBillingAccounts'>['getBranchBillingAccounts'][number];

function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    __typename: 'BranchBillingAccount',
    branchBillingAccountId: 'ba-main',
    name: 'Main account',
    establishmentFee: 4900,
    defaultCharge: 1000,
    cancellationFee: 7500,
    suspensionFee: 500,
    isDefault: true,
    canEdit: true,
    ...overrides,
  };
}

const MAIN = makeAccount();
const CORPORATE = makeAccount({
  branchBillingAccountId: 'ba-corporate',
  name: 'Corporate account',
  establishmentFee: 0,
  cancellationFee: 0,
  suspensionFee: 300,
  isDefault: false,
});

function openAccounts({
  accounts = { data: { getBranchBillingAccounts: [MAIN, CORPORATE] } },
  update,
  flags = {},
  assignments,
}: {
  accounts?: AnswerTo<'BranchBillingAccounts'>;
  update?: AnswerTo<'UpdateBranchBillingAccount'>;
  flags?: FlagOverrides;
  assignments?: Assignment[];
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    BranchBillingAccounts: accounts,
    UpdateBranchBillingAccount: update,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({
    path: '/branch/wlg/management/branch-billing-accounts',
    runtime: { status: 'ready', runtime },
    flags,
  });
  return test;
}

describe('branch billing accounts page (spec 3 §2)', () => {
  it('shows each account’s fees in the branch’s currency, Free for none, and the default', async () => {
    openAccounts();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Administration', 'Default charge', 'Cancellation', 'Suspension', 'Default', 'Actions'],
      ['Main account', '$49.00', '$10.00', '$75.00', '$5.00 / week', 'Default', ''],
      ['Corporate account', 'Free', '$10.00', 'Free', '$3.00 / week', '', ''],
    ]);
  });

  it('edits an account’s fees in currency units and sends cents', async () => {
    const { calls } = openAccounts({ update: { data: { updateBranchBillingAccount: { ...CORPORATE } } } });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Actions for Corporate account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Corporate account' });
    const fee = within(dialog).getByRole('textbox', { name: /Cancellation fee/ });
    fireEvent.change(fee, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cancellation fee is required')).toBeTruthy();
    fireEvent.change(fee, { target: { value: '25.5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Default account/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'UpdateBranchBillingAccount')?.variables).toEqual({
        input: {
          branchId: 'wlg',
          branchBillingAccountId: 'ba-corporate',
          cancellationFee: 2550,
          suspensionFee: 300,
          isDefault: true,
        },
      }),
    );
    expect(await screen.findByText('Changes have been made')).toBeTruthy();
  });

  it('refuses a negative fee with a message instead of turning it into Free', async () => {
    const { calls } = openAccounts({ update: { data: { updateBranchBillingAccount: { ...CORPORATE } } } });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Actions for Corporate account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Corporate account' });
    const fee = within(dialog).getByRole('textbox', { name: /Cancellation fee/ });
    fireEvent.focus(fee);
    fireEvent.change(fee, { target: { value: '-3' } });
    fireEvent.blur(fee);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Cancellation fee must be greater than or equal to 0'),
    ).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UpdateBranchBillingAccount')).toBe(false);
  });

  it('does not let the default account be unset', async () => {
    openAccounts();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Actions for Main account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Main account' });
    const checkbox = within(dialog).getByRole('checkbox', { name: /Default account/ });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect((checkbox as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('An account already default cannot be unset')).toBeTruthy();
  });

  it('offers Edit only to who may edit, and only while maintaining branch settings is on', async () => {
    openAccounts({ flags: { maintain_branch_settings: false } });
    await screen.findByRole('table');
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });

  it('offers no Edit on an account the user may not edit', async () => {
    openAccounts({
      accounts: { data: { getBranchBillingAccounts: [makeAccount({ canEdit: false })] } },
    });
    await screen.findByRole('table');
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });

  it('says when the branch has no account', async () => {
    openAccounts({ accounts: { data: { getBranchBillingAccounts: [] } } });
    expect(await screen.findByText('No branch billing account')).toBeTruthy();
  });

  it('shows the spec’s load error', async () => {
    openAccounts({ accounts: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } });
    expect(await screen.findByText('An error occurred while obtaining branch billing accounts')).toBeTruthy();
  });

  it('does not exist while the billing accounts flag is off', async () => {
    openAccounts({ flags: { billing_accounts: false } });
    expect(await screen.findByText('This page cannot be found...')).toBeTruthy();
  });

  it('shows the no-permission page to a user without view-membership-plan there', async () => {
    openAccounts({ assignments: FRONT_DESK_WLG });
    expect(await screen.findByText(/We can't show the page you are looking for/)).toBeTruthy();
  });
});
