import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../../app/pages/NoPermissionPage.tsx';
import { fakeRuntime, renderApp } from '../../../testing/app.tsx';
import { eventually } from '../../../testing/eventually.ts';
import { type Assignment, startUpAnswers } from '../../../testing/fixtures.ts';
import { type AnswerTo, createTestClient, type Fixtures } from '../../../testing/graphql.ts';
import {
  listed,
  makeOption,
  makePlan,
  planFormAnswers,
  rolesAnswer,
  stubAccessTypes,
} from '../plans.testing.ts';

const ANYTIME = makePlan();
const TEN_VISITS = makePlan({
  id: 'plan-2',
  name: '10 visit pass',
  description: 'Ten visits in three months',
  type: 'VISITOR_PASS',
  country: 'AU',
  numberOfVisits: 10,
});

function openList({
  plans = { data: { getMembershipPlans: [listed(ANYTIME), listed(TEN_VISITS)] } },
  assignments,
  path = '/organization/management/membership-plans',
  more = {},
}: {
  plans?: AnswerTo<'MembershipPlans'>;
  assignments?: Assignment[];
  path?: string;
  more?: Fixtures;
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    ...rolesAnswer(),
    ...planFormAnswers(),
    MembershipPlans: plans,
    MembershipPlan: { data: { getMembershipPlan: ANYTIME } },
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  const view = renderApp({ path, runtime: { status: 'ready', runtime } });
  return { ...test, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('membership plan list (spec 3 §2)', { timeout: 15_000 }, () => {
  it('lists the plans of every branch with the columns of the spec', async () => {
    const { calls } = openList();
    const table = await screen.findByRole('table');
    const link = within(table).getByRole('link', { name: 'Anytime' });
    expect(link.getAttribute('href')).toBe('/organization/management/membership-plans/plan-1');
    expect(within(table).getByText('Train at any hour')).toBeTruthy();
    expect(within(table).getByText('Term/Ongoing')).toBeTruthy();
    expect(within(table).getAllByText('New Zealand').length).toBeGreaterThan(0);
    expect(within(table).getByText('Visit Pass')).toBeTruthy();
    expect(within(table).getAllByText('Australia').length).toBeGreaterThan(0);
    expect(within(table).getByText('10')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'MembershipPlans')?.variables).toMatchObject({
      branches: ['akl', 'chc', 'syd', 'wlg'],
    });
  });

  it("at branch level lists the branch's plans, with no branch filter and no Create", async () => {
    const { calls } = openList({ path: '/branch/akl/management/membership-plans' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Anytime' }).getAttribute('href')).toBe(
      '/branch/akl/management/membership-plans/plan-1',
    );
    expect(calls.find((call) => call.operationName === 'MembershipPlans')?.variables).toMatchObject({
      branches: ['akl'],
    });
    expect(screen.queryByLabelText('Branches', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create membership plan' })).toBeNull();
  });

  it('filters by country and type, and Reset filter clears them', async () => {
    const { calls } = openList();
    await screen.findByRole('table');
    const reset = screen.getByRole('button', { name: 'Reset filter' });
    expect(reset.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Country', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Australia' }));
    await eventually(() =>
      expect(calls.at(-1)).toMatchObject({ operationName: 'MembershipPlans', variables: { country: 'AU' } }),
    );
    fireEvent.click(screen.getByLabelText('Type', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Visit Pass' }));
    await eventually(() =>
      expect(calls.at(-1)?.variables).toMatchObject({ country: 'AU', type: 'VISITOR_PASS' }),
    );
    fireEvent.click(reset);
    await eventually(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Country', { selector: 'input' }).value).toBe(''),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Type', { selector: 'input' }).value).toBe('');
    expect(within(await screen.findByRole('table')).getByText('Anytime')).toBeTruthy();
  });

  it('says when the plans could not be loaded', async () => {
    openList({ plans: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } });
    expect(await screen.findByText('An error occurred while obtaining membership plans')).toBeTruthy();
  });

  it('shows an empty list as such', async () => {
    openList({ plans: { data: { getMembershipPlans: [] } } });
    expect(await screen.findByText('No membership plans')).toBeTruthy();
  });

  it('needs the plan permission on all branches at organisation level', async () => {
    const { router } = openList({ assignments: [{ roleId: 'plan-viewer', branchId: 'wlg' }] });
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // A plan itself needs the permission on some branch only.
    await router.navigate('/organization/management/membership-plans/plan-1');
    expect(await screen.findByRole('heading', { name: 'Anytime' })).toBeTruthy();
  });

  it('offers no Create membership plan without the plan permission on all branches', async () => {
    openList({ assignments: [{ roleId: 'plan-viewer', branchId: 'ALL_BRANCHES' }] });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Create membership plan' })).toBeNull();
  });
});

describe('Create membership plan (spec 3 §2, §5)', { timeout: 30_000 }, () => {
  const field = (dialog: HTMLElement, label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`), {
      selector: 'input, textarea',
    }) as HTMLInputElement;
  async function fill(dialog: HTMLElement, label: string, value: string) {
    fireEvent.change(field(dialog, label), { target: { value } });
  }
  async function choose(dialog: HTMLElement, label: string, option: string) {
    fireEvent.click(field(dialog, label));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  }

  it('checks the plan, then its first option, then creates it and opens the new plan', async () => {
    stubAccessTypes();
    const created = makePlan({ id: 'plan-new', name: 'Off-peak', paymentOptions: [makeOption()] });
    const { calls, router } = openList({
      more: {
        AddMembershipPlan: { data: { addMembershipPlan: { __typename: 'MembershipPlan', id: 'plan-new' } } },
        MembershipPlan: { data: { getMembershipPlan: created } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create membership plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create membership plan' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    expect(within(dialog).getByText('Access control type is required')).toBeTruthy();

    await fill(dialog, 'Name', 'Off-peak');
    await fill(dialog, 'Description', 'Weekdays before 4pm');
    await choose(dialog, 'Access type', 'Off-peak');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Country must be provided')).toBeTruthy();
    expect(within(dialog).getByText('Type is required')).toBeTruthy();
    expect(within(dialog).queryByText('Invalid membershipPlanType')).toBeNull();
    await choose(dialog, 'Country', 'New Zealand');
    await choose(dialog, 'Type', 'Term/Ongoing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    const step2 = await within(dialog).findByRole('form', { name: 'First payment option' });
    fireEvent.click(within(step2).getByRole('button', { name: 'Create' }));
    expect(await within(step2).findByText('Name is required')).toBeTruthy();
    await fill(step2, 'Name', 'Off-peak weekly');
    fireEvent.click(within(step2).getByRole('button', { name: 'Create' }));
    expect(await within(step2).findByText('Payment amount is required')).toBeTruthy();
    expect(within(step2).getByText('At least one branch is required')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'AddMembershipPlan')).toBe(false);

    // Back keeps step 1 as it was.
    fireEvent.click(within(step2).getByRole('button', { name: 'Back' }));
    expect(field(dialog, 'Name').value).toBe('Off-peak');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    const again = await within(dialog).findByRole('form', { name: 'First payment option' });
    expect(field(again, 'Name').value).toBe('Off-peak weekly');
    fireEvent.click(within(again).getByLabelText('Ongoing (no fixed term)'));
    await fill(again, 'Payment amount', '19.90');
    await choose(again, 'Payment frequency', 'Every week');
    await choose(again, 'Available for', 'Auckland CBD');
    fireEvent.click(within(again).getByRole('button', { name: 'Create' }));

    await eventually(() =>
      expect(router.state.location.pathname).toBe('/organization/management/membership-plans/plan-new'),
    );
    const sent = calls.find((call) => call.operationName === 'AddMembershipPlan')?.variables;
    expect(sent).toMatchObject({
      plan: {
        name: 'Off-peak',
        description: 'Weekdays before 4pm',
        country: 'NZ',
        type: 'ONGOING',
        accessType: 'Off-peak',
        numberOfVisits: null,
        firstPaymentOption: {
          planType: 'ONGOING',
          name: 'Off-peak weekly',
          ongoing: true,
          paymentAmount: 1990,
          paymentFrequency: 'WEEKLY',
          sellingBranches: ['akl'],
        },
      },
    });
  });

  it('shows the server message under the option form, e.g. an unknown plan type', async () => {
    stubAccessTypes();
    openList({
      more: {
        AddMembershipPlan: {
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'VALIDATION_FAILED',
                fieldErrors: { 'firstPaymentOption.planType': 'Invalid membershipPlanType' },
              },
            },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create membership plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create membership plan' });
    await fill(dialog, 'Name', 'Corporate');
    await fill(dialog, 'Description', 'Paid by the employer');
    await choose(dialog, 'Country', 'Australia');
    await choose(dialog, 'Type', 'External payer');
    await choose(dialog, 'Access type', 'All hours');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const step2 = await within(dialog).findByRole('form', { name: 'First payment option' });
    await fill(step2, 'Name', 'Corporate');
    await fill(step2, 'Term', '12');
    await choose(step2, 'Term type', 'Months');
    await choose(step2, 'Payment frequency', 'Every month');
    await choose(step2, 'Available for', 'Sydney Surry Hills');
    fireEvent.click(within(step2).getByRole('button', { name: 'Create' }));
    expect(await within(step2).findByText('Invalid membershipPlanType')).toBeTruthy();
  });
});
