import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FORCED_DOMAIN_KEY } from '../auth/domain.ts';
import { theme } from '../theme.ts';
import { ForceDomainPage } from './ForceDomainPage.tsx';

function open(url: string, fetchFn: typeof fetch) {
  const router = createMemoryRouter(
    [{ path: '/login/force-domain', element: <ForceDomainPage fetchFn={fetchFn} /> }],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const discovery = {
  clientId: 'clubline-web-acme',
  identityProviderUrl: 'http://localhost/oidc',
  applicationId: 'app-2',
  apiKey: 'k',
  options: {},
};

describe('force-domain page (spec 1 §2.3)', () => {
  it('explains the URL without a domain parameter', () => {
    open('/login/force-domain', vi.fn());
    expect(screen.getByText('URL param should be "/login/force-domain?domain=aaaa"')).toBeTruthy();
  });

  it('forces a domain that answers discovery, with a Reload button', async () => {
    const fetchFn = vi.fn(async () => Response.json(discovery));
    open('/login/force-domain?domain=acme', fetchFn);
    expect(await screen.findByText('The domain has been overwritten to acme')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(fetchFn).toHaveBeenCalledWith('/auth/acme', expect.anything());
    expect(localStorage.getItem(FORCED_DOMAIN_KEY)).toBe('acme');
  });

  it('says Error fetching the data when the domain is unknown or discovery fails', async () => {
    open('/login/force-domain?domain=nosuch', async () => new Response('{}', { status: 404 }));
    expect(await screen.findByText('Error fetching the data')).toBeTruthy();
    expect(localStorage.getItem(FORCED_DOMAIN_KEY)).toBeNull();
  });

  it('refuses something that is not a domain without asking', async () => {
    const fetchFn = vi.fn();
    open('/login/force-domain?domain=a/b', fetchFn);
    expect(await screen.findByText('Error fetching the data')).toBeTruthy();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
