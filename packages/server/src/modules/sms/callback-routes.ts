import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  callbackUrls,
  INBOUND_PATH,
  providerOf,
  providerRow,
  STATUS_CALLBACK_PATH,
} from './provider-settings.js';
import { applyDeliveryStatus, receiveReply } from './sms-delivery.js';

const FORM = 'application/x-www-form-urlencoded';
const PER_MINUTE = 600;

const statusForm = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().max(32),
  ErrorCode: z.string().max(16).optional(),
  ErrorMessage: z.string().max(500).optional(),
});
const inboundForm = z.object({
  MessageSid: z.string().min(1).max(64),
  From: z.string().min(1).max(40),
  To: z.string().max(40),
  Body: z.string().max(5_000),
});

/**
 * The provider's calls into Vela (Twilio's form posts): delivery reports and incoming replies.
 * They carry no session, so each is checked against the provider's signature
 * (X-Twilio-Signature) over the address the administrator gave the provider.
 */
export function registerCallbackRoutes(app: FastifyInstance, context: ModuleContext): void {
  // Only in this scope: the rest of the API takes JSON alone.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public' as const, rateLimit: { max: PER_MINUTE, timeWindow: 60_000 } };

  async function verified(request: FastifyRequest, orgId: string, which: 'status' | 'inbound') {
    const row = await providerRow(context, orgId);
    const url = row ? callbackUrls(row)[which] : '';
    const signature = String(request.headers['x-twilio-signature'] ?? '');
    const params = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        String(value),
      ]),
    );
    if (!row || !url || !providerOf(context, row, async () => {}).verifyCallback(url, params, signature))
      throw new AppError(
        ErrorCode.FORBIDDEN,
        'The request is not signed by this organisation’s text-message provider',
      );
  }
  const emptyTwiml = (reply: FastifyReply) =>
    reply
      .header('content-type', 'text/xml')
      .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');

  api.post(
    `${STATUS_CALLBACK_PATH.replace(/^\/api/, '')}/:orgId`,
    {
      config,
      schema: {
        summary: "The provider's delivery report of a text (form post signed with X-Twilio-Signature)",
        params: z.object({ orgId: z.string().max(64) }),
        body: statusForm,
      },
    },
    async (request, reply) => {
      await verified(request, request.params.orgId, 'status');
      const { MessageSid, MessageStatus, ErrorCode: code, ErrorMessage } = request.body;
      await applyDeliveryStatus(context, request.params.orgId, {
        providerId: MessageSid,
        providerStatus: MessageStatus,
        reason: [ErrorMessage, code ? `(error ${code})` : ''].filter(Boolean).join(' '),
      });
      return reply.code(204).send();
    },
  );
  api.post(
    `${INBOUND_PATH.replace(/^\/api/, '')}/:orgId`,
    {
      config,
      schema: {
        summary: 'A reply to a text (form post signed with X-Twilio-Signature); STOP opts the number out',
        params: z.object({ orgId: z.string().max(64) }),
        body: inboundForm,
      },
    },
    async (request, reply) => {
      await verified(request, request.params.orgId, 'inbound');
      const { From, To, Body, MessageSid } = request.body;
      await receiveReply(context, request.params.orgId, {
        from: From,
        to: To,
        body: Body,
        providerId: MessageSid,
      });
      return emptyTwiml(reply);
    },
  );
}
