import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CatalogueField, CatalogueLayout, CatalogueObject } from './catalogue/catalogue-types.js';
import {
  addressDependencies,
  type ExpandedField,
  expandFields,
  stableId,
} from './catalogue/expand-fields.js';
import {
  addFieldColumn,
  columnKindOf,
  createObjectTable,
  SYSTEM_COLUMNS,
  tableNameFor,
} from './object-table-ddl.js';

/**
 * Installs an object — its metadata rows and its records table — from the
 * catalogue shape. Standard objects and objects an administrator creates go
 * through here alike. Call inside a transaction.
 */
export function objectIdFor(apiName: string): string {
  return apiName.toLowerCase();
}

export function fieldIdFor(objectId: string, apiName: string): string {
  return stableId('fld', objectId, apiName.toLowerCase());
}

const json = (value: unknown) => JSON.stringify(value ?? {});
const flag = (value: boolean | undefined) => (value ? 1 : 0);

export async function installObject(
  db: Kysely<Database>,
  dialect: DialectName,
  object: CatalogueObject,
  options: { now: string; isCustom?: boolean; sortOrder?: number },
): Promise<string> {
  const objectId = objectIdFor(object.api);
  const table = tableNameFor(object.api);
  await db
    .insertInto('meta_object')
    .values({
      id: objectId,
      api_name: object.api,
      prefix: object.prefix,
      label: object.label,
      plural_label: object.plural,
      labels_json: json(object.labels),
      plural_labels_json: json(object.pluralLabels),
      icon: object.icon,
      name_field: object.nameField ?? 'name',
      is_custom: flag(options.isCustom),
      enable_activities: flag(object.features?.activities),
      enable_approvals: flag(object.features?.approvals),
      enable_files: flag(object.features?.files),
      enable_history: flag(object.features?.history),
      table_name: table,
      sort_order: options.sortOrder ?? 0,
      created_at: options.now,
    })
    .execute();
  await createObjectTable(db, dialect, table);

  const fields = expandFields(object);
  for (const [index, field] of fields.entries()) {
    await insertField(db, dialect, { objectId, table, field, sortOrder: index, now: options.now });
  }

  const layoutIds = new Map<string, string>();
  const layouts = object.layouts?.length ? object.layouts : [defaultLayout(object, fields)];
  for (const [index, layout] of layouts.entries()) {
    const id = index === 0 ? object.layoutId : undefined;
    layoutIds.set(layout.name, await insertLayout(db, objectId, layout, id));
  }
  const recordTypes = object.recordTypes?.length
    ? object.recordTypes
    : [{ name: object.label, layout: layouts[0]?.name ?? '', isDefault: true }];
  for (const [index, recordType] of recordTypes.entries()) {
    await db
      .insertInto('meta_record_type')
      .values({
        id: stableId('rtp', objectId, recordType.name),
        object_id: objectId,
        name: recordType.name,
        labels_json: '{}',
        layout_id: layoutIds.get(recordType.layout) ?? [...layoutIds.values()][0] ?? '',
        is_default: flag(recordType.isDefault ?? index === 0),
        is_active: 1,
        sort_order: index,
      })
      .execute();
  }

  for (const dependency of [...addressDependencies(object), ...(object.dependencies ?? [])]) {
    await db
      .insertInto('meta_field_dependency')
      .values({
        id: stableId('dep', objectId, dependency.depend),
        object_id: objectId,
        control_field_id: fieldIdFor(objectId, dependency.control),
        depend_field_id: fieldIdFor(objectId, dependency.depend),
        mapping_json: json(dependency.mapping),
      })
      .execute();
  }
  for (const [index, rule] of (object.validationRules ?? []).entries()) {
    await db
      .insertInto('meta_validation_rule')
      .values({
        id: stableId('vrl', objectId, rule.name),
        object_id: objectId,
        name: rule.name,
        formula: rule.formula,
        error_message: rule.message,
        error_field: rule.errorField ?? '',
        is_active: 1,
        sort_order: index,
      })
      .execute();
  }
  for (const rule of object.duplicateRules ?? []) {
    await db
      .insertInto('meta_duplicate_rule')
      .values({
        id: stableId('dup', objectId, rule.name),
        object_id: objectId,
        name: rule.name,
        action: rule.action,
        match_fields_json: JSON.stringify(rule.match),
        is_active: 1,
      })
      .execute();
  }
  for (const expression of object.lookupExpressions ?? []) {
    await db
      .insertInto('meta_lookup_expression')
      .values({
        id: stableId('lve', objectId, expression.lookupField, expression.expression),
        object_id: objectId,
        lookup_field_id: fieldIdFor(objectId, expression.lookupField),
        expression: expression.expression,
        is_cover: flag(expression.cover),
      })
      .execute();
  }
  for (const [index, rule] of (object.dynamicRules ?? []).entries()) {
    const layoutId = (rule.layout && layoutIds.get(rule.layout)) || [...layoutIds.values()][0] || '';
    await db
      .insertInto('meta_dynamic_rule')
      .values({
        id: stableId('dyn', objectId, rule.name),
        object_id: objectId,
        layout_id: layoutId,
        name: rule.name,
        is_active: 1,
        sort_order: index,
        definition_json: JSON.stringify(rule.definition),
      })
      .execute();
  }
  return objectId;
}

