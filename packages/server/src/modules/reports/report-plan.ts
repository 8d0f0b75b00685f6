import {
  bucketProblem,
  type CompiledSummaryFormula,
  compileSummaryFormula,
  type DateGranularity,
  describeFilterLogicError,
  type FilterLogicNode,
  FormulaError,
  isBucketApiName,
  isDateType,
  isGroupableType,
  isNumberType,
  parseFilterLogic,
  RELATIVE_DATES,
  type RelativeDate,
  type ReportBucket,
  type ReportDefinition,
  relativeDateRange,
  type SummaryFunction,
  summaryAppliesTo,
} from '@vela/core';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import {
  accessCondition,
  criteriaCondition,
  type FilterCriterion,
  visibleFields,
} from '../list-views/index.js';
import {
  currentMetadata,
  type FieldModel,
  findObject,
  type MetadataSnapshot,
  type ObjectModel,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { lookupTargetRights } from '../records/index.js';
import { joinedSource } from './report-types.js';

/** A report definition checked against the metadata and the caller's access, ready to run. */
export interface ReportPlan {
  snapshot: MetadataSnapshot;
  object: ObjectModel;
  definition: ReportDefinition;
  columns: FieldModel[];
  /** A bucket grouping keys rows by its CASE over `field` (the bucket's index, from 0). */
  groupings: Array<{ field: FieldModel; granularity: DateGranularity | null; bucket: ReportBucket | null }>;
  /** The report's summaries, then those only its summary formulas read (not answered). */
  summaries: Array<{ field: FieldModel; fn: SummaryFunction }>;
  shownSummaries: number;
  /** Each formula's inputs as indexes into summaries; -1 the record count. */
  formulas: Array<{ label: string; formula: CompiledSummaryFormula; inputs: number[] }>;
  /** Not deleted, the record engine's access filter, the report's filters: ANDed. */
  conditions: RawBuilder<boolean>[];
  /** The rows read: the object's table, or a report type's joined rows (report-types.ts). */
  source: RawBuilder<unknown>;
  /** The column that keys each row of the source: the record id, or a report type's joined row key. */
  rowKey: 'id' | 'rr_row';
}

/** 'within' takes a relative date (this_month, last_90_days …) on a date or date-time field. */
export const WITHIN_OPERATOR = 'within';

/** Only fields the caller may read are known: any other name is refused as unknown, never answered. */
function fieldNamed(
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  api: string,
  where: string,
): FieldModel {
  const field = visible.get(api.toLowerCase());
  if (!field?.columnName)
    throw badRequest(`${where}: ${object.label} has no field "${api}" that you may read`);
  return field;
}

/**
 * One filter as a list-view condition: a relative date becomes two day bounds
 * the list filters already understand (on or after its first day, before the
 * day after it). The list filters number what they refuse from 1; the refusal
 * is renumbered to the report's own filter.
 */
function filterCondition(
  context: ModuleContext,
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  filter: ReportDefinition['filters'][number],
  index: number,
  today: string,
): RawBuilder<boolean> | null {
  const where = `Filter ${index + 1}`;
  let criteria: FilterCriterion[] = [filter];
  if (filter.operator === WITHIN_OPERATOR) {
    const field = fieldNamed(object, visible, filter.field, where);
    if (!isDateType(field.typeCode))
      throw badRequest(`${where}: "${WITHIN_OPERATOR}" needs a date field; ${field.label} is not one`);
    const relative = typeof filter.value === 'string' ? filter.value : '';
    if (!(RELATIVE_DATES as readonly string[]).includes(relative))
      throw badRequest(
        `${where}: "${relative}" is not a relative date; use one of ${RELATIVE_DATES.join(', ')}`,
      );
    const range = relativeDateRange(relative as RelativeDate, today);
    criteria = [
      { field: filter.field, operator: 'h', value: range.from },
      { field: filter.field, operator: 'l', value: range.to },
    ];
  }
  try {
    return criteriaCondition(context.database.dialect, object, visible, criteria, '');
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, error.message.replace(/^Filter \d+/, where));
    throw error;
  }
}

/** The filters' conditions joined as the filter logic says, each part in parentheses. */
function combined(node: FilterLogicNode, filters: readonly RawBuilder<boolean>[]): RawBuilder<boolean> {
  switch (node.kind) {
    case 'filter':
      return sql<boolean>`(${filters[node.index] as RawBuilder<boolean>})`;
    case 'not':
      // A filter on an empty value is unknown (null) in SQL; NOT of it must still hold for those rows.
      return sql<boolean>`(not coalesce(${combined(node.part, filters)}, false))`;
    default:
      return sql<boolean>`(${sql.join(
        node.parts.map((part) => combined(part, filters)),
        node.kind === 'and' ? sql` and ` : sql` or `,
      )})`;
  }
}

