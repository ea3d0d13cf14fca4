import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../testing/graphql.ts';
import { classPlansAnswer, listed, makeClass } from './classes.testing.ts';
import { DEBITSUCCESS_FEES_NOTE } from './form/ClassFormFields.tsx';

const YOGA = makeClass();
const SPIN = makeClass({
  id: 'class-2',
  name: 'Spin',
  description: null,
  color: '#C92A2A',
  allowBookingsFrom: 'MEMBER',
  sessionWaitlistConfig: { __typename: 'SessionWaitlistConfig', status: 'ENABLED', limit: 10 },
});

function open(path: string, more: Fixtures = {}, assignments?: Assignment[], flags = {}) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    Classes: { data: { getClasses: [listed(YOGA), listed(SPIN)] } },
    Class: { data: { getClass: YOGA } },
    ClassMembershipPlans: classPlansAnswer,
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  return { ...test, ...renderApp({ path, runtime: { status: 'ready', runtime }, flags }) };
}

const sent = (calls: { operationName: string; variables: Record<string, unknown> }[], name: string) =>
  calls.filter((call) => call.operationName === name).map((call) => call.variables);

describe('class list (spec 2 §2, spec 3 §2)', { timeout: 15_000 }, () => {
  it('lists the classes with who can book and the waitlist, each linking to its page', async () => {
    const { calls } = open('/organization/management/classes');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Yoga' }).getAttribute('href')).toBe(
      '/organization/management/classes/class-1',
    );
    expect(within(table).getByText('Members, staff and guests')).toBeTruthy();
    expect(within(table).getByText('Members and staff')).toBeTruthy();
    expect(within(table).getByText('On, 10 places')).toBeTruthy();
    expect(sent(calls, 'Classes')[0]).toEqual({ branches: null });
    expect(screen.getByRole('button', { name: 'Create class' })).toBeTruthy();
  });

  it("lists a branch's classes at the branch", async () => {
    const { calls } = open('/branch/akl/management/classes');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Spin' }).getAttribute('href')).toBe(
      '/branch/akl/management/classes/class-2',
    );
    expect(sent(calls, 'Classes')[0]).toEqual({ branches: ['akl'] });
  });

  it('says No classes when there are none', async () => {
    open('/organization/management/classes', { Classes: { data: { getClasses: [] } } });
    expect(await screen.findByText('No classes')).toBeTruthy();
  });

  it('gives the spec text when the classes cannot be loaded', async () => {
    open('/organization/management/classes', { Classes: { networkError: true } });
    expect(await screen.findByText('An error occurred while obtaining classes')).toBeTruthy();
  });

  it('opens management on classes', async () => {
    const { router } = open('/organization/management');
    await eventually(() => expect(router.state.location.pathname).toBe('/organization/management/classes'));
  });

  it('is closed to someone who may not manage classes', async () => {
    open('/branch/wlg/management/classes', {}, FRONT_DESK_WLG);
    expect(await screen.findByText(/permission/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create class' })).toBeNull();
  });
});

