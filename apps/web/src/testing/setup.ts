import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

// Every test starts with empty storage (sidebar state, forced domain, flag overrides, ...).
afterEach(() => {
  cleanup();
  localStorage.clear();
});
