import { apiHeaders } from '../../app/auth/api-headers.ts';

/** An access level a membership plan can grant, as GET {access-control base}/access-type lists it. */
export interface AccessType {
  id: string;
  name: string;
}

function isAccessTypeList(body: unknown): body is AccessType[] {
  return (
    Array.isArray(body) &&
    body.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'id' in item &&
        typeof item.id === 'string' &&
        'name' in item &&
        typeof item.name === 'string',
    )
  );
}

/**
 * Reads the organisation's access types from the access-control service (`base` is what
 * getRestApiUrl('access-control-api') answers), with the session's bearer token and the web's API
 * key like every call. Throws on any failure; the caller shows "Access types could not be loaded".
 */
export async function fetchAccessTypes(
  base: string,
  credentials: { accessToken: string; apiKey: string },
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<AccessType[]> {
  const response = await fetchFn(`${base.replace(/\/+$/, '')}/access-type`, {
    headers: apiHeaders(credentials),
  });
  if (!response.ok) throw new Error(`access types: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isAccessTypeList(body)) throw new Error('access types: unexpected answer');
  return body;
}
