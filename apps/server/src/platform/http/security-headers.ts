import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, with sub-domains: every organisation's web app is `<domain>.<public host>`. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of everything the api serves (the SPA, its assets, JSON answers,
 * errors). The SPA runs at `<domain>.<public host>` while the identity provider, file addresses
 * and discovery are on the public origin itself, so that origin is named next to 'self'.
 *
 * - scripts: only the bundle's own files, no inline script and no eval;
 * - styles: 'unsafe-inline' because Mantine writes its theme variables into `<style>` elements
 *   at run time (the bundle's CSS file is 'self'); styles cannot run code;
 * - images: signed `/files/<token>` addresses (profile photos), and data:/blob: for previews of
 *   a file being uploaded;
 * - connections: the api, its live arrivals websocket (ws/wss of the public origin), and
 *   WebSockets to this computer (the barcode scanner software);
 * - forms: sign-in and sign-out post to the public origin, which redirects to the organisation's
 *   web origin (`<scheme>://*.<public host>`); Chromium checks form-action on that redirect too;
 * - frame-ancestors 'none': no page of ours may be framed (clickjacking).
 * Pages that need less (the identity provider's sign-in page) send a stricter policy of their own.
 */
/** Loopback WebSockets: the local barcode scanner software (spec 3 §7, port 8412 by default). */
const BARCODE_SCANNER_SOURCES = ['ws://localhost:*', 'ws://127.0.0.1:*'];

function contentSecurityPolicy(publicUrl: string): Record<string, string[]> {
  const url = new URL(publicUrl);
  const port = url.port ? `:${url.port}` : '';
  const publicOrigin = url.origin;
  const organisationOrigins = `${url.protocol}//*.${url.hostname}${port}`;
  // The live arrivals channel: a websocket on the public origin (getRestApiUrl('arrival')).
  const channelOrigin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", publicOrigin, 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The barcode scanner software on the front-desk computer (docs/access-control.md).
    'connect-src': ["'self'", publicOrigin, channelOrigin, ...BARCODE_SCANNER_SOURCES],
    'form-action': ["'self'", publicOrigin, organisationOrigins],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'script-src-attr': ["'none'"],
    ...(url.protocol === 'https:' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response: registered before any route or middleware (oidc-provider
 * answers from middie's onRequest hook, so helmet's hook must run first), its headers land on the
 * raw response and so also reach 404s, errors and the identity provider's own answers.
 *
 * HSTS only over https: when PUBLIC_URL is https (TLS ends at a proxy in front of us) or the
 * request itself is (directly, or X-Forwarded-Proto from a trusted proxy). Over plain http a
 * browser ignores it anyway, and a local `http://localhost` must never be pinned to https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }) {
  const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.publicUrl) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers that predate frame-ancestors: no page of ours is ever framed.
    xFrameOptions: { action: 'deny' },
    // Cross-origin isolation is not needed (no SharedArrayBuffer) and would block the images
    // the SPA loads from the public origin.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    // Signed file addresses are on the public origin and shown as <img> by the web app at
    // `<domain>.<public host>`, another site for the browser when the host is e.g. localhost.
    // The token in the address is the capability, so the file may be embedded anywhere.
    if (request.url.startsWith('/files/'))
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    if (servedOverHttps || request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    }
  });
}
