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
  const { DeferredTooltip } = await import('./floating.tsx');
  return { NotificationIcon, DeferredTooltip, release };
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

  it('mounts a tooltip on the first hover of its button, beside it: the button is never re-created', async () => {
    const { DeferredTooltip, release } = await withPartsHeld();
    render(
      <MantineProvider>
        <DeferredTooltip label="Collapse menu">
          <button type="button">Toggle</button>
        </DeferredTooltip>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Toggle' });
    release();
    await act(async () => {
      await import('./floating-parts.tsx');
    });
    // The parts are in, but nobody hovered: no tooltip is mounted (nothing measured, no updates).
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Collapse menu');
    expect(screen.getByRole('button', { name: 'Toggle' })).toBe(button);
  });

  it('shows the tooltip of a button hovered before the parts arrived, once they do', async () => {
    const { DeferredTooltip, release } = await withPartsHeld();
    render(
      <MantineProvider>
        <DeferredTooltip label="Expand menu">
          <button type="button">Toggle</button>
        </DeferredTooltip>
      </MantineProvider>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    release();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Expand menu');
  });
});
