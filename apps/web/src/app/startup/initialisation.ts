import { derivePermissions } from '@clubline/domain';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type AnyVariables, type Client, CombinedError } from 'urql';
import type { Discovery } from '../auth/discovery.ts';
import type { ResolvedDomain } from '../auth/domain.ts';
import { accessTokenSubject, type Session } from '../auth/session.ts';
import type { SessionData } from '../session/session-data.ts';
import { takeEarlyAnswer } from './early-start-up.ts';
import {
  InitialisationByUserQuery,
  InitialisationDataQuery,
  StartUpBranchesQuery,
} from './start-up-queries.ts';

/** Start-up error codes (spec 1 §2.3). */
const START_UP_ERROR_CODES = [
  'init_failed',
  'zero_permission',
  'no_user',
  'no_branch',
  'application_mismatch',
] as const;
type StartUpErrorCode = (typeof START_UP_ERROR_CODES)[number];

export type InitialisationResult =
  | { kind: 'ready'; data: SessionData }
  | { kind: 'error'; code: StartUpErrorCode };

/** The server answers USER_NOT_FOUND when the signed-in account has no user (or no person) behind it. */
function isUserMissing(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some((graphQLError) => graphQLError.extensions.code === 'USER_NOT_FOUND') === true
  );
}

function displayName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  const name = [person?.firstName, person?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/** The access token the session sends; null without one (the queries then say). */
async function tokenOf(session: InitialisationContext['session']): Promise<string | null> {
  if (!session) return null;
  try {
    return await session.getAccessToken();
  } catch {
    return null;
  }
}

/** An answer as the start-up reads it: urql's, or the entry's early one in urql's terms. */
interface Answer<Data> {
  data?: Data | null;
  error?: CombinedError;
}

/**
 * Asks one start-up query: the entry's early answer when it asked this with this token
 * (early-start-up.ts) and got one, otherwise the client, network-only.
 */
async function answerOf<Data, Variables extends AnyVariables & Record<string, unknown>>(
  client: Pick<Client, 'query'>,
  token: string | null,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Answer<Data>> {
  const early = token ? await takeEarlyAnswer(token, document, variables) : null;
  if (early) {
    const errors = early.errors ?? [];
    return {
      // The server's answer to the very document the client would send: the client's typing holds.
      data: (early.data ?? null) as Data | null,
      error: errors.length > 0 ? new CombinedError({ graphQLErrors: [...errors] }) : undefined,
    };
  }
  return client.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
}

/** What the start-up needs beside the client: the domain's discovery, and the session it asks as. */
export interface InitialisationContext {
  discovery: Discovery;
  domain: ResolvedDomain;
  /** The signed-in session, whose access token names its user (see `accessTokenSubject`). */
  session?: Pick<Session, 'getAccessToken'>;
}

export async function initialise(
  client: Pick<Client, 'query'>,
  context: InitialisationContext,
): Promise<InitialisationResult> {
  const fail = (code: StartUpErrorCode): InitialisationResult => ({ kind: 'error', code });
  const token = await tokenOf(context.session);
  const byUserOf = (userId: string) => answerOf(client, token, InitialisationByUserQuery, { userId });

  // The three queries go out together, one round trip instead of three on a phone's network: the
  // branches depend on nothing, and the user's own id is the access token's subject. The token only
  // says whom to ask about; the server reads the user from the token it verifies, and `me` settles
  // it (asked again in turn when they differ). The answers are judged in the order the codes are.
  // Opening a page signed in, the entry chunk has usually asked all three already.
  const hintedUserId = token ? accessTokenSubject(token) : null;
  const initAsked = answerOf(client, token, InitialisationDataQuery, {});
  const byUserAsked = hintedUserId ? byUserOf(hintedUserId) : null;
  const directoryAsked = answerOf(client, token, StartUpBranchesQuery, {});

  const init = await initAsked;
  if (isUserMissing(init.error)) return fail('no_user');
  if (init.error || !init.data) return fail('init_failed');
  const { me, authzRoles } = init.data.getInitialisationData;
  if (!me) return fail('no_user');
  if (me.applicationId !== context.discovery.applicationId) return fail('application_mismatch');

  const byUser = await (byUserAsked && hintedUserId === me.userId ? byUserAsked : byUserOf(me.userId));
  if (isUserMissing(byUser.error)) return fail('no_user');
  if (byUser.error || !byUser.data) return fail('init_failed');
  const { roleAssignments, person } = byUser.data.getInitialisationByUser;
  if (roleAssignments.length === 0) return fail('zero_permission');

  const directory = await directoryAsked;
  if (directory.error || !directory.data) return fail('init_failed');
  const { branches, groups } = directory.data.allBranchesAndGroups;
  const permissions = derivePermissions({
    assignments: roleAssignments,
    roles: authzRoles,
    branches,
    groups,
  });
  if (permissions.branchIds.length === 0) return fail('no_branch');

  return {
    kind: 'ready',
    data: {
      userId: me.userId,
      personId: me.personId ?? null,
      applicationId: me.applicationId,
      displayName: displayName(person),
      permissions,
      branches: [...branches].sort((a, b) => a.name.localeCompare(b.name)),
      groups,
      domain: context.domain,
      options: context.discovery.options,
    },
  };
}

/**
 * Initialisations under way for a client, started before the start-up gate mounts: the sign-in
 * callback starts one as soon as the tokens are stored, so the user's queries run while the first
 * page's code downloads (the router renders nothing until that code is there) instead of after.
 */
const early = new WeakMap<object, { promise: Promise<InitialisationResult>; startedAt: number }>();

/** An early start is handed over only while it is fresh: a gate mounted later asks again. */
const EARLY_START_FRESH_MS = 30_000;

export function startInitialisation(
  client: Pick<Client, 'query'>,
  context: InitialisationContext,
): Promise<InitialisationResult> {
  const promise = initialise(client, context);
  // Its failure is the gate's to show when it takes it; nothing else awaits it.
  promise.catch(() => {});
  early.set(client, { promise, startedAt: Date.now() });
  return promise;
}

/**
 * The sign-in callback's start: a new initialisation unless one for this client is still fresh.
 * Back from the login form the entry exchanges the code while the app downloads (main.tsx), so the
 * app's mount may have found the user signed in and started it already.
 */
export function startInitialisationOnce(
  client: Pick<Client, 'query'>,
  context: InitialisationContext,
): Promise<InitialisationResult> {
  const started = early.get(client);
  if (started && Date.now() - started.startedAt < EARLY_START_FRESH_MS) return started.promise;
  return startInitialisation(client, context);
}

/** The start-up gate's initialisation: the one started early for this client (once), or a new one. */
export function takeInitialisation(
  client: Pick<Client, 'query'>,
  context: InitialisationContext,
): Promise<InitialisationResult> {
  const started = early.get(client);
  early.delete(client);
  if (started && Date.now() - started.startedAt < EARLY_START_FRESH_MS) return started.promise;
  return initialise(client, context);
}

/**
 * A page load with a valid stored session: the app starts the user's initialisation as soon as
 * it has the discovery, so those three queries download beside the first page's code (the router
 * renders nothing, the gate included, until that code is in) instead of after it. The gate takes
 * the answer as it takes the sign-in callback's. A session that must first be renewed, or has
 * none, is left to the gate, which renews or sends the user to the login form.
 */
export async function startInitialisationIfSignedIn(runtime: {
  discovery: Discovery;
  domain: ResolvedDomain;
  session: Pick<Session, 'state' | 'getAccessToken'>;
  graphql: { get(): Pick<Client, 'query'> };
}): Promise<void> {
  if ((await runtime.session.state()) !== 'authenticated') return;
  // Back from the login form the callback page may have started it meanwhile: one is enough.
  startInitialisationOnce(runtime.graphql.get(), runtime);
}