describe('create class (spec 3 §5)', { timeout: 20_000 }, () => {
  it('shows the spec texts, then sends the class and opens its page', async () => {
    const { calls, router } = open('/branch/wlg/management/classes', {
      AddClass: { data: { addClass: { __typename: 'Class', id: 'class-9' } } },
      Class: { data: { getClass: makeClass({ id: 'class-9', name: 'Boxing' }) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create class' }));
    const form = await screen.findByRole('form', { name: 'Create class' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(sent(calls, 'AddClass')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Boxing' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Red' }));
    // Guests only: booking by membership becomes possible, and then needs plans.
    fireEvent.click(within(form).getByLabelText('Members & Staff'));
    fireEvent.click(within(form).getByLabelText('Allow booking by membership'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Please select memberships')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText(/^Memberships/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anytime' }));

    fireEvent.click(within(form).getByLabelText('Waitlist'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Please enter capacity number')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Waitlist capacity/), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

    await eventually(() => expect(sent(calls, 'AddClass')).toHaveLength(1));
    expect(sent(calls, 'AddClass')[0]).toMatchObject({
      input: {
        name: 'Boxing',
        color: '#C92A2A',
        allowBookingsFrom: 'CASUAL',
        bookingByMembership: { isAllowed: true, membershipPlans: ['plan-1'] },
        sessionWaitlistConfig: { status: 'ENABLED', limit: 6 },
        branches: ['wlg'],
      },
    });
    await eventually(() =>
      expect(router.state.location.pathname).toBe('/branch/wlg/management/classes/class-9'),
    );
  });

  it('disables booking by membership while members may book', async () => {
    open('/organization/management/classes');
    fireEvent.click(await screen.findByRole('button', { name: 'Create class' }));
    const form = await screen.findByRole('form', { name: 'Create class' });
    expect((within(form).getByLabelText('Allow booking by membership') as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('says under debitsuccess that class fees are not charged', async () => {
    open('/organization/management/classes', {
      PlansBillingProvider: {
        data: {
          getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: 'DEBITSUCCESS' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create class' }));
    const form = await screen.findByRole('form', { name: 'Create class' });
    expect(await within(form).findByText(DEBITSUCCESS_FEES_NOTE)).toBeTruthy();
  });

  it('says nothing of debitsuccess under paysmart', async () => {
    open('/organization/management/classes', {
      PlansBillingProvider: {
        data: { getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: 'PAYSMART' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create class' }));
    const form = await screen.findByRole('form', { name: 'Create class' });
    await within(form).findByLabelText('Charge a fee for late cancellations and no-shows');
    expect(within(form).queryByText(DEBITSUCCESS_FEES_NOTE)).toBeNull();
  });

  it('hides the waitlist behind its flag', async () => {
    open('/organization/management/classes', {}, undefined, { waitlists: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Create class' }));
    const form = await screen.findByRole('form', { name: 'Create class' });
    expect(within(form).queryByLabelText('Waitlist')).toBeNull();
  });
});

describe('class page (spec 2 §2, spec 3 §5)', { timeout: 20_000 }, () => {
  it('has the breadcrumb Management (classes) and saves changes', async () => {
    const { calls } = open('/organization/management/classes/class-1', {
      UpdateClass: { data: { updateClass: { __typename: 'Class', id: 'class-1' } } },
    });
    const crumb = await screen.findByRole('link', { name: 'Management (classes)' });
    expect(crumb.getAttribute('href')).toBe('/organization/management/classes');
    const form = await screen.findByRole('form', { name: 'Class details' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Yoga flow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(sent(calls, 'UpdateClass')).toHaveLength(1));
    expect(sent(calls, 'UpdateClass')[0]).toMatchObject({
      input: { id: 'class-1', name: 'Yoga flow', color: '#1971C2', branches: ['wlg'] },
    });
  });

  it("shows the server's text under the form (CLASS_ACTIVE_WAITLIST_ERROR)", async () => {
    open('/organization/management/classes/class-2', {
      Class: { data: { getClass: SPIN } },
      UpdateClass: {
        errors: [{ message: 'x', extensions: { code: 'CLASS_ACTIVE_WAITLIST_ERROR', category: 'conflict' } }],
      },
    });
    const form = await screen.findByRole('form', { name: 'Class details' });
    fireEvent.click(within(form).getByLabelText('Waitlist'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Future classes have waitlist bookings, therefore, your waitlist cannot be disabled.',
      ),
    ).toBeTruthy();
  });

  it('keeps a waitlist holding members switched on, saying why', async () => {
    open('/organization/management/classes/class-2', {
      Class: { data: { getClass: { ...SPIN, hasActiveSessionWaitlist: true } } },
    });
    const form = await screen.findByRole('form', { name: 'Class details' });
    expect((within(form).getByLabelText('Waitlist') as HTMLInputElement).disabled).toBe(true);
    expect(
      within(form).getByText('Waitlist contains members and cannot be disabled at the moment'),
    ).toBeTruthy();
  });

  it('is read-only without manage-classes on all its branches', async () => {
    open('/organization/management/classes/class-1', {
      Class: { data: { getClass: { ...YOGA, canEdit: false } } },
    });
    const form = await screen.findByRole('form', { name: 'Class details' });
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).getByLabelText(/^Name/).matches(':disabled')).toBe(true);
  });

  it('gives the spec text when the class cannot be loaded', async () => {
    open('/organization/management/classes/class-1', { Class: { networkError: true } });
    expect(await screen.findByText('An error occurred while obtaining class details')).toBeTruthy();
  });
});
