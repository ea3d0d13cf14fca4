import { type ErrorCode, isErrorCode } from '@clubline/domain';
import { apiHeaders } from '../../../app/auth/api-headers.ts';

/**
 * The branch's access-control settings on the access-control service (spec 2 §7; server:
 * access-control/branch-access-settings.service.ts, docs/access-control.md "Branch access settings").
 */
export interface BranchAccessSettings {
  branchId: string;
  timeZone: string;
  accessControlConfigured: boolean;
  settings: { accessPolicy: { requireVaccinationCertificate: boolean } };
  inForce: { requireVaccinationCertificate: boolean };
  scheduledPermissionCalculations: {
    requireVaccinationCertificate: boolean;
    effectiveFrom: string;
    effectiveAt: string;
  }[];
}

/** What every call to the access-control service carries (as for /graphql). */
export interface Credentials {
  accessToken: string;
  apiKey: string;
}

/** A failed call: the catalogue code when the service sent one, and its text. */
export class BranchAccessError extends Error {
  override name = 'BranchAccessError';
  readonly code: ErrorCode | null;
  constructor(code: ErrorCode | null, message: string) {
    super(message);
    this.code = code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSettings(value: unknown): value is BranchAccessSettings {
  if (!isRecord(value) || typeof value.branchId !== 'string' || typeof value.timeZone !== 'string')
    return false;
  if (typeof value.accessControlConfigured !== 'boolean') return false;
  const settings = value.settings;
  const policy = isRecord(settings) ? settings.accessPolicy : undefined;
  if (!isRecord(policy) || typeof policy.requireVaccinationCertificate !== 'boolean') return false;
  if (!isRecord(value.inForce) || typeof value.inForce.requireVaccinationCertificate !== 'boolean')
    return false;
  const scheduled = value.scheduledPermissionCalculations;
  return (
    Array.isArray(scheduled) &&
    scheduled.every(
      (entry: unknown) =>
        isRecord(entry) &&
        typeof entry.requireVaccinationCertificate === 'boolean' &&
        typeof entry.effectiveFrom === 'string' &&
        typeof entry.effectiveAt === 'string',
    )
  );
}

const settingsUrl = (base: string, branchId: string) =>
  `${base.replace(/\/+$/, '')}/branches/${encodeURIComponent(branchId)}`;

async function call(url: string, credentials: Credentials, body?: unknown): Promise<BranchAccessSettings> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'PUT',
    // A scheduled change lands at midnight: never an answer from the browser's cache.
    cache: 'no-store',
    headers: {
      ...apiHeaders(credentials),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const first = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors[0] : undefined;
    const code = isRecord(first) && isRecord(first.extensions) ? first.extensions.code : undefined;
    const message = isRecord(first) && typeof first.message === 'string' ? first.message : '';
    throw new BranchAccessError(isErrorCode(code) ? code : null, message);
  }
  if (!isSettings(answer)) throw new BranchAccessError(null, 'unexpected answer');
  return answer;
}

/** GET {base}/branches/{branchId}. */
export function fetchBranchAccessSettings(base: string, branchId: string, credentials: Credentials) {
  return call(settingsUrl(base, branchId), credentials);
}

/** PUT {base}/branches/{branchId} with the requirement asked for. */
export function putVaccinationRequirement(
  base: string,
  branchId: string,
  requireVaccinationCertificate: boolean,
  credentials: Credentials,
) {
  return call(settingsUrl(base, branchId), credentials, {
    settings: { accessPolicy: { requireVaccinationCertificate } },
  });
}
