import { apiHeaders } from '../../app/auth/api-headers.ts';

/**
 * The Reporting REST API (spec 3 §7 "Reports"): its base is what getRestApiUrl('reporting')
 * answers; every call carries the staff bearer token, the web's API key and the tenant header
 * X-Application-Id (the token's organisation; the server refuses any other with 403).
 */

export interface ReportingCredentials {
  accessToken: string;
  apiKey: string;
  applicationId: string;
}

/** A call the API refused or that never arrived: its HTTP status (0 when none) and field messages. */
export class ReportingError extends Error {
  override name = 'ReportingError';
  readonly status: number;
  /** 400's `{ errors: [{ field, message }] }`, by field. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export type FetchFn = typeof fetch;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * An address the API gave (a result set's `/reporting/v1/result-sets/<id>`, or an absolute one)
 * resolved against the reporting base: a path keeps the base's origin.
 */
export function resolveReportingUrl(base: string, address: string): string {
  return new URL(address, base).toString();
}

/** A path under the base ('/datasets'), the base's own path kept. */
export function reportingPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function reportingHeaders(credentials: ReportingCredentials, json = false): Record<string, string> {
  return {
    ...apiHeaders(credentials),
    'x-application-id': credentials.applicationId,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** The `{ errors: [{ field, message }] }` of a 400, by field ('' for the form as a whole). */
function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isRecord(body) || !Array.isArray(body.errors)) return errors;
  for (const entry of body.errors) {
    if (!isRecord(entry) || typeof entry.message !== 'string') continue;
    const field = typeof entry.field === 'string' ? entry.field : '';
    errors[field] ??= entry.message;
  }
  return errors;
}

/**
 * One JSON call. Answers the parsed body (null for 204); throws ReportingError on any failure
 * (network: status 0), carrying a 400's field messages.
 */
export async function reportingRequest(
  url: string,
  credentials: ReportingCredentials,
  init: { method?: string; body?: unknown } = {},
  fetchFn: FetchFn = (...args) => fetch(...args),
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: init.method ?? 'GET',
      headers: reportingHeaders(credentials, init.body !== undefined),
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new ReportingError(0, `${init.method ?? 'GET'} ${url}: no answer`);
  }
  if (response.status === 204) return null;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ReportingError(response.status, `${init.method ?? 'GET'} ${url}: HTTP ${response.status}`, {
      ...fieldErrorsOf(body),
    });
  }
  return body;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : fallback;
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET of a file with the same credentials (an export); throws ReportingError on failure. */
export async function reportingDownload(
  url: string,
  credentials: ReportingCredentials,
  fallbackName: string,
  fetchFn: FetchFn = (...args) => fetch(...args),
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers: reportingHeaders(credentials) });
  } catch {
    throw new ReportingError(0, `GET ${url}: no answer`);
  }
  if (!response.ok) throw new ReportingError(response.status, `GET ${url}: HTTP ${response.status}`);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}
