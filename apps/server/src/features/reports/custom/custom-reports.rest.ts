import { type ErrorCategory, errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import {
  createReportTemplate,
  deleteReportTemplate,
  executeCustomReport,
  getReportTemplate,
  listDatasets,
  listReportTemplates,
  updateReportTemplate,
} from './custom-reports.service.ts';

/** Under the reporting base getRestApiUrl('reporting') hands out (spec 3 §7 "Reports"). */
const BASE = '/reporting/v1';
const DATASETS_PATH = `${BASE}/datasets`;
const TEMPLATES_PATH = `${BASE}/report-templates`;
const TEMPLATE_PATH = `${BASE}/report-templates/:id`;
const EXECUTIONS_PATH = `${BASE}/report-executions`;

/** The tenant header of the Reporting API (spec 3 §7): the caller's organisation, checked against the token. */
const TENANT_HEADER = 'x-application-id';

const STATUS_OF: Readonly<Record<ErrorCategory, number>> = {
  denied: 403,
  'not-found': 404,
  validation: 400,
  conflict: 409,
  unavailable: 503,
  internal: 500,
};

interface TemplateParams {
  id: string;
}

/**
 * The custom reports part of the Reporting API: datasets, report templates (list, get, create,
 * update, delete) and report executions. Bearer access token as for /graphql, plus the tenant
 * header; open to every origin (no cookies), as the other REST services.
 */
export function registerCustomReportRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  for (const [path, methods] of [
    [DATASETS_PATH, 'GET'],
    [TEMPLATES_PATH, 'GET, POST'],
    [TEMPLATE_PATH, 'GET, PUT, DELETE'],
    [EXECUTIONS_PATH, 'POST'],
  ] as const) {
    app.options(path, (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', methods)
        .header('access-control-allow-headers', 'authorization, content-type, x-api-key, x-application-id')
        .header('access-control-max-age', '600')
        .send(),
    );
  }
  app.get(DATASETS_PATH, (request, reply) =>
    answer(env, request, reply, async (context) => listDatasets(context)),
  );
  app.get(TEMPLATES_PATH, (request, reply) => answer(env, request, reply, listReportTemplates));
  app.get<{ Params: TemplateParams }>(TEMPLATE_PATH, (request, reply) =>
    answer(env, request, reply, (context) => getReportTemplate(context, request.params.id)),
  );
  app.post(TEMPLATES_PATH, (request, reply) =>
    answer(env, request, reply, (context) => createReportTemplate(context, request.body), 201),
  );
  app.put<{ Params: TemplateParams }>(TEMPLATE_PATH, (request, reply) =>
    answer(env, request, reply, (context) => updateReportTemplate(context, request.params.id, request.body)),
  );
  app.delete<{ Params: TemplateParams }>(TEMPLATE_PATH, (request, reply) =>
    answer(env, request, reply, (context) => deleteReportTemplate(context, request.params.id), 204),
  );
  app.post(EXECUTIONS_PATH, (request, reply) =>
    answer(env, request, reply, (context) => executeCustomReport(context, request.body), 201),
  );
}

/**
 * Runs one call for the bearer of the request's access token: 401 without one, 403 when the tenant
 * header is missing or names another organisation, the catalogue's error with its category's
 * status on a DomainError. Field messages come as `{ errors: [{ field, message }] }` (the contract's
 * validation answer), each with the code beside it.
 */
async function answer(
  env: ApiEnvironment,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (context: RequestContext) => Promise<unknown>,
  status = 200,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
  const authenticated = await env.authenticate(request);
  if (!authenticated) {
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({
        errors: [{ field: null, message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }],
      });
  }
  const context: RequestContext = { ...authenticated, deps: env.deps };
  try {
    if (request.headers[TENANT_HEADER] !== context.viewer.applicationId) {
      throw new DomainError('CUSTOM_REPORT_TENANT_MISMATCH');
    }
    const result = await run(context);
    return status === 204 ? reply.code(204).send() : reply.code(status).send(result);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const extensions = error.extensions;
    const fieldErrors: Readonly<Record<string, string>> =
      'fieldErrors' in error && typeof error.fieldErrors === 'object' && error.fieldErrors !== null
        ? (error.fieldErrors as Record<string, string>)
        : {};
    const fields = Object.entries(fieldErrors);
    const errors =
      fields.length > 0
        ? fields.map(([field, message]) => ({ field, message, extensions }))
        : [{ field: null, message: error.message, extensions }];
    return reply.code(STATUS_OF[extensions.category]).send({ errors });
  }
}
