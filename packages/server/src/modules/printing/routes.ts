import {
  getPrintDocumentContract,
  getPrintTableContract,
  listPrintTemplatesContract,
  MAIL_MERGE_PATH,
  mailMergeRequestSchema,
  type PrintDocument,
  printFileName,
  recordPrintSchema,
  savePrintTemplateContract,
  tablePrintSchema,
} from '@vela/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { DOCX_TYPE, renderLettersDocx } from './docx-writer.js';
import { buildMailMerge } from './mail-merge.js';
import { renderPrintPdf } from './pdf-writer.js';
import { buildRecordPrint, readerWords } from './print-record.js';
import { buildTablePrint } from './print-table.js';
import { listPrintTemplates, savePrintTemplate } from './print-templates.js';

/** A file as a raw download (spec 1 §7): its name in ASCII and in UTF-8 (RFC 6266). */
function sendFile(
  reply: FastifyReply,
  bytes: Buffer | Uint8Array,
  name: string,
  type: string,
  disposition: string,
) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', type)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'no-store')
    .send(bytes);
}

async function sendPdf(
  reply: FastifyReply,
  document: PrintDocument,
  reader: { language?: string | undefined; timeZone?: string | undefined; words?: object | undefined },
) {
  // The document's own zone: the one its builder resolved for the reader.
  const locale = { language: reader.language || 'en', timeZone: document.timeZone };
  const bytes = await renderPrintPdf(document, locale, readerWords(reader.words));
  return sendFile(reply, bytes, printFileName(document), 'application/pdf', 'inline');
}

/**
 * Printing (spec 1 §2.1 pdfViewDetail, §2.3 print-quotation, §2.6 print-invoices,
 * print-table, print-detail): the print document as JSON for the print pages,
 * and the same document as a PDF made here. Payloads are ours ("not shown"):
 * docs/DESIGN-CHOICES.md "Printing".
 */
export async function printingModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    getPrintDocumentContract.path,
    { schema: contractSchema(getPrintDocumentContract) },
    async (request) =>
      okEnvelope(
        await buildRecordPrint(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );

  api.post(getPrintTableContract.path, { schema: contractSchema(getPrintTableContract) }, async (request) =>
    okEnvelope(
      await buildTablePrint(context, requireUser(request.currentUser), request.body.body),
      request.id,
    ),
  );

  api.post(
    '/print/downloadRecordPdf',
    {
      schema: {
        summary: 'The record print as a PDF file (raw, not an envelope); refusals are envelopes',
        body: recordPrintSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request.currentUser);
      return sendPdf(reply, await buildRecordPrint(context, user, request.body), request.body);
    },
  );

  api.post(
    listPrintTemplatesContract.path,
    { schema: contractSchema(listPrintTemplatesContract) },
    async (request) =>
      okEnvelope(
        await listPrintTemplates(context.database, requireUser(request.currentUser), request.body.body.kind),
        request.id,
      ),
  );

  api.post(
    savePrintTemplateContract.path,
    { schema: contractSchema(savePrintTemplateContract) },
    async (request) =>
      okEnvelope(
        await savePrintTemplate(
          context.database,
          requireUser(request.currentUser),
          request.body.body,
          context.now(),
        ),
        request.id,
      ),
  );

  api.post(
    MAIL_MERGE_PATH,
    {
      schema: {
        summary:
          'A template filled from each of the records (which the caller must be able to read), as one PDF (a letter a page) or, with format "docx", one Word document (raw, not an envelope); refusals are envelopes',
        body: mailMergeRequestSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request.currentUser);
      const document = await buildMailMerge(context, user, request.body);
      if (request.body.format === 'docx') {
        const bytes = await renderLettersDocx(document.letters ?? [], {
          title: document.title || document.heading,
          createdAt: document.printedAt,
        });
        const name = printFileName(document).replace(/\.pdf$/, '.docx');
        return sendFile(reply, bytes, name, DOCX_TYPE, 'attachment');
      }
      return sendPdf(reply, document, { language: request.body.language ?? user.language });
    },
  );

  api.post(
    '/print/downloadTablePdf',
    {
      schema: {
        summary: 'One page of a list view as a PDF file (raw, not an envelope); refusals are envelopes',
        body: tablePrintSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request.currentUser);
      return sendPdf(reply, await buildTablePrint(context, user, request.body), request.body);
    },
  );
}
