import {
  getSmsProviderContract,
  saveSmsProviderContract,
  sendMassTextContract,
  sendMassTextSchema,
  sendTextMessageContract,
  sendTextMessageSchema,
  smsListContract,
  smsRecipientContract,
  smsTestOutboxContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractGetSchema, contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { openSealedRequestBody, sealedBodySchema } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { registerCallbackRoutes } from './callback-routes.js';
import { sendMassText } from './mass-text.js';
import { getProvider, saveProvider } from './provider-settings.js';
import { sendTextMessage, smsRecipient } from './send-text.js';
import { applyTestReport, sendQueuedText } from './sms-delivery.js';
import { listTexts } from './sms-list.js';
import { SMS_SEND_ATTEMPTS, SMS_SEND_JOB, SMS_TEST_REPORT_JOB } from './sms-store.js';
import { listTestOutbox } from './test-outbox.js';
import type { TestDeliveryReport } from './test-provider.js';

/** Text messages (issue 23): the provider, sending through the job runner, the list, delivery reports. */
export async function smsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<{ messageId: string }>(
    SMS_SEND_JOB,
    (job) => sendQueuedText(context, job),
    {
      maxAttempts: SMS_SEND_ATTEMPTS,
    },
  );
  context.jobs.registerJobHandler<TestDeliveryReport>(
    SMS_TEST_REPORT_JOB,
    (job) => applyTestReport(context, job),
    {
      maxAttempts: 3,
    },
  );

  api.post(getSmsProviderContract.path, { schema: contractSchema(getSmsProviderContract) }, async (request) =>
    okEnvelope(await getProvider(context, userOf(request)), request.id),
  );
  api.post(
    saveSmsProviderContract.path,
    { schema: contractSchema(saveSmsProviderContract) },
    async (request) =>
      okEnvelope(await saveProvider(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    sendTextMessageContract.path,
    // The body is the sealed envelope (spec 1 §7); the contract's request is what it opens into.
    { schema: { ...contractGetSchema(sendTextMessageContract), body: envelopeSchema(sealedBodySchema) } },
    async (request) => {
      const input = await openSealedRequestBody(request, sendTextMessageSchema);
      return okEnvelope(await sendTextMessage(context, userOf(request), input), request.id);
    },
  );
  api.post(
    sendMassTextContract.path,
    { schema: { ...contractGetSchema(sendMassTextContract), body: envelopeSchema(sealedBodySchema) } },
    async (request) => {
      const input = await openSealedRequestBody(request, sendMassTextSchema);
      return okEnvelope(await sendMassText(context, userOf(request), input), request.id);
    },
  );
  api.post(smsListContract.path, { schema: contractSchema(smsListContract) }, async (request) =>
    okEnvelope(await listTexts(context, userOf(request), request.body.body), request.id),
  );
  api.post(smsRecipientContract.path, { schema: contractSchema(smsRecipientContract) }, async (request) =>
    okEnvelope(await smsRecipient(context, userOf(request), request.body.body.recordId), request.id),
  );
  api.post(smsTestOutboxContract.path, { schema: contractSchema(smsTestOutboxContract) }, async (request) =>
    okEnvelope(await listTestOutbox(context, userOf(request), request.body.body), request.id),
  );
  await app.register(async (scope) => registerCallbackRoutes(scope, context));
}
