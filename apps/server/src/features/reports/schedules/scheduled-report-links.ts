import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TokenKeys } from '../../../platform/auth/access-tokens.ts';

/*
 * The download link of a scheduled report's file (docs/reports.md "Schedules"): the address is the
 * capability (a recipient opens it from their mailbox, without signing in), so it names one run of
 * one organisation and expires with the run's file. `base64url(claims).base64url(HMAC-SHA256 cut to
 * 128 bits)` with a key derived by HKDF from the deployment's token signing key under a label of its own.
 */

export const SCHEDULED_REPORT_PATH = '/reporting/v1/scheduled-reports';

const claimsSchema = z.object({
  applicationId: z.uuid(),
  runId: z.uuid(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int().min(0).max(0xffffffff),
});
export type ScheduledReportClaims = z.infer<typeof claimsSchema>;

export interface ScheduledReportSigner {
  sign(claims: ScheduledReportClaims): string;
  /** The claims of a genuine token, expired or not (the route tells an expired link apart). */
  verify(token: string): ScheduledReportClaims | null;
}

const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Organisation, run (16 bytes each) and expiry (4 bytes, seconds): a path segment under 100 characters. */
const CLAIMS_BYTES = 36;
const MAC_BYTES = 16;

export function scheduledReportSigner(keys: TokenKeys): ScheduledReportSigner {
  const secret = keys.privateJwk.d;
  if (!secret) throw new Error('The token signing key has no private part');
  const key = Buffer.from(hkdfSync('sha256', secret, 'clubline', 'scheduled-report-links v1', 32));
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign(claims) {
      const { applicationId, runId, expiresAt } = claimsSchema.parse(claims);
      const payload = Buffer.alloc(CLAIMS_BYTES);
      uuidBytes(applicationId).copy(payload, 0);
      uuidBytes(runId).copy(payload, 16);
      payload.writeUInt32BE(expiresAt, 32);
      return `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      if (token.length > 100) return null;
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (payload.length !== CLAIMS_BYTES || given.length !== MAC_BYTES) return null;
      // Only the spelling we issue: base64url's spare bits would let other texts decode alike.
      if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
      if (!timingSafeEqual(given, mac(payload))) return null;
      const parsed = claimsSchema.safeParse({
        applicationId: uuidOf(payload.subarray(0, 16)),
        runId: uuidOf(payload.subarray(16, 32)),
        expiresAt: payload.readUInt32BE(32),
      });
      return parsed.success ? parsed.data : null;
    },
  };
}

export function scheduledReportUrl(
  publicUrl: string,
  signer: ScheduledReportSigner,
  claims: ScheduledReportClaims,
) {
  return `${publicUrl.replace(/\/+$/, '')}${SCHEDULED_REPORT_PATH}/${signer.sign(claims)}`;
}
