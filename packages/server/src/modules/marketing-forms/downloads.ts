import QRCode from 'qrcode';
import type { CurrentUser } from '../../http/current-user.js';
import { publicLink } from '../../public-link.js';
import { recordAuditEvent } from '../access/index.js';
import {
  auditedStream,
  type TableCell,
  type TableColumn,
  type TableFormat,
  writeTable,
} from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { type FormRow, fieldsOf, publicPathOf } from './form-store.js';
import { parseValues } from './submit.js';

/** `/form/getSharePhoto`: the public link as a QR code (PNG), to print on a flyer or a stand. */
export function sharePhoto(context: ModuleContext, row: FormRow, size: number): Promise<Buffer> {
  return QRCode.toBuffer(publicLink(context.config, publicPathOf(row.slug)), {
    type: 'png',
    width: size,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}

/** A safe file name from the form's title. */
export const fileNameOf = (row: FormRow, suffix: string) =>
  `${row.name.replace(/[\\/:*?"<>|]/g, '_').slice(0, 80) || 'form'}${suffix}`;

/**
 * `/form/exportFormList`: the form's submissions through the exports' streaming table writer: when, each
 * field by its label, the record and whether it was new; audited as a data export.
 */
export function submissionsFile(
  context: ModuleContext,
  user: CurrentUser,
  row: FormRow,
  format: TableFormat,
) {
  const fields = fieldsOf(row);
  const columns: TableColumn[] = [
    { key: 'createdAt', label: 'Submitted', kind: 'datetime' },
    ...fields.map((field) => ({ key: field.api, label: field.label, kind: 'text' as const })),
    { key: 'record', label: 'Record', kind: 'text' },
    { key: 'recordId', label: 'Record id', kind: 'text' },
    { key: 'outcome', label: 'Outcome', kind: 'text' },
  ];
  const database = context.database;
  let count = 0;
  async function* rows(): AsyncIterable<TableCell[]> {
    let offset = 0;
    for (;;) {
      const page = await database.db
        .selectFrom('marketing_form_submission')
        .selectAll()
        .where('form_id', '=', row.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .offset(offset)
        .execute();
      for (const submission of page) {
        const values = parseValues(submission.field_values);
        count += 1;
        yield [
          submission.created_at,
          ...fields.map((field) => values[field.api] ?? ''),
          submission.record_name,
          submission.record_id,
          submission.outcome,
        ];
      }
      if (page.length < 500) return;
      offset += 500;
    }
  }
  const fileName = fileNameOf(row, `-submissions.${format}`);
  const audit = (failed: boolean) =>
    recordAuditEvent(database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'export',
      target: fileName,
      detail: { marketingForm: row.id, format, rows: count, ...(failed ? { failed: true } : {}) },
    });
  const out = auditedStream(
    (book) => writeTable(format, columns, rows(), book, { sheetName: 'Submissions' }),
    audit,
  );
  return { fileName, stream: out };
}

/**
 * `/form/exportFormInfo`: the form's definition as JSON (docs/DESIGN-CHOICES.md "Marketing forms"), the
 * same shape `/form/save` takes, so it can be read by a person, kept, or saved again as a new form.
 */
export function formInfo(row: FormRow) {
  return {
    format: 'vela-marketing-form',
    version: 1,
    form: {
      name: row.name,
      intro: row.intro,
      thankYou: row.thank_you,
      template: row.template,
      target: row.target,
      fields: fieldsOf(row),
      status: row.status,
    },
  };
}
