import { PassThrough } from 'node:stream';
import {
  escapeHtml,
  MAIL_MAX_ATTACHMENT_BYTES,
  type ReportSubscription,
  type saveReportSubscriptionContract,
} from '@vela/core';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { publicLink, webPaths } from '../../public-link.js';
import { TABLE_CONTENT_TYPES, type TableFormat } from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { reportFileName, writeReportTable } from './report-export.js';
import { planReport } from './report-plan.js';
import { readReport, readReportFor } from './report-store.js';
import {
  SubscriptionFailure,
  type SubscriptionSubject,
  type SubscriptionView,
} from './subscription-engine.js';

export type SubscriptionInput = z.output<(typeof saveReportSubscriptionContract)['request']>;

/** The report's file in memory (it goes into a message), refused past what a message may carry. */
async function reportFile(context: ModuleContext, user: CurrentUser, reportId: string, format: TableFormat) {
  const report = await readReportFor(context.database, user, reportId, 'export');
  const plan = await planReport(context, user, report.definition);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  let size = 0;
  out.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAIL_MAX_ATTACHMENT_BYTES) out.destroy(new Error('too large'));
    else chunks.push(chunk);
  });
  const tally = { rows: 0 };
  try {
    await writeReportTable(context, user, plan, format, out, tally);
  } catch (error) {
    // The writer fails however the destroyed stream makes it; the size says why.
    if (size > MAIL_MAX_ATTACHMENT_BYTES)
      throw new SubscriptionFailure(
        `The file is larger than the ${MAIL_MAX_ATTACHMENT_BYTES / 1024 / 1024} MB a message carries; add filters to the report`,
      );
    throw error;
  }
  return { report, bytes: Buffer.concat(chunks), rows: tally.rows };
}

/**
 * A report subscription: to subscribe, the person must be allowed to export the report (it is mailed
 * as a file); the message carries the file, headed in the subscriber's language.
 */
export const reportSubject: SubscriptionSubject = {
  target: 'report',
  noun: 'report',
  gone: 'The report was deleted, or you may no longer run it: nothing was sent',
  async reach(context, user, id, purpose) {
    const report =
      purpose === 'list'
        ? await readReport(context.database, user, id)
        : await readReportFor(context.database, user, id, 'export');
    return { id: report.id, name: report.name };
  },
  async compose(context, user, row) {
    const format: TableFormat = row.format === 'csv' ? 'csv' : 'xlsx';
    const file = await reportFile(context, user, row.report_id, format);
    const name = reportFileName(file.report.name, format);
    const link = publicLink(context.config, webPaths.report(file.report.objectApi, file.report.id));
    return {
      subject: `Report: ${file.report.name}`,
      html: `<p>${escapeHtml(file.report.name)} (${escapeHtml(file.report.objectLabel)}), run ${escapeHtml(context.now().toISOString().slice(0, 16).replace('T', ' '))} UTC: ${file.rows} rows in the attached ${escapeHtml(name)}.</p><p>Open the report in Vela: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      attachments: [
        {
          name,
          type: TABLE_CONTENT_TYPES[format].split(';')[0] as string,
          contentBase64: file.bytes.toString('base64'),
        },
      ],
    };
  },
};

/** The engine's view in the report contract's words. */
export function asReportSubscription(view: SubscriptionView): ReportSubscription {
  const { subjectId, subjectName, subjectDeleted, dayOfMonth: _, frequency, ...rest } = view;
  return {
    ...rest,
    reportId: subjectId,
    reportName: subjectName,
    reportDeleted: subjectDeleted,
    frequency: frequency === 'weekly' ? 'weekly' : 'daily',
  };
}

export const reportSubscriptionInput = (input: SubscriptionInput) => {
  const { reportId, ...rest } = input;
  return { ...rest, subjectId: reportId, dayOfMonth: 1 };
};
