import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { browserFlagStore } from '../app/flags/useFeatureFlag.ts';
import { SETTLE_TIMEOUT_MS } from './eventually.ts';
import { fakeMatchMedia } from './match-media.ts';

// findBy* waits as long as eventually(): one second is not enough on a loaded CI machine.
configure({ asyncUtilTimeout: SETTLE_TIMEOUT_MS });

// jsdom lacks the browser APIs Mantine reads on mount.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// Mantine's autosizing Textarea listens for font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Mantine's combobox scrolls the selected option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Every test starts as the first of its file would. Files share one module graph and one document
// (isolate: false in vitest.config.ts), so what a test leaves behind would reach the next file.
afterEach(() => {
  cleanup();
  // Mantine keeps notifications in a module-level store and shows five at a time: those of an
  // unmounted app never close, and a later file's notification would wait in the queue for ever.
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Empty storage (sidebar state, forced domain, flag overrides, ...), and the flag store made on
  // first use forgets the overrides it read.
  localStorage.clear();
  sessionStorage.clear();
  browserFlagStore().reset();
});
