import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../testing/graphql.ts';

const minimumAge = {
  __typename: 'MinimumAgeSettings' as const,
  warn: false,
  warnBelowAge: 18,
  restrict: false,
  restrictBelowAge: 16,
};
const membershipSettings = {
  __typename: 'MembershipSettings' as const,
  selfServeRequirements: { __typename: 'SelfServeRequirements' as const, minimumAge },
};

function open(path: string, provider: 'PAYSMART' | 'DEBITSUCCESS', fixtures: Fixtures = {}) {
  const test = createTestClient({
    ...startUpAnswers(),
    SettingsBillingProvider: {
      data: { getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: provider } },
    },
    MemberWebsiteSettings: { data: { getMembershipSettings: membershipSettings } },
    OverdueSettings: {
      data: {
        getApplicationConfigSettings: {
          __typename: 'ApplicationConfigSettings',
          billingProvider: provider,
          overdueAssessmentSettings: {
            __typename: 'OverdueAssessmentSettings',
            enabled: false,
            maximumOverdueAmount: 2500,
            gracePeriodInDays: 3,
          },
        },
      },
    },
    ...fixtures,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({ path, runtime: { status: 'ready', runtime } });
  return test;
}

describe('organisation settings (spec 3 §2, §5)', () => {
  it('opens on member website with the defaults and no Overdue tab under paysmart', async () => {
    open('/organization/settings', 'PAYSMART');
    expect(await screen.findByRole('heading', { name: 'Organisation settings', level: 1 })).toBeTruthy();
    expect(((await screen.findByLabelText(/^Warn below age/)) as HTMLInputElement).value).toBe('18');
    expect(screen.queryByRole('tab', { name: 'Overdue' })).toBeNull();
  });

  it('checks the ages with the domain schema and saves them', async () => {
    const test = open('/organization/settings/member-website', 'PAYSMART', {
      UpdateMemberWebsiteSettings: { data: { updateMembershipSettings: membershipSettings } },
    });
    fireEvent.click(await screen.findByLabelText('Restrict sign-up below an age'));
    fireEvent.click(screen.getByLabelText('Warn below an age'));
    fireEvent.change(screen.getByLabelText(/^Restrict below age/), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Warn below age must be greater than restrict below age')).toBeTruthy();
    expect(test.calls.some((call) => call.operationName === 'UpdateMemberWebsiteSettings')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Restrict below age/), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(
        test.calls.find((call) => call.operationName === 'UpdateMemberWebsiteSettings')?.variables,
      ).toEqual({
        input: {
          selfServeRequirements: {
            minimumAge: { warn: true, warnBelowAge: 18, restrict: true, restrictBelowAge: 15 },
          },
        },
      }),
    );
    expect((await screen.findAllByText('Changes have been made')).length).toBeGreaterThan(0);
  });

  it('shows the overdue settings in dollars and sends cents under debitsuccess', async () => {
    const test = open('/organization/settings/overdue', 'DEBITSUCCESS', {
      UpdateOverdueSettings: {
        data: {
          updateOverdueAssessmentSettings: {
            __typename: 'OverdueAssessmentSettings',
            enabled: true,
            maximumOverdueAmount: 100000,
            gracePeriodInDays: 3,
          },
        },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Overdue' })).toBeTruthy();
    const amount = (await screen.findByLabelText(/^Overdue by amount/)) as HTMLInputElement;
    expect(amount.value).toBe('$25.00');
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Overdue by amount cannot exceed $1000')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(screen.getByLabelText('Block overdue memberships'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(test.calls.find((call) => call.operationName === 'UpdateOverdueSettings')?.variables).toEqual({
        input: { enabled: true, maximumOverdueAmount: 100000, gracePeriodInDays: 3 },
      }),
    );
  });

  it('shows the spec message when the settings cannot be read', async () => {
    open('/organization/settings/member-website', 'PAYSMART', {
      MemberWebsiteSettings: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] },
    });
    expect(
      await screen.findByText('An error occurred while obtaining member website settings details'),
    ).toBeTruthy();
  });
});
