import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  MAX_REPORT_TYPE_NAME,
  type ReportTypeDefinition,
  type ReportTypeLink,
  type ReportTypeRelation,
  relatedFieldApi,
  reportTypeRelationSchema,
} from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { ReportTypeTable } from '../../db/migrations/0145-custom-sql-reports.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { accessCondition, visibleFields } from '../list-views/index.js';
import {
  currentMetadata,
  type FieldModel,
  findObject,
  isLookupType,
  type MetadataSnapshot,
  type ObjectModel,
} from '../metadata/index.js';
import { lookupTargetRights, prepareRecordAccess } from '../records/index.js';
import { mayAuthorCustomSql } from './custom-sql-store.js';

function requireAuthor(user: CurrentUser): void {
  if (!mayAuthorCustomSql(user))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'Report types: only administrators create, change or delete report types',
    );
}

/**
 * Report types (issue 19, route dataSource): a primary object with up to three related objects, each
 * reached from the one before it through one of its own lookup fields (its child records). Administrators
 * define them; a report built on one joins the related objects' rows the caller may read, "with" (inner)
 * or "with or without" (left) them, and offers their readable fields as `Object.field`.
 */

const relationsSchema = z.array(reportTypeRelationSchema);

async function mayRead(database: DatabaseHandle, user: CurrentUser, object: ObjectModel) {
  return (await lookupTargetRights(database, user, object)).isQuery;
}

interface CheckedRelation {
  relation: ReportTypeRelation;
  object: ObjectModel;
  lookup: FieldModel;
}

/** Each relation's object and lookup, checked against the metadata: every refusal names the relation at fault. */
function checkRelations(
  snapshot: MetadataSnapshot,
  primary: ObjectModel,
  relations: readonly ReportTypeRelation[],
): CheckedRelation[] {
  let previous = primary;
  return relations.map((relation, index) => {
    const where = `Related object ${index + 1}`;
    const object = findObject(snapshot, { objectApi: relation.objectApi });
    if (!object) throw badRequest(`${where}: there is no object "${relation.objectApi}"`);
    const lookup = object.fields.find(
      (field) => field.apiName.toLowerCase() === relation.lookupField.toLowerCase(),
    );
    if (!lookup?.columnName || !isLookupType(lookup.typeCode) || lookup.typeCode === 'MR')
      throw badRequest(`${where}: ${object.label} has no lookup field "${relation.lookupField}"`);
    if (lookup.lookupObjectId !== previous.id)
      throw badRequest(
        `${where}: ${object.label}.${lookup.label} does not point at ${previous.label}; choose a lookup to it`,
      );
    previous = object;
    return { relation, object, lookup };
  });
}

function relationsOf(row: ReportTypeTable): ReportTypeRelation[] {
  return relationsSchema.parse(JSON.parse(row.relations_json));
}

async function describeType(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  row: ReportTypeTable,
): Promise<ReportTypeDefinition> {
  const primary = findObject(snapshot, { objectApi: row.primary_object });
  const counted = await sql<{
    n: number | string;
  }>`select count(*) as n from report where org_id = ${row.org_id} and definition_json like ${`%"reportTypeId":"${row.id}"%`}`.execute(
    database.db,
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    primaryObject: primary?.apiName ?? row.primary_object,
    primaryLabel: primary?.pluralLabel ?? row.primary_object,
    relations: relationsOf(row).map((relation) => {
      const object = findObject(snapshot, { objectApi: relation.objectApi });
      const lookup = object?.fields.find((field) => field.apiName === relation.lookupField);
      return {
        ...relation,
        objectLabel: object?.pluralLabel ?? relation.objectApi,
        lookupLabel: lookup?.label ?? relation.lookupField,
      };
    }),
    reportCount: Number(counted.rows[0]?.n ?? 0),
    updatedAt: row.updated_at,
  };
}

/** Every object a type names must be readable by the caller for the type to be offered to them. */
async function readableType(
  database: DatabaseHandle,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  row: ReportTypeTable,
): Promise<boolean> {
  for (const api of [row.primary_object, ...relationsOf(row).map((relation) => relation.objectApi)]) {
    const object = findObject(snapshot, { objectApi: api });
    if (!object || !(await mayRead(database, user, object))) return false;
  }
  return true;
}

