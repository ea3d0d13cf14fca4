/**
 * The timed api in a process of its own (started by bench-api-process.ts through `fork`): the same
 * production composition as `startBenchApis` (`createBenchApi`, NODE_ENV=production) over the bench
 * database named by BENCH_OWNER_URL / BENCH_APP_URL, with the process settings `runProcess` applies
 * in production (`boundHeapGrowth`), listening on a free port of 127.0.0.1. It
 * reports `{ kind: 'listening', endpoint }` to its parent and answers `{ kind: 'memory', id }` with
 * its own `process.memoryUsage()` (after a full collection when asked and exposed), so a bench can
 * read the server's memory apart from its own client's.
 */
import { loadSigningKeys } from '../../apps/server/src/platform/auth/access-tokens.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { boundHeapGrowth } from '../../apps/server/src/platform/heap-growth.ts';
import { createBenchApi } from './bench-api.ts';

export type ChildRequest = { kind: 'memory'; id: number; collect: boolean } | { kind: 'close' };
export type ChildReport =
  | { kind: 'listening'; endpoint: string }
  | { kind: 'memory'; id: number; usage: NodeJS.MemoryUsage }
  | { kind: 'failed'; message: string };

const send = (report: ChildReport) => process.send?.(report);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`bench-api-child needs ${name}`);
  return value;
}

try {
  boundHeapGrowth();
  const pools = createDatabasePools({
    ownerUrl: required('BENCH_OWNER_URL'),
    appUrl: required('BENCH_APP_URL'),
    max: 10,
  });
  const keys = await loadSigningKeys(pools.owner);
  const api = await createBenchApi(pools, pools.appDb, keys, {
    filesDir: required('BENCH_FILES_DIR'),
    logLevel: process.env.BENCH_LOG_LEVEL,
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const close = async () => {
    await api.close();
    await pools.close();
    process.disconnect?.();
  };
  process.on('message', (request: ChildRequest) => {
    if (request.kind === 'memory') {
      if (request.collect) globalThis.gc?.();
      send({ kind: 'memory', id: request.id, usage: process.memoryUsage() });
    } else if (request.kind === 'close') {
      void close();
    }
  });
  // The parent gone (killed, crashed): end with it rather than serve on.
  process.on('disconnect', () => process.exit(0));
  send({ kind: 'listening', endpoint: `http://127.0.0.1:${port}/graphql` });
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
}
