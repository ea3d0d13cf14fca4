import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import type { SignedUploadGrant } from './file-urls.ts';
import { uploadClaims } from './upload-claims.table.ts';

/**
 * Records that a signed upload address has been used. An address is single-use: the first PUT
 * claims it before storing a byte, and every other PUT of it (concurrent or later) is refused
 * without touching the stored object or the feature's row. A claim is never given back, even when
 * the upload then fails (too large, wrong type, dropped connection): the client asks for a new
 * address, as the web does for every file it sends, and no second writer can ever race the first.
 */
export interface UploadGrantClaims {
  /** True for the one attempt that claims the grant; committed before it returns. */
  claim(grant: SignedUploadGrant): Promise<boolean>;
}

/**
 * Claims are kept this long after their address expired. The address is refused by then, but by
 * each replica's own clock: the margin covers clocks that disagree with the database's.
 */
const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

/** Claims in `upload_claims`, in the grant's organisation (RLS), one committed statement each. */
export function databaseUploadClaims(db: Database): UploadGrantClaims {
  return {
    claim: (grant) =>
      withTenant(db, grant.applicationId, async (tx) => {
        // Housekeeping of this organisation's own old claims, so no cross-tenant job is needed.
        await tx
          .delete(uploadClaims)
          .where(lt(uploadClaims.expiresAt, new Date(Date.now() - KEEP_AFTER_EXPIRY_MS)));
        const claimed = await tx
          .insert(uploadClaims)
          .values({
            applicationId: grant.applicationId,
            grantId: grant.grantId,
            expiresAt: new Date(grant.expiresAt * 1000),
          })
          .onConflictDoNothing()
          .returning({ grantId: uploadClaims.grantId });
        return claimed.length === 1;
      }),
  };
}
