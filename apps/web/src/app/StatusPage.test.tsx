import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { StatusPage } from './StatusPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('StatusPage', () => {
  it('shows Running when /status answers 200', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":"ok"}', { status: 200 })),
    );
    renderWithTheme(<StatusPage />);
    expect(await screen.findByText('Running')).toBeTruthy();
  });

  it('shows Unavailable when /status answers 503', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderWithTheme(<StatusPage />);
    expect(await screen.findByText('Unavailable')).toBeTruthy();
  });

  it('shows Unavailable when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithTheme(<StatusPage />);
    expect(await screen.findByText('Unavailable')).toBeTruthy();
  });
});
