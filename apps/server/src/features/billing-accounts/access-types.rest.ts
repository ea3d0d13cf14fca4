import { errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import { allowsWithoutRead } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';
import { REST_API_PATHS } from '../organisation/public.ts';
import { listAccessTypes } from './billing-accounts.repository.ts';

/** Under the access-control base that getRestApiUrl('access-control-api') hands out. */
const ACCESS_TYPES_PATH = `${REST_API_PATHS['access-control-api']}/access-type`;

/** An access level a membership plan can grant, as GET …/access-type lists it. */
interface AccessTypeView {
  id: string;
  name: string;
}

/**
 * GET {access-control base}/access-type: the organisation's access levels ("All hours",
 * "Off-peak" …) in their order, for the plan form's access-type select. Bearer access token as
 * for /graphql; the organisation is the token's. Anyone who sees or builds plans may read them
 * (view-membership-plan or manage-membership-plan on some branch); others get 403.
 */
export function registerAccessTypesRoute(app: FastifyInstance, env: ApiEnvironment): void {
  // getRestApiUrl hands out the public origin, not the organisation's own host the web runs on
  // (demo.localhost reads localhost), so the browser's call is cross-origin. A bearer token and no
  // cookies: open to every origin, like userinfo.
  app.options(ACCESS_TYPES_PATH, (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', 'authorization, x-api-key')
      .header('access-control-max-age', '600')
      .send(),
  );
  app.get(ACCESS_TYPES_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
    const authenticated = await env.authenticate(request);
    if (!authenticated) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
    }
    const { viewer } = authenticated;
    const allowed =
      allowsWithoutRead(authenticated, 'view-membership-plan', { kind: 'any-branch' }) ||
      allowsWithoutRead(authenticated, 'manage-membership-plan', { kind: 'any-branch' });
    if (!allowed) {
      return reply
        .code(403)
        .send({ errors: [{ message: 'Access denied', extensions: errorExtensionsOf('ACCESS_DENIED') }] });
    }
    const rows = await withTenant(env.deps.db, viewer.applicationId, listAccessTypes);
    const body: AccessTypeView[] = rows.map((row) => ({ id: row.id, name: row.name }));
    return reply.send(body);
  });
}