/** Checks a definition for the caller; every refusal names the part of the report at fault. */
export async function planReport(
  context: ModuleContext,
  user: CurrentUser,
  definition: ReportDefinition,
): Promise<ReportPlan> {
  const snapshot = await currentMetadata(context.database);
  const object = findObject(snapshot, { objectApi: definition.objectApi });
  if (!object) throw badRequest(`Report type: there is no object "${definition.objectApi}"`);
  if (!(await lookupTargetRights(context.database, user, object)).isQuery)
    throw badRequest(`Report type: your profile may not read ${object.pluralLabel}`);
  const visible = await visibleFields(context.database, user, object);
  const joined = definition.reportTypeId
    ? await joinedSource(context.database, user, snapshot, object, definition.reportTypeId)
    : null;
  for (const [api, field] of joined?.fields ?? []) visible.set(api, field);
  const columns = definition.columns.map((api, index) =>
    fieldNamed(object, visible, api, `Column ${index + 1}`),
  );
  if (definition.format === 'tabular' && definition.groupings.length > 0)
    throw badRequest('Groupings: a tabular report has none; choose the summary or matrix format');
  if (definition.format === 'summary' && definition.groupings.length === 0)
    throw badRequest('Groupings: a summary report needs at least one grouping');
  if (definition.format === 'matrix' && definition.groupings.length !== 2)
    throw badRequest('Groupings: a matrix report needs one row grouping and one column grouping');
  const groupings = definition.groupings.map((grouping, index) => {
    if (isBucketApiName(grouping.field))
      return bucketGrouping(object, visible, definition, grouping.field, index);
    const field = fieldNamed(object, visible, grouping.field, `Grouping ${index + 1}`);
    if (!isGroupableType(field.typeCode))
      throw badRequest(
        `Grouping ${index + 1}: ${field.label} cannot group rows (long texts, files and multi-values cannot)`,
      );
    const granularity = isDateType(field.typeCode) ? (grouping.dateGranularity ?? 'month') : null;
    return { field, granularity, bucket: null };
  });
  const summaries = definition.summaries.map((summary, index) => {
    const field = fieldNamed(object, visible, summary.field, `Summary ${index + 1}`);
    if (!summaryAppliesTo(summary.fn, field.typeCode))
      throw badRequest(`Summary ${index + 1}: "${summary.fn}" does not apply to ${field.label}`);
    return { field, fn: summary.fn };
  });
  const shownSummaries = summaries.length;
  const formulas = (definition.summaryFormulas ?? []).map((entry, index) => {
    const where = `Summary formula ${index + 1} (${entry.label})`;
    let formula: CompiledSummaryFormula;
    try {
      formula = compileSummaryFormula(entry.expression);
    } catch (error) {
      if (error instanceof FormulaError) throw badRequest(`${where}: ${error.message}`);
      throw error;
    }
    const inputs = formula.inputs.map((input) => {
      if (input.fn === null) return -1;
      const field = fieldNamed(object, visible, input.field, where);
      if (
        !summaryAppliesTo(input.fn, field.typeCode) ||
        (input.fn !== 'unique' && !isNumberType(field.typeCode))
      )
        throw badRequest(`${where}: ${input.fn.toUpperCase()}(${input.field}) needs a number field`);
      const known = summaries.findIndex((summary) => summary.fn === input.fn && summary.field === field);
      if (known >= 0) return known;
      summaries.push({ field, fn: input.fn });
      return summaries.length - 1;
    });
    return { label: entry.label, formula, inputs };
  });
  const measures = shownSummaries + formulas.length;
  for (const [name, measure] of [
    ['measure', definition.chart?.measure],
    ['xMeasure', definition.chart?.xMeasure],
  ] as const)
    if (measure !== undefined && measure >= measures)
      throw badRequest(`Chart: there is no summary ${measure + 1} to draw (${name})`);
  if (definition.chart?.type === 'scatter' && definition.format === 'tabular')
    throw badRequest('Chart: a scatter chart draws groups; choose the summary or matrix format');
  const today = context.now().toISOString().slice(0, 10);
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`is_deleted = 0`, accessCondition(user, object)];
  const filters = definition.filters.map(
    (filter, index) => filterCondition(context, object, visible, filter, index, today) ?? sql<boolean>`1 = 1`,
  );
  const logic = (definition.filterLogic ?? '').trim();
  if (logic === '') conditions.push(...filters);
  else {
    const parsed = parseFilterLogic(logic, filters.length);
    if (!parsed.ok) throw badRequest(describeFilterLogicError(parsed.error));
    conditions.push(combined(parsed.tree, filters));
  }
  return {
    snapshot,
    object,
    definition,
    columns,
    groupings,
    summaries,
    shownSummaries,
    formulas,
    conditions,
    source: joined?.source ?? sql.table(object.tableName),
    rowKey: joined ? 'rr_row' : 'id',
  };
}

/** A grouping that names a bucket field: its field must be readable and its buckets make sense. */
function bucketGrouping(
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  definition: ReportDefinition,
  apiName: string,
  index: number,
): ReportPlan['groupings'][number] {
  const where = `Grouping ${index + 1}`;
  const bucket = definition.buckets?.find((entry) => entry.apiName === apiName);
  if (!bucket) throw badRequest(`${where}: there is no bucket field "${apiName}"`);
  const field = fieldNamed(object, visible, bucket.field, `${where} (${bucket.label})`);
  const kind = isNumberType(field.typeCode)
    ? 'number'
    : field.picklist.length > 0 && isGroupableType(field.typeCode)
      ? 'picklist'
      : null;
  if (!kind)
    throw badRequest(
      `${where}: bucket field "${bucket.label}" needs a number or picklist field; ${field.label} is neither`,
    );
  const problem = bucketProblem(bucket, kind);
  if (problem) throw badRequest(`${where}: ${problem}`);
  return { field, granularity: null, bucket };
}
