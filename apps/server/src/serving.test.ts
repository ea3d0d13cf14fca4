import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api.ts';
import { accessTokenVerifier, loadSigningKeys } from './platform/auth/access-tokens.ts';
import { HSTS_VALUE, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createLogger } from './platform/logging/logger.ts';
import { sandboxEmailLedger } from './platform/messaging/sandbox-email.ts';
import { sandboxSmsLedger } from './platform/messaging/sandbox-sms.ts';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from './testing/builders.ts';
import { createTestServer, TEST_API_KEY, TEST_ISSUER, type TestServer } from './testing/test-server.ts';

/**
 * The api as `npm start` runs it in development (NODE_ENV unset): the SPA served, GraphiQL and the
 * sandbox pages on, unexpected errors with a development detail. Security headers, the sandbox's
 * sign-in and the absence of personal data in answers and logs are checked on it.
 */

/** What a member's record might hold; PostgreSQL quotes it back when it cannot parse it. */
const PERSONAL = 'Jane Citizen jane.citizen@example.com 1987-02-30';

let server: TestServer;
let api: FastifyInstance;
let webDist: string;
let org: OrganisationScenario;
let other: SecondTenant;
const logLines: string[] = [];
const capture: DestinationStream = { write: (line: string) => void logLines.push(line) };

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  webDist = await mkdtemp(path.join(tmpdir(), 'clubline-web-dist-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Clubline</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'app.js'), 'console.log("app")');
  const keys = await loadSigningKeys(server.db.pools.owner);
  api = await createApi({
    deps: server.deps,
    statusPool: server.db.pools.app,
    verifier: accessTokenVerifier(keys, TEST_ISSUER),
    identity: { issuer: TEST_ISSUER, keys, ownerPool: server.db.pools.owner, trustProxy: false },
    webApiKey: TEST_API_KEY,
    logger: createLogger({ level: 'info' }, capture),
    production: false,
    webDistDir: webDist,
    sandboxSms: sandboxSmsLedger(server.db.pools.owner),
    sandboxEmail: sandboxEmailLedger(server.db.pools.owner),
  });
  // A route whose query fails on a member's data, as a bug in a service would.
  api.get('/test-only/database-failure', async () => {
    await server.deps.db.execute(sql`select ${PERSONAL}::date`);
    return { reached: true };
  });
});
afterAll(async () => {
  await api?.close();
  await server?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, url: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).toMatch(/default-src '(self|none)'/);
  expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers['x-frame-options'], url).toBe('DENY');
  // Served over plain http here: no HSTS.
  expect(headers['strict-transport-security'], url).toBeUndefined();
}

