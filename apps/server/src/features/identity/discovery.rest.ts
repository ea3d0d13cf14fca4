import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { findApplicationByDomain } from '../organisation/public.ts';
import { webClientIdOf } from './web-clients.ts';

export interface DiscoveryOptions {
  db: Database;
  /** The identity provider's issuer, `${PUBLIC_URL}/oidc`. */
  issuer: string;
  /** The key the web app sends as x-api-key. */
  webApiKey: string;
}

/** What the web app needs to start signing in to an organisation (spec 1 §7.2 "Discover"). */
interface Discovery {
  clientId: string;
  identityProviderUrl: string;
  applicationId: string;
  apiKey: string;
  options: {
    defaultCountry: CountryCode;
    vaccinationFeature: { enabled: boolean };
    staffCustomLogin: { enabled: boolean };
  };
}

const DOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

const countryOrDefault = (country: string): CountryCode =>
  COUNTRY_CODES.find((code) => code === country) ?? DEFAULT_COUNTRY;

/**
 * GET /auth/:domain: public discovery by the first label of the host name. Open to every origin:
 * it says nothing that is not already public to anyone who can load the sign-in page.
 */
export function registerDiscoveryRoute(app: FastifyInstance, options: DiscoveryOptions): void {
  app.get<{ Params: { domain: string } }>('/auth/:domain', async (req, reply) => {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
    const { domain } = req.params;
    const application = DOMAIN.test(domain) ? await findApplicationByDomain(options.db, domain) : null;
    if (!application) return reply.code(404).send({ error: 'Unknown domain' });
    const discovery: Discovery = {
      clientId: webClientIdOf(application.domain),
      identityProviderUrl: options.issuer,
      applicationId: application.id,
      apiKey: options.webApiKey,
      options: {
        defaultCountry: countryOrDefault(application.defaultCountry),
        vaccinationFeature: { enabled: application.options.vaccinationFeature?.enabled === true },
        staffCustomLogin: { enabled: application.options.staffCustomLogin?.enabled === true },
      },
    };
    return reply.send(discovery);
  });
}
