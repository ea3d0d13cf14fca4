import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // Files share a worker's module graph and jsdom document instead of re-creating both per file
    // (about half the project's time). What a test could leave behind for the next file (Mantine's
    // notification store, stubbed globals, spies, fake timers, storage, the browser's flag store)
    // is put back after every test in src/testing/setup.ts.
    isolate: false,
  },
});
