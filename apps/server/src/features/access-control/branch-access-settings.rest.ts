import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';
import { REST_API_PATHS } from '../organisation/public.ts';
import { answer } from './access-control.rest.ts';
import { getBranchAccessSettings, putBranchAccessSettings } from './branch-access-settings.service.ts';

/** Under the access-control base that getRestApiUrl('access-control-api') hands out (spec 2 §7). */
const BRANCH_SETTINGS_PATH = `${REST_API_PATHS['access-control-api']}/branches/:branchId`;

interface BranchParams {
  branchId: string;
}

/**
 * A branch's access-control settings (spec 2 §7 "Access control"): GET {base}/branches/{branchId}
 * and PUT with `{ settings: { accessPolicy: { requireVaccinationCertificate } } }`. Bearer access
 * token as for /graphql, open to every origin like the rest of the service (no cookies).
 */
export function registerBranchAccessSettingsRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  app.options(BRANCH_SETTINGS_PATH, (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, PUT')
      .header('access-control-allow-headers', 'authorization, content-type, x-api-key')
      .header('access-control-max-age', '600')
      .send(),
  );
  app.get<{ Params: BranchParams }>(BRANCH_SETTINGS_PATH, (request, reply) =>
    answer(env, request, reply, (context) => getBranchAccessSettings(context, request.params.branchId)),
  );
  app.put<{ Params: BranchParams }>(BRANCH_SETTINGS_PATH, (request, reply) =>
    answer(env, request, reply, (context) =>
      putBranchAccessSettings(context, request.params.branchId, request.body),
    ),
  );
}
