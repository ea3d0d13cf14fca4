import { isUuid } from '@clubline/domain';
import { ANY_ROLE, type SubjectResolver } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findLiveSessionBranch } from './sessions.repository.ts';

/** The branch a session is at, or null when there is no such session (or it was removed). */
async function sessionBranch(tx: Transaction, id: string): Promise<string[] | null> {
  if (!isUuid(id)) return null;
  const branchId = await findLiveSessionBranch(tx, id);
  return branchId === undefined ? null : [branchId];
}

/**
 * A session (spec 2 §3 "Session"): owned by its branch. Anyone working there sees it; editing and
 * removing it takes manage-sessions there (spec 2 §6). Someone who may not see it, and anyone
 * asking for a removed session, is told it no longer exists (spec 2 §8's text).
 */
export const sessionSubject: SubjectResolver = {
  owners: sessionBranch,
  notFound: () => new DomainError('SESSION_NOT_FOUND_ERROR'),
  denied: (operation) =>
    operation === ANY_ROLE ? new DomainError('SESSION_NOT_FOUND_ERROR') : new DomainError('ACCESS_DENIED'),
};
