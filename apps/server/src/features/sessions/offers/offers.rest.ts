import type { OfferAnswer } from '@clubline/domain';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { offerLinkInvalidHtml, offerPageHtml } from './offer.page.ts';
import { answerOfferLink, viewOffer } from './offer-answers.ts';
import { deriveOfferLinkKey, OFFER_LINK_PATH, offerLinkSigner } from './offer-links.ts';

interface TokenParams {
  token: string;
}

const ANSWERS: readonly OfferAnswer[] = ['ACCEPT', 'DECLINE'];
const isAnswer = (value: unknown): value is OfferAnswer =>
  typeof value === 'string' && (ANSWERS as readonly string[]).includes(value);

/**
 * The waitlist offer's link (docs/classes.md "Waitlist offers"), public: no sign-in, the signed
 * token is the only key. GET /waitlist-offers/:token shows the offer with Accept and Decline; POST
 * (form field `answer`: ACCEPT or DECLINE) answers it. An altered or foreign token is 404 and
 * reads nothing; a link at or after its expiry says it is too late. A repeated POST is safe (a
 * second Accept books nothing more), so no rate limit stands in front of it.
 */
export async function registerOfferRoutes(app: FastifyInstance, env: ApiEnvironment): Promise<void> {
  const signer = offerLinkSigner(deriveOfferLinkKey(env.keys));
  const links = { publicUrl: env.deps.publicUrl, signer };
  const html = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get<{ Params: TokenParams }>(`${OFFER_LINK_PATH}/:token`, async (request, reply) => {
      const claims = signer.verify(request.params.token);
      if (!claims) return html(reply, 404, offerLinkInvalidHtml());
      const view = await viewOffer(env.deps.db, claims, Temporal.Now.instant());
      return html(reply, 200, offerPageHtml(view, request.url));
    });

    scope.post<{ Params: TokenParams; Body: unknown }>(
      `${OFFER_LINK_PATH}/:token`,
      async (request, reply) => {
        const claims = signer.verify(request.params.token);
        if (!claims) return html(reply, 404, offerLinkInvalidHtml());
        const body = request.body;
        const answer =
          typeof body === 'object' && body !== null && 'answer' in body ? body.answer : undefined;
        if (!isAnswer(answer)) {
          const view = await viewOffer(env.deps.db, claims, Temporal.Now.instant());
          return html(reply, 400, offerPageHtml(view, request.url));
        }
        const view = await answerOfferLink(env.deps.db, claims, answer, {
          now: Temporal.Now.instant(),
          links,
        });
        return html(reply, 200, offerPageHtml(view, request.url));
      },
    );
  });
}