async function typeRows(database: DatabaseHandle, user: CurrentUser) {
  return database.db
    .selectFrom('report_type')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('name')
    .execute();
}

export async function listReportTypeDefinitions(database: DatabaseHandle, user: CurrentUser) {
  const snapshot = await currentMetadata(database);
  const types: ReportTypeDefinition[] = [];
  for (const row of await typeRows(database, user))
    if (await readableType(database, user, snapshot, row))
      types.push(await describeType(database, snapshot, row));
  return { types, canManage: mayAuthorCustomSql(user) };
}

/** The report types offered to the builder beside the objects: those the caller may read every object of. */
export async function offeredReportTypes(database: DatabaseHandle, user: CurrentUser) {
  const snapshot = await currentMetadata(database);
  const offered: Array<{ objectApi: string; label: string; pluralLabel: string; reportTypeId: string }> = [];
  for (const row of await typeRows(database, user))
    if (await readableType(database, user, snapshot, row))
      offered.push({
        objectApi: row.primary_object,
        label: row.name,
        pluralLabel: row.name,
        reportTypeId: row.id,
      });
  return offered;
}

/** The objects with a lookup to this one (its related records) that the caller may read. */
export async function reportTypeLinks(
  database: DatabaseHandle,
  user: CurrentUser,
  objectApi: string,
): Promise<ReportTypeLink[]> {
  const snapshot = await currentMetadata(database);
  const target = findObject(snapshot, { objectApi });
  if (!target || !(await mayRead(database, user, target)))
    throw badRequest(`Report type: there is no object "${objectApi}" you may read`);
  const links: ReportTypeLink[] = [];
  for (const object of snapshot.objects) {
    const lookups = object.fields.filter(
      (field) =>
        field.columnName &&
        isLookupType(field.typeCode) &&
        field.typeCode !== 'MR' &&
        field.lookupObjectId === target.id,
    );
    if (lookups.length === 0 || !(await mayRead(database, user, object))) continue;
    for (const lookup of lookups)
      links.push({
        objectApi: object.apiName,
        label: object.pluralLabel,
        lookupField: lookup.apiName,
        lookupLabel: lookup.label,
      });
  }
  return links.sort((a, b) => a.label.localeCompare(b.label) || a.lookupLabel.localeCompare(b.lookupLabel));
}

export interface ReportTypeDraft {
  id?: string | undefined;
  name: string;
  description: string;
  primaryObject: string;
  relations: ReportTypeRelation[];
}

export async function saveReportTypeDefinition(
  database: DatabaseHandle,
  user: CurrentUser,
  draft: ReportTypeDraft,
  now: Date,
): Promise<ReportTypeDefinition> {
  requireAuthor(user);
  const name = draft.name.trim();
  if (name === '') throw badRequest('Report type name: enter a name');
  if (name.length > MAX_REPORT_TYPE_NAME)
    throw badRequest(`Report type name: at most ${MAX_REPORT_TYPE_NAME} characters`);
  const snapshot = await currentMetadata(database);
  const primary = findObject(snapshot, { objectApi: draft.primaryObject });
  if (!primary) throw badRequest(`Primary object: there is no object "${draft.primaryObject}"`);
  const checked = checkRelations(snapshot, primary, draft.relations);
  const values = {
    name,
    description: draft.description.trim(),
    primary_object: primary.apiName,
    relations_json: JSON.stringify(
      checked.map(({ relation, object, lookup }) => ({
        objectApi: object.apiName,
        lookupField: lookup.apiName,
        join: relation.join,
      })),
    ),
    updated_at: now.toISOString(),
  };
  let id = draft.id;
  if (id) {
    const updated = await database.db
      .updateTable('report_type')
      .set(values)
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound(`Report type "${id}"`);
  } else {
    id = randomUUID();
    await database.db
      .insertInto('report_type')
      .values({ id, org_id: user.orgId, created_by: user.userId, created_at: values.updated_at, ...values })
      .execute();
  }
  const row = await database.db
    .selectFrom('report_type')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return describeType(database, snapshot, row);
}

