import { saleEndOf, saleStartOf } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../../testing/app.tsx';
import { eventually } from '../../../testing/eventually.ts';
import { startUpAnswers } from '../../../testing/fixtures.ts';
import { type AnswerTo, createTestClient, type Fixtures } from '../../../testing/graphql.ts';
import { makeOption, makePlan, type OptionData, planFormAnswers, rolesAnswer } from '../plans.testing.ts';

const PATH = '/organization/management/membership-plans/plan-1/payment-option/option-1';

function openOption({
  option = makeOption(),
  answer,
  provider = 'PAYSMART',
  flags = {},
  more = {},
}: {
  option?: OptionData | null;
  answer?: AnswerTo<'PaymentOptionPage'>;
  provider?: 'PAYSMART' | 'DEBITSUCCESS';
  flags?: Record<string, boolean>;
  more?: Fixtures;
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(),
    ...rolesAnswer(),
    ...planFormAnswers(provider),
    PaymentOptionPage: answer ?? { data: { getMembershipPlan: makePlan(), getPaymentOption: option } },
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  const view = renderApp({ path: PATH, runtime: { status: 'ready', runtime }, flags });
  return { ...test, ...view };
}

const section = (name: string) => screen.findByRole('region', { name });

/** The value shown beside a label in a details list. */
function detailValue(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('payment option page (spec 3 §2)', { timeout: 20_000 }, () => {
  it('shows DETAILS, PROMOTION, FEES and SALES', async () => {
    openOption({
      option: makeOption({
        ongoing: false,
        term: 12,
        termType: 'MONTHS',
        notes: 'Ask for ID',
        promotion: { __typename: 'PaymentOptionPromotion', termCount: 4, paymentAmount: 1000 },
        membershipStartDate: '2027-01-04',
        isAvailableOnline: false,
        saleStartDate: saleStartOf('2027-01-01', 'Pacific/Auckland'),
      }),
      flags: { new_frequency_labels: false },
    });
    const details = await section('DETAILS');
    expect(detailValue(details, 'Term')).toBe('12 months');
    expect(detailValue(details, 'Notes')).toBe('Ask for ID');
    expect(detailValue(details, 'Membership start date')).toBeTruthy();
    const promotion = await section('PROMOTION');
    expect(detailValue(promotion, 'Payment amount')).toBe('$10.00');
    expect(detailValue(promotion, 'Promotion period')).toBe('For 4 payments');
    const fees = await section('FEES');
    expect(detailValue(fees, 'Joining fee')).toBe('$49.00');
    expect(detailValue(fees, 'Access card fee')).toBe('Free');
    expect(detailValue(fees, 'Suspension fee')).toBe('$5.00');
    const sales = await section('SALES');
    expect(detailValue(sales, 'Available for')).toBe('Auckland CBD, Wellington Lambton Quay');
    expect(detailValue(sales, 'Available online')).toBe('No');
    // No end date: the sale term reads ongoing.
    expect(detailValue(sales, 'Sale term')).toMatch(/ongoing$/);
    expect(screen.getByText('$25.00 Weekly')).toBeTruthy();
  });

  it('shows "No fixed term" for an ongoing option, the one-day label, and a closed sale term', async () => {
    openOption({
      option: makeOption({
        ongoing: false,
        term: 1,
        termType: 'DAYS',
        saleStartDate: saleStartOf('2027-01-01', 'Pacific/Auckland'),
        saleEndDate: saleEndOf('2027-03-31', 'Pacific/Auckland'),
      }),
    });
    const details = await section('DETAILS');
    expect(detailValue(details, 'Term')).toBe('Single day');
    expect(detailValue(await section('SALES'), 'Sale term')).toBe('1 Jan 2027 to 31 Mar 2027');
  });

  it('hides the promotion and suspension fee for debitsuccess', async () => {
    openOption({ provider: 'DEBITSUCCESS' });
    const fees = await section('FEES');
    expect(within(fees).queryByText('Suspension fee')).toBeNull();
    expect(screen.queryByRole('region', { name: 'PROMOTION' })).toBeNull();
  });

  it('offers Edit, Duplicate and Archive on a published option, and Publish on a draft', async () => {
    openOption();
    await section('DETAILS');
    const buttons = () =>
      ['Edit', 'Duplicate', 'Publish', 'Archive'].filter((name) => screen.queryByRole('button', { name }));
    expect(buttons()).toEqual(['Edit', 'Duplicate', 'Archive']);
  });

  it('offers only Publish, Edit and Archive on a draft', async () => {
    openOption({ option: makeOption({ status: 'DRAFT' }) });
    await section('DETAILS');
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('duplicates into a draft copy and opens it', async () => {
    const { router } = openOption({
      more: {
        DuplicatePaymentOption: {
          data: { duplicatePaymentOption: { __typename: 'PaymentOption', id: 'option-copy' } },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await eventually(() =>
      expect(router.state.location.pathname).toBe(
        '/organization/management/membership-plans/plan-1/payment-option/option-copy',
      ),
    );
  });

  it('says "This payment option was not found" for an unknown option', async () => {
    openOption({ option: null });
    expect(await screen.findByText('This payment option was not found')).toBeTruthy();
  });

  it('shows the load error text', async () => {
    openOption({ answer: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } });
    expect(await screen.findByText('An error occurred while obtaining payment option details')).toBeTruthy();
  });
});

describe('payment option form (spec 3 §4, §5)', { timeout: 30_000 }, () => {
  const field = (dialog: HTMLElement, label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`), {
      selector: 'input, textarea',
    }) as HTMLInputElement;

  it('edits with the stored values, applies the free membership rule, and shows server messages', async () => {
    const { calls } = openOption({
      // A draft: all its price and term inputs may change.
      option: makeOption({ status: 'DRAFT' }),
      more: {
        UpdatePaymentOption: {
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'VALIDATION_FAILED',
                fieldErrors: {
                  name: 'Name must not exceed 50 characters',
                  planType: 'Invalid membershipPlanType',
                },
              },
            },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment option' });
    expect(field(dialog, 'Name').value).toBe('Anytime weekly');
    expect(field(dialog, 'Payment amount').value).toBe('25.00');
    expect(field(dialog, 'Joining fee').value).toBe('49.00');
    expect((within(dialog).getByLabelText('Available online') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByLabelText('Free membership (free promotion)'));
    expect(field(dialog, 'Payment amount').value).toBe('');
    expect(field(dialog, 'Payment frequency').value).toBe('One-off payment');
    expect((within(dialog).getByLabelText('Available online') as HTMLInputElement).checked).toBe(false);

    // Ongoing with one-off is refused by the shared schema before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('One-off payments cannot be selected for an ongoing payment option'),
    ).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UpdatePaymentOption')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('Ongoing (no fixed term)'));
    fireEvent.change(field(dialog, 'Term'), { target: { value: '1' } });
    fireEvent.click(field(dialog, 'Term type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Days' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name must not exceed 50 characters')).toBeTruthy();
    expect(within(dialog).getByText('Invalid membershipPlanType')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdatePaymentOption')?.variables).toMatchObject({
      input: {
        id: 'option-1',
        membershipPlanId: 'plan-1',
        freePromotion: true,
        paymentFrequency: 'ONE_OFF',
        term: 1,
      },
    });
  });

  it("shows a published option's price and term read-only, with why, and keeps the rest editable", async () => {
    openOption();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment option' });
    for (const label of ['Payment amount', 'Payment frequency']) {
      expect(field(dialog, label).readOnly, label).toBe(true);
    }
    for (const label of [
      'Free membership (free promotion)',
      'Ongoing (no fixed term)',
      'Discounted promotion',
    ]) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).disabled, label).toBe(true);
    }
    expect(
      within(dialog).getByText(/^The price and term of a published payment option cannot change\./),
    ).toBeTruthy();
    expect(field(dialog, 'Name').readOnly).toBe(false);
    expect(field(dialog, 'Joining fee').readOnly).toBe(false);
  });

  it('asks before publishing or archiving from the page', async () => {
    const { calls } = openOption({ option: makeOption({ status: 'DRAFT' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const publish = await screen.findByRole('dialog', { name: 'Publish payment option' });
    fireEvent.click(within(publish).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const archive = await screen.findByRole('dialog', { name: 'Archive payment option' });
    expect(within(archive).getByText(/Anytime weekly/)).toBeTruthy();
    expect(calls.some((call) => /^(Publish|Archive)PaymentOption$/.test(call.operationName ?? ''))).toBe(
      false,
    );
  });

  it('hides the promotion and suspension fee inputs for debitsuccess', async () => {
    openOption({ provider: 'DEBITSUCCESS' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment option' });
    expect(within(dialog).queryByLabelText('Discounted promotion')).toBeNull();
    expect(within(dialog).queryByLabelText(/^Suspension fee/)).toBeNull();
  });
});
