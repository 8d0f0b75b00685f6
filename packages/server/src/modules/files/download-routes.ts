import { fileTextPreviewContract, previewKindOf } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { ErrorCode, failEnvelope, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import type { ContentStore } from './content-store.js';
import { noteOpened } from './file-centre-store.js';
import { fileHeaders } from './file-reply.js';
import { badRequest, type FileViews, missing } from './file-views.js';
import { officeText } from './office-text.js';

/** Downloads (raw, per spec 1 §7) and the text preview of office documents. */
export function registerDownloadRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  store: ContentStore,
  { contentOf }: FileViews,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const downloadQuery = z.object({
    id: z.string().max(64),
    version: z.coerce.number().int().min(1).optional(),
  });
  for (const downloadPath of ['/file/downloadFile', '/file/downloadAttachement']) {
    api.get(
      downloadPath,
      {
        schema: {
          summary: 'A stored file (a version of it), raw, as an attachment',
          querystring: downloadQuery,
        },
      },
      async (request, reply) => {
        const user = requireUser(request.currentUser);
        const content = await contentOf(user, request.query.id, request.query.version, request.headers.range);
        // The recent-files note must not cost the person the download, but a failure is logged.
        await noteOpened(context.database, user, request.query.id, context.now()).catch((error: unknown) =>
          request.log.warn({ err: error, fileId: request.query.id }, 'could not note the file as opened'),
        );
        if (content.range === 'unsatisfiable')
          return reply
            .code(416)
            .header('content-range', `bytes */${content.info.size}`)
            .send(
              failEnvelope(
                ErrorCode.BAD_REQUEST,
                `range: the file has ${content.info.size} bytes; the range asked for starts past its end`,
                request.id,
              ),
            );
        fileHeaders(reply, content.info.name, content.info.type, content.info.size);
        reply.header('accept-ranges', 'bytes');
        if (content.range)
          reply
            .code(206)
            .header('content-range', `bytes ${content.range.start}-${content.range.end}/${content.info.size}`)
            .header('content-length', String(content.range.end - content.range.start + 1));
        return reply.send(content.stream ?? content.bytes);
      },
    );
  }

  api.post(
    fileTextPreviewContract.path,
    { schema: contractSchema(fileTextPreviewContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id, version } = request.body.body;
      const content = await contentOf(user, id, version);
      if (previewKindOf(content.info.type) !== 'office')
        throw badRequest(`file ${id} is not a Word or Excel document; download it to see it`);
      content.stream?.destroy();
      const bytes = content.bytes ?? (content.hash ? await store.read(user.orgId, content.hash) : null);
      if (!bytes) throw missing(id);
      try {
        return okEnvelope(await officeText(content.info.type, bytes), request.id);
      } catch {
        throw badRequest(`file ${id} could not be read as a ${content.info.name.split('.').pop()} document`);
      }
    },
  );
}
