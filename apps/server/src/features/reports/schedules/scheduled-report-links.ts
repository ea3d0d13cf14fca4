import { z } from 'zod';
import type { TokenKeys } from '../../../platform/auth/access-tokens.ts';
import { deriveLinkKey, linkSealer, uuidBytes, uuidOf } from '../../../platform/auth/link-tokens.ts';

/*
 * The download link of a scheduled report's file (docs/reports.md "Schedules"): the address is the
 * capability (a recipient opens it from their mailbox, without signing in), so it names one run of
 * one organisation and expires with the run's file. Sealed as every mailed link is
 * (platform/auth/link-tokens.ts), under its own label.
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

/** Organisation, run (16 bytes each) and expiry (4 bytes, seconds): a path segment under 100 characters. */
const CLAIMS_BYTES = 36;

export function scheduledReportSigner(keys: TokenKeys): ScheduledReportSigner {
  const sealer = linkSealer(deriveLinkKey(keys, 'scheduled-report-links v1'), CLAIMS_BYTES);
  return {
    sign(claims) {
      const { applicationId, runId, expiresAt } = claimsSchema.parse(claims);
      const payload = Buffer.alloc(CLAIMS_BYTES);
      uuidBytes(applicationId).copy(payload, 0);
      uuidBytes(runId).copy(payload, 16);
      payload.writeUInt32BE(expiresAt, 32);
      return sealer.seal(payload);
    },
    verify(token) {
      const payload = sealer.open(token);
      if (!payload) return null;
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
