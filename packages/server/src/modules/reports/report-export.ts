import type { Readable, Writable } from 'node:stream';
import {
  groupsInReadingOrder,
  type ReportResult,
  reportRecordCountHeading,
  reportSummaryHeading,
  reportTotalHeading,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { recordAuditEvent } from '../access/index.js';
import {
  auditedStream,
  type RecordColumn,
  recordCell,
  type TableCell,
  type TableColumn,
  type TableFormat,
  tableColumnOf,
  writeTable,
} from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import type { RecordRow } from '../records/index.js';
import { planReport, type ReportPlan } from './report-plan.js';
import { detailColumns, runReportPlan, shownRows } from './report-run.js';
import { readReportFor } from './report-store.js';

/** Detail rows read per database round trip while a file streams out. */
const EXPORT_CHUNK = 1000;

/** A tabular report's every row, by id in chunks (keyset), never all in memory. */
async function* detailLines(
  context: ModuleContext,
  user: CurrentUser,
  plan: ReportPlan,
  columns: readonly RecordColumn[],
  tally: { rows: number },
): AsyncGenerator<TableCell[]> {
  const selected = sql.join(detailColumns(plan).map((column) => sql.ref(column)));
  const table = sql.table(plan.object.tableName);
  let after = '';
  for (;;) {
    const conditions = [...plan.conditions, sql<boolean>`id > ${after}`];
    const found =
      await sql<RecordRow>`select ${selected} from ${table} where ${sql.join(conditions, sql` and `)} order by id limit ${sql.lit(EXPORT_CHUNK)}`.execute(
        context.database.db,
      );
    const rows = await shownRows(context.database, user, plan, found.rows);
    for (const row of rows) {
      tally.rows += 1;
      yield columns.map((column) => recordCell(column, row));
    }
    const last = found.rows.at(-1);
    if (!last || found.rows.length < EXPORT_CHUNK) return;
    after = String(last.id);
  }
}

/** A summary or matrix report's groups as lines: each group (subtotals included), then the total. */
function summaryLines(result: ReportResult, language: string): TableCell[][] {
  const keyed = groupsInReadingOrder(result.groups);
  // A matrix's column totals follow its rows.
  if (result.format === 'matrix') keyed.push(...result.groups.filter((group) => group.by.join() === '1'));
  const lines = keyed.map((group) => [
    ...group.keys.map((key, index) =>
      group.by.includes(index) ? (key === null ? '' : (group.labels[index] ?? key)) : '',
    ),
    group.count,
    ...group.values,
  ]);
  const total = result.total;
  if (total)
    lines.push([
      reportTotalHeading(language),
      ...result.groupings.slice(1).map(() => ''),
      total.count,
      ...total.values,
    ]);
  return lines;
}

/** The columns of a summary or matrix report's file, headed in the reader's language. */
function summaryColumns(result: ReportResult, language: string): TableColumn[] {
  return [
    ...result.groupings.map((grouping) => ({
      key: grouping.apiName,
      label: grouping.label,
      kind: 'text' as const,
    })),
    { key: 'rr_count', label: reportRecordCountHeading(language), kind: 'number' },
    ...result.summaries.map((summary, index) => ({
      key: `rr_v${index}`,
      label:
        summary.fn === 'formula' ? summary.label : reportSummaryHeading(language, summary.fn, summary.label),
      kind: 'number' as const,
    })),
  ];
}

async function* listed(lines: readonly TableCell[][], tally: { rows: number }): AsyncGenerator<TableCell[]> {
  for (const line of lines) {
    tally.rows += 1;
    yield line;
  }
}

/** A file's name from the report's: letters, digits, spaces, dots, dashes and underscores. */
export function reportFileName(name: string, format: TableFormat): string {
  const stem = name.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim() || 'report';
  return `${stem.slice(0, 100)}.${format}`;
}

/**
 * Writes a report's result into `out` as the user sees it: a tabular report's every detail row, a
 * summary or matrix report's groups and total; only the rows and fields the user may read (the
 * plan is checked as the user). Answers the rows written; the caller audits.
 */
export async function writeReportTable(
  context: ModuleContext,
  user: CurrentUser,
  plan: ReportPlan,
  format: TableFormat,
  out: Writable,
  tally: { rows: number },
): Promise<number> {
  const sheetName = plan.object.pluralLabel;
  if (plan.definition.format === 'tabular') {
    const columns: RecordColumn[] = plan.columns.map((field) => ({
      apiName: field.apiName,
      label: field.label,
      type: field.typeCode,
    }));
    return writeTable(
      format,
      columns.map(tableColumnOf),
      detailLines(context, user, plan, columns, tally),
      out,
      {
        sheetName,
      },
    );
  }
  const result = await runReportPlan(context.database, user, plan, 1);
  const language = user.language ?? 'en';
  return writeTable(
    format,
    summaryColumns(result, language),
    listed(summaryLines(result, language), tally),
    out,
    {
      sheetName,
    },
  );
}

/**
 * A saved report as a CSV or XLSX download: planned (and so refused) before anything is sent; the
 * export goes to the access audit log with its row count when the file is complete, or broke.
 */
export async function streamReportExport(
  context: ModuleContext,
  user: CurrentUser,
  reportId: string,
  format: TableFormat,
): Promise<{ stream: Readable; fileName: string }> {
  const report = await readReportFor(context.database, user, reportId, 'export');
  const plan = await planReport(context, user, report.definition);
  const fileName = reportFileName(report.name, format);
  const tally = { rows: 0 };
  const audit = (failed: boolean) =>
    recordAuditEvent(context.database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'export',
      target: fileName,
      detail: {
        report: reportId,
        object: plan.object.apiName,
        format,
        rows: tally.rows,
        ...(failed ? { failed: true } : {}),
      },
    });
  const out = auditedStream((book) => writeReportTable(context, user, plan, format, book, tally), audit);
  return { stream: out, fileName };
}
