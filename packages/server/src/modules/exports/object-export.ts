import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportFileFormat } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { recordAuditEvent } from '../access/index.js';
import type { RunningJob } from '../jobs/index.js';
import {
  currentMetadata,
  type FieldModel,
  labelIn,
  type MetadataSnapshot,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { fieldAccess, recordAccessFilter, recordsDb, toRecordValues } from '../records/index.js';
import { type RecordColumn, recordCell, tableColumnOf } from './record-cells.js';
import { type TableCell, writeTable } from './table-writer.js';

export const OBJECT_EXPORT_JOB = 'exports.object';

export interface ObjectExportPayload {
  /** The person as they were when they asked: the export reads with their access. */
  user: CurrentUser;
  objectApi: string;
  /** The object's label in the person's language, for their history. */
  objectLabel?: string;
  format: ExportFileFormat;
  /** Api names, in the file's order; empty: every field they may see. */
  fields: string[];
  fieldCount?: number;
  fileName: string;
}

/** Rows read per query: keyset pages by id, so memory stays flat whatever the table's size. */
const EXPORT_PAGE_ROWS = 1000;

/** Where finished export files are kept, under the data folder. */
export function exportFilePath(dataDir: string, jobId: number, format: ExportFileFormat): string {
  return path.join(dataDir, 'exports', `${jobId}.${format}`);
}

/**
 * The fields of `object` the user may see, in the object's order: stored fields only (groups and formulas
 * have no column), the name always (a row without it cannot be told apart).
 */
export async function exportableFields(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
): Promise<FieldModel[]> {
  const { hidden } = await fieldAccess(context.database, user, object);
  const hiddenApis = new Set([...hidden].map((api) => api.toLowerCase()));
  return object.fields.filter(
    (field) =>
      field.columnName !== null && (field.apiName === 'name' || !hiddenApis.has(field.apiName.toLowerCase())),
  );
}

/** The columns asked for, each checked against what the user may see (an unknown or hidden one is refused). */
export function chosenColumns(
  visible: readonly FieldModel[],
  fields: readonly string[],
  language: string | undefined,
): { columns: RecordColumn[]; unknown: string[] } {
  const byApi = new Map(visible.map((field) => [field.apiName.toLowerCase(), field]));
  const picked = fields.length === 0 ? visible : fields.map((api) => byApi.get(api.toLowerCase()));
  const unknown = fields.filter((api) => !byApi.has(api.toLowerCase()));
  const columns = picked
    .filter((field): field is FieldModel => field !== undefined)
    .map((field) => ({
      apiName: field.apiName,
      label: labelIn(field.labels, field.label, language),
      type: field.typeCode,
    }));
  return { columns, unknown };
}

/** Every live record the user may read, page by page in id order, as the table writer's rows. */
async function* readableRows(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  columns: readonly RecordColumn[],
  job: RunningJob<ObjectExportPayload>,
  total: number,
): AsyncGenerator<TableCell[]> {
  let after = '';
  let done = 0;
  for (;;) {
    job.signal.throwIfAborted();
    const rows = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .selectAll()
      .where(sql<boolean>`is_deleted = 0`)
      .where(recordAccessFilter(user, object, 'read'))
      .where('id', '>', after)
      .orderBy('id')
      .limit(EXPORT_PAGE_ROWS)
      .execute();
    if (rows.length === 0) return;
    const values = await toRecordValues(context.database, snapshot, object, rows, user);
    for (const row of values) yield columns.map((column) => recordCell(column, row));
    done += rows.length;
    after = String(rows[rows.length - 1]?.id ?? '');
    await job.progress({ done, total });
    // SQLite answers synchronously: a turn of the event loop lets requests (the page's progress) in.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The export job: writes the file beside its final name and renames it when complete, so a download never
 * sees half a file; a job interrupted by a restart simply writes it again. Audited as a data export.
 */
export async function runObjectExport(
  context: ModuleContext,
  job: RunningJob<ObjectExportPayload>,
): Promise<void> {
  const { user, format } = job.payload;
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: job.payload.objectApi });
  const visible = await exportableFields(context, user, object);
  // Fields hidden from the person since they asked are left out, never written.
  const { columns } = chosenColumns(visible, job.payload.fields, user.language);
  const counted = await recordsDb(context.database)
    .selectFrom(object.tableName)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(sql<boolean>`is_deleted = 0`)
    .where(recordAccessFilter(user, object, 'read'))
    .executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  await job.progress({ done: 0, total });
  const target = exportFilePath(context.config.dataDir, job.id, format);
  const partial = `${target}.part`;
  await mkdir(path.dirname(target), { recursive: true });
  const out = createWriteStream(partial);
  try {
    const rows = readableRows(context, user, snapshot, object, columns, job, total);
    const label = labelIn(object.labels, object.label, user.language);
    const written = await writeTable(format, columns.map(tableColumnOf), rows, out, { sheetName: label });
    await rename(partial, target);
    await job.progress({ done: written, total: written });
    await recordAuditEvent(context.database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'export',
      target: job.payload.fileName,
      detail: { object: object.apiName, format, rows: written, columns: columns.map((c) => c.apiName) },
    });
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
