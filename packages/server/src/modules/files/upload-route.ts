import { Readable } from 'node:stream';
import {
  declaredTypeAgrees,
  FILE_CENTRE_BATCH_LIMIT,
  FILE_NAME_PROBLEM_TEXT,
  fileNameProblem,
  sniffContentType,
  uploadFileContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractGetSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readOrgFileLimit } from '../shell/index.js';
import { type ContentStore, ContentStoreFailure } from './content-store.js';
import { addVersion, type FileItem, noteOpened } from './file-centre-store.js';
import { newFileId } from './file-store.js';
import { badRequest, type FileViews } from './file-views.js';
import { receiveUpload, UploadRefused } from './upload-stream.js';

/** The store (a bucket) failed: said plainly, with what it answered; nothing of the file is kept. */
function storeFailed(error: ContentStoreFailure): AppError {
  return new AppError(
    ErrorCode.API_CALL_FAILED,
    `the file could not be stored: the file store failed (${error.message}); try again later`,
  );
}

/** The type to keep: what the bytes show when they show one, else what was declared. */
function storedType(declared: string, sniffed: string | null): string {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (sniffed && sniffed !== 'application/zip') return sniffed;
  return type || 'application/octet-stream';
}

/** The upload (a new file, or a new version of one): streamed to the content store, checked, then kept. */
export async function registerUploadRoute(
  app: FastifyInstance,
  context: ModuleContext,
  store: ContentStore,
  { openable }: FileViews,
): Promise<void> {
  await app.register(async (scope) => {
    // The body stays a stream: the upload is read part by part, never held whole in memory.
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      // Not enumerable: the request-wide checks that walk a body's fields (control characters) leave
      // the socket behind it alone; the route's schema still reads it by name.
      done(null, Object.defineProperty({}, 'stream', { value: payload, enumerable: false }));
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      uploadFileContract.path,
      {
        schema: {
          ...contractGetSchema(uploadFileContract),
          consumes: ['multipart/form-data'],
          querystring: z.object({ versionOf: z.string().max(64).optional() }),
          // What the multipart parser hands on: the body as a stream, read part by part in the handler.
          body: z.object(
            { stream: z.custom<Readable>((value) => value instanceof Readable) },
            { error: () => 'send exactly one file, as multipart/form-data field "file"' },
          ),
        },
      },
      async (request) => {
        const user = requireUser(request.currentUser);
        const body = request.body;
        const existing = request.query.versionOf
          ? (await openable(user, request.query.versionOf, 'edit')).item
          : null;
        if (request.query.versionOf && !existing)
          throw badRequest('a file stored before versions were kept cannot take a new version');
        const limit = await readOrgFileLimit(context.database, user.orgId);
        let upload: Awaited<ReturnType<typeof receiveUpload>>;
        try {
          upload = await receiveUpload(request.headers, body.stream, store, user.orgId, limit);
        } catch (error) {
          if (error instanceof ContentStoreFailure) throw storeFailed(error);
          if (!(error instanceof UploadRefused)) throw error;
          const failure = error.failure;
          if (failure.kind === 'tooLarge')
            throw badRequest(`the file is larger than the organisation's limit of ${failure.limit} bytes`);
          if (failure.kind === 'fileCount' && failure.count > FILE_CENTRE_BATCH_LIMIT)
            throw badRequest(
              `at most ${FILE_CENTRE_BATCH_LIMIT} files may be added at once (spec 1 §9), and this request holds more: send each file of a batch of up to ${FILE_CENTRE_BATCH_LIMIT} as its own upload`,
            );
          if (failure.kind === 'fileCount')
            throw badRequest('send exactly one file, as multipart/form-data field "file"');
          throw badRequest('the upload is not valid multipart/form-data');
        }
        const refuse = async (message: string): Promise<never> => {
          await upload.pending.discard();
          throw badRequest(message);
        };
        const nameProblem = fileNameProblem(upload.name);
        if (nameProblem) await refuse(FILE_NAME_PROBLEM_TEXT[nameProblem]);
        if (upload.size === 0) await refuse('the file is empty');
        const sniffed = sniffContentType(upload.head);
        if (!declaredTypeAgrees(upload.declaredType, sniffed))
          await refuse(
            `the file says it is ${upload.declaredType} but its content is ${sniffed ?? 'something else'}`,
          );
        let added: boolean;
        try {
          ({ added } = await upload.pending.commit(upload.hash));
        } catch (error) {
          await upload.pending.discard();
          if (error instanceof ContentStoreFailure) throw storeFailed(error);
          throw error;
        }
        try {
          const item: FileItem = await addVersion(
            context.database,
            {
              id: existing?.id ?? newFileId(),
              orgId: user.orgId,
              userId: user.userId,
              name: upload.name,
              type: storedType(upload.declaredType, sniffed),
              size: upload.size,
              hash: upload.hash,
              now: context.now(),
            },
            existing,
          );
          await noteOpened(context.database, user, item.id, context.now());
          return okEnvelope(
            { id: item.id, name: item.name, type: item.type, size: item.size, uploadedAt: item.updatedAt },
            request.id,
          );
        } catch (error) {
          if (added) await upload.pending.forget(upload.hash);
          throw error;
        }
      },
    );
  });
}