describe('security headers', () => {
  it('are on every answer: the SPA, its assets, GraphQL, the identity provider, errors and 404s', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; status: number }[] = [
      { method: 'GET', url: '/', status: 200 },
      { method: 'GET', url: '/members/123/overview', status: 200 },
      { method: 'GET', url: '/app.js', status: 200 },
      { method: 'POST', url: '/graphql', status: 401 },
      { method: 'GET', url: '/status', status: 200 },
      { method: 'GET', url: '/oidc/.well-known/openid-configuration', status: 200 },
      { method: 'GET', url: '/oidc/no-such-endpoint', status: 404 },
      { method: 'GET', url: '/interaction/no-such-interaction', status: 400 },
      { method: 'GET', url: '/sandbox/no-such-page', status: 404 },
      { method: 'GET', url: '/sandbox/sms', status: 401 },
      { method: 'GET', url: '/sandbox/email', status: 401 },
      { method: 'GET', url: '/test-only/database-failure', status: 500 },
    ];
    for (const { method, url, status } of requests) {
      const response = await api.inject({ method, url });
      expect(response.statusCode, url).toBe(status);
      expectSecurityHeaders(response.headers, url);
    }
  });

  it('let the SPA reach the public origin (identity provider, files) from its organisation address', async () => {
    const csp = String((await api.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(
      /connect-src 'self' http:\/\/clubline\.test ws:\/\/clubline\.test ws:\/\/localhost:\* ws:\/\/127\.0\.0\.1:\*(;|$)/,
    );
    expect(csp).toMatch(/img-src 'self' http:\/\/clubline\.test data: blob:/);
    expect(csp).toMatch(/form-action 'self' http:\/\/clubline\.test http:\/\/\*\.clubline\.test/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('add HSTS only over https: an https PUBLIC_URL, or https from a trusted proxy', async () => {
    const hsts = async (publicUrl: string, trustProxy: boolean, headers: Record<string, string> = {}) => {
      const app = Fastify({ trustProxy });
      await registerSecurityHeaders(app, { publicUrl });
      app.get('/', async () => ({ ok: true }));
      const response = await app.inject({ method: 'GET', url: '/', headers });
      await app.close();
      return response.headers['strict-transport-security'];
    };
    expect(await hsts('https://clubline.example', false)).toBe(HSTS_VALUE);
    expect(await hsts('http://clubline.example', true, { 'x-forwarded-proto': 'https' })).toBe(HSTS_VALUE);
    expect(await hsts('http://clubline.example', false, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hsts('http://localhost:3000', false)).toBeUndefined();
  });
});

describe('GET /sandbox/sms in development', () => {
  it('needs a signed-in user and lists only their organisation’s messages', async () => {
    await server.sms.send({
      applicationId: org.applicationId,
      to: '+64211234567',
      body: 'Ours',
      reference: 'a',
    });
    await server.sms.send({
      applicationId: other.applicationId,
      to: '+61400000123',
      body: 'Theirs',
      reference: 'b',
    });

    expect((await api.inject({ method: 'GET', url: '/sandbox/sms' })).statusCode).toBe(401);
    const forged = await api.inject({
      method: 'GET',
      url: '/sandbox/sms',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);

    const read = async (token: string) => {
      const response = await api.inject({
        method: 'GET',
        url: '/sandbox/sms',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { messages: { body: string }[] }).messages.map((message) => message.body);
    };
    expect(await read(await server.tokens.issue(org.frontDesk))).toEqual(['Ours']);
    expect(await read(await server.tokens.issue(other.superAdmin))).toEqual(['Theirs']);
  });
});

describe('GET /sandbox/email in development', () => {
  it('needs a staff manager of the organisation and lists only their organisation’s messages', async () => {
    const message = { to: 'ana@example.com', text: 'Hello', html: '<p>Hello</p>' };
    await server.email.send({
      applicationId: org.applicationId,
      ...message,
      subject: 'Ours',
      reference: 'a',
    });
    await server.email.send({
      applicationId: other.applicationId,
      ...message,
      subject: 'Theirs',
      reference: 'b',
    });

    expect((await api.inject({ method: 'GET', url: '/sandbox/email' })).statusCode).toBe(401);
    const read = async (token: string) => {
      const response = await api.inject({
        method: 'GET',
        url: '/sandbox/email',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { messages: { subject: string }[] }).messages.map((row) => row.subject);
    };
    expect(await read(await server.tokens.issue(org.superAdmin))).toEqual(['Ours']);
    expect(await read(await server.tokens.issue(other.superAdmin))).toEqual(['Theirs']);
    // Staff passcodes are there: a user who may not manage every branch's staff is refused.
    const frontDesk = await api.inject({
      method: 'GET',
      url: '/sandbox/email',
      headers: { authorization: `Bearer ${await server.tokens.issue(org.frontDesk)}` },
    });
    expect(frontDesk.statusCode).toBe(403);
  });

  it('is not served in production', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/sandbox/email' })).statusCode).toBe(404);
  });
});

describe('a database failure', () => {
  it('is answered without SQL or data, and logged without the bound values', async () => {
    logLines.length = 0;
    const response = await api.inject({ method: 'GET', url: '/test-only/database-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json() as {
      errors: { message: string; extensions: { code: string; errorId: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe('INTERNAL');
    for (const text of [response.body, ...logLines]) {
      expect(text).not.toContain('Jane');
      expect(text).not.toContain('example.com');
      expect(text).not.toContain('1987');
      expect(text).not.toMatch(/params/i);
    }
    expect(response.body).not.toMatch(/select/i);
    // The log line says what failed and carries the id the answer gives.
    const line = logLines.find((text) => text.includes('request failed'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line ?? '{}') as {
      errorId: string;
      route: string;
      err: Record<string, unknown>;
    };
    expect(logged.errorId).toBe(body.errors[0]?.extensions.errorId);
    expect(logged.route).toBe('GET /test-only/database-failure');
    expect(JSON.stringify(logged.err)).toMatch(/2200[78]/);
  });
});
