import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';

const branch: NonNullable<OperationData<'BranchOverview'>['getBranch']> = {
  __typename: 'Branch',
  id: 'akl',
  name: 'Auckland CBD',
  legalName: 'Demo Fitness Auckland Ltd',
  country: 'NZ',
  memberCount: 12,
  businessEmailAddress: 'akl@demo.example',
  address: {
    __typename: 'Address',
    address1: '1 Queen Street',
    address2: null,
    suburb: 'Auckland Central',
    city: 'Auckland',
    state: null,
    postalCode: '1010',
    country: 'NZ',
  },
  contactNumber: { __typename: 'Phone', countryCode: 'NZ', number: '093001234' },
  timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland', name: 'Pacific/Auckland' },
  businessHours: [
    { __typename: 'BusinessHours', dayOfWeek: 'TUESDAY', startTime: '06:00', finishTime: '21:00' },
    { __typename: 'BusinessHours', dayOfWeek: 'MONDAY', startTime: '05:30', finishTime: '22:00' },
  ],
};

describe('branch overview (/branch/{branchId}/overview)', () => {
  it("shows the branch's details from getBranch", async () => {
    const { client, calls } = createTestClient({
      ...startUpAnswers(),
      BranchOverview: { data: { getBranch: branch } },
    });
    const { runtime } = fakeRuntime(client);
    renderApp({ path: '/branch/akl/overview', runtime: { status: 'ready', runtime } });
    expect(await screen.findByRole('heading', { name: 'Auckland CBD' })).toBeTruthy();
    expect(screen.getByText('1 Queen Street, Auckland Central, Auckland 1010, NZ')).toBeTruthy();
    expect(screen.getByText('093 001 234')).toBeTruthy();
    expect(screen.getByText('akl@demo.example')).toBeTruthy();
    expect(screen.getByText('Pacific/Auckland')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Monday05:30 – 22:00',
      'Tuesday06:00 – 21:00',
      'WednesdayClosed',
      'ThursdayClosed',
      'FridayClosed',
      'SaturdayClosed',
      'SundayClosed',
    ]);
    expect(calls.at(-1)).toEqual({ operationName: 'BranchOverview', variables: { id: 'akl' } });
  });

  it('shows the no-permission page when the server denies the branch', async () => {
    const { client } = createTestClient({
      ...startUpAnswers(),
      BranchOverview: {
        errors: [{ message: 'Access denied', extensions: { errorClass: 'AccessDeniedError' } }],
      },
    });
    const { runtime } = fakeRuntime(client);
    renderApp({ path: '/branch/akl/overview', runtime: { status: 'ready', runtime } });
    expect(await screen.findByText(/We can't show the page you are looking for/)).toBeTruthy();
  });
});
