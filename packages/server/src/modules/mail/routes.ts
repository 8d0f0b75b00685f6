import {
  addressBookContract,
  getMailboxContract,
  getMessageContract,
  getOrgMailServerContract,
  getRelationRulesContract,
  listEmailObjectsContract,
  listMessagesContract,
  MAIL_MAX_ATTACHMENT_BYTES,
  mailTestOutboxContract,
  recordMailContract,
  relateLookupContract,
  relateMessageContract,
  saveMailboxContract,
  saveOrgMailServerContract,
  saveRelationRulesContract,
  sendEmailObjectContract,
  sendMessageContract,
  syncMailboxContract,
  testMailboxContract,
  testOrgMailServerContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractGetSchema, contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, notFound, okEnvelope } from '../../http/envelope.js';
import { openSealedRequestBody, sealedBodySchema } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { addressBook } from './address-book.js';
import { listEmailObjects, relateLookup } from './email-objects.js';
import { guardEmailRecords } from './email-records.js';
import { MailboxWatchers } from './idle-watch.js';
import { mailboxOfUser, mailboxView } from './mail-store.js';
import {
  getMailbox,
  getOrgServer,
  queueSync,
  saveMailbox,
  saveOrgServer,
  testMailbox,
  testOrgServer,
} from './mailbox-settings.js';
import { massMailRoutes } from './mass-mail-routes.js';
import {
  downloadAttachment,
  getMessage,
  listMessages,
  recordTimeline,
  relateMessage,
} from './message-access.js';
import { getRelationRules, saveRelationRules } from './relation-rules.js';
import { sendMessage } from './send-message.js';
import {
  MAIL_SYNC_ALL_JOB,
  MAIL_SYNC_EVERY_MS,
  MAIL_SYNC_JOB,
  type SyncPayload,
  syncMailbox,
} from './sync.js';
import { templateRoutes } from './template-routes.js';
import { listMailTestOutbox } from './test-outbox.js';

const SEND_BODY_LIMIT = Math.ceil((MAIL_MAX_ATTACHMENT_BYTES * 4) / 3) + 4 * 1024 * 1024;
/** Sealed, the same body is base64url ciphertext of the JSON: a third more again. */
const SEALED_SEND_BODY_LIMIT = Math.ceil((SEND_BODY_LIMIT * 4) / 3) + 64 * 1024;

