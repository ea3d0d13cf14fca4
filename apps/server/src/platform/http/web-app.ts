import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output (apps/web/dist/assets): a new build gives a changed file a new name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else, index.html first: kept, but revalidated (ETag) before each use. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Paths never answered with the SPA's index.html: the api's own, and /assets, where a missing
 * file (an old build's chunk) must be a 404, not HTML in place of a script.
 */
const NOT_SPA_PATHS = /^\/(graphql|status|oidc|auth|interaction|files|sandbox|ws|assets)(\/|$)/;
/**
 * Build files that are not the app: source maps (the whole source, should a build emit them),
 * the precompressed copies (served in place of their original, never by their own name) and
 * vite's manifest (dist/.vite).
 */
const NOT_SERVED = /(\.map|\.br|\.gz)$|(^|\/)\.vite(\/|$)/;

/**
 * Serves the built SPA (docs/ARCHITECTURE-NOTES.md, "Serving the web app"): brotli or gzip copies
 * made at build time, picked by Accept-Encoding; hashed assets cached for a year as immutable,
 * everything else revalidated; any GET that is not an api path answered with index.html, the
 * client-side router's entry.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !NOT_SERVED.test(pathName),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (
      request.method === 'GET' &&
      !NOT_SPA_PATHS.test(request.url) &&
      !NOT_SERVED.test(request.url.split('?')[0] ?? '')
    ) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
