import {
  ANY_BRANCH,
  branchesFor,
  can,
  couldHaveGranted,
  expandBranchScope,
  type HeldRole,
  isPermittedBranch,
  type OperationId,
  type Permissions,
  type ResolvedSubjectKind,
  type Subject,
} from '@clubline/domain';
import type { Database, Transaction } from '../db/client.ts';
import { DomainError } from '../errors/errors.ts';
import type { RequestContext, Viewer } from '../graphql/context.ts';

/**
 * The owner of one kind of subject, contributed by the feature that stores it. `owners` reads the
 * owning branch ids inside the caller's tenant transaction (null: no such subject in this
 * organisation); the errors are the texts staff see for that kind.
 */
export interface SubjectResolver {
  owners(tx: Transaction, id: string): Promise<readonly string[] | null>;
  /**
   * For a subject that is itself someone's authority (a staff account): the roles it holds, each
   * of which the actor must have been able to grant (`couldHaveGranted`), beyond the operation on
   * every owner. Acting on such an account is taking it over; this keeps that from raising anyone.
   */
  heldRoles?(tx: Transaction, id: string): Promise<readonly HeldRole[]>;
  notFound(): DomainError;
  denied(operation: Operation): DomainError;
}

/**
 * "Holds any role there": what seeing a branch at all takes (its page, its settings). Branches
 * outside that set read as not found rather than forbidden.
 */
export const ANY_ROLE = 'any-role';

/** An operation of spec 1 §6, or ANY_ROLE. */
export type Operation = OperationId | typeof ANY_ROLE;

export type SubjectResolvers = Record<ResolvedSubjectKind, SubjectResolver>;

/**
 * Reads the viewer's access once per request, before any other transaction: null when the account
 * is not (or no longer) a user of the viewer's application, else the derived permissions. Read
 * fresh for every request, so a removed account or a changed role takes effect on the next request
 * on every replica (no process cache to go stale).
 */
export type AccessLoader = (db: Database, viewer: Viewer) => Promise<Permissions | null>;

let resolvers: SubjectResolvers | undefined;

/** Installed once by the assembly of modules (features.ts), before any request. */
export function installSubjectResolvers(assembled: SubjectResolvers): void {
  resolvers = assembled;
}

function resolverOf(kind: ResolvedSubjectKind): SubjectResolver {
  const resolver = resolvers?.[kind];
  if (!resolver) throw new Error(`No subject resolver for '${kind}': the modules were not assembled`);
  return resolver;
}

/** Ids are checked before any query: an undefined or empty id must never widen a condition. */
function idsOf(subject: Exclude<Subject, { kind: 'any-branch' }>): readonly string[] {
  const ids = subject.kind === 'branches' ? subject.ids : [subject.id];
  assertUsableIds(ids);
  return ids;
}

function assertUsableIds(ids: readonly string[]): void {
  if (ids.some((id) => typeof id !== 'string' || id.trim() === '')) {
    throw new DomainError('ACCESS_DENIED');
  }
}

/**
 * The one authorization decision (ARCHITECTURE rule 5): `operation` must be held on every branch
 * that owns `subject`, as stored. Throws the kind's not-found error when the subject does not
 * exist in the organisation, and its denial (an AccessDeniedError) otherwise.
 */
export async function authorize(
  context: RequestContext,
  tx: Transaction,
  operation: Operation,
  subject: Subject,
): Promise<void> {
  const outcome = await decide(context.permissions, tx, operation, subject);
  if (outcome === 'allowed') return;
  if (subject.kind === 'any-branch') throw new DomainError('ACCESS_DENIED');
  const resolver = resolverOf(subject.kind);
  throw outcome === 'not-found' ? resolver.notFound() : resolver.denied(operation);
}

/**
 * Whether `authorize` would let the viewer do `operation` on `subject`, without throwing: for
 * screens that offer an action only to those who may take it (a staff member's Edit button).
 */
export async function allows(
  context: RequestContext,
  tx: Transaction,
  operation: Operation,
  subject: Subject,
): Promise<boolean> {
  return (await decide(context.permissions, tx, operation, subject)) === 'allowed';
}

