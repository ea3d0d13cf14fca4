import type pg from 'pg';

/** What oidc-provider stores for one model instance (a session, a token, a grant…). */
type OidcPayload = Record<string, unknown>;

/** oidc-provider's storage interface, one instance per model name. */
export interface OidcStorage {
  upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<OidcPayload | undefined>;
  findByUserCode(userCode: string): Promise<OidcPayload | undefined>;
  findByUid(uid: string): Promise<OidcPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export interface OidcAdapterOptions {
  /** Client metadata by client_id, built from live data so a new client needs no restart. */
  findClient(clientId: string): Promise<OidcPayload | undefined>;
  /** How often at most to delete expired rows (default one minute). */
  sweepIntervalMs?: number;
  /**
   * Per model name, how many seconds after its first use a consumed instance still reads as
   * unused (e.g. a refresh token just rotated by another browser tab). Absent: none.
   */
  reuseGraceSeconds?: Readonly<Record<string, number>>;
}

// `consumed` is left out while the model's grace after the first use lasts: the provider then
// treats the instance as unused. The grace runs from the first use only (see `consume`).
const SELECT = `select payload,
    case when consumed_at is null or ($3::integer > 0 and consumed_at > now() - make_interval(secs => $3::integer))
      then null else extract(epoch from consumed_at)::bigint end as consumed
  from oidc_models where kind = $1 and %COLUMN% = $2 and (expires_at is null or expires_at > now())
  limit 1`;

/**
 * A PostgreSQL adapter for every oidc-provider model, over the owner pool (the table is not
 * tenant data). Expired rows read as absent at once and are deleted lazily, at most once per
 * sweep interval per process, during writes. Clients are not stored: they are derived from the
 * applications (see `findClient`).
 */
export function postgresOidcAdapter(
  pool: pg.Pool,
  options: OidcAdapterOptions,
): (model: string) => OidcStorage {
  const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < sweepIntervalMs) return;
    lastSweep = Date.now();
    await pool.query('delete from oidc_models where expires_at < now()').catch(() => {});
  };

  const findBy = async (kind: string, column: 'id' | 'uid' | 'user_code', value: string) => {
    if (!storable(value)) return undefined;
    const result = await pool.query<{ payload: OidcPayload; consumed: string | null }>(
      SELECT.replace('%COLUMN%', column),
      [kind, value, options.reuseGraceSeconds?.[kind] ?? 0],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: Number(row.consumed) };
  };

  return (kind) => {
    if (kind === 'Client') return clientStorage(options.findClient);
    return {
      async upsert(id, payload, expiresIn) {
        await pool.query(
          `insert into oidc_models (kind, id, payload, grant_id, user_code, uid, expires_at)
           values ($1, $2, $3, $4, $5, $6,
             case when $7::integer is null then null else now() + make_interval(secs => $7::integer) end)
           on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
             user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
          [
            kind,
            id,
            payload,
            stringOrNull(payload.grantId),
            stringOrNull(payload.userCode),
            stringOrNull(payload.uid),
            typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
          ],
        );
        await sweep();
      },
      find: (id) => findBy(kind, 'id', id),
      findByUid: (uid) => findBy(kind, 'uid', uid),
      findByUserCode: (userCode) => findBy(kind, 'user_code', userCode),
      async consume(id) {
        if (!storable(id)) return;
        // The first use is kept: using an instance again within its grace must not extend it.
        await pool.query(
          'update oidc_models set consumed_at = coalesce(consumed_at, now()) where kind = $1 and id = $2',
          [kind, id],
        );
      },
      async destroy(id) {
        if (!storable(id)) return;
        await pool.query('delete from oidc_models where kind = $1 and id = $2', [kind, id]);
      },
      async revokeByGrantId(grantId) {
        if (!storable(grantId)) return;
        await pool.query('delete from oidc_models where kind = $1 and grant_id = $2', [kind, grantId]);
      },
    };
  };
}

function clientStorage(findClient: OidcAdapterOptions['findClient']): OidcStorage {
  const readOnly = () => Promise.reject(new Error('Clients are derived from applications, not stored'));
  return {
    find: findClient,
    findByUid: () => Promise.resolve(undefined),
    findByUserCode: () => Promise.resolve(undefined),
    upsert: readOnly,
    consume: readOnly,
    destroy: readOnly,
    revokeByGrantId: () => Promise.resolve(),
  };
}

/**
 * Whether a value a client sent (a token, a uid) could be a stored key at all: PostgreSQL's text
 * holds no NUL and refuses a statement naming one, which the provider answered as a server error.
 * The provider's own ids never hold one, so such a value names nothing.
 */
function storable(value: string): boolean {
  return !value.includes('\u0000');
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
