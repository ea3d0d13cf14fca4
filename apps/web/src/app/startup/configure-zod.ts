import { config } from 'zod/v4/core';

/**
 * The server's Content-Security-Policy allows no eval. zod, on creating its first object schema,
 * probes for eval with `Function('')` unless told it runs "jitless", and every page load would
 * report a CSP violation. Called by the entry before the app (and @clubline/domain's schemas)
 * loads; parsing is the same either way.
 */
export function configureZod(): void {
  config({ jitless: true });
}
