/** Where the e2e server listens. Browsers resolve demo.localhost; Node's resolver does not. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const API_ORIGIN = `http://localhost:${E2E_PORT}`;
export const DEMO_ORIGIN = `http://demo.localhost:${E2E_PORT}`;
