/**
 * Discovery (spec 1 §7.2): GET /auth/{domain} names the organisation's OpenID client, identity
 * provider, application and country options. The web asks its own origin.
 */
interface DiscoveryOptions {
  defaultCountry: string;
  vaccinationFeature: { enabled: boolean };
  staffCustomLogin: { enabled: boolean };
}

export interface Discovery {
  clientId: string;
  identityProviderUrl: string;
  applicationId: string;
  apiKey: string;
  options: DiscoveryOptions;
}

export type DiscoveryResult = { kind: 'found'; discovery: Discovery } | { kind: 'unknown-domain' };

/** Spec 1 §8: "An error has occured: {status}. Status code is not ok" (sic). */
class DiscoveryError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`An error has occured: ${status}. Status code is not ok`);
    this.name = 'DiscoveryError';
    this.status = status;
  }
}

/** The default organisation country when discovery names none (spec 1 §3: AUSTRALIA fallback). */
const DEFAULT_COUNTRY = 'AU';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function enabled(value: unknown): { enabled: boolean } {
  return { enabled: isRecord(value) && value.enabled === true };
}

/** Checks the shape of a discovery answer; throws when a required field is missing. */
function parseDiscovery(body: unknown): Discovery {
  if (!isRecord(body)) throw new Error('Discovery answer is not an object');
  const { clientId, identityProviderUrl, applicationId, apiKey } = body;
  if (
    typeof clientId !== 'string' ||
    typeof identityProviderUrl !== 'string' ||
    typeof applicationId !== 'string' ||
    typeof apiKey !== 'string'
  ) {
    throw new Error('Discovery answer lacks clientId, identityProviderUrl, applicationId or apiKey');
  }
  const options = isRecord(body.options) ? body.options : {};
  return {
    clientId,
    identityProviderUrl,
    applicationId,
    apiKey,
    options: {
      defaultCountry: typeof options.defaultCountry === 'string' ? options.defaultCountry : DEFAULT_COUNTRY,
      vaccinationFeature: enabled(options.vaccinationFeature),
      staffCustomLogin: enabled(options.staffCustomLogin),
    },
  };
}

/** Fetches discovery for `domain`: 404 means the domain is unknown; other failures throw. */
export async function fetchDiscovery(
  domain: string,
  fetchFn: typeof fetch = fetch,
): Promise<DiscoveryResult> {
  const response = await fetchFn(`/auth/${encodeURIComponent(domain)}`, {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return { kind: 'unknown-domain' };
  if (response.status !== 200) throw new DiscoveryError(response.status);
  return { kind: 'found', discovery: parseDiscovery(await response.json()) };
}
