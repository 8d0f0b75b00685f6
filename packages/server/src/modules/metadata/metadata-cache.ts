import type { DynamicLayoutRule, RollupDefinition } from '@vela/core';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { inCallerLanguage } from './localized-metadata.js';
import {
  type DuplicateRuleModel,
  type FieldModel,
  type Labels,
  type LayoutModel,
  type MetadataSnapshot,
  NO_RELATED_LISTS,
  type ObjectModel,
  type PicklistValueModel,
} from './metadata-model.js';

/**
 * Metadata is read on every call, so each process keeps a snapshot and checks
 * one revision number per call: a change made by any process (they all bump
 * meta_revision) is seen on the next call everywhere.
 */
const snapshots = new WeakMap<DatabaseHandle, MetadataSnapshot>();
const loading = new WeakMap<DatabaseHandle, Promise<MetadataSnapshot>>();
const storedTables = new WeakMap<DatabaseHandle, StoredTables>();

// Every call runs this; written once as text, it skips Kysely's building and compiling per call.
/**
 * Statement text of a scalar sub-select of the metadata revision: other modules' one-statement reads (the
 * record read, the list view) carry it so the caller can check its snapshot against the answer.
 */
export const METADATA_REVISION_SUBSELECT = '(select revision from meta_revision where id = 1)';
const REVISION_QUERY = CompiledQuery.raw('select revision from meta_revision where id = 1');

/** The current metadata, its labels in the caller's language (localized-metadata.ts). */
export async function currentMetadata(database: DatabaseHandle): Promise<MetadataSnapshot> {
  return inCallerLanguage(await storedMetadata(database));
}

/** The current metadata with its labels as stored (English, translations in `labels`): for editors of it. */
export async function storedMetadata(database: DatabaseHandle): Promise<MetadataSnapshot> {
  const { rows } = await database.db.executeQuery<{ revision: number | string }>(REVISION_QUERY);
  return storedAtRevision(database, Number(rows[0]?.revision ?? 0));
}

/**
 * The snapshot for a revision the caller read itself — a hot path (the record
 * detail read) selects the revision in the same statement as its row instead
 * of asking for it first, then checks it against the snapshot it started with.
 */
export async function metadataAtRevision(
  database: DatabaseHandle,
  revision: number,
): Promise<MetadataSnapshot> {
  return inCallerLanguage(await storedAtRevision(database, revision));
}

async function storedAtRevision(database: DatabaseHandle, revision: number): Promise<MetadataSnapshot> {
  // A transaction at the revision the process last loaded (committed) shares that snapshot; one that
  // reads another revision (its own metadata change, not committed) loads and keeps its own.
  const shared = database.outer && snapshots.get(database.outer);
  if (shared && shared.revision === revision) return shared;
  const cached = snapshots.get(database);
  if (cached && cached.revision === revision) return cached;
  let pending = loading.get(database);
  if (!pending) {
    // A transaction starts from the rows its process last read: it sees them plus its own changes.
    const base = storedTables.get(database) ?? (database.outer && storedTables.get(database.outer));
    pending = readMetadataTables(database.db, base)
      .then((tables) => {
        storedTables.set(database, tables);
        return composeSnapshot(tables.rows, revision);
      })
      .finally(() => loading.delete(database));
    loading.set(database, pending);
  }
  const snapshot = await pending;
  snapshots.set(database, snapshot);
  return snapshot;
}

/** The snapshot this process saw last, unchecked: only for a caller that verifies its revision (above). */
export function lastSeenMetadata(database: DatabaseHandle): MetadataSnapshot | undefined {
  const seen = snapshots.get(database);
  return seen && inCallerLanguage(seen);
}

