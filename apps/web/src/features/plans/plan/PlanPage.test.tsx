import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../../testing/app.tsx';
import { eventually } from '../../../testing/eventually.ts';
import { type Assignment, startUpAnswers } from '../../../testing/fixtures.ts';
import { createTestClient, type Fixture, type Fixtures } from '../../../testing/graphql.ts';
import {
  makeOption,
  makePlan,
  type PlanData,
  planFormAnswers,
  rolesAnswer,
  stubAccessTypes,
} from '../plans.testing.ts';

const SYDNEY = { __typename: 'Branch' as const, id: 'syd', name: 'Sydney Surry Hills', country: 'AU' };

function openPlan({
  plan = { data: { getMembershipPlan: makePlan() } },
  path = '/organization/management/membership-plans/plan-1',
  assignments,
  flags = {},
  more = {},
}: {
  plan?: Fixture<'MembershipPlan'>;
  path?: string;
  assignments?: Assignment[];
  flags?: Record<string, boolean>;
  more?: Fixtures;
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    ...rolesAnswer(),
    ...planFormAnswers(),
    MembershipPlan: plan,
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  const view = renderApp({ path, runtime: { status: 'ready', runtime }, flags });
  return { ...test, ...view };
}

const withOptions = (...options: ReturnType<typeof makeOption>[]): PlanData =>
  makePlan({ paymentOptions: options });

async function optionsTable() {
  return within(await screen.findByRole('region', { name: 'Payment options' })).findByRole('table');
}

async function openActions(name: string) {
  fireEvent.click(within(await optionsTable()).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

afterEach(() => vi.unstubAllGlobals());

describe('membership plan page (spec 3 §2)', { timeout: 20_000 }, () => {
  it('shows the plan details with Edit, and its options with the spec columns and tags', async () => {
    openPlan({
      plan: {
        data: {
          getMembershipPlan: withOptions(
            makeOption(),
            makeOption({
              id: 'option-2',
              name: 'Anytime 12 months',
              status: 'DRAFT',
              paymentAmount: 9900,
              paymentFrequency: 'MONTHLY',
              accessCardFee: 1500,
              sellingBranches: [SYDNEY],
              branchSettings: [
                {
                  __typename: 'PaymentOptionBranchSetting',
                  branch: { __typename: 'Branch', id: 'syd' },
                  branchBillingAccountId: 'bba-2',
                  waiveAdminFee: false,
                },
              ],
            }),
            makeOption({ id: 'option-3', name: 'Old weekly', status: 'ARCHIVED' }),
          ),
        },
      },
      flags: { new_frequency_labels: false },
    });
    const details = await screen.findByRole('region', { name: 'Plan details' });
    expect(within(details).getByText('Train at any hour')).toBeTruthy();
    expect(within(details).getByText('New Zealand')).toBeTruthy();
    expect(within(details).getByText('Term/Ongoing')).toBeTruthy();
    expect(within(details).getByText('All hours')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Edit' })).toBeTruthy();

    const table = await optionsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Anytime weekly' })
        .getAttribute('href'),
    ).toBe('/organization/management/membership-plans/plan-1/payment-option/option-1');
    expect(within(rows[0] as HTMLElement).getByText('$25.00 Weekly')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('$49.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Default billing')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('$99.00 Monthly')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Billing set')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).getByText('This Payment option will only be available in New Zealand'),
    ).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText(/will only be available/)).toBeNull();
    // Draft is error-coloured, archived grey (spec 3 §4).
    const draft = within(rows[1] as HTMLElement)
      .getAllByText('Draft')
      .at(-1)
      ?.closest('.mantine-Badge-root');
    expect(draft?.getAttribute('style')).toContain('red');
    const archived = within(rows[2] as HTMLElement)
      .getAllByText('Archived')
      .at(-1)
      ?.closest('.mantine-Badge-root');
    expect(archived?.getAttribute('style')).toContain('gray');
  });

  it('offers the actions of each status (spec 3 §4)', async () => {
    openPlan({
      plan: {
        data: {
          getMembershipPlan: withOptions(
            makeOption({ id: 'd', name: 'Draft one', status: 'DRAFT' }),
            makeOption({ id: 'p', name: 'Published one', status: 'PUBLISHED' }),
            makeOption({ id: 'a', name: 'Archived one', status: 'ARCHIVED' }),
          ),
        },
      },
    });
    const items = async (name: string) => {
      const menu = await openActions(name);
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      fireEvent.keyDown(menu, { key: 'Escape' });
      await eventually(() => expect(screen.queryByRole('menu')).toBeNull());
      return labels;
    };
    expect(await items('Draft one')).toEqual(['Edit', 'Publish', 'Archive']);
    expect(await items('Published one')).toEqual(['Edit', 'Duplicate', 'Archive']);
    expect(await items('Archived one')).toEqual(['Duplicate']);
  });

  it('filters the options by search, branch and status, and resets', async () => {
    openPlan({
      plan: {
        data: {
          getMembershipPlan: withOptions(
            makeOption(),
            makeOption({
              id: 'option-2',
              name: 'Sydney monthly',
              status: 'DRAFT',
              sellingBranches: [SYDNEY],
            }),
          ),
        },
      },
    });
    const table = await optionsTable();
    fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await eventually(() => expect(within(table).queryByText('Anytime weekly')).toBeNull());
    expect(within(table).getByText('Sydney monthly')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await eventually(() => expect(within(table).getByText('Anytime weekly')).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search payment options' }), {
      target: { value: 'sydney' },
    });
    await eventually(() => expect(within(table).queryByText('Anytime weekly')).toBeNull(), { timeout: 3000 });
  });

  it('publishes a draft through the async operation and reads the plan again', async () => {
    let status: 'DRAFT' | 'PUBLISHED' = 'DRAFT';
    // The publish mutation's answer; the option reads as published from then on.
    const publish: Fixture<'PublishPaymentOption'> = () => {
      status = 'PUBLISHED';
      return {
        data: {
          publishPaymentOption: {
            __typename: 'AsyncOperationTicket',
            ticketId: 't-1',
            operationDomain: 'PAYMENT_OPTION',
          },
        },
      };
    };
    const { calls } = openPlan({
      plan: () => ({ data: { getMembershipPlan: withOptions(makeOption({ name: 'Draft one', status })) } }),
      more: {
        PublishPaymentOption: publish,
        PaymentOptionOperationStatus: {
          data: {
            getAsyncOperationStatus: {
              __typename: 'AsyncOperationStatus',
              status: 'OK',
              message: null,
              paymentOption: { __typename: 'PaymentOption', id: 'option-1', status: 'PUBLISHED' },
            },
          },
        },
      },
    });
    fireEvent.click(within(await openActions('Draft one')).getByRole('menuitem', { name: 'Publish' }));
    // Publishing cannot be undone: it asks first, and nothing is sent until it is confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'Publish payment option' });
    expect(within(confirm).getByText(/cannot be undone/)).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'PublishPaymentOption')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Changes have been made')).toBeTruthy();
    await eventually(() =>
      expect(within(screen.getByRole('table')).getAllByText('Published').length).toBeGreaterThan(0),
    );
    expect(calls.find((call) => call.operationName === 'PublishPaymentOption')?.variables).toEqual({
      membershipPlanId: 'plan-1',
      id: 'option-1',
    });
    expect(calls.filter((call) => call.operationName === 'MembershipPlan').length).toBeGreaterThan(1);
  });

  it('asks before archiving, and Cancel archives nothing', async () => {
    const { calls } = openPlan();
    fireEvent.click(within(await openActions('Anytime weekly')).getByRole('menuitem', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive payment option' });
    expect(within(confirm).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Archive payment option' })).toBeNull(),
    );
    expect(calls.some((call) => call.operationName === 'ArchivePaymentOption')).toBe(false);
  });

  it('shows the async failure message when archiving fails', async () => {
    openPlan({
      more: {
        ArchivePaymentOption: {
          data: {
            archivePaymentOption: {
              __typename: 'AsyncOperationTicket',
              ticketId: 't-2',
              operationDomain: 'PAYMENT_OPTION',
            },
          },
        },
        PaymentOptionOperationStatus: {
          data: {
            getAsyncOperationStatus: {
              __typename: 'AsyncOperationStatus',
              status: 'ERROR',
              message: 'Payment option cannot be archived',
              paymentOption: null,
            },
          },
        },
      },
    });
    fireEvent.click(within(await openActions('Anytime weekly')).getByRole('menuitem', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive payment option' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Payment option cannot be archived')).toBeTruthy();
  });

  it('says "This feature is coming soon" for Duplicate while its flag is off', async () => {
    const { calls } = openPlan({ flags: { duplicate_payment_options: false } });
    fireEvent.click(within(await openActions('Anytime weekly')).getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('This feature is coming soon')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'DuplicatePaymentOption')).toBe(false);
  });

  it('offers no actions on an option the user may not manage, and no plan Edit without canEdit', async () => {
    openPlan({
      plan: {
        data: {
          getMembershipPlan: makePlan({ canEdit: false, paymentOptions: [makeOption({ canManage: false })] }),
        },
      },
    });
    await optionsTable();
    expect(screen.queryByRole('button', { name: 'Actions for Anytime weekly' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Plan details' })).queryByRole('button', { name: 'Edit' }),
    ).toBeNull();
  });

  it('edits the plan details with the type fixed, and sends the update', async () => {
    stubAccessTypes();
    const { calls } = openPlan({
      more: {
        UpdateMembershipPlan: {
          data: {
            updateMembershipPlan: {
              ...makePlan({ name: 'Anytime plus' }),
              __typename: 'MembershipPlan',
            },
          },
        },
      },
    });
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Plan details' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit membership plan' });
    const name = within(dialog).getByLabelText(/^Name/, { selector: 'input' }) as HTMLInputElement;
    expect(name.value).toBe('Anytime');
    expect((within(dialog).getByLabelText(/^Type/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Anytime plus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.operationName === 'UpdateMembershipPlan')?.variables).toEqual({
      plan: {
        id: 'plan-1',
        name: 'Anytime plus',
        description: 'Train at any hour',
        country: 'NZ',
        accessType: 'All hours',
        numberOfVisits: null,
      },
    });
  });

  it('says when the access types could not be loaded', async () => {
    stubAccessTypes(false);
    openPlan();
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Plan details' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit membership plan' });
    expect(await within(dialog).findByText('Access types could not be loaded')).toBeTruthy();
  });

  it('shows the load error', async () => {
    openPlan({ plan: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } });
    expect(await screen.findByText('An error occurred while obtaining membership plan details')).toBeTruthy();
  });

  it('shows not found for a plan that does not exist', async () => {
    openPlan({ plan: { data: { getMembershipPlan: null } } });
    expect(await screen.findByText('This page cannot be found...')).toBeTruthy();
  });
});

