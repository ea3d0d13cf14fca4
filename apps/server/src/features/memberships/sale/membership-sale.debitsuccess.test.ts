import { billingDatesFrom, todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';

/**
 * Under debitsuccess a sale's first payment date is one of the dates the provider offers for its
 * start (getFirstPaymentDateOptions), for every frequency: nothing off its calendar, nothing further
 * out than the options.
 */
let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let plan: string;
const options: Record<'WEEKLY' | 'MONTHLY' | 'ONE_OFF', string> = { WEEKLY: '', MONTHLY: '', ONE_OFF: '' };

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true, establishmentFee: 0 });
    plan = (await makeMembershipPlan(tx)).id;
    for (const paymentFrequency of ['WEEKLY', 'MONTHLY', 'ONE_OFF'] as const) {
      options[paymentFrequency] = (
        await makePaymentOption(tx, {
          membershipPlanId: plan,
          sellingBranchIds: [wellington],
          status: 'PUBLISHED',
          paymentAmount: 2500,
          paymentFrequency,
          ...(paymentFrequency === 'ONE_OFF' ? { ongoing: false, term: 10, termType: 'WEEKS' as const } : {}),
        })
      ).id;
    }
  });
});
afterAll(() => server.close());

const ATTACH = `mutation Attach($branchId: ID!, $input: MembershipInput!) {
  attachMembership(branchId: $branchId, membershipInput: $input) { ticketId }
}`;
const OPTIONS = `query O($branchId: ID!, $frequency: PaymentFrequency!, $start: String!) {
  getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: $frequency, startDate: $start)
}`;
const PREVIEW = `query F($branchId: ID!, $input: FirstPaymentDetailsInput!) {
  getFirstPaymentDetails(branchId: $branchId, input: $input) { earliestPayment { paymentDate } }
}`;

async function sell(frequency: keyof typeof options, firstPaymentDate: string) {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const response = await server.graphql<{ attachMembership: { ticketId: string } | null }>(
    org.frontDesk,
    ATTACH,
    {
      branchId: wellington,
      input: {
        personId: person.id,
        membershipPlanId: plan,
        paymentOptionId: options[frequency],
        startDate: today().toString(),
        firstPaymentDate,
        ...(frequency === 'ONE_OFF' ? { oneOffPaymentType: 'DIRECT_DEBIT' } : {}),
      },
    },
  );
  const error = response.errors?.[0];
  return error
    ? { code: error.extensions?.code, fieldErrors: error.extensions?.fieldErrors }
    : { ticketId: response.data?.attachMembership?.ticketId };
}

describe('debitsuccess first payment dates of a sale', () => {
  it('offers the same dates for weekly, monthly and one-off options', async () => {
    const offered = async (frequency: string) =>
      (
        await server.graphql<{ getFirstPaymentDateOptions: string[] }>(org.frontDesk, OPTIONS, {
          branchId: wellington,
          frequency,
          start: today().toString(),
        })
      ).data?.getFirstPaymentDateOptions;
    const weekly = billingDatesFrom('DEBITSUCCESS', today(), 4).map(String);
    expect(await offered('WEEKLY')).toEqual(weekly);
    expect(await offered('MONTHLY')).toEqual(weekly);
    expect(await offered('ONE_OFF')).toEqual(weekly);
  });

  it('accepts only an offered date, whatever the frequency', async () => {
    const [first, , , last] = billingDatesFrom('DEBITSUCCESS', today(), 4).map(String);
    const offCalendar = billingDatesFrom('DEBITSUCCESS', today(), 1)[0]?.add({ days: 1 }).toString() ?? '';
    const yearOut = today().add({ years: 1 }).toString();
    const refused = {
      code: 'VALIDATION_FAILED',
      fieldErrors: { firstPaymentDate: 'Choose one of the first payment dates offered' },
    };
    for (const frequency of ['WEEKLY', 'MONTHLY', 'ONE_OFF'] as const) {
      expect(await sell(frequency, offCalendar), frequency).toMatchObject(refused);
      expect(await sell(frequency, yearOut), frequency).toMatchObject(refused);
      expect((await sell(frequency, first ?? '')).ticketId, frequency).toBeDefined();
      expect((await sell(frequency, last ?? '')).ticketId, frequency).toBeDefined();
    }
  });

  it('previews only an offered date', async () => {
    const preview = (firstPaymentDate: string) =>
      server.graphql<{ getFirstPaymentDetails: { earliestPayment: { paymentDate: string } } }>(
        org.frontDesk,
        PREVIEW,
        {
          branchId: wellington,
          input: {
            version: '3.0.0',
            membershipPlanId: plan,
            paymentOptionId: options.WEEKLY,
            membershipStartDate: today().toString(),
            firstPaymentDate,
            paymentFrequency: 'WEEKLY',
          },
        },
      );
    const yearOut = today().add({ years: 1 }).toString();
    expect((await preview(yearOut)).errors?.[0]?.message).toBe(
      'An error occurred while obtaining the first payment details',
    );
    const [first] = billingDatesFrom('DEBITSUCCESS', today(), 1).map(String);
    expect(
      (await preview(first ?? '')).data?.getFirstPaymentDetails.earliestPayment.paymentDate,
    ).toBeDefined();
  });
});