/** One field's metadata row, its picklist values, its lookup settings and its column. */
export async function insertField(
  db: Kysely<Database>,
  dialect: DialectName,
  input: { objectId: string; table: string; field: ExpandedField; sortOrder: number; now: string },
): Promise<string> {
  const { objectId, field } = input;
  const id = fieldIdFor(objectId, field.api);
  await db
    .insertInto('meta_field')
    .values({
      id,
      object_id: objectId,
      api_name: field.api,
      column_name: field.column,
      type_code: field.type,
      label: field.label,
      labels_json: json(field.labels),
      required: flag(field.required),
      editable: field.editable === false ? 0 : 1,
      default_value: field.defaultValue ?? field.options?.find((option) => option[2] === '*')?.[0] ?? '',
      length: field.length ?? defaultLength(field.type),
      decimal_places: field.decimals ?? 0,
      placeholder: field.placeholder ?? '',
      help_text: field.help ?? '',
      is_unique: flag(field.unique),
      lookup_object_id: field.lookup ?? null,
      group_field_id: field.group ? fieldIdFor(objectId, field.group) : null,
      is_hidden: flag(field.hidden),
      is_system: flag(field.system),
      track_history: flag(field.track),
      formula: field.formula ?? '',
      sort_order: input.sortOrder,
      created_at: input.now,
      rollup_json: field.rollup ? JSON.stringify(field.rollup) : '',
    })
    .execute();
  await insertPicklistValues(db, id, field.options ?? []);
  const isLookup = field.type === 'Y' || field.type === 'M' || field.type === 'MR';
  if (isLookup) {
    await db
      .insertInto('meta_lookup_filter')
      .values({
        field_id: id,
        is_enable_filter: 0,
        filter_field_ids: '',
        is_auto_completed: 1,
        is_quick_created: 1,
      })
      .execute();
  }
  const kind = columnKindOf(field.type);
  if (field.column && kind && !(SYSTEM_COLUMNS as readonly string[]).includes(field.column)) {
    await addFieldColumn(db, dialect, input.table, field.column, kind, {
      indexed: isLookup && field.type !== 'MR',
      unique: field.unique ?? false,
    });
  }
  return id;
}

/** A picklist field's values from catalogue options ([key, label, '*' for the default]). */
export async function insertPicklistValues(
  db: Kysely<Database>,
  fieldId: string,
  options: NonNullable<CatalogueField['options']>,
): Promise<void> {
  for (const [index, option] of options.entries()) {
    await db
      .insertInto('meta_picklist_value')
      .values({
        field_id: fieldId,
        code_key: option[0],
        code_value: option[1],
        labels_json: '{}',
        is_default: option[2] === '*' ? 1 : 0,
        sort_order: index,
        is_active: 1,
      })
      .execute();
  }
}

function defaultLength(type: string): number {
  switch (type) {
    case 'S':
    case 'U':
      return 255;
    case 'E':
      return 80;
    case 'H':
      return 40;
    case 'X':
      return 32000;
    case 'A':
      return 131072;
    case 'N':
    case 'c':
      return 18;
    case 'P':
      return 5;
    default:
      return 0;
  }
}

export async function insertLayout(
  db: Kysely<Database>,
  objectId: string,
  layout: CatalogueLayout,
  id?: string,
): Promise<string> {
  const layoutId = id ?? stableId('lay', objectId, layout.name);
  await db
    .insertInto('meta_layout')
    .values({
      id: layoutId,
      object_id: objectId,
      name: layout.name,
      save_and_approval: flag(layout.saveAndApproval),
    })
    .execute();
  const required = new Set(layout.required ?? []);
  for (const [sectionIndex, section] of layout.sections.entries()) {
    const sectionId = stableId('sec', layoutId, String(sectionIndex), section.title);
    await db
      .insertInto('meta_layout_section')
      .values({
        id: sectionId,
        layout_id: layoutId,
        title: section.title,
        labels_json: '{}',
        col_num: section.cols ?? 2,
        show_when_edit: section.showWhenEdit === false ? 0 : 1,
        sort_order: sectionIndex,
      })
      .execute();
    const columns = section.cols ?? 2;
    for (const [index, api] of section.fields.entries()) {
      await db
        .insertInto('meta_layout_item')
        .values({
          section_id: sectionId,
          field_id: fieldIdFor(objectId, api),
          side: columns === 1 || index % 2 === 0 ? 'left' : 'right',
          sort_order: index,
          required: required.has(api) ? 1 : 0,
          readonly: 0,
        })
        .execute();
    }
  }
  return layoutId;
}

/** Without a written layout: the editable fields in two columns, long texts and addresses below. */
export function defaultLayout(object: CatalogueObject, fields: readonly ExpandedField[]): CatalogueLayout {
  const topLevel = fields.filter((field) => !field.group && !field.system && !field.hidden);
  const wide = (field: CatalogueField) => field.type === 'X' || field.type === 'A' || field.type === 'AD';
  const sections = [
    {
      title: `${object.label} information`,
      fields: [...topLevel.filter((f) => !wide(f)).map((f) => f.api), 'ownerid'],
    },
    ...topLevel.filter(wide).map((field) => ({ title: field.label, cols: 1 as const, fields: [field.api] })),
  ];
  // The written layouts say whether they offer 'Submit for approval'; a made-up one offers it where the object
  // has approvals (the form shows it only while the object also has an active process, DECISIONS 25).
  return { name: `${object.label} layout`, sections, saveAndApproval: object.features?.approvals === true };
}

/**
 * Every process sees the change on its next call (metadata-cache.ts). Setup other modules keep beside the
 * metadata and cache by its snapshot (automation's active flows) bumps it too, in the transaction of its write.
 */
export async function bumpMetadataRevision(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('meta_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  // The change log (migration 0166) is needed only back to the oldest generation a process may still hold.
  await db
    .deleteFrom('meta_change')
    .where('generation', '<=', (eb) =>
      eb
        .selectFrom('meta_generation')
        .select(sql<number>`generation - 2000`.as('oldest'))
        .where('id', '=', 1),
    )
    .execute();
}
