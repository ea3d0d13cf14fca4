import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveFlags } from '../app/flags/flags.ts';
import { browserFlagStore } from '../app/flags/useFeatureFlag.ts';
import { theme } from '../app/theme.ts';

// Files run one after another in one module graph and document (isolate: false): the first test
// leaves behind what a careless file might, the second checks that setup.ts took it all away.
// They run in this order (Vitest runs a file's tests in sequence).
const realFetch = globalThis.fetch;

function renderNotifications() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
}

describe('what one test leaves behind does not reach the next (testing/setup.ts)', () => {
  it('leaves notifications open, a stubbed fetch, fake timers, stored values and a flag override', () => {
    renderNotifications();
    act(() => {
      for (let shown = 1; shown <= 6; shown += 1) notifications.show({ message: `Left open ${shown}` });
    });
    expect(screen.getByText('Left open 5')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn());
    vi.useFakeTimers();
    sessionStorage.setItem('left', 'behind');
    browserFlagStore().set('sms_to_members', false);
  });

  it('starts with the real timers and fetch, empty storage, default flags and no notification', async () => {
    expect(vi.isFakeTimers()).toBe(false);
    expect(globalThis.fetch).toBe(realFetch);
    expect(sessionStorage.getItem('left')).toBeNull();
    // The store made on first use keeps the values it read: clearing storage alone leaves them.
    expect(browserFlagStore().getValues()).toEqual(resolveFlags({}));
    renderNotifications();
    act(() => {
      notifications.show({ message: 'Shown at once' });
    });
    // Five left open would hold this one in Mantine's queue, out of sight.
    expect(await screen.findByText('Shown at once')).toBeTruthy();
    expect(screen.queryByText(/Left open/)).toBeNull();
  });
});
