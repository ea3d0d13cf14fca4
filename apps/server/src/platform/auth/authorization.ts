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
  type UnresolvedSubjectKind,
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
   * For a subject several branches share (an option sold at three, a staff member working at
   * two): the branches it is at, from any one of which it is seen (`reach: 'see'`). With none, it
   * is the organisation's and seeing it takes the operation on every branch. A kind without
   * places is seen as it is acted on: with the operation on every owner. null: no such subject.
   */
  places?(tx: Transaction, id: string): Promise<readonly string[] | null>;
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
function idsOf(subject: Exclude<Subject, PermissionsOnly>): readonly string[] {
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
 * Acting on a subject (the default: the operation on every branch that owns it, and for a staff
 * account the roles it holds) or only seeing it (a kind with places: the operation on one of
 * them).
 */
export type Reach = 'act' | 'see';

export interface AuthorizeOptions {
  reach?: Reach;
  /**
   * The denial when the check stands in for something the subject does not name: a new plan is
   * checked on the organisation but refused as a plan, an option one may not see reads as not
   * found. Without it, the kind's own denial; a subject that does not exist is always the kind's
   * not-found.
   */
  refusal?: () => DomainError;
}

/**
 * The one authorization decision (ARCHITECTURE rule 5): `operation` must be held on every branch
 * that owns `subject`, as stored (or, with `reach: 'see'`, on one of the branches a shared subject
 * is at). Throws the kind's not-found error when the subject does not exist in the organisation,
 * and its denial (an AccessDeniedError) otherwise.
 */
export async function authorize(
  context: Pick<RequestContext, 'permissions'>,
  tx: Transaction,
  operation: Operation,
  subject: Subject,
  options: AuthorizeOptions = {},
): Promise<void> {
  const outcome = await decide(context.permissions, tx, operation, subject, options.reach ?? 'act');
  if (outcome !== 'allowed') throw refusalOf(subject.kind, outcome, operation, options);
}

/**
 * Whether `authorize` would let the viewer do `operation` on `subject`, without throwing: for
 * screens that offer an action only to those who may take it (a staff member's Edit button).
 */
export async function allows(
  context: Pick<RequestContext, 'permissions'>,
  tx: Transaction,
  operation: Operation,
  subject: Subject,
  options: { reach?: Reach } = {},
): Promise<boolean> {
  return (await decide(context.permissions, tx, operation, subject, options.reach ?? 'act')) === 'allowed';
}

type PermissionsOnly = { kind: UnresolvedSubjectKind };

/**
 * `allows` for the subjects decided from the viewer's permissions alone (`any-branch`,
 * `organisation`), where no transaction is at hand: the schema's gate, REST routes.
 */
export function allowsWithoutRead(
  context: Pick<RequestContext, 'permissions'>,
  operation: Operation,
  subject: PermissionsOnly,
): boolean {
  return decideWithoutRead(context.permissions, operation, subject) === 'allowed';
}

/** `authorize` for the subjects decided from the viewer's permissions alone. */
export function authorizeWithoutRead(
  context: Pick<RequestContext, 'permissions'>,
  operation: Operation,
  subject: PermissionsOnly,
  options: Pick<AuthorizeOptions, 'refusal'> = {},
): void {
  const outcome = decideWithoutRead(context.permissions, operation, subject);
  if (outcome !== 'allowed') throw refusalOf(subject.kind, outcome, operation, options);
}

/**
 * `authorize` for a subject the caller reads anyway (a person whose profile it shows): `read` gives
 * the row, `branchesOf` what the kind's resolver answers for it (its owners, or with `reach:
 * 'see'` its places), so the check and the read are one query, not two. `read` must answer
 * undefined for an id that names nothing in the organisation.
 */
export async function authorizeRead<T>(
  context: Pick<RequestContext, 'permissions'>,
  operation: Operation,
  subject: { kind: ResolvedSubjectKind; id: string },
  read: () => Promise<T | undefined>,
  branchesOf: (row: T) => readonly string[],
  options: AuthorizeOptions = {},
): Promise<T> {
  const reach = options.reach ?? 'act';
  assertUsableIds([subject.id]);
  assertBranchesDecide(subject.kind, reach);
  const row = await read();
  if (row === undefined) throw refusalOf(subject.kind, 'not-found', operation, options);
  const outcome = judge(context.permissions, operation, branchesOf(row), {
    sight: seenFromPlaces(subject.kind, reach),
  });
  if (outcome === 'allowed') return row;
  throw refusalOf(subject.kind, outcome, operation, options);
}

/** `authorizeRead` for results that show null instead of failing (a transfer's person). */
export async function readIfAllowed<T>(
  context: Pick<RequestContext, 'permissions'>,
  operation: Operation,
  subject: { kind: ResolvedSubjectKind; id: string },
  read: () => Promise<T | undefined>,
  branchesOf: (row: T) => readonly string[],
  options: { reach?: Reach } = {},
): Promise<T | null> {
  const reach = options.reach ?? 'act';
  assertUsableIds([subject.id]);
  assertBranchesDecide(subject.kind, reach);
  const row = await read();
  if (row === undefined) return null;
  const outcome = judge(context.permissions, operation, branchesOf(row), {
    sight: seenFromPlaces(subject.kind, reach),
  });
  return outcome === 'allowed' ? row : null;
}

/**
 * Whether `authorize` would allow `operation` on a subject the caller has read already with
 * others (a page of plans, read in a few queries for the whole page): `branches` are what the
 * kind's resolver answers for it (owners, or places with `reach: 'see'`), computed by the
 * functions the resolver itself uses, so a page and a single check agree.
 */
export function allowsOnRead(
  context: Pick<RequestContext, 'permissions'>,
  operation: Operation,
  kind: ResolvedSubjectKind,
  branches: readonly string[],
  options: { reach?: Reach } = {},
): boolean {
  const reach = options.reach ?? 'act';
  assertBranchesDecide(kind, reach);
  return (
    judge(context.permissions, operation, branches, { sight: seenFromPlaces(kind, reach) }) === 'allowed'
  );
}

/** A subject whose held roles decide too (a staff account) is acted on through `authorize` only. */
function assertBranchesDecide(kind: ResolvedSubjectKind, reach: Reach): void {
  if (reach === 'act' && resolverOf(kind).heldRoles)
    throw new Error(`'${kind}' is decided by its held roles too: use authorize`);
}

/** Seeing a kind with places takes the operation on one of them; anything else, on every owner. */
function seenFromPlaces(kind: ResolvedSubjectKind, reach: Reach): boolean {
  return reach === 'see' && resolverOf(kind).places !== undefined;
}

type Outcome = 'allowed' | 'denied' | 'not-found';

function refusalOf(
  kind: Subject['kind'],
  outcome: Exclude<Outcome, 'allowed'>,
  operation: Operation,
  options: Pick<AuthorizeOptions, 'refusal'>,
): DomainError {
  if (outcome === 'denied' && options.refusal) return options.refusal();
  if (kind === 'any-branch' || kind === 'organisation') return new DomainError('ACCESS_DENIED');
  const resolver = resolverOf(kind);
  return outcome === 'not-found' ? resolver.notFound() : resolver.denied(operation);
}

function decideWithoutRead(
  permissions: Permissions,
  operation: Operation,
  subject: PermissionsOnly,
): Outcome {
  if (subject.kind === 'organisation') return judge(permissions, operation, permissions.allBranchIds);
  const allowed =
    operation === ANY_ROLE ? permissions.branchIds.length > 0 : can(permissions, operation, ANY_BRANCH);
  return allowed ? 'allowed' : 'denied';
}

async function decide(
  permissions: Permissions,
  tx: Transaction,
  operation: Operation,
  subject: Subject,
  reach: Reach,
): Promise<Outcome> {
  if (subject.kind === 'any-branch' || subject.kind === 'organisation')
    return decideWithoutRead(permissions, operation, subject);
  const ids = idsOf(subject);
  const resolver = resolverOf(subject.kind);
  if (reach === 'see' && resolver.places) {
    // Each subject is seen from one of its own places.
    if (ids.length === 0) return 'denied';
    for (const id of ids) {
      const outcome = judge(permissions, operation, await resolver.places(tx, id), { sight: true });
      if (outcome !== 'allowed') return outcome;
    }
    return 'allowed';
  }
  const owners: string[] = [];
  for (const id of ids) {
    const found = await resolver.owners(tx, id);
    if (found === null) return 'not-found';
    owners.push(...found);
  }
  const outcome = judge(permissions, operation, owners);
  if (outcome !== 'allowed' || reach === 'see' || !resolver.heldRoles) return outcome;
  for (const id of ids) {
    const held = await resolver.heldRoles(tx, id);
    if (!held.every((role) => couldHaveGranted(permissions, role))) return 'denied';
  }
  return 'allowed';
}

/**
 * The decision once the subject's branches are known (null: no such subject). Acting: the
 * operation on every owner; no owner is nobody's. Seeing from places (`sight`): on one of them;
 * at no place, the subject is the organisation's: on every branch.
 */
function judge(
  permissions: Permissions,
  operation: Operation,
  branches: readonly string[] | null,
  options: { sight?: boolean } = {},
): Outcome {
  if (branches === null) return 'not-found';
  const holds = (branchId: string) =>
    operation === ANY_ROLE ? isPermittedBranch(permissions, branchId) : can(permissions, operation, branchId);
  if (options.sight && branches.length > 0) return branches.some(holds) ? 'allowed' : 'denied';
  const owners = options.sight ? permissions.allBranchIds : branches;
  if (owners.length === 0) return 'denied';
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

/**
 * Of `scopes` (ALL_BRANCHES, group ids, branch ids), those on which the viewer holds `operation`
 * on every branch the scope stands for: where a screen offers an act (the roles one may assign,
 * and where). An unknown scope or an empty group stands for no branch: never offered.
 */
export function permittedScopes(
  permissions: Permissions,
  operation: OperationId,
  scopes: readonly string[],
): string[] {
  const held = new Set(branchesFor(permissions, operation));
  const directory = {
    branches: permissions.allBranchIds.map((id) => ({ id })),
    groups: [...permissions.groups].map(([id, branches]) => ({ id, branches })),
  };
  return scopes.filter((scope) => {
    const branches = expandBranchScope(scope, directory);
    return branches.length > 0 && branches.every((id) => held.has(id));
  });
}
