import type { ListRow } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import type { FieldModel, MetadataSnapshot } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { toRecordValues } from '../records/index.js';
import { conditionsFor, type ListQuestion, project, type RecordRow } from './list-query.js';
import { orderByClause, planSort } from './list-sort.js';
import type { SortOrder } from './view-store.js';

/** Group fields are picklists; the preferred ones, when the object has them. */
const PREFERRED_GROUPS = ['stage', 'status'];
const SUM_TYPES = new Set(['c', 'N']);
/** How many key fields a card shows under the record's name. */
const CARD_FIELD_LIMIT = 4;

export interface KanbanRequest {
  groupField: string | undefined;
  sumField: string | undefined;
  cardsPerColumn: number;
  sort: { field: string; order: SortOrder };
  /** The view's columns; the first few (not the name, not the group field) are the card's key fields. */
  columns: readonly string[];
}

export interface KanbanColumn {
  /** The stored picklist value; '' is the column of records without one. */
  value: string;
  label: string;
  count: number;
  /** Total of the sum field over the column's records (all of them, not only the cards shown). */
  sum: number | null;
  cards: ListRow[];
}

const brief = (field: FieldModel) => ({ apiName: field.apiName, label: field.label, type: field.typeCode });

function chooseGroupField(question: ListQuestion, asked: string | undefined) {
  const choices = [...question.visible.values()].filter(
    (field) => field.typeCode === 'L' && field.columnName && field.picklist.length > 0,
  );
  if (asked) {
    const field = choices.find((choice) => choice.apiName.toLowerCase() === asked.toLowerCase());
    if (!field) throw badRequest(`groupField: ${question.object.label} has no picklist field "${asked}"`);
    return { field, choices };
  }
  const preferred = PREFERRED_GROUPS.map((api) => choices.find((choice) => choice.apiName === api)).find(
    Boolean,
  );
  const field = preferred ?? choices[0];
  if (!field) throw badRequest(`${question.object.label} has no picklist field to show as kanban columns`);
  return { field, choices };
}

function chooseSumField(question: ListQuestion, asked: string | undefined) {
  const choices = [...question.visible.values()].filter(
    (field) => SUM_TYPES.has(field.typeCode) && field.columnName,
  );
  if (asked === '') return { field: null, choices };
  if (asked) {
    const field = choices.find((choice) => choice.apiName.toLowerCase() === asked.toLowerCase());
    if (!field) throw badRequest(`sumField: ${question.object.label} has no number field "${asked}"`);
    return { field, choices };
  }
  const field =
    choices.find((choice) => choice.apiName === 'amount') ??
    choices.find((choice) => choice.typeCode === 'c') ??
    null;
  return { field, choices };
}

/**
 * The kanban view of a list question: one column per value of a picklist, in
 * the picklist's order, each with its count, the total of a number field and
 * its first cards in the view's sort. The same WHERE as the table (access,
 * scope, filters, keyword), so a board never shows a record the table would not.
 */
export async function readKanbanBoard(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  question: ListQuestion,
  request: KanbanRequest,
) {
  const { object, visible } = question;
  const group = chooseGroupField(question, request.groupField);
  const total = chooseSumField(question, request.sumField);
  const groupColumn = sql.ref(group.field.columnName as string);
  const { conditions } = await conditionsFor(context, user, question);
  const where = sql.join(conditions, sql` and `);
  const table = sql.table(object.tableName);
  const sumExpression = total.field ? sql`sum(${sql.ref(total.field.columnName as string)})` : sql`null`;
  const grouped = await sql<{
    v: string | null;
    n: number | string;
    s: number | string | null;
  }>`select ${groupColumn} as v, count(*) as n, ${sumExpression} as s from ${table} where ${where} group by ${groupColumn}`.execute(
    context.database.db,
  );
  const totals = new Map<string, { count: number; sum: number | null }>();
  for (const row of grouped.rows) {
    const key = row.v ?? '';
    const before = totals.get(key) ?? { count: 0, sum: null };
    const sum = row.s === null ? null : Number(row.s);
    totals.set(key, {
      count: before.count + Number(row.n),
      sum: sum === null ? before.sum : (before.sum ?? 0) + sum,
    });
  }
  const values = group.field.picklist.map((option) => ({ value: option.codeKey, label: option.codeValue }));
  const known = new Set(values.map((entry) => entry.value));
  // Stored values no longer in the picklist, and records without a value, get columns of their own.
  for (const key of totals.keys()) if (!known.has(key) && key !== '') values.push({ value: key, label: key });
  if ((totals.get('')?.count ?? 0) > 0) values.push({ value: '', label: '' });

  const cardFields = request.columns
    .map((api) => visible.get(api.toLowerCase()))
    .filter((field): field is FieldModel => Boolean(field?.columnName))
    .filter((field) => field.apiName !== 'name' && field.id !== group.field.id)
    .slice(0, CARD_FIELD_LIMIT);
  if (total.field && !cardFields.some((field) => field.id === total.field?.id)) {
    cardFields.splice(CARD_FIELD_LIMIT - 1, 1, total.field);
  }
  const selected = new Set(['id', 'name', 'ownerid', 'lastmodifydate', group.field.columnName as string]);
  for (const field of cardFields) selected.add(field.columnName as string);
  const plan = planSort(context.database.dialect, object, visible, request.sort);
  const shownApis = [group.field.apiName, 'lastmodifydate', ...cardFields.map((field) => field.apiName)];
  const decimals = total.field?.decimalPlaces ?? 0;

  const columns: KanbanColumn[] = [];
  for (const entry of values) {
    const tally = totals.get(entry.value) ?? { count: 0, sum: null };
    let cards: ListRow[] = [];
    if (tally.count > 0 && request.cardsPerColumn > 0) {
      const match =
        entry.value === ''
          ? sql<boolean>`(${groupColumn} is null or ${groupColumn} = '')`
          : sql<boolean>`${groupColumn} = ${entry.value}`;
      const rows = await sql<RecordRow>`select ${sql.join(
        [...selected].map((column) => sql.ref(column)),
      )} from ${table} where ${where} and ${match} order by ${orderByClause(plan)} limit ${request.cardsPerColumn}`.execute(
        context.database.db,
      );
      const read = await toRecordValues(context.database, snapshot, object, rows.rows, user);
      cards = read.map((row) => project(row, object, shownApis));
    }
    columns.push({
      value: entry.value,
      label: entry.label,
      count: tally.count,
      sum: tally.sum === null ? (total.field ? 0 : null) : roundTo(tally.sum, decimals),
      cards,
    });
  }
  return {
    groupField: brief(group.field),
    sumField: total.field ? brief(total.field) : null,
    groupChoices: group.choices.map(brief),
    sumChoices: total.choices.map(brief),
    cardFields: cardFields.map(brief),
    columns,
  };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** Math.min(Math.max(decimals, 0), 6);
  return Math.round(value * factor) / factor;
}
