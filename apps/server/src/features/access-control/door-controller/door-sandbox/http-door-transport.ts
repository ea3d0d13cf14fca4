import type { JWK } from 'jose';
import {
  ALLOW_LIST_SIGNATURE_HEADER,
  type OfflineSwipe,
  type OfflineUploadAnswer,
} from '../door-protocol.ts';
import {
  type AllowListFetch,
  DoorRefused,
  type DoorTransport,
  DoorUnreachable,
  type OnlineDecision,
  type OnlineSwipe,
} from './door-transport.ts';

interface DoorHttpRequest {
  method: 'GET' | 'POST';
  /** Path and query on the api's origin, e.g. /access-control/doors/allow-list. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface DoorHttpResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Sends one request; throws when nothing came back (a refused connection, a timeout). */
export type DoorHttp = (request: DoorHttpRequest) => Promise<DoorHttpResponse>;

/** The access-control base the doors' routes live under (REST_API_PATHS['access-control-api']). */
const BASE = '/access-control';

/** The api over HTTP, as a real door controller reaches it: `authorization: Door <key>`. */
export function httpDoorTransport(http: DoorHttp, doorKey: string): DoorTransport {
  const headers = { authorization: `Door ${doorKey}` };
  async function send(request: DoorHttpRequest): Promise<DoorHttpResponse> {
    let response: DoorHttpResponse;
    try {
      response = await http(request);
    } catch (error) {
      throw new DoorUnreachable(error instanceof Error ? error.message : 'The server cannot be reached');
    }
    // A server error is an outage as far as the door is concerned: it decides alone and retries.
    if (response.status >= 500) throw new DoorUnreachable(`The server answered ${response.status}`);
    if (response.status >= 400 && response.status !== 304) {
      throw new DoorRefused(response.status, messageOf(response.body));
    }
    return response;
  }
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await send({
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return JSON.parse(response.body) as T;
  };
  return {
    swipe: (swipe: OnlineSwipe) => post<OnlineDecision>(`${BASE}/doors/swipes`, swipe),
    uploadOffline: (swipes: readonly OfflineSwipe[]) =>
      post<OfflineUploadAnswer>(`${BASE}/doors/swipes/offline`, { swipes }),
    async allowList(etag): Promise<AllowListFetch> {
      const response = await send({
        method: 'GET',
        path: `${BASE}/doors/allow-list`,
        headers: etag ? { ...headers, 'if-none-match': `"${etag}"` } : headers,
      });
      if (response.status === 304) return { status: 'not-modified' };
      const signature = response.headers[ALLOW_LIST_SIGNATURE_HEADER] ?? '';
      const tag = (response.headers.etag ?? '').replace(/^"|"$/g, '');
      return { status: 'list', body: response.body, signature, etag: tag };
    },
    async signingKeys(): Promise<JWK[]> {
      const response = await send({ method: 'GET', path: '/oidc/jwks', headers: {} });
      return (JSON.parse(response.body) as { keys: JWK[] }).keys;
    },
  };
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: string }[] };
    return parsed.errors?.[0]?.message ?? body;
  } catch {
    return body;
  }
}

/** A DoorHttp over the global fetch, against an api origin (the simulator's). */
export function fetchDoorHttp(origin: string, timeoutMs = 3000): DoorHttp {
  return async (request) => {
    const response = await fetch(new URL(request.path, origin), {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, headers, body: await response.text() };
  };
}
