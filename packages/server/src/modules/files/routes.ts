import { getFileInfoContract, MAX_FILE_BYTES, uploadFileContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractGetSchema, contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord } from '../records/index.js';
import { recordsOfFile } from './file-links.js';
import { isFileId, readFileBytes, readFileInfo, type StoredFileInfo, storeFile } from './file-store.js';
import { acceptMultipart } from './multipart-body.js';

const uploadBody = z.strictObject(
  {
    file: z.strictObject({
      name: z
        .string()
        .min(1, 'the file needs a name')
        .max(255, 'the file name is longer than 255 characters'),
      type: z.string().max(200),
      size: z
        .number()
        .int()
        .min(0)
        .max(MAX_FILE_BYTES, `the file is larger than ${MAX_FILE_BYTES} bytes (10 MB)`),
      base64: z.string(),
    }),
  },
  { error: () => 'send exactly one file, as multipart/form-data field "file"' },
);

const _fileIds = z.union([z.string().max(2_000), z.array(z.string().max(64)).max(100)]);

/** What the web sees of a stored file (who uploaded it stays on the server). */
function publicInfo(info: StoredFileInfo) {
  return { id: info.id, name: info.name, type: info.type, size: info.size, uploadedAt: info.uploadedAt };
}

/** A file name safe inside a Content-Disposition header, with the full name in filename*. */
function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A file that belongs to records is the business of their readers only: the
 * caller must be able to read one of them (else the file answers as missing,
 * as a record the caller may not read does). A file that belongs to no record
 * yet (just uploaded into a form not saved) stays the organisation's.
 */
async function mayDownload(context: ModuleContext, user: CurrentUser, fileId: string): Promise<boolean> {
  // A malformed id is no stored file; asking the database about it would only trouble it (PostgreSQL refuses NUL).
  if (!isFileId(fileId)) return false;
  const links = await recordsOfFile(context.database, user.orgId, fileId);
  if (links.length === 0) return true;
  const snapshot = await currentMetadata(context.database);
  for (const link of links) {
    const object = snapshot.byId.get(link.objectId);
    if (object && (await canAccessRecord(context.database, user, object, { id: link.recordId }))) return true;
  }
  return false;
}

/**
 * File and image fields (spec 2 §5, §9): POST /file/upload stores one file
 * (multipart field `file`, at most 10485760 bytes) and answers its id, which
 * the field's value then holds; GET /file/downloadFile?id= returns the bytes
 * raw (spec 1 §7); POST /file/getFileInfo names stored files by id. Files are
 * kept per organisation under the data directory.
 */
export async function filesModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  await app.register(async (scope) => {
    acceptMultipart(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      uploadFileContract.path,
      // A multipart body, not an envelope: the contract declares the answer, the body is parsed here.
      {
        schema: {
          ...contractGetSchema(uploadFileContract),
          consumes: ['multipart/form-data'],
          body: uploadBody,
        },
      },
      async (request) => {
        const user = requireUser(request.currentUser);
        const { file } = request.body;
        const bytes = Buffer.from(file.base64, 'base64');
        const info = await storeFile(context.config.dataDir, user.orgId, {
          name: file.name,
          type: file.type,
          bytes,
          uploadedBy: user.userId,
          now: context.now(),
        });
        return okEnvelope(publicInfo(info), request.id);
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(getFileInfoContract.path, { schema: contractSchema(getFileInfoContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const raw = request.body.body.ids;
    const ids = (Array.isArray(raw) ? raw : raw.split(';')).map((id) => id.trim()).filter(Boolean);
    // A file of records the caller may not read is left out, as a missing one is.
    const found = await Promise.all(
      ids.map(async (id) =>
        (await mayDownload(context, user, id)) ? readFileInfo(context.config.dataDir, user.orgId, id) : null,
      ),
    );
    return okEnvelope(
      found.filter((info): info is StoredFileInfo => info !== null).map(publicInfo),
      request.id,
    );
  });

  api.get(
    '/file/downloadFile',
    {
      schema: {
        summary: 'A stored file, raw (spec 1 §7 download path)',
        querystring: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request.currentUser);
      const readable = await mayDownload(context, user, request.query.id);
      const stored = readable
        ? await readFileBytes(context.config.dataDir, user.orgId, request.query.id)
        : null;
      if (!stored) throw new AppError(ErrorCode.NOT_FOUND, `File ${request.query.id} was not found`);
      return reply
        .header('content-type', stored.info.type)
        .header('content-disposition', contentDisposition(stored.info.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(stored.bytes);
    },
  );
}