const EMPTY_RULE: Omit<DynamicLayoutRule, 'id'> = {
  watchFields: [],
  conditions: [],
  actions: { required: [], readonly: [], showFields: [], showSections: [] },
};

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * Label maps (every language's words for an object, field, value …) parsed by the last load, by their
 * stored text. A change touches a few of them, and parsing some 1,300 of them was a tenth of a load's
 * CPU (28 Nov profile of /metadata/addField); frozen, as snapshots share them.
 */
let parsedLabels = new Map<string, Labels>();

/** Each table the snapshot is built from, read whole, in the order the snapshot keeps. */
const TABLE_READS = {
  meta_object: (db: Kysely<Database>) =>
    db.selectFrom('meta_object').selectAll().orderBy('sort_order').orderBy('api_name').execute(),
  meta_field: (db: Kysely<Database>) =>
    db.selectFrom('meta_field').selectAll().orderBy('sort_order').execute(),
  meta_picklist_value: (db: Kysely<Database>) =>
    db
      .selectFrom('meta_picklist_value')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .execute(),
  meta_record_type: (db: Kysely<Database>) =>
    db.selectFrom('meta_record_type').selectAll().orderBy('sort_order').execute(),
  meta_layout: (db: Kysely<Database>) => db.selectFrom('meta_layout').selectAll().execute(),
  meta_layout_section: (db: Kysely<Database>) =>
    db.selectFrom('meta_layout_section').selectAll().orderBy('sort_order').execute(),
  meta_layout_item: (db: Kysely<Database>) =>
    db.selectFrom('meta_layout_item').selectAll().orderBy('sort_order').orderBy('id').execute(),
  meta_field_dependency: (db: Kysely<Database>) =>
    db.selectFrom('meta_field_dependency').selectAll().execute(),
  meta_dynamic_rule: (db: Kysely<Database>) =>
    db.selectFrom('meta_dynamic_rule').selectAll().where('is_active', '=', 1).orderBy('sort_order').execute(),
  meta_lookup_expression: (db: Kysely<Database>) =>
    db.selectFrom('meta_lookup_expression').selectAll().execute(),
  meta_validation_rule: (db: Kysely<Database>) =>
    db
      .selectFrom('meta_validation_rule')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .execute(),
  meta_duplicate_rule: (db: Kysely<Database>) =>
    db.selectFrom('meta_duplicate_rule').selectAll().where('is_active', '=', 1).execute(),
  meta_layout_related_list: (db: Kysely<Database>) =>
    db.selectFrom('meta_layout_related_list').selectAll().orderBy('sort_order').execute(),
  meta_layout_assignment: (db: Kysely<Database>) =>
    db.selectFrom('meta_layout_assignment').selectAll().execute(),
  meta_record_type_profile_default: (db: Kysely<Database>) =>
    db.selectFrom('meta_record_type_profile_default').selectAll().execute(),
};

/** The metadata tables the snapshot is built from (migration 0166 logs every change to their rows). */
export const CACHED_TABLE_NAMES = Object.keys(TABLE_READS) as (keyof typeof TABLE_READS)[];

type TableName = keyof typeof TABLE_READS;
type TableRows = { [T in TableName]: Awaited<ReturnType<(typeof TABLE_READS)[T]>> };

/** The rows a snapshot was built from, and the change generation (migration 0166) they include. */
export interface StoredTables {
  generation: number;
  rows: TableRows;
}

// More changes than this since the last read (a catalogue sync, an object installed) re-read every table:
// the change log keeps about twice as many (bumpMetadataRevision prunes it).
const MAX_PATCHED_CHANGES = 1000;

const readTable = <T extends TableName>(db: Kysely<Database>, table: T) =>
  TABLE_READS[table](db) as Promise<TableRows[T]>;

async function readEveryTable(db: Kysely<Database>): Promise<TableRows> {
  const entries = await Promise.all(
    CACHED_TABLE_NAMES.map(async (table) => [table, await readTable(db, table)] as const),
  );
  return Object.fromEntries(entries) as TableRows;
}

/**
 * The metadata tables' rows, re-reading only what changed since `base`: a changed field row by its id (the
 * field table, with every field's 16-language labels, was most of a reload), any other changed table whole.
 * The generation is read first, so rows read after it hold at least every change up to it; a later change
 * they already show is read again next time, which does no harm.
 */
export async function readMetadataTables(db: Kysely<Database>, base?: StoredTables): Promise<StoredTables> {
  const stored = await db
    .selectFrom('meta_generation')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirst();
  const generation = Number(stored?.generation ?? 0);
  if (base && base.generation === generation) return base;
  const pending = base ? generation - base.generation : 0;
  const changes =
    base && pending > 0 && pending <= MAX_PATCHED_CHANGES
      ? await db
          .selectFrom('meta_change')
          .select(['table_name', 'row_id'])
          .where('generation', '>', base.generation)
          .where('generation', '<=', generation)
          .execute()
      : undefined;
  if (!base || !changes || changes.length !== pending) return { generation, rows: await readEveryTable(db) };
  const rows: TableRows = { ...base.rows };
  const changedFields = new Set(changes.filter((c) => c.table_name === 'meta_field').map((c) => c.row_id));
  const changedTables = new Set(changes.map((c) => c.table_name).filter((t) => t !== 'meta_field'));
  await Promise.all([
    changedFields.size > 0 &&
      patchedFields(db, base.rows.meta_field, changedFields).then((fields) => {
        rows.meta_field = fields;
      }),
    ...CACHED_TABLE_NAMES.filter((table) => changedTables.has(table)).map((table) =>
      readTable(db, table).then((read) => Object.assign(rows, { [table]: read })),
    ),
  ]);
  return { generation, rows };
}

/** The field rows with the changed ones read again: updated in place, new ones added, deleted ones gone. */
async function patchedFields(
  db: Kysely<Database>,
  before: TableRows['meta_field'],
  changed: Set<string | null>,
): Promise<TableRows['meta_field']> {
  const ids = [...changed].filter((id): id is string => id !== null);
  if (changed.has(null) || ids.length > MAX_PATCHED_CHANGES) return readTable(db, 'meta_field');
  const fresh = new Map(
    (await db.selectFrom('meta_field').selectAll().where('id', 'in', ids).execute()).map((row) => [
      row.id,
      row,
    ]),
  );
  const rows: TableRows['meta_field'] = [];
  for (const row of before) {
    if (!changed.has(row.id)) rows.push(row);
    else if (fresh.has(row.id)) {
      rows.push(fresh.get(row.id) as TableRows['meta_field'][number]);
      fresh.delete(row.id);
    }
  }
  rows.push(...fresh.values());
  // Stable: fields of equal order keep the order a full read gave them, new ones after.
  return rows.sort((a, b) => Number(a.sort_order) - Number(b.sort_order));
}

export async function loadMetadata(db: Kysely<Database>, revision: number): Promise<MetadataSnapshot> {
  return composeSnapshot((await readMetadataTables(db)).rows, revision);
}

/** The snapshot built from the metadata tables' rows. */
export function composeSnapshot(tables: TableRows, revision: number): MetadataSnapshot {
  const seenLabels = new Map<string, Labels>();
  const labels = (text: string): Labels => {
    let parsed = seenLabels.get(text) ?? parsedLabels.get(text);
    if (!parsed) parsed = Object.freeze(parse<Labels>(text, {}));
    seenLabels.set(text, parsed);
    return parsed;
  };
  const {
    meta_object: objects,
    meta_field: fields,
    meta_picklist_value: picklist,
    meta_record_type: recordTypes,
    meta_layout: layouts,
    meta_layout_section: sections,
    meta_layout_item: items,
    meta_field_dependency: dependencies,
    meta_dynamic_rule: dynamic,
    meta_lookup_expression: expressions,
    meta_validation_rule: rules,
    meta_duplicate_rule: duplicates,
    meta_layout_related_list: relatedLists,
    meta_layout_assignment: assignments,
    meta_record_type_profile_default: profileDefaults,
  } = tables;

  const picklistByField = new Map<string, PicklistValueModel[]>();
  for (const value of picklist) {
    const list = picklistByField.get(value.field_id) ?? [];
    list.push({
      codeKey: value.code_key,
      codeValue: value.code_value,
      labels: labels(value.labels_json),
      isDefault: value.is_default === 1,
      sortOrder: value.sort_order,
    });
    picklistByField.set(value.field_id, list);
  }

  const byId = new Map<string, ObjectModel>();
  for (const row of objects) {
    byId.set(row.id, {
      id: row.id,
      apiName: row.api_name,
      prefix: row.prefix,
      label: row.label,
      pluralLabel: row.plural_label,
      labels: labels(row.labels_json),
      pluralLabels: labels(row.plural_labels_json),
      icon: row.icon,
      nameField: row.name_field,
      isCustom: row.is_custom === 1,
      features: {
        activities: row.enable_activities === 1,
        approvals: row.enable_approvals === 1,
        files: row.enable_files === 1,
        history: row.enable_history === 1,
      },
      tableName: row.table_name,
      sortOrder: row.sort_order,
      fields: [],
      fieldsByApi: new Map(),
      recordTypes: [],
      retiredRecordTypes: [],
      profileRecordTypes: [],
      layouts: new Map(),
      dependencies: [],
      dynamicRules: [],
      lookupExpressions: [],
      validationRules: [],
      duplicateRules: [],
      layoutAssignments: [],
      childRollups: [],
    });
  }

  const fieldsById = new Map<string, FieldModel>();
  for (const row of fields) {
    const object = byId.get(row.object_id);
    if (!object) continue;
    const field: FieldModel = {
      id: row.id,
      objectId: row.object_id,
      apiName: row.api_name,
      columnName: row.column_name,
      typeCode: row.type_code,
      label: row.label,
      labels: labels(row.labels_json),
      required: row.required === 1,
      editable: row.editable === 1,
      defaultValue: row.default_value,
      length: Number(row.length),
      decimalPlaces: Number(row.decimal_places),
      placeholder: row.placeholder,
      helpText: row.help_text,
      unique: row.is_unique === 1,
      lookupObjectId: row.lookup_object_id,
      groupFieldId: row.group_field_id,
      hidden: row.is_hidden === 1,
      system: row.is_system === 1,
      trackHistory: row.track_history === 1,
      formula: row.formula,
      sortOrder: row.sort_order,
      picklist: picklistByField.get(row.id) ?? [],
      rollup: row.rollup_json ? parse<RollupDefinition | null>(row.rollup_json, null) : null,
    };
    object.fields.push(field);
    object.fieldsByApi.set(field.apiName.toLowerCase(), field);
    fieldsById.set(field.id, field);
  }
  linkRollups(byId, fieldsById);

  const layoutsById = new Map<string, LayoutModel>();
  for (const row of layouts) {
    const layout: LayoutModel = {
      id: row.id,
      objectId: row.object_id,
      name: row.name,
      saveAndApproval: row.save_and_approval === 1,
      sections: [],
      relatedLists: null,
    };
    layoutsById.set(layout.id, layout);
    byId.get(row.object_id)?.layouts.set(layout.id, layout);
  }
  const sectionsById = new Map<string, LayoutModel['sections'][number]>();
  for (const row of sections) {
    const section = {
      id: row.id,
      title: row.title,
      labels: labels(row.labels_json),
      colNum: row.col_num,
      showWhenEdit: row.show_when_edit === 1,
      items: [],
    };
    sectionsById.set(row.id, section);
    layoutsById.get(row.layout_id)?.sections.push(section);
  }
  for (const row of items) {
    sectionsById.get(row.section_id)?.items.push({
      fieldId: row.field_id,
      side: row.side === 'right' ? 'right' : 'left',
      sortOrder: row.sort_order,
      required: row.required === 1,
      readonly: row.readonly === 1,
    });
  }

  for (const row of relatedLists) {
    const layout = layoutsById.get(row.layout_id);
    if (!layout) continue;
    layout.relatedLists ??= [];
    // A row with no lookup field is the editor's "no related lists" marker.
    if (row.lookup_field_id !== NO_RELATED_LISTS)
      layout.relatedLists.push({ objectId: row.child_object_id, fieldId: row.lookup_field_id });
  }
  for (const row of assignments) {
    const layout = layoutsById.get(row.layout_id);
    byId.get(layout?.objectId ?? '')?.layoutAssignments.push({
      profileId: row.profile_id,
      recordTypeId: row.record_type_id,
      layoutId: row.layout_id,
    });
  }
  for (const row of recordTypes) {
    const object = byId.get(row.object_id);
    const isActive = row.is_active === 1;
    (isActive ? object?.recordTypes : object?.retiredRecordTypes)?.push({
      id: row.id,
      objectId: row.object_id,
      name: row.name,
      labels: labels(row.labels_json),
      layoutId: row.layout_id,
      isDefault: isActive && row.is_default === 1,
      sortOrder: row.sort_order,
      description: row.description,
      isActive,
      picklists: parse(row.picklists_json, {}),
    });
  }
  for (const row of profileDefaults) {
    byId.get(row.object_id)?.profileRecordTypes.push({
      profileId: row.profile_id,
      recordTypeId: row.record_type_id,
    });
  }
  for (const row of dependencies) {
    byId.get(row.object_id)?.dependencies.push({
      id: row.id,
      controlFieldId: row.control_field_id,
      dependFieldId: row.depend_field_id,
      mapping: parse(row.mapping_json, {}),
    });
  }
  for (const row of dynamic) {
    byId.get(row.object_id)?.dynamicRules.push({
      id: row.id,
      layoutId: row.layout_id,
      name: row.name,
      rule: { ...parse<Omit<DynamicLayoutRule, 'id'>>(row.definition_json, EMPTY_RULE), id: row.id },
    });
  }
  for (const row of expressions) {
    byId.get(row.object_id)?.lookupExpressions.push({
      id: row.id,
      lookupFieldId: row.lookup_field_id,
      expression: row.expression,
      isCover: row.is_cover === 1,
    });
  }
  for (const row of rules) {
    byId.get(row.object_id)?.validationRules.push({
      id: row.id,
      name: row.name,
      formula: row.formula,
      errorMessage: row.error_message,
      errorField: row.error_field,
    });
  }
  for (const row of duplicates) {
    byId.get(row.object_id)?.duplicateRules.push({
      id: row.id,
      name: row.name,
      action: row.action === 'block' ? 'block' : 'warn',
      match: parse<DuplicateRuleModel['match']>(row.match_fields_json, []),
    });
  }

  parsedLabels = seenLabels;
  const all = [...byId.values()];
  return {
    revision,
    objects: all,
    byId,
    byPrefix: new Map(all.map((object) => [object.prefix, object])),
    byApi: new Map(all.map((object) => [object.apiName.toLowerCase(), object])),
    fieldsById,
    layoutsById,
  };
}

/** Each roll-up field listed on its child object, with the columns it reads; one whose fields are gone is left out. */
function linkRollups(byId: Map<string, ObjectModel>, fieldsById: Map<string, FieldModel>): void {
  for (const field of fieldsById.values()) {
    const definition = field.rollup;
    const parent = byId.get(field.objectId);
    const child = definition ? byId.get(definition.childObject) : undefined;
    if (!definition || !parent || !child || !field.columnName) continue;
    const column = (api: string | undefined) => (api ? child.fieldsByApi.get(api.toLowerCase()) : undefined);
    const relationship = column(definition.relationshipField)?.columnName;
    const summarised = column(definition.summarisedField)?.columnName ?? null;
    const filterField = column(definition.filter?.field);
    if (!relationship || (definition.function !== 'count' && !summarised)) continue;
    if (definition.filter && !filterField?.columnName) continue;
    child.childRollups.push({
      field,
      parent,
      child,
      relationshipColumn: relationship,
      summarisedColumn: definition.function === 'count' ? null : summarised,
      filter:
        definition.filter && filterField?.columnName
          ? {
              column: filterField.columnName,
              type: filterField.typeCode,
              operator: definition.filter.operator,
              value: definition.filter.value,
            }
          : null,
    });
  }
}
