import {
  deleteMarketingFormContract,
  getMarketingFormContract,
  getPublicMarketingFormContract,
  listMarketingFormsContract,
  listMarketingSubmissionsContract,
  MARKETING_FORM_DOWNLOAD_PATHS,
  marketingExportInfoRequestSchema,
  marketingExportListRequestSchema,
  marketingFieldChoicesContract,
  marketingSharePhotoRequestSchema,
  publishMarketingFormContract,
  saveMarketingFormContract,
  submitPublicMarketingFormContract,
} from '@vela/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { TABLE_CONTENT_TYPES } from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { fileNameOf, formInfo, sharePhoto, submissionsFile } from './downloads.js';
import {
  deleteForm,
  formOf,
  getForm,
  listFieldChoices,
  listForms,
  publishForm,
  saveForm,
} from './form-store.js';
import { listSubmissions, publicForm, submitForm } from './submit.js';

/**
 * The public form page's limits a minute per address (as the booking and unsubscribe pages have theirs):
 * reading the form is cheap; each submission writes a record, so it is held tighter.
 */
export const PUBLIC_FORM_READS_PER_MINUTE = 120;
export const PUBLIC_FORM_SUBMITS_PER_MINUTE = 20;

/** A download's name header: ASCII for old clients, UTF-8 for the rest. */
function attachment(reply: FastifyReply, name: string, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'no-store');
}

/** Marketing forms (web-to-lead): the builders' calls, the three raw downloads, and the public page's calls. */
export function marketingFormsModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(
    listMarketingFormsContract.path,
    { schema: contractSchema(listMarketingFormsContract) },
    async (request) => okEnvelope(await listForms(context, userOf(request)), request.id),
  );
  api.post(
    getMarketingFormContract.path,
    { schema: contractSchema(getMarketingFormContract) },
    async (request) => okEnvelope(await getForm(context, userOf(request), request.body.body.id), request.id),
  );
  api.post(
    marketingFieldChoicesContract.path,
    { schema: contractSchema(marketingFieldChoicesContract) },
    async (request) =>
      okEnvelope(await listFieldChoices(userOf(request), context, request.body.body.target), request.id),
  );
  api.post(
    saveMarketingFormContract.path,
    { schema: contractSchema(saveMarketingFormContract) },
    async (request) => okEnvelope(await saveForm(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    publishMarketingFormContract.path,
    { schema: contractSchema(publishMarketingFormContract) },
    async (request) => {
      const { id, published } = request.body.body;
      return okEnvelope(await publishForm(context, userOf(request), id, published), request.id);
    },
  );
  api.post(
    deleteMarketingFormContract.path,
    { schema: contractSchema(deleteMarketingFormContract) },
    async (request) =>
      okEnvelope(await deleteForm(context, userOf(request), request.body.body.id), request.id),
  );
  api.post(
    listMarketingSubmissionsContract.path,
    { schema: contractSchema(listMarketingSubmissionsContract) },
    async (request) => {
      const { id, page, pageSize } = request.body.body;
      const row = await formOf(context, userOf(request), id);
      return okEnvelope(await listSubmissions(context, row, page, pageSize), request.id);
    },
  );

  // Spec 1 §7 raw downloads: files, not envelopes; a refusal still answers the error envelope.
  api.post(
    MARKETING_FORM_DOWNLOAD_PATHS.sharePhoto,
    {
      schema: {
        summary: "A marketing form's public link as a QR code (PNG, raw)",
        body: envelopeSchema(marketingSharePhotoRequestSchema),
      },
    },
    async (request, reply) => {
      const row = await formOf(context, userOf(request), request.body.body.id);
      const png = await sharePhoto(context, row, request.body.body.size);
      return attachment(reply, fileNameOf(row, '-qr.png'), 'image/png').send(png);
    },
  );
  api.post(
    MARKETING_FORM_DOWNLOAD_PATHS.exportList,
    {
      schema: {
        summary: "A marketing form's submissions as CSV or XLSX (raw), audited as a data export",
        body: envelopeSchema(marketingExportListRequestSchema),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const row = await formOf(context, user, request.body.body.id);
      const { fileName, stream } = submissionsFile(context, user, row, request.body.body.format);
      return attachment(reply, fileName, TABLE_CONTENT_TYPES[request.body.body.format]).send(stream);
    },
  );
  api.post(
    MARKETING_FORM_DOWNLOAD_PATHS.exportInfo,
    {
      schema: {
        summary: "A marketing form's definition as JSON (raw)",
        body: envelopeSchema(marketingExportInfoRequestSchema),
      },
    },
    async (request, reply) => {
      const row = await formOf(context, userOf(request), request.body.body.id);
      return attachment(reply, fileNameOf(row, '-form.json'), 'application/json; charset=utf-8').send(
        `${JSON.stringify(formInfo(row), null, 2)}\n`,
      );
    },
  );

  // The public form page: no sign-in, limited per address.
  api.post(
    getPublicMarketingFormContract.path,
    {
      config: { auth: 'public', rateLimit: { max: PUBLIC_FORM_READS_PER_MINUTE, timeWindow: 60_000 } },
      schema: contractSchema(getPublicMarketingFormContract),
    },
    async (request) => okEnvelope(await publicForm(context, request.body.body.slug), request.id),
  );
  api.post(
    submitPublicMarketingFormContract.path,
    {
      config: { auth: 'public', rateLimit: { max: PUBLIC_FORM_SUBMITS_PER_MINUTE, timeWindow: 60_000 } },
      schema: contractSchema(submitPublicMarketingFormContract),
    },
    async (request) => {
      const { slug, values } = request.body.body;
      return okEnvelope(await submitForm(context, slug, values), request.id);
    },
  );
}
