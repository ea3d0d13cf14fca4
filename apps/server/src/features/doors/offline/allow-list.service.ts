import { createHash } from 'node:crypto';
import { resolveTimeZone } from '@clubline/domain';
import type { JWK } from 'jose';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { ALLOW_LIST_FORMAT, type AllowList, signAllowList } from '../../access-control/public.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import { touchDoor } from '../doors.repository.ts';
import { allowListEntries, midnightOf } from './allow-list-entries.ts';
import { loadCardHolderFacts } from './card-holder-facts.repository.ts';

/** The door as its key resolved it (before any tenant was known). */
export interface DoorIdentity {
  id: string;
  applicationId: string;
  branchId: string;
}

export type AllowListAnswer =
  | { status: 'not-modified'; etag: string }
  | { status: 'list'; etag: string; body: string; signature: string };

/**
 * The door's branch's allow-list (docs/access-control.md "Doors offline"), or 304 when the door
 * holds the current one. The version is a digest of exactly what the list is built from (every
 * card holder's facts, the branch's vaccination requirement, the branch's date and the signing
 * key), read in one transaction: any change that could change an entry, a deleted card or a
 * cancelled suspension included, gives a new version, and at the branch's midnight the date does.
 * An unchanged list costs the fact queries only: no decision is made and nothing is signed.
 */
export async function doorAllowList(
  db: Database,
  door: DoorIdentity,
  ifNoneMatch: string | null,
  key: { kid: string; privateJwk: JWK },
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<AllowListAnswer> {
  const built = await withTenant(db, door.applicationId, async (tx) => {
    const branch = await findBranchInTransaction(tx, door.branchId);
    if (!branch) return null;
    await touchDoor(tx, door.id);
    const timeZone = resolveTimeZone(branch.timeZone);
    const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
    const facts = await loadCardHolderFacts(tx, { id: branch.id, timeZone }, { today });
    const version = createHash('sha256')
      .update(JSON.stringify([ALLOW_LIST_FORMAT, door.id, key.kid, today, timeZone, facts]))
      .digest('base64url')
      .slice(0, 32);
    return { branch, timeZone, today, facts, version };
  });
  // The door's branch is gone (a deleted branch takes its doors with it): nothing may be let in.
  if (!built) throw new Error(`The branch of door ${door.id} was not found`);
  const { branch, timeZone, today, facts, version } = built;
  if (ifNoneMatch !== null && etagsOf(ifNoneMatch).includes(version)) {
    return { status: 'not-modified', etag: version };
  }
  const list: AllowList = {
    format: ALLOW_LIST_FORMAT,
    doorId: door.id,
    branchId: branch.id,
    timeZone,
    version,
    generatedAt: now.toString(),
    validUntil: midnightOf(today.add({ days: 1 }), timeZone).toString(),
    entries: allowListEntries(
      facts.holders.map((holder) => ({
        ...holder,
        facts: { ...holder.facts, vaccinationRequirement: facts.vaccinationRequirement },
      })),
      now,
      timeZone,
    ),
  };
  const body = JSON.stringify(list);
  return { status: 'list', etag: version, body, signature: await signAllowList(body, key) };
}

/** The entity tags of an If-None-Match header (quoted, weak or not, comma separated). */
function etagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter(Boolean);
}
