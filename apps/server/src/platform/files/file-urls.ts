import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long an issued file address works: long enough to pick and send a file, short to leak. */
export const FILE_URL_LIFETIME_SECONDS = 10 * 60;

/** What an upload address allows: one PUT of one object, of the listed types, up to a size. */
export interface UploadGrant {
  /** Names the completion handler (e.g. `attachment`, `profile-image`). */
  purpose: string;
  applicationId: string;
  /** What the upload belongs to, for the handler (attachment id, person id). */
  subjectId: string;
  key: string;
  fileName: string;
  /** Content types the bytes may be detected as; the first match is stored. */
  accept: string[];
  maxBytes: number;
}

/** What a download address allows: reading one object under a fixed file name. */
interface DownloadGrant {
  applicationId: string;
  key: string;
  fileName: string;
}

/**
 * A signed upload address: the grant, when it expires (seconds since the epoch) and its own id,
 * which the first PUT claims (an address is single-use; see upload-claims.ts).
 */
export type SignedUploadGrant = { op: 'put'; expiresAt: number; grantId: string } & UploadGrant;

type FileUrlClaims = SignedUploadGrant | ({ op: 'get'; expiresAt: number } & DownloadGrant);

const claimsSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('put'),
    expiresAt: z.number().int(),
    grantId: z.uuid(),
    purpose: z.string(),
    applicationId: z.string(),
    subjectId: z.string(),
    key: z.string(),
    fileName: z.string(),
    accept: z.array(z.string()),
    maxBytes: z.number().int().positive(),
  }),
  z.object({
    op: z.literal('get'),
    expiresAt: z.number().int(),
    applicationId: z.string(),
    key: z.string(),
    fileName: z.string(),
  }),
]);

export interface FileUrlSigner {
  /** `${publicUrl}/files/<token>` for one PUT: each address gets a grant id of its own. */
  uploadUrl(grant: UploadGrant): string;
  /** `${publicUrl}/files/<token>` for GETs until it expires. */
  downloadUrl(grant: DownloadGrant): string;
  /** A token for exactly these claims (tests use it for expired tokens). */
  sign(claims: FileUrlClaims): string;
  /** The claims of a genuine, unexpired token; null for anything else. */
  verify(token: string): FileUrlClaims | null;
}

/**
 * The HMAC key for file addresses, derived with HKDF-SHA256 from FILE_URL_SECRET or, when that
 * is not set, from the server's token signing key (shared by every replica through PostgreSQL).
 * The derivation keeps the two uses of the secret apart.
 */
export function deriveFileUrlKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'clubline', 'file-urls v1', 32));
}

/**
 * Signed, expiring file addresses: the token is `base64url(JSON claims).base64url(HMAC-SHA256)`.
 * The address is the capability; no session is needed to use it, so it works in a new tab and
 * for a cross-origin PUT from the web app.
 */
export function fileUrlSigner(options: {
  key: Buffer;
  publicUrl: string;
  lifetimeSeconds?: number;
  /** Milliseconds since the epoch. */
  now?: () => number;
}): FileUrlSigner {
  const now = options.now ?? Date.now;
  const lifetime = options.lifetimeSeconds ?? FILE_URL_LIFETIME_SECONDS;
  const base = options.publicUrl.replace(/\/+$/, '');
  const mac = (payload: string) => createHmac('sha256', options.key).update(`v1.${payload}`).digest();
  const expiresAt = () => Math.floor(now() / 1000) + lifetime;

  const sign = (claims: FileUrlClaims) => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${mac(payload).toString('base64url')}`;
  };
  return {
    sign,
    uploadUrl: (grant) =>
      `${base}/files/${sign({ op: 'put', expiresAt: expiresAt(), grantId: randomUUID(), ...grant })}`,
    downloadUrl: (grant) => `${base}/files/${sign({ op: 'get', expiresAt: expiresAt(), ...grant })}`,
    verify(token) {
      const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      // Compared as text, not as decoded bytes: the last of the 43 characters carries two spare
      // bits, so four spellings decode to the same MAC; only the one we issue is accepted.
      const expected = Buffer.from(mac(match[1]).toString('base64url'));
      const given = Buffer.from(match[2]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = claimsSchema.safeParse(parsed);
      if (!claims.success || claims.data.expiresAt * 1000 <= now()) return null;
      return claims.data;
    },
  };
}