/**
 * `authorize` for a subject the caller reads anyway (a person whose profile it shows): `read` gives
 * the row, `ownersOf` its owning branches, so the check and the read are one query, not two.
 * `read` must answer undefined for an id that names nothing in the organisation.
 */
export async function authorizeRead<T>(
  context: RequestContext,
  operation: Operation,
  subject: { kind: ResolvedSubjectKind; id: string },
  read: () => Promise<T | undefined>,
  ownersOf: (row: T) => readonly string[],
): Promise<T> {
  assertUsableIds([subject.id]);
  assertOwnersDecide(subject.kind);
  const row = await read();
  const outcome = judge(context.permissions, operation, row === undefined ? null : ownersOf(row));
  if (outcome === 'allowed' && row !== undefined) return row;
  const resolver = resolverOf(subject.kind);
  throw outcome === 'not-found' ? resolver.notFound() : resolver.denied(operation);
}

/** `authorizeRead` for results that show null instead of failing (a transfer's person). */
export async function readIfAllowed<T>(
  context: RequestContext,
  operation: Operation,
  subject: { kind: ResolvedSubjectKind; id: string },
  read: () => Promise<T | undefined>,
  ownersOf: (row: T) => readonly string[],
): Promise<T | null> {
  assertUsableIds([subject.id]);
  assertOwnersDecide(subject.kind);
  const row = await read();
  if (row === undefined) return null;
  return judge(context.permissions, operation, ownersOf(row)) === 'allowed' ? row : null;
}

/** A subject whose held roles decide too (a staff account) goes through `authorize` only. */
function assertOwnersDecide(kind: ResolvedSubjectKind): void {
  if (resolverOf(kind).heldRoles)
    throw new Error(`'${kind}' is decided by its held roles too: use authorize`);
}

type Outcome = 'allowed' | 'denied' | 'not-found';

async function decide(
  permissions: Permissions,
  tx: Transaction,
  operation: Operation,
  subject: Subject,
): Promise<Outcome> {
  if (subject.kind === 'any-branch') {
    const allowed =
      operation === ANY_ROLE ? permissions.branchIds.length > 0 : can(permissions, operation, ANY_BRANCH);
    return allowed ? 'allowed' : 'denied';
  }
  const ids = idsOf(subject);
  const resolver = resolverOf(subject.kind);
  const owners: string[] = [];
  for (const id of ids) {
    const found = await resolver.owners(tx, id);
    if (found === null) return 'not-found';
    owners.push(...found);
  }
  const outcome = judge(permissions, operation, owners);
  if (outcome !== 'allowed' || !resolver.heldRoles) return outcome;
  for (const id of ids) {
    const held = await resolver.heldRoles(tx, id);
    if (!held.every((role) => couldHaveGranted(permissions, role))) return 'denied';
  }
  return 'allowed';
}

/** The decision once the subject's owners are known (null: no such subject); none: nobody's. */
function judge(permissions: Permissions, operation: Operation, owners: readonly string[] | null): Outcome {
  if (owners === null) return 'not-found';
  if (owners.length === 0) return 'denied';
  const holds = (branchId: string) =>
    operation === ANY_ROLE ? isPermittedBranch(permissions, branchId) : can(permissions, operation, branchId);
  return owners.every(holds) ? 'allowed' : 'denied';
}

/**
 * The branches whose rows an organisation-wide read may return: those the viewer holds
 * `operation` on, narrowed to `requested` (branch ids, group ids or ALL_BRANCHES, expanded) when
 * given. Lists filter by it instead of authorizing row by row; an empty answer means nothing to
 * show, not an error.
 */
export function permittedBranches(
  permissions: Permissions,
  operation: OperationId,
  requested?: readonly string[] | null,
): string[] {
  const permitted = branchesFor(permissions, operation);
  if (requested === null || requested === undefined) return permitted;
  const directory = {
    branches: permissions.allBranchIds.map((id) => ({ id })),
    groups: [...permissions.groups].map(([id, branches]) => ({ id, branches })),
  };
  const wanted = new Set(requested.flatMap((scope) => expandBranchScope(scope, directory)));
  return permitted.filter((id) => wanted.has(id));
}
