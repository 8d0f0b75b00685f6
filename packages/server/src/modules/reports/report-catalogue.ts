import { isDateType, isGroupableType, RELATIVE_DATES, type ReportField, type ReportType } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { filterKindOf, OPERATORS_BY_KIND, visibleFields } from '../list-views/index.js';
import { currentMetadata, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { lookupTargetRights } from '../records/index.js';
import { WITHIN_OPERATOR } from './report-plan.js';
import { joinedSource, offeredReportTypes } from './report-types.js';

/** Every object the caller's profile may read can be reported on, standard or custom, at once. */
export async function reportTypes(context: ModuleContext, user: CurrentUser): Promise<ReportType[]> {
  const snapshot = await currentMetadata(context.database);
  const types: ReportType[] = [];
  for (const object of snapshot.objects) {
    if (!(await lookupTargetRights(context.database, user, object)).isQuery) continue;
    types.push({ objectApi: object.apiName, label: object.label, pluralLabel: object.pluralLabel });
  }
  types.sort((a, b) => a.pluralLabel.localeCompare(b.pluralLabel));
  // The administrators' report types (route dataSource) follow the objects.
  return [...types, ...(await offeredReportTypes(context.database, user))];
}

/** The fields the builder offers: those the caller may read, with what each may do in a report. */
export async function reportFields(
  context: ModuleContext,
  user: CurrentUser,
  objectApi: string,
  reportTypeId?: string,
) {
  const snapshot = await currentMetadata(context.database);
  const object = findObject(snapshot, { objectApi });
  if (!object || !(await lookupTargetRights(context.database, user, object)).isQuery)
    throw badRequest(`Report type: there is no object "${objectApi}" you may read`);
  const visible = await visibleFields(context.database, user, object);
  const fields: ReportField[] = [];
  const ordered = [...visible.values()].sort(
    (a, b) => Number(a.system) - Number(b.system) || a.sortOrder - b.sortOrder,
  );
  // A report type's related objects' readable fields come after the primary object's, as Object.field.
  if (reportTypeId)
    ordered.push(
      ...(await joinedSource(context.database, user, snapshot, object, reportTypeId)).fields.values(),
    );
  for (const field of ordered) {
    const kind = filterKindOf(field);
    if (!kind) continue;
    const operators: string[] = [...OPERATORS_BY_KIND[kind]];
    if (isDateType(field.typeCode)) operators.unshift(WITHIN_OPERATOR);
    fields.push({
      apiName: field.apiName,
      label: field.label,
      type: field.typeCode,
      operators,
      options: field.picklist.map((value) => ({ value: value.codeKey, label: value.codeValue })),
      groupable: isGroupableType(field.typeCode),
    });
  }
  return { objectApi: object.apiName, label: object.pluralLabel, fields, relativeDates: [...RELATIVE_DATES] };
}
