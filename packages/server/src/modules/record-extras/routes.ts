import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { customerHierarchy } from './customer-hierarchy.js';
import { followedRecords, isFollowing, setFollowing } from './follows.js';
import { attachFiles, recordFiles } from './record-files.js';
import { reachableRecord } from './record-lookup.js';

const id = z.string().min(1).max(64);

/**
 * The record page's extras (issue 7): follow and the followed list, the
 * customer hierarchy (`commonObjects/customer`), and the Files tab. Envelope
 * calls; our paths. Every call answers a record the caller may not read as missing.
 */
export async function recordExtrasModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/record/follow',
    {
      schema: {
        summary: 'Follow (follow: true) or stop following a record the caller may read',
        body: envelopeSchema(z.strictObject({ id, follow: z.boolean() })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id: recordId, follow } = request.body.body;
      const { object } = await reachableRecord(context, user, recordId);
      await setFollowing(
        context.database,
        user,
        { objectId: object.id, id: recordId },
        follow,
        context.now(),
      );
      return okEnvelope({ id: recordId, following: follow }, request.id);
    },
  );

  api.post(
    '/record/getFollowStatus',
    {
      schema: {
        summary: 'Whether the caller follows a record',
        body: envelopeSchema(z.strictObject({ id })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const recordId = request.body.body.id;
      await reachableRecord(context, user, recordId);
      return okEnvelope(
        { id: recordId, following: await isFollowing(context.database, user, recordId) },
        request.id,
      );
    },
  );

  api.post(
    '/record/getFollowedList',
    {
      schema: {
        summary: 'The records the caller follows and may still read, newest follow first',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) =>
      okEnvelope(await followedRecords(context.database, requireUser(request.currentUser)), request.id),
  );

  api.post(
    '/customer/getHierarchy',
    {
      schema: {
        summary:
          "An account's hierarchy: its topmost parent and every descendant; records the caller may not read show as restricted (no id, no name)",
        body: envelopeSchema(z.strictObject({ id })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { object } = await reachableRecord(context, user, request.body.body.id);
      const tree = await customerHierarchy(context.database, user, object, request.body.body.id);
      return okEnvelope({ objectApi: object.apiName, objectLabel: object.label, ...tree }, request.id);
    },
  );

  api.post(
    '/record/getFiles',
    {
      schema: {
        summary: "A record's files: attached on its Files tab and held by its file and image fields",
        body: envelopeSchema(z.strictObject({ id })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      await reachableRecord(context, user, request.body.body.id);
      return okEnvelope(
        await recordFiles(context.database, context.config.dataDir, user, request.body.body.id),
        request.id,
      );
    },
  );

  api.post(
    '/record/attachFiles',
    {
      schema: {
        summary: 'Attach uploaded files (POST /file/upload) to a record the caller may edit',
        body: envelopeSchema(
          z.strictObject({
            id,
            fileIds: z.array(id).min(1, 'fileIds: name a file').max(10, 'fileIds: at most 10 files at once'),
          }),
        ),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id: recordId, fileIds } = request.body.body;
      const { object } = await reachableRecord(context, user, recordId, 'edit');
      await attachFiles(
        context.database,
        context.config.dataDir,
        user,
        object,
        recordId,
        fileIds,
        context.now(),
      );
      return okEnvelope(
        await recordFiles(context.database, context.config.dataDir, user, recordId),
        request.id,
      );
    },
  );
}
