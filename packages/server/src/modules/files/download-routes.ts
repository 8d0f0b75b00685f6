import { fileTextPreviewContract, previewKindOf } from '@vela/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import type { DiskContentStore } from './content-store.js';
import { noteOpened } from './file-centre-store.js';
import { badRequest, type FileViews, missing } from './file-views.js';
import { officeText } from './office-text.js';

/** A file name safe inside a Content-Disposition header, with the full name in filename*. */
function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Headers of every file answer: always an attachment, never sniffed, never run as a page. */
function fileHeaders(reply: FastifyReply, name: string, type: string, size: number) {
  return reply
    .header('content-type', type)
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store');
}

/** Downloads (raw, per spec 1 §7) and the text preview of office documents. */
export function registerDownloadRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  store: DiskContentStore,
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
        const content = await contentOf(user, request.query.id, request.query.version);
        await noteOpened(context.database, user, request.query.id, context.now()).catch(() => undefined);
        fileHeaders(reply, content.info.name, content.info.type, content.info.size);
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
