import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./floating-parts.tsx');
  vi.resetModules();
});

/** The shell's modules afresh, their floating parts arriving only when `release` is called. */
async function withPartsHeld() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.resetModules();
  vi.doMock('./floating-parts.tsx', async (importOriginal) => {
    const parts = await importOriginal<typeof import('./floating-parts.tsx')>();
    await held;
    return parts;
  });
  const { NotificationIcon } = await import('./NotificationIcon.tsx');
  return { NotificationIcon, release };
}

describe("the shell's floating parts, loaded after the first render", () => {
  it('draws the button at once, and opens a popover clicked before its code arrived once it does', async () => {
    const { NotificationIcon, release } = await withPartsHeld();
    render(
      <MantineProvider>
        <NotificationIcon outage={false} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.queryByText('No notifications')).toBeNull();
    release();
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('leaves a popover closed when nobody clicked before its code arrived', async () => {
    const { NotificationIcon, release } = await withPartsHeld();
    render(
      <MantineProvider>
        <NotificationIcon outage={false} />
      </MantineProvider>,
    );
    release();
    // The same (held) module the shell imports: once it is in, so are the shell's parts.
    await act(async () => {
      await import('./floating-parts.tsx');
    });
    expect(screen.queryByText('No notifications')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});
