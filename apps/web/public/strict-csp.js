// Loaded before the app's modules (a classic script runs first). The server's
// Content-Security-Policy allows no eval; zod, on creating its first object schema, probes for
// eval with `Function('')` unless told it runs "jitless", and every page load would report a
// CSP violation. zod reads its configuration from this global (shared by all zod copies), so
// setting it here takes effect before any schema exists. Parsing is the same either way.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