export async function deleteReportTypeDefinition(database: DatabaseHandle, user: CurrentUser, id: string) {
  requireAuthor(user);
  const row = await database.db
    .selectFrom('report_type')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Report type "${id}"`);
  const described = await describeType(database, await currentMetadata(database), row);
  if (described.reportCount > 0)
    throw badRequest(
      `Report type "${row.name}": ${described.reportCount} saved report(s) are built on it; delete or change them first`,
    );
  await database.db.deleteFrom('report_type').where('id', '=', id).execute();
}

/** A report type as a report runs it: the joined row source and the related objects' readable fields. */
export interface JoinedSource {
  source: RawBuilder<unknown>;
  /** Related fields by lower-cased `object.field`, their column the source's `r<n>__<column>`. */
  fields: Map<string, FieldModel>;
}

/**
 * The rows of a report type for the caller: the primary object's table with each related object's
 * readable rows (its own access filter, not deleted) joined through its lookup, inner for "with", left
 * for "with or without". The primary object's columns keep their names, so its access filter and the
 * report's conditions apply to the source unchanged; `rr_row` keys each joined row.
 */
export async function joinedSource(
  database: DatabaseHandle,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  primary: ObjectModel,
  reportTypeId: string,
): Promise<JoinedSource> {
  const row = await database.db
    .selectFrom('report_type')
    .selectAll()
    .where('id', '=', reportTypeId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw badRequest(`Report type: there is no report type "${reportTypeId}"`);
  if (row.primary_object.toLowerCase() !== primary.apiName.toLowerCase())
    throw badRequest(`Report type: "${row.name}" reports on ${row.primary_object}, not ${primary.apiName}`);
  const checked = checkRelations(snapshot, primary, relationsOf(row));
  const fields = new Map<string, FieldModel>();
  const selected: RawBuilder<unknown>[] = [sql`p.*`];
  const joins: RawBuilder<unknown>[] = [];
  const rowKey: RawBuilder<unknown>[] = [sql`p.id`];
  for (const [index, { relation, object, lookup }] of checked.entries()) {
    if (!(await mayRead(database, user, object)))
      throw badRequest(`Report type: your profile may not read ${object.pluralLabel}`);
    await prepareRecordAccess(database, object);
    const alias = `r${index + 1}`;
    const visible = await visibleFields(database, user, object);
    const inner: RawBuilder<unknown>[] = [sql`id`];
    const innerNames = new Set(['id', lookup.columnName as string]);
    inner.push(sql.ref(lookup.columnName as string));
    selected.push(sql`${sql.ref(`${alias}.id`)} as ${sql.ref(`${alias}__id`)}`);
    for (const field of visible.values()) {
      if (!field.columnName) continue;
      if (!innerNames.has(field.columnName)) {
        innerNames.add(field.columnName);
        inner.push(sql.ref(field.columnName));
      }
      const column = `${alias}__${field.columnName}`;
      selected.push(sql`${sql.ref(`${alias}.${field.columnName}`)} as ${sql.ref(column)}`);
      const api = relatedFieldApi(object.apiName, field.apiName);
      fields.set(api.toLowerCase(), {
        ...field,
        apiName: api,
        columnName: column,
        label: `${object.label}: ${field.label}`,
      });
    }
    const previous = index === 0 ? 'p' : `r${index}`;
    const rows = sql`(select ${sql.join(inner)} from ${sql.table(object.tableName)} where is_deleted = 0 and ${accessCondition(user, object)})`;
    const kind = relation.join === 'with' ? sql`join` : sql`left join`;
    joins.push(
      sql` ${kind} ${rows} ${sql.ref(alias)} on ${sql.ref(`${alias}.${lookup.columnName}`)} = ${sql.ref(`${previous}.id`)}`,
    );
    rowKey.push(sql`coalesce(${sql.ref(`${alias}.id`)}, '')`);
  }
  selected.push(sql`(${sql.join(rowKey, sql` || ':' || `)}) as rr_row`);
  const source = sql`(select ${sql.join(selected)} from ${sql.table(primary.tableName)} p${sql.join(joins, sql``)}) rr_base`;
  return { source, fields };
}
