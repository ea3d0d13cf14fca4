import { print } from '@0no-co/graphql.web';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { apiHeaders } from '../auth/api-headers.ts';
import { accessTokenSubject, needsRenewal, type StoredTokens } from '../auth/session.ts';
import {
  InitialisationByUserQuery,
  InitialisationDataQuery,
  StartUpBranchesQuery,
} from './start-up-queries.ts';

/**
 * The start-up's three queries asked by the entry chunk (main.tsx) while the app's code downloads,
 * for a page opened with a stored access token. On a phone, downloading and evaluating the app is
 * the longest step of opening a page signed in, and the start-up's round trip used to begin only
 * after it: now both run at once. The start-up (initialisation.ts) takes an answer only when it
 * was asked with the token the app itself would send, once and while fresh; anything else (no
 * answer, another token, a failed request, a body that is not a GraphQL answer) it asks again
 * through the app's GraphQL client, as it always did. An early answer is the same request the
 * client would send: the server checks the token and the tenant as for any other.
 */

/** A GraphQL answer's body as the server sends it. */
export interface EarlyAnswer {
  data?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

interface Asked {
  answer: Promise<EarlyAnswer | null>;
  askedAt: number;
}

/** Answers asked by the entry, by token, operation and variables. */
const asked = new Map<string, Asked>();

/** An answer is handed over only while fresh: a start-up much later asks again. */
const EARLY_ANSWER_FRESH_MS = 30_000;

type AnyDocument = TypedDocumentNode<unknown, Record<string, unknown>>;

function operationNameOf(document: AnyDocument): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? '') : '';
}

function keyOf(token: string, document: AnyDocument, variables: Record<string, unknown>): string {
  return `${operationNameOf(document)}\n${JSON.stringify(variables)}\n${token}`;
}

function isAnswer(body: unknown): body is EarlyAnswer {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}

interface EarlyRequest {
  token: string;
  apiKey: string;
  url: string;
  fetchFn: typeof fetch;
  now: number;
}

function ask(request: EarlyRequest, document: AnyDocument, variables: Record<string, unknown>): void {
  const answer = request
    .fetchFn(request.url, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        'content-type': 'application/json',
        ...apiHeaders({ accessToken: request.token, apiKey: request.apiKey }),
      },
      body: JSON.stringify({ operationName: operationNameOf(document), query: print(document), variables }),
    })
    .then(async (response) => {
      // Refused (401: the client's own request then sends the user to the login), failed or not
      // an answer: the start-up asks again through the client, which knows what to do with it.
      if (!response.ok) return null;
      const body: unknown = await response.json();
      return isAnswer(body) ? body : null;
    })
    .catch(() => null);
  asked.set(keyOf(request.token, document, variables), { answer, askedAt: request.now });
}

/**
 * Asks the start-up's queries now when the stored access token will still be the one the app
 * sends (valid beyond the margin at which the session renews it); otherwise asks nothing.
 */
export function askStartUpEarly(
  tokens: StoredTokens | null,
  {
    apiKey,
    url = '/graphql',
    fetchFn = (...args) => fetch(...args),
    now = Date.now(),
  }: {
    apiKey: string;
    url?: string;
    fetchFn?: typeof fetch;
    now?: number;
  },
): void {
  const token = tokens?.accessToken;
  if (!token || needsRenewal(tokens, now)) return;
  const request = { token, apiKey, url, fetchFn, now };
  ask(request, InitialisationDataQuery as AnyDocument, {});
  const userId = accessTokenSubject(token);
  if (userId) ask(request, InitialisationByUserQuery as AnyDocument, { userId });
  ask(request, StartUpBranchesQuery as AnyDocument, {});
}

/**
 * The entry's answer to this query asked with this token, handed over once; null when there is
 * none, it is stale, or (resolving null) the request failed: then the caller asks itself.
 */
export function takeEarlyAnswer<Data, Variables extends Record<string, unknown>>(
  token: string,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  now: number = Date.now(),
): Promise<EarlyAnswer | null> | null {
  const key = keyOf(token, document as AnyDocument, variables);
  const found = asked.get(key);
  asked.delete(key);
  if (!found || now - found.askedAt > EARLY_ANSWER_FRESH_MS) return null;
  return found.answer;
}

/** Forgets every early answer (tests; a sign-out leaves nothing to take either way). */
export function forgetEarlyAnswers(): void {
  asked.clear();
}
