import { getMassMailContract, previewMassMailContract, startMassMailContract } from '@vela/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  getMassMail,
  MASS_MAIL_JOB,
  type MassMailPayload,
  previewMassMail,
  sendMassBatch,
  startMassMail,
  unsubscribe,
  unsubscribeQuestion,
} from './mass-mail.js';

/** Unsubscribe pages a minute per address: enough for people, little for someone guessing tokens. */
const UNSUBSCRIBE_PER_MINUTE = 30;

/** Mass e-mail (issue 23): the calls, the throttled sending job, and the public unsubscribe page. */
export async function massMailRoutes(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<MassMailPayload>(
    MASS_MAIL_JOB,
    (job) => sendMassBatch(context, job.payload.sendId, job),
    { maxAttempts: 3 },
  );
  api.post(
    previewMassMailContract.path,
    { schema: contractSchema(previewMassMailContract) },
    async (request) =>
      okEnvelope(await previewMassMail(context, userOf(request), request.body.body), request.id),
  );
  api.post(startMassMailContract.path, { schema: contractSchema(startMassMailContract) }, async (request) =>
    okEnvelope(await startMassMail(context, userOf(request), request.body.body), request.id),
  );
  api.post(getMassMailContract.path, { schema: contractSchema(getMassMailContract) }, async (request) =>
    okEnvelope(await getMassMail(context, userOf(request), request.body.body.id), request.id),
  );
  await app.register(async (scope) => unsubscribeRoutes(scope, context));
}

/**
 * The public unsubscribe link: its GET answers the page with the button and changes nothing; the
 * button's POST, or a mail client's one-click POST (RFC 8058, a form body this scope alone accepts,
 * whose content does not matter: the token in the address is the proof), sets the opt-out.
 */
function unsubscribeRoutes(app: FastifyInstance, context: ModuleContext): void {
  const form = { parseAs: 'string' as const, bodyLimit: 16 * 1024 };
  app.addContentTypeParser('application/x-www-form-urlencoded', form, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Its fields are not needed (the token is in the address), so a multipart post is not taken apart.
  app.addContentTypeParser('multipart/form-data', form, (_request, _body, done) => done(null, {}));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    auth: 'public' as const,
    rateLimit: { max: UNSUBSCRIBE_PER_MINUTE, timeWindow: 60_000 },
  };
  // Any text: a broken token gets the page that says so, never a validation error.
  const querystring = z.object({ token: z.string().max(4000).default('') });
  const page = (reply: FastifyReply, answer: { status: number; html: string }) =>
    reply
      .status(answer.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(answer.html);
  const language = (request: FastifyRequest) => String(request.headers['accept-language'] ?? '');

  api.get(
    '/mail/unsubscribe',
    {
      config,
      schema: {
        summary:
          "A mass e-mail's unsubscribe link: a plain page asking to confirm with a button; following it changes nothing",
        querystring,
      },
    },
    async (request, reply) =>
      page(reply, await unsubscribeQuestion(context, request.query.token, language(request))),
  );
  api.post(
    '/mail/unsubscribe',
    {
      config,
      schema: {
        summary:
          "The unsubscribe page's button and mail clients' one-click unsubscribe: sets the recipient record's e-mail opt-out field",
        querystring,
        // RFC 8058's form field; nothing depends on it.
        body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).nullish(),
      },
    },
    async (request, reply) => page(reply, await unsubscribe(context, request.query.token, language(request))),
  );
}
