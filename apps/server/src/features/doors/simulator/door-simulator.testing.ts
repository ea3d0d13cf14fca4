import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createApi } from '../../../api.ts';
import { accessTokenVerifier, loadSigningKeys } from '../../../platform/auth/access-tokens.ts';
import { TEST_API_KEY, TEST_ISSUER, type TestServer } from '../../../testing/test-server.ts';

/**
 * The test server's database behind a second api built as `npm run dev` builds it (production
 * off), where the door simulator's routes live. The caller closes it.
 */
export async function developmentApiOf(server: TestServer): Promise<FastifyInstance> {
  const keys = await loadSigningKeys(server.db.pools.owner);
  return createApi({
    deps: server.deps,
    statusPool: server.db.pools.app,
    verifier: accessTokenVerifier(keys, TEST_ISSUER),
    identity: { issuer: TEST_ISSUER, keys, ownerPool: server.db.pools.owner, trustProxy: false },
    webApiKey: TEST_API_KEY,
    logger: pino({ level: 'silent' }),
    production: false,
  });
}
