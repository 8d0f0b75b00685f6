import type { Readable, Writable } from 'node:stream';
import {
  groupsInReadingOrder,
  isNumberType,
  MAX_REPORT_GROUPS,
  type ReportGroup,
  type ReportResult,
  reportRecordCountHeading,
  reportSummaryHeading,
  reportTotalHeading,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
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
import { detailColumns, groupKey, runReportPlan, shownRows } from './report-run.js';
import { readReportFor } from './report-store.js';

/** Detail rows read per database round trip while a file streams out. */
const EXPORT_CHUNK = 1000;

/**
 * A report's every detail row, by id in chunks (keyset), never all in memory; `line` lays each shown
 * row out as the file's cells.
 */
async function* detailLines(
  context: ModuleContext,
  user: CurrentUser,
  plan: ReportPlan,
  line: (row: ReportResult['rows'][number]) => TableCell[],
  tally: { rows: number },
): AsyncGenerator<TableCell[]> {
  const selected = sql.join(detailColumns(plan).map((column) => sql.ref(column)));
  const table = plan.source;
  const key = sql.ref(plan.rowKey);
  let after = '';
  for (;;) {
    const conditions = [...plan.conditions, sql<boolean>`${key} > ${after}`];
    const found =
      await sql<RecordRow>`select ${selected} from ${table} where ${sql.join(conditions, sql` and `)} order by ${key} limit ${sql.lit(EXPORT_CHUNK)}`.execute(
        context.database.db,
      );
    const rows = await shownRows(context.database, user, plan, found.rows);
    for (const row of rows) {
      tally.rows += 1;
      yield line(row);
    }
    const last = found.rows.at(-1);
    if (!last || found.rows.length < EXPORT_CHUNK) return;
    after = String(last[plan.rowKey]);
  }
}

/** A group's key cells: its label on each grouping it is a group of, '' on the others. */
function groupCells(group: ReportGroup): TableCell[] {
  return group.keys.map((key, index) =>
    group.by.includes(index) ? (key === null ? '' : (group.labels[index] ?? key)) : '',
  );
}

/** The total line: its heading under the first grouping, then `width` blanks before the figures. */
function totalLine(result: ReportResult, language: string, width: number): TableCell[] {
  const total = result.total ?? { count: 0, values: [] };
  return [
    reportTotalHeading(language),
    ...result.groupings.slice(1).map(() => ''),
    ...Array.from({ length: width }, () => null),
    total.count,
    ...total.values,
  ];
}

/** A summary or matrix report's groups as lines: each group (subtotals included), then the total. */
function summaryLines(result: ReportResult, language: string): TableCell[][] {
  const keyed = groupsInReadingOrder(result.groups);
  // A matrix's column totals follow its rows.
  if (result.format === 'matrix') keyed.push(...result.groups.filter((group) => group.by.join() === '1'));
  const lines = keyed.map((group) => [...groupCells(group), group.count, ...group.values]);
  if (result.total) lines.push(totalLine(result, language, 0));
  return lines;
}

/** The grouping columns of a summary or matrix report's file. */
const groupingColumns = (result: ReportResult): TableColumn[] =>
  result.groupings.map((grouping, index) => ({
    key: `rr_g${index}`,
    label: grouping.label,
    kind: 'text' as const,
  }));

/** A summary or matrix report's record count and summary columns, headed in the reader's language. */
export function figureColumns(result: ReportResult, language: string): TableColumn[] {
  return [
    { key: 'rr_count', label: reportRecordCountHeading(language), kind: 'number' },
    ...result.summaries.map((summary, index) => ({
      key: `rr_v${index}`,
      label:
        summary.fn === 'formula' ? summary.label : reportSummaryHeading(language, summary.fn, summary.label),
      kind: 'number' as const,
    })),
  ];
}

/** The columns of a summary or matrix report's file. */
function summaryColumns(result: ReportResult, language: string): TableColumn[] {
  return [...groupingColumns(result), ...figureColumns(result, language)];
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

/** The rows of one leaf group: the plan's conditions and, on each grouping, the group's key. */
function inGroup(plan: ReportPlan, group: ReportGroup): ReportPlan {
  const keyed = plan.groupings.map((grouping, index) => {
    const key = group.keys[index] ?? null;
    if (key === null) return sql<boolean>`${groupKey(grouping)} is null`;
    // Keys come back as text; numbers, yes/no and buckets compare as the numbers they are.
    const numeric =
      grouping.bucket !== null || isNumberType(grouping.field.typeCode) || grouping.field.typeCode === 'B';
    return sql<boolean>`${groupKey(grouping)} = ${numeric ? Number(key) : key}`;
  });
  return { ...plan, conditions: [...plan.conditions, ...keyed] };
}

/**
 * A summary report with its detail rows. XLSX: each group's line (its subtotals) in reading order, a
 * leaf group followed by its rows, then the total. CSV: only the rows, flat, each with its groups.
 * The groups are read first (the database aggregates); each leaf's rows are then streamed by its
 * keys, so no more than a chunk of rows is ever in memory.
 */
async function* detailedLines(
  context: ModuleContext,
  user: CurrentUser,
  plan: ReportPlan,
  result: ReportResult,
  columns: readonly RecordColumn[],
  options: { formatted: boolean; language: string },
  tally: { rows: number },
): AsyncGenerator<TableCell[]> {
  const width = columns.length;
  const figures = options.formatted ? 1 + result.summaries.length : 0;
  const blanks = (count: number): TableCell[] => Array.from({ length: count }, () => null);
  for (const group of groupsInReadingOrder(result.groups)) {
    if (options.formatted) {
      tally.rows += 1;
      yield [...groupCells(group), ...blanks(width), group.count, ...group.values];
    }
    if (group.by.length < plan.groupings.length) continue;
    const keys = groupCells(group);
    yield* detailLines(
      context,
      user,
      inGroup(plan, group),
      (row) => [...keys, ...columns.map((column) => recordCell(column, row)), ...blanks(figures)],
      tally,
    );
  }
  if (options.formatted) {
    tally.rows += 1;
    yield totalLine(result, options.language, width);
  }
}

/** A file's columns and lines, ready to write: everything that could refuse the export has run. */
interface ReportTable {
  columns: TableColumn[];
  lines: AsyncIterable<TableCell[]>;
  sheetName: string;
}

/**
 * A report's result as the user sees it: a tabular report's every detail row, a summary or matrix
 * report's groups and total, or (`details`) a summary report's groups with their rows; only the rows
 * and fields the user may read (the plan is checked as the user). Groups are aggregated here, before
 * any byte is written, so a refusal is an answer, not a broken file.
 */
export async function reportTable(
  context: ModuleContext,
  user: CurrentUser,
  plan: ReportPlan,
  format: TableFormat,
  tally: { rows: number },
  details = false,
): Promise<ReportTable> {
  const sheetName = plan.object.pluralLabel;
  const recordColumns: RecordColumn[] = plan.columns.map((field) => ({
    apiName: field.apiName,
    label: field.label,
    type: field.typeCode,
  }));
  if (plan.definition.format === 'tabular')
    return {
      columns: recordColumns.map(tableColumnOf),
      lines: detailLines(
        context,
        user,
        plan,
        (row) => recordColumns.map((column) => recordCell(column, row)),
        tally,
      ),
      sheetName,
    };
  if (details && plan.definition.format === 'matrix')
    throw badRequest('Details: a matrix report exports its cells; choose the summary format for its rows');
  const result = await runReportPlan(context.database, user, plan, 1);
  const language = user.language ?? 'en';
  if (!details)
    return {
      columns: summaryColumns(result, language),
      lines: listed(summaryLines(result, language), tally),
      sheetName,
    };
  if (result.groupsTruncated)
    throw badRequest(
      `Details: the report has more than ${MAX_REPORT_GROUPS} groups; add filters or group more coarsely`,
    );
  const formatted = format === 'xlsx';
  return {
    columns: [
      ...groupingColumns(result),
      ...recordColumns.map(tableColumnOf),
      ...(formatted ? figureColumns(result, language) : []),
    ],
    lines: detailedLines(context, user, plan, result, recordColumns, { formatted, language }, tally),
    sheetName,
  };
}

/** Writes a report's table (reportTable) into `out`; answers the lines written, the caller audits. */
export async function writeReportTable(
  context: ModuleContext,
  user: CurrentUser,
  plan: ReportPlan,
  format: TableFormat,
  out: Writable,
  tally: { rows: number },
): Promise<number> {
  const table = await reportTable(context, user, plan, format, tally);
  return writeTable(format, table.columns, table.lines, out, { sheetName: table.sheetName });
}

/**
 * A saved report as a CSV or XLSX download: planned and aggregated (and so refused) before anything
 * is sent; the export goes to the access audit log with its row count when the file is complete, or
 * broke. With `details`, a summary report's rows come with its groups (a report without columns
 * lists each row by its name).
 */
export async function streamReportExport(
  context: ModuleContext,
  user: CurrentUser,
  reportId: string,
  format: TableFormat,
  details = false,
): Promise<{ stream: Readable; fileName: string }> {
  const report = await readReportFor(context.database, user, reportId, 'export');
  const { definition } = report;
  const plan = await planReport(
    context,
    user,
    details && definition.columns.length === 0 ? { ...definition, columns: ['name'] } : definition,
  );
  const fileName = reportFileName(report.name, format);
  const tally = { rows: 0 };
  const table = await reportTable(context, user, plan, format, tally, details);
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
        ...(details ? { details: true } : {}),
        rows: tally.rows,
        ...(failed ? { failed: true } : {}),
      },
    });
  const out = auditedStream(
    (book) => writeTable(format, table.columns, table.lines, book, { sheetName: table.sheetName }),
    audit,
  );
  return { stream: out, fileName };
}
