import type { ColumnDefinitionBuilder, Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * The metadata platform: objects, fields, record types, layouts, picklists,
 * dependencies, rules. Labels per language are JSON objects {lang: label};
 * rule bodies whose shape belongs to @vela/core are stored as JSON beside the
 * columns the server queries by. Flags are 0/1 integers.
 */
export interface MetaObjectTable {
  /** The objId: a standard object's api name lower-cased; a custom object's too. */
  id: string;
  api_name: string;
  /** 3 characters; every record id of the object starts with it. */
  prefix: string;
  label: string;
  plural_label: string;
  labels_json: string;
  plural_labels_json: string;
  icon: string;
  /** Api name of the field shown as the record's name. */
  name_field: string;
  is_custom: number;
  enable_activities: number;
  enable_approvals: number;
  enable_files: number;
  enable_history: number;
  /** The records table, obj_<lower-cased api name>. */
  table_name: string;
  sort_order: number;
  created_at: string;
}

export interface MetaFieldTable {
  id: string;
  object_id: string;
  api_name: string;
  /** Lower-cased api name; null for groups (AD, LT) and formulas, which have no column. */
  column_name: string | null;
  type_code: string;
  label: string;
  labels_json: string;
  required: number;
  editable: number;
  default_value: string;
  length: number;
  decimal_places: number;
  placeholder: string;
  help_text: string;
  is_unique: number;
  /** For lookups (Y, M, MR): the objId they point at. */
  lookup_object_id: string | null;
  /** Sub-fields of an address (AD) or group (LT) name their group field's id. */
  group_field_id: string | null;
  is_hidden: number;
  /** Platform columns (owner, created by …): read-only, never on a save payload. */
  is_system: number;
  track_history: number;
  /** Formula text for type Z; the display format for auto-numbers (V). */
  formula: string;
  sort_order: number;
  created_at: string;
  /** Migration 0162: a roll-up summary's definition (core RollupDefinition as JSON); '' for other fields. */
  rollup_json: Generated<string>;
}

export interface MetaRecordTypeTable {
  id: string;
  object_id: string;
  name: string;
  labels_json: string;
  layout_id: string;
  is_default: number;
  is_active: number;
  sort_order: number;
  /** Migration 0142: what the record type is for, shown to administrators. */
  description: Generated<string>;
  /** Migration 0156: the picklist values the record type offers, by field id (core RecordTypePicklists). */
  picklists_json: Generated<string>;
}

export interface MetaLayoutTable {
  id: string;
  object_id: string;
  name: string;
  /** 1: the form offers Save and submit for approval. */
  save_and_approval: number;
}

export interface MetaLayoutSectionTable {
  id: string;
  layout_id: string;
  title: string;
  labels_json: string;
  col_num: number;
  show_when_edit: number;
  sort_order: number;
}

export interface MetaLayoutItemTable {
  id: Generated<number>;
  section_id: string;
  field_id: string;
  /** 'left' or 'right'. */
  side: string;
  sort_order: number;
  /** 1: required on this layout even when the field itself is not. */
  required: number;
  /** 1: read-only on this layout. */
  readonly: number;
}

export interface MetaPicklistValueTable {
  id: Generated<number>;
  field_id: string;
  code_key: string;
  code_value: string;
  labels_json: string;
  is_default: number;
  sort_order: number;
  is_active: number;
}

/** Countries, provinces, cities and counties behind address groups: one tree. */
export interface MetaRegionTable {
  code: string;
  parent_code: string | null;
  /** 'country', 'province', 'city', 'county'. */
  level: string;
  name: string;
  labels_json: string;
  sort_order: number;
}

export interface MetaFieldDependencyTable {
  id: string;
  object_id: string;
  control_field_id: string;
  depend_field_id: string;
  /** JSON {controlValue: [allowed dependent values]}. */
  mapping_json: string;
}

export interface MetaDynamicRuleTable {
  id: string;
  object_id: string;
  layout_id: string;
  name: string;
  is_active: number;
  sort_order: number;
  /** The rule in @vela/core's DynamicLayoutRule shape. */
  definition_json: string;
}

export interface MetaLookupExpressionTable {
  id: string;
  object_id: string;
  /** The lookup field whose chosen record values are copied from (fieldrelateid). */
  lookup_field_id: string;
  /** "target=source" pairs joined with ',' (target on this object, source on the looked-up one). */
  expression: string;
  /** 1: on EDIT, overwrite a target that already has a value. */
  is_cover: number;
}

export interface MetaValidationRuleTable {
  id: string;
  object_id: string;
  name: string;
  /** True when the record is invalid (Salesforce semantics). */
  formula: string;
  error_message: string;
  /** Api name of the field the error is shown at; empty: at the top of the form. */
  error_field: string;
  is_active: number;
  sort_order: number;
}

export interface MetaDuplicateRuleTable {
  id: string;
  object_id: string;
  name: string;
  /** 'warn' (orange, save on confirm) or 'block' (red). */
  action: string;
  /** JSON [{field: apiName, match: 'email'|'phone'|'name'|'exact'}]: all must match. */
  match_fields_json: string;
  is_active: number;
}

export interface MetaLookupFilterTable {
  field_id: string;
  is_enable_filter: number;
  /** Comma-joined field ids of the target object that the search filters on. */
  filter_field_ids: string;
  is_auto_completed: number;
  is_quick_created: number;
}

/** One row whose number changes with every metadata change, so every server process reloads its cache. */
export interface MetaRevisionTable {
  id: number;
  revision: number;
}

export interface MetadataTables {
  meta_object: MetaObjectTable;
  meta_field: MetaFieldTable;
  meta_record_type: MetaRecordTypeTable;
  meta_layout: MetaLayoutTable;
  meta_layout_section: MetaLayoutSectionTable;
  meta_layout_item: MetaLayoutItemTable;
  meta_picklist_value: MetaPicklistValueTable;
  meta_region: MetaRegionTable;
  meta_field_dependency: MetaFieldDependencyTable;
  meta_dynamic_rule: MetaDynamicRuleTable;
  meta_lookup_expression: MetaLookupExpressionTable;
  meta_validation_rule: MetaValidationRuleTable;
  meta_duplicate_rule: MetaDuplicateRuleTable;
  meta_lookup_filter: MetaLookupFilterTable;
  meta_revision: MetaRevisionTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const flag = (name: string, value = 0) =>
    [name, 'integer', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value)] as const;
  const text = (name: string) =>
    [name, 'text', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')] as const;

  await db.schema
    .createTable('meta_object')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('api_name', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn(...text('plural_label'))
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('plural_labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn(...text('icon'))
    .addColumn('name_field', 'text', (c) => c.notNull().defaultTo('name'))
    .addColumn(...flag('is_custom'))
    .addColumn(...flag('enable_activities'))
    .addColumn(...flag('enable_approvals'))
    .addColumn(...flag('enable_files'))
    .addColumn(...flag('enable_history'))
    .addColumn('table_name', 'text', (c) => c.notNull().unique())
    .addColumn(...flag('sort_order'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta_field')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('api_name', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text')
    .addColumn('type_code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn(...flag('required'))
    .addColumn(...flag('editable', 1))
    .addColumn(...text('default_value'))
    .addColumn(...flag('length'))
    .addColumn(...flag('decimal_places'))
    .addColumn(...text('placeholder'))
    .addColumn(...text('help_text'))
    .addColumn(...flag('is_unique'))
    .addColumn('lookup_object_id', 'text')
    .addColumn('group_field_id', 'text')
    .addColumn(...flag('is_hidden'))
    .addColumn(...flag('is_system'))
    .addColumn(...flag('track_history'))
    .addColumn(...text('formula'))
    .addColumn(...flag('sort_order'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('meta_field_object_api_unique', ['object_id', 'api_name'])
    .execute();

  await db.schema
    .createTable('meta_layout')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn(...flag('save_and_approval'))
    .execute();

  await db.schema
    .createTable('meta_record_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('layout_id', 'text', (c) => c.notNull().references('meta_layout.id'))
    .addColumn(...flag('is_default'))
    .addColumn(...flag('is_active', 1))
    .addColumn(...flag('sort_order'))
    .execute();

  await db.schema
    .createTable('meta_layout_section')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('layout_id', 'text', (c) => c.notNull().references('meta_layout.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn(...flag('col_num', 2))
    .addColumn(...flag('show_when_edit', 1))
    .addColumn(...flag('sort_order'))
    .execute();

  await db.schema
    .createTable('meta_layout_item')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('section_id', 'text', (c) => c.notNull().references('meta_layout_section.id'))
    .addColumn('field_id', 'text', (c) => c.notNull().references('meta_field.id'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn(...flag('sort_order'))
    .addColumn(...flag('required'))
    .addColumn(...flag('readonly'))
    .execute();

  await db.schema
    .createTable('meta_picklist_value')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('field_id', 'text', (c) => c.notNull().references('meta_field.id'))
    .addColumn('code_key', 'text', (c) => c.notNull())
    .addColumn('code_value', 'text', (c) => c.notNull())
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn(...flag('is_default'))
    .addColumn(...flag('sort_order'))
    .addColumn(...flag('is_active', 1))
    .addUniqueConstraint('meta_picklist_field_code_unique', ['field_id', 'code_key'])
    .execute();

  await db.schema
    .createTable('meta_region')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn(...flag('sort_order'))
    .execute();
  await db.schema.createIndex('meta_region_parent_idx').on('meta_region').column('parent_code').execute();

  await db.schema
    .createTable('meta_field_dependency')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('control_field_id', 'text', (c) => c.notNull().references('meta_field.id'))
    .addColumn('depend_field_id', 'text', (c) => c.notNull().unique().references('meta_field.id'))
    .addColumn('mapping_json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta_dynamic_rule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('layout_id', 'text', (c) => c.notNull().references('meta_layout.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn(...flag('is_active', 1))
    .addColumn(...flag('sort_order'))
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta_lookup_expression')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('lookup_field_id', 'text', (c) => c.notNull().references('meta_field.id'))
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn(...flag('is_cover'))
    .execute();

  await db.schema
    .createTable('meta_validation_rule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('formula', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text', (c) => c.notNull())
    .addColumn(...text('error_field'))
    .addColumn(...flag('is_active', 1))
    .addColumn(...flag('sort_order'))
    .execute();

  await db.schema
    .createTable('meta_duplicate_rule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('match_fields_json', 'text', (c) => c.notNull())
    .addColumn(...flag('is_active', 1))
    .execute();

  await db.schema
    .createTable('meta_lookup_filter')
    .addColumn('field_id', 'text', (c) => c.primaryKey().references('meta_field.id'))
    .addColumn(...flag('is_enable_filter'))
    .addColumn(...text('filter_field_ids'))
    .addColumn(...flag('is_auto_completed', 1))
    .addColumn(...flag('is_quick_created', 1))
    .execute();

  await db.schema
    .createTable('meta_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<MetadataTables>).insertInto('meta_revision').values({ id: 1, revision: 1 }).execute();
}
