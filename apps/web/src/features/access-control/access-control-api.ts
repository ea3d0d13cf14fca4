import {
  type AccessTokenView,
  type AccessUserView,
  type ErrorCode,
  isErrorCode,
  SYNC_STATES,
  type SyncState,
} from '@clubline/domain';
import { apiHeaders } from '../../app/auth/api-headers.ts';

/** What every call to the access-control service carries (as for /graphql). */
export interface AccessCredentials {
  accessToken: string;
  apiKey: string;
}

/** A failed call: the catalogue code when the service sent one, and its text. */
export class AccessControlError extends Error {
  override name = 'AccessControlError';
  readonly status: number;
  readonly code: ErrorCode | null;
  constructor(status: number, code: ErrorCode | null, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isSyncState = (value: unknown): value is SyncState =>
  typeof value === 'string' && (SYNC_STATES as readonly string[]).includes(value);

function isStatusList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((entry) => isRecord(entry) && typeof entry.id === 'string' && isSyncState(entry.status))
  );
}

function isAccessToken(value: unknown): value is AccessTokenView {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    isStatusList(value.providerSyncStatus)
  );
}

function isAccessUser(value: unknown): value is AccessUserView {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (value.accessGroup === null || typeof value.accessGroup === 'string') &&
    Array.isArray(value.tokens) &&
    value.tokens.every(isAccessToken) &&
    Array.isArray(value.accessLevels) &&
    value.accessLevels.every(
      (level: unknown) =>
        isRecord(level) && typeof level.name === 'string' && isStatusList(level.providerSyncStatus),
    )
  );
}

async function call<T>(
  url: string,
  credentials: AccessCredentials,
  init: { method: 'GET' | 'POST' | 'DELETE'; body?: unknown },
  accept: (body: unknown) => body is T,
): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    // Polled: never an answer from the browser's cache (spec 3 §7 "no cache").
    cache: 'no-store',
    headers: {
      ...apiHeaders(credentials),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const first = isRecord(body) && Array.isArray(body.errors) ? body.errors[0] : undefined;
    const code = isRecord(first) && isRecord(first.extensions) ? first.extensions.code : undefined;
    const message = isRecord(first) && typeof first.message === 'string' ? first.message : '';
    throw new AccessControlError(response.status, isErrorCode(code) ? code : null, message);
  }
  if (!accept(body)) throw new AccessControlError(response.status, null, 'unexpected answer');
  return body;
}

const trimmed = (base: string) => base.replace(/\/+$/, '');

/** GET {base}/user/{personId} (spec 3 §7). */
export function fetchAccessUser(base: string, personId: string, credentials: AccessCredentials) {
  return call(
    `${trimmed(base)}/user/${encodeURIComponent(personId)}`,
    credentials,
    { method: 'GET' },
    isAccessUser,
  );
}

/** POST {base}/user/{userId}/token with { cardNumber, type: 'card' }. */
export function postAccessCard(
  base: string,
  userId: string,
  cardNumber: string,
  credentials: AccessCredentials,
) {
  return call(
    `${trimmed(base)}/user/${encodeURIComponent(userId)}/token`,
    credentials,
    { method: 'POST', body: { cardNumber, type: 'card' } },
    isAccessToken,
  );
}

/** DELETE {base}/user/{userId}/token/{tokenId}. */
export function deleteAccessCard(
  base: string,
  userId: string,
  tokenId: string,
  credentials: AccessCredentials,
) {
  return call(
    `${trimmed(base)}/user/${encodeURIComponent(userId)}/token/${encodeURIComponent(tokenId)}`,
    credentials,
    { method: 'DELETE' },
    isAccessToken,
  );
}