describe('branch-level plan page (spec 3 §2)', { timeout: 20_000 }, () => {
  const accounts: Fixtures = {
    PlanBranchBillingAccounts: {
      data: {
        getBranchBillingAccounts: [
          {
            __typename: 'BranchBillingAccount',
            branchBillingAccountId: 'bba-1',
            name: 'Auckland main',
            isDefault: true,
          },
          {
            __typename: 'BranchBillingAccount',
            branchBillingAccountId: 'bba-2',
            name: 'Auckland corporate',
            isDefault: false,
          },
        ],
      },
    },
  };

  it('opens the branch billing account amendment from Edit, and needs an account', async () => {
    const { calls } = openPlan({
      path: '/branch/akl/management/membership-plans/plan-1',
      more: {
        ...accounts,
        UpdateBranchSetting: {
          data: { updateBranchSetting: { __typename: 'PaymentOption', id: 'option-1', branchSettings: [] } },
        },
      },
    });
    expect(
      within(await screen.findByRole('region', { name: 'Plan details' })).queryByRole('button', {
        name: 'Edit',
      }),
    ).toBeNull();
    fireEvent.click(within(await openActions('Anytime weekly')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Branch billing account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a branch billing account')).toBeTruthy();
    // The focus goes to the list that holds the message, not left on Save.
    const accountList = within(dialog).getByLabelText(/^Branch billing account/, { selector: 'input' });
    await eventually(() => expect(document.activeElement).toBe(accountList));
    fireEvent.click(accountList);
    fireEvent.click(await screen.findByRole('option', { name: 'Auckland corporate' }));
    fireEvent.click(within(dialog).getByLabelText('Waive admin fee'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.operationName === 'UpdateBranchSetting')?.variables).toEqual({
      membershipPlanId: 'plan-1',
      paymentOptionId: 'option-1',
      branchSettingInput: { branchId: 'akl', branchBillingAccountId: 'bba-2', waiveAdminFee: true },
    });
  });

  it('is not found while the branch plans flag is off', async () => {
    openPlan({
      path: '/branch/akl/management/membership-plans/plan-1',
      flags: { branch_membership_plans: false },
    });
    expect(await screen.findByText('This page cannot be found...')).toBeTruthy();
  });
});
