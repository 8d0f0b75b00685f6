import {
  type DateGranularity,
  isDateType,
  isGroupableType,
  RELATIVE_DATES,
  type RelativeDate,
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

/** A report definition checked against the metadata and the caller's access, ready to run. */
export interface ReportPlan {
  snapshot: MetadataSnapshot;
  object: ObjectModel;
  definition: ReportDefinition;
  columns: FieldModel[];
  groupings: Array<{ field: FieldModel; granularity: DateGranularity | null }>;
  summaries: Array<{ field: FieldModel; fn: SummaryFunction }>;
  /** Not deleted, the record engine's access filter, the report's filters: ANDed. */
  conditions: RawBuilder<boolean>[];
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
    const field = fieldNamed(object, visible, grouping.field, `Grouping ${index + 1}`);
    if (!isGroupableType(field.typeCode))
      throw badRequest(
        `Grouping ${index + 1}: ${field.label} cannot group rows (long texts, files and multi-values cannot)`,
      );
    const granularity = isDateType(field.typeCode) ? (grouping.dateGranularity ?? 'month') : null;
    return { field, granularity };
  });
  const summaries = definition.summaries.map((summary, index) => {
    const field = fieldNamed(object, visible, summary.field, `Summary ${index + 1}`);
    if (!summaryAppliesTo(summary.fn, field.typeCode))
      throw badRequest(`Summary ${index + 1}: "${summary.fn}" does not apply to ${field.label}`);
    return { field, fn: summary.fn };
  });
  if (definition.chart && definition.chart.measure >= summaries.length)
    throw badRequest(`Chart: there is no summary ${definition.chart.measure + 1} to draw`);
  const today = context.now().toISOString().slice(0, 10);
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`is_deleted = 0`, accessCondition(user, object)];
  definition.filters.forEach((filter, index) => {
    const condition = filterCondition(context, object, visible, filter, index, today);
    if (condition) conditions.push(condition);
  });
  return { snapshot, object, definition, columns, groupings, summaries, conditions };
}
