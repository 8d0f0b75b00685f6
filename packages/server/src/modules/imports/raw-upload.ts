import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  getImportSettingsContract,
  type ImportSettings,
  mayAdministerAccess,
  orgImportLimitOf,
  saveImportSettingsContract,
  uploadImportRawContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoute } from '../../http/change-route.js';
import { contractQuerySchema } from '../../http/contract-route.js';
import type { CurrentUser } from '../../http/current-user.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { findOrganisation, updateOrganisationSettings } from '../auth/index.js';
import { type ContentStore, receiveUpload, UploadRefused } from '../files/index.js';
import type { ModuleContext } from '../module.js';
import { newImportId } from './import-store.js';
import { checkUploadChoice, importUploaded } from './imports.js';
import { importUploadTarget } from './stored-file.js';

const MB = 1024 * 1024;

/** The organisation's import size limit (`settings_json.importSizeLimit`, default 200 MB). */
export async function readImportSettings(context: ModuleContext, orgId: string): Promise<ImportSettings> {
  const org = await findOrganisation(context.database.db, orgId);
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(org?.settingsJson ?? '{}');
    if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
  } catch {
    // Unreadable settings mean the defaults.
  }
  return { maxFileBytes: orgImportLimitOf(settings) };
}

async function saveImportSettings(
  context: ModuleContext,
  user: CurrentUser,
  input: ImportSettings,
): Promise<ImportSettings> {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change the import size limit');
  const saved = await updateOrganisationSettings(context.database, user.orgId, (settings) => ({
    ...settings,
    importSizeLimit: input.maxFileBytes,
  }));
  if (!saved) throw new AppError(ErrorCode.NOT_FOUND, `Organisation ${user.orgId} was not found`);
  return readImportSettings(context, user.orgId);
}

/** A content store of one file: the upload streamed to `target` in the data folder, nothing else. */
function fileTarget(target: string): ContentStore {
  return {
    begin: async () => {
      const stream = createWriteStream(target, { flags: 'wx' });
      const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
      return {
        stream,
        commit: async () => {
          if (!stream.closed) {
            if (!stream.writableEnded) stream.end();
            await closed;
          }
          return { added: true };
        },
        discard: async () => {
          stream.destroy();
          await closed;
          await rm(target, { force: true });
        },
        forget: async () => {
          await rm(target, { force: true });
        },
      };
    },
    open: async () => null,
    read: async () => null,
    remove: async () => {
      await rm(target, { force: true });
    },
  };
}

/**
 * The raw upload (issue 21): the file as the body's one multipart part `file`, streamed to the data folder
 * (never held in memory nor sent as base64 inside JSON) up to the organisation's import size limit, then
 * read as a stored file; and the size limit's own calls.
 */
export async function registerRawUpload(app: FastifyInstance, context: ModuleContext): Promise<void> {
  changeRoute(app, getImportSettingsContract, (user) => readImportSettings(context, user.orgId));
  changeRoute(app, saveImportSettingsContract, (user, input) => saveImportSettings(context, user, input));

  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      done(null, Object.defineProperty({}, 'stream', { value: payload, enumerable: false }));
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      uploadImportRawContract.path,
      {
        schema: {
          ...contractQuerySchema(uploadImportRawContract),
          consumes: ['multipart/form-data'],
          body: z.object(
            { stream: z.custom<Readable>((value) => value instanceof Readable) },
            { error: () => 'send exactly one file, as multipart/form-data field "file"' },
          ),
        },
      },
      async (request) => {
        const user = requireUser(request.currentUser);
        const query = request.query;
        const body = request.body;
        const drain = () => {
          body.stream.resume();
        };
        try {
          // Rights and the match field first: nothing is stored for a refused import.
          await checkUploadChoice(context, user, query);
        } catch (error) {
          drain();
          throw error;
        }
        const { maxFileBytes } = await readImportSettings(context, user.orgId);
        const importId = newImportId();
        const target = await importUploadTarget(context.config.dataDir, user.orgId, importId);
        let upload: Awaited<ReturnType<typeof receiveUpload>>;
        try {
          upload = await receiveUpload(
            request.headers,
            body.stream,
            fileTarget(target),
            user.orgId,
            maxFileBytes,
          );
        } catch (error) {
          await rm(target, { force: true });
          if (!(error instanceof UploadRefused)) throw error;
          const failure = error.failure;
          if (failure.kind === 'tooLarge')
            throw badRequest(
              `The file is larger than the organisation's import limit of ${Math.round(failure.limit / MB)} MB (${failure.limit} bytes)`,
            );
          if (failure.kind === 'fileCount')
            throw badRequest('send exactly one file, as multipart/form-data field "file"');
          throw badRequest('the upload is not valid multipart/form-data');
        }
        await upload.pending.commit(upload.hash);
        if (upload.name === '') {
          await rm(target, { force: true });
          throw badRequest('the uploaded file has no name');
        }
        const view = await importUploaded(
          context,
          user,
          { ...query, importId, fileName: upload.name.slice(0, 255) },
          target,
        );
        return okEnvelope(view, request.id);
      },
    );
  });
}