/** E-mail (issue 23): mailboxes, sync on the job runner, sending, relating, the record timeline. */
export async function mailModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<SyncPayload>(
    MAIL_SYNC_JOB,
    async (job) => {
      await syncMailbox(
        { database: context.database, dataDir: context.config.dataDir, now: context.now },
        job.payload.mailboxId,
        {
          signal: job.signal,
          progress: (done, total) => job.progress({ done, total }),
        },
      );
    },
    { maxAttempts: 3 },
  );
  context.jobs.registerJobHandler(MAIL_SYNC_ALL_JOB, async () => {
    const mailboxes = await context.database.db
      .selectFrom('mail_mailbox')
      .select(['id', 'org_id', 'user_id'])
      .execute();
    for (const mailbox of mailboxes)
      await context.jobs.enqueueJob(
        MAIL_SYNC_JOB,
        { mailboxId: mailbox.id },
        { orgId: mailbox.org_id, uniqueKey: `${MAIL_SYNC_JOB}:${mailbox.id}`, maxAttempts: 3 },
      );
  });
  context.jobs.registerRecurringJob({ type: MAIL_SYNC_ALL_JOB, everyMs: MAIL_SYNC_EVERY_MS });
  guardEmailRecords();
  const watchers = new MailboxWatchers(context);
  if (context.config.mailIdle) {
    app.addHook('onReady', async () => {
      await watchers.startAll();
    });
    app.addHook('onClose', async () => watchers.stopAll());
  }
  templateRoutes(app, context);
  await massMailRoutes(app, context);

  api.post(getMailboxContract.path, { schema: contractSchema(getMailboxContract) }, async (request) =>
    okEnvelope(await getMailbox(context, userOf(request)), request.id),
  );
  api.post(saveMailboxContract.path, { schema: contractSchema(saveMailboxContract) }, async (request) => {
    const user = userOf(request);
    const saved = await saveMailbox(context, user, request.body.body);
    // New settings, new connection: the watcher signs in again with them.
    const mailbox = context.config.mailIdle ? await mailboxOfUser(context.database, user.userId) : undefined;
    if (mailbox) void watchers.watch(mailbox.id);
    return okEnvelope(saved, request.id);
  });
  api.post(testMailboxContract.path, { schema: contractSchema(testMailboxContract) }, async (request) =>
    okEnvelope(await testMailbox(context, userOf(request), request.body.body), request.id),
  );
  api.post(syncMailboxContract.path, { schema: contractSchema(syncMailboxContract) }, async (request) => {
    const user = userOf(request);
    const mailbox = await mailboxOfUser(context.database, user.userId);
    if (!mailbox) throw notFound('Your mailbox');
    await queueSync(context, user, mailbox.id);
    const row = await mailboxOfUser(context.database, user.userId);
    return okEnvelope(mailboxView(row ?? mailbox), request.id);
  });
  api.post(
    getOrgMailServerContract.path,
    { schema: contractSchema(getOrgMailServerContract) },
    async (request) => okEnvelope(await getOrgServer(context, userOf(request)), request.id),
  );
  api.post(
    saveOrgMailServerContract.path,
    { schema: contractSchema(saveOrgMailServerContract) },
    async (request) =>
      okEnvelope(await saveOrgServer(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    testOrgMailServerContract.path,
    { schema: contractSchema(testOrgMailServerContract) },
    async (request) =>
      okEnvelope(await testOrgServer(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    listEmailObjectsContract.path,
    { schema: contractSchema(listEmailObjectsContract) },
    async (request) =>
      okEnvelope(await listEmailObjects(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    getRelationRulesContract.path,
    { schema: contractSchema(getRelationRulesContract) },
    async (request) => okEnvelope(await getRelationRules(context, userOf(request)), request.id),
  );
  api.post(
    saveRelationRulesContract.path,
    { schema: contractSchema(saveRelationRulesContract) },
    async (request) =>
      okEnvelope(await saveRelationRules(context, userOf(request), request.body.body), request.id),
  );
  api.post(relateLookupContract.path, { schema: contractSchema(relateLookupContract) }, async (request) =>
    okEnvelope(await relateLookup(context, userOf(request), request.body.body), request.id),
  );
  api.post(mailTestOutboxContract.path, { schema: contractSchema(mailTestOutboxContract) }, async (request) =>
    okEnvelope(await listMailTestOutbox(context, userOf(request), request.body.body), request.id),
  );
  api.post(listMessagesContract.path, { schema: contractSchema(listMessagesContract) }, async (request) =>
    okEnvelope(await listMessages(context, userOf(request), request.body.body), request.id),
  );
  api.post(getMessageContract.path, { schema: contractSchema(getMessageContract) }, async (request) =>
    okEnvelope(await getMessage(context, userOf(request), request.body.body.id), request.id),
  );
  api.post(
    sendMessageContract.path,
    // Attachments travel base64 inside JSON: room for the file limit (S1-K-016) so its own message answers.
    { schema: contractSchema(sendMessageContract), bodyLimit: SEND_BODY_LIMIT },
    async (request) => okEnvelope(await sendMessage(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    sendEmailObjectContract.path,
    // The body is the sealed envelope (spec 1 §7, S1-B-113); the contract's request is what it opens into.
    {
      schema: { ...contractGetSchema(sendEmailObjectContract), body: envelopeSchema(sealedBodySchema) },
      bodyLimit: SEALED_SEND_BODY_LIMIT,
    },
    async (request) => {
      const input = await openSealedRequestBody(request, sendEmailObjectContract.request);
      return okEnvelope(await sendMessage(context, userOf(request), input), request.id);
    },
  );
  api.post(relateMessageContract.path, { schema: contractSchema(relateMessageContract) }, async (request) =>
    okEnvelope(await relateMessage(context, userOf(request), request.body.body), request.id),
  );
  api.post(recordMailContract.path, { schema: contractSchema(recordMailContract) }, async (request) =>
    okEnvelope(await recordTimeline(context, userOf(request), request.body.body), request.id),
  );
  api.post(addressBookContract.path, { schema: contractSchema(addressBookContract) }, async (request) =>
    okEnvelope(await addressBook(context, userOf(request), request.body.body), request.id),
  );

  api.get(
    '/mail/downloadAttachment',
    {
      schema: {
        summary:
          "A message's attachment, raw: the caller's own message, or one related to a record they may read",
        querystring: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await downloadAttachment(context, userOf(request), request.query.id);
      return reply
        .header('content-type', file.type)
        .header(
          'content-disposition',
          `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}
