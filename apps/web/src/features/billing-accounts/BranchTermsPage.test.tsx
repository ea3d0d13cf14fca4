import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';

type Account = OperationData<'BranchTerms'>['getBranchBillingAccounts'][number];

const account = (id: string, name: string, text: string, overrides: Partial<Account> = {}): Account => ({
  __typename: 'BranchBillingAccount',
  branchBillingAccountId: id,
  name,
  canEdit: true,
  termsAndConditions: { __typename: 'TermsAndConditions', text, isEditable: true },
  ...overrides,
});

const MAIN = account('ba-main', 'Main account', '<p>Main <strong>terms</strong></p>');
const CORPORATE = account('ba-corporate', 'Corporate account', '<p>Corporate terms</p>');

function openTerms(accounts: Account[], update?: AnswerTo<'UpdateBranchTerms'>) {
  const test = createTestClient({
    ...startUpAnswers(),
    BranchTerms: { data: { getBranchBillingAccounts: accounts } },
    UpdateBranchTerms: update,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({
    path: '/branch/wlg/management/branch-terms-and-conditions',
    runtime: { status: 'ready', runtime },
  });
  return test;
}

describe('branch terms and conditions page (spec 3 §2)', () => {
  it('preselects the first account, renders its terms as rich content and switches accounts', async () => {
    openTerms([MAIN, CORPORATE]);
    const select = await screen.findByRole('combobox', { name: 'Branch billing account' });
    expect((select as HTMLInputElement).value).toBe('Main account');
    const content = screen.getByTestId('terms-content');
    expect(content.innerHTML).toBe('<p>Main <strong>terms</strong></p>');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Corporate account' }));
    await eventually(() => expect(screen.getByTestId('terms-content').textContent).toBe('Corporate terms'));
  });

  it('offers Edit only for editable terms the user may change', async () => {
    openTerms([
      account('ba-main', 'Main account', '<p>Provider terms</p>', {
        termsAndConditions: {
          __typename: 'TermsAndConditions',
          text: '<p>Provider terms</p>',
          isEditable: false,
        },
      }),
    ]);
    expect(await screen.findByText('Provider terms')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('refuses blank terms, then saves and says so', async () => {
    const { calls } = openTerms([MAIN], {
      data: {
        updateBranchBillingAccountTermsAndConditions: {
          __typename: 'BranchBillingAccount',
          branchBillingAccountId: 'ba-main',
          termsAndConditions: { __typename: 'TermsAndConditions', text: '<p>New</p>', isEditable: true },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit terms and conditions' });
    const text = within(dialog).getByPlaceholderText('Click here to input');
    expect(text.getAttribute('rows')).toBe('30');
    fireEvent.change(text, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Branch Terms and Conditions connot be blank')).toBeTruthy();
    fireEvent.change(text, { target: { value: '<p>New</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Billing account terms and conditions saved successfully.')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateBranchTerms')?.variables).toEqual({
      input: {
        branchId: 'wlg',
        branchBillingAccountId: 'ba-main',
        termsAndConditions: { text: '<p>New</p>' },
      },
    });
  });

  it('closes the modal with the generic error notice when saving fails', async () => {
    openTerms([MAIN], { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit terms and conditions' });
    fireEvent.change(within(dialog).getByPlaceholderText('Click here to input'), {
      target: { value: 'Terms' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit terms and conditions' })).toBeNull(),
    );
  });
});
