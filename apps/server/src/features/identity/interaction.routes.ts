import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, InteractionResults, Provider } from 'oidc-provider';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { findApplicationByDomain, type PublicApplication } from '../organisation/public.ts';
import { loginPage, messagePage, newPasswordPage } from './login-page.ts';
import {
  newPasswordProblem,
  replaceTemporaryPassword,
  SIGN_IN_MESSAGES,
  type SignInDependencies,
  signIn,
} from './sign-in.service.ts';
import { domainOfWebClientId } from './web-clients.ts';

export interface InteractionRouteOptions {
  provider: Provider;
  db: Database;
  signIn: SignInDependencies;
}

// The pages hold a password: never cached, never framed, no script of any origin.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const EXPIRED = messagePage(
  'Sign-in expired',
  'This sign-in page has expired. Go back to Clubline and sign in again.',
);

const credentials = z.object({
  username: z.string().max(200).catch(''),
  password: z.string().max(1000).catch(''),
  /** Present on the second step after a temporary passcode (Reset password). */
  newPassword: z.string().max(1000).optional().catch(undefined),
  confirmPassword: z.string().max(1000).catch(''),
});

/**
 * The provider's login interaction, outside /oidc: GET shows the form, POST checks it. The
 * interaction is bound to the browser by oidc-provider's interaction cookie and to this uid, so
 * a form posted from elsewhere finds no interaction (this is the CSRF protection).
 */
export async function registerInteractionRoutes(
  app: FastifyInstance,
  options: InteractionRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // Form bodies are parsed for these routes only; /graphql keeps accepting JSON alone.
    await scope.register(formbody);

    scope.get<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
      const found = await loadInteraction(options, req, reply);
      if (!found) return sendPage(reply, 400, EXPIRED);
      const { interaction, application } = found;
      if (interaction.prompt.name !== 'login') {
        // Every client is first-party and loadExistingGrant grants what they ask for, so only a
        // request for something we do not offer (other claims or resources) ends up here.
        return finish(options, req, reply, { error: 'access_denied', error_description: 'not offered' });
      }
      return sendPage(
        reply,
        200,
        loginPage({ organisationName: application.name, action: interactionPath(interaction) }),
      );
    });

    scope.post<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
      const found = await loadInteraction(options, req, reply);
      if (found?.interaction.prompt.name !== 'login') return sendPage(reply, 400, EXPIRED);
      const { username, password, newPassword, confirmPassword } = credentials.parse(req.body ?? {});
      const result = await signIn(options.signIn, {
        applicationId: found.application.id,
        username,
        password,
        clientAddress: req.ip,
      });
      if (result.outcome === 'throttled') reply.header('retry-after', String(result.retryAfterSeconds));
      if (result.outcome === 'rejected' || result.outcome === 'throttled') {
        return sendPage(
          reply,
          result.outcome === 'throttled' ? 429 : 400,
          loginPage({
            organisationName: found.application.name,
            action: interactionPath(found.interaction),
            username,
            error:
              result.outcome === 'throttled'
                ? SIGN_IN_MESSAGES.throttled(result.retryAfterSeconds)
                : SIGN_IN_MESSAGES.rejected,
          }),
        );
      }
      if (result.outcome === 'password-change-required') {
        // The passcode is checked again with the new password (the page carries both), so this
        // step needs no state of its own and the throttle still counts every guess.
        const problem =
          newPassword === undefined ? null : newPasswordProblem(password, newPassword, confirmPassword);
        if (newPassword === undefined || problem !== null) {
          return sendPage(
            reply,
            newPassword === undefined ? 200 : 400,
            newPasswordPage({
              organisationName: found.application.name,
              action: interactionPath(found.interaction),
              username,
              passcode: password,
              ...(problem === null ? {} : { error: problem }),
            }),
          );
        }
        await replaceTemporaryPassword(options.db, found.application.id, result.userId, newPassword);
      }
      return finish(options, req, reply, { login: { accountId: result.userId } });
    });
  });
}

/** The interaction of this browser and uid, with the application of its client; null when gone. */
async function loadInteraction(
  options: InteractionRouteOptions,
  req: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<{ interaction: Interaction; application: PublicApplication } | null> {
  let interaction: Interaction;
  try {
    interaction = await options.provider.interactionDetails(req.raw, reply.raw);
  } catch {
    return null; // no interaction cookie, or the interaction expired
  }
  if (interaction.uid !== req.params.uid) return null;
  const clientId = interaction.params.client_id;
  const domain = typeof clientId === 'string' ? domainOfWebClientId(clientId) : null;
  const application = domain ? await findApplicationByDomain(options.db, domain) : null;
  return application ? { interaction, application } : null;
}

async function finish(
  options: InteractionRouteOptions,
  req: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
) {
  const returnTo = await options.provider.interactionResult(req.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
}

const interactionPath = (interaction: Interaction) => `/interaction/${encodeURIComponent(interaction.uid)}`;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}
