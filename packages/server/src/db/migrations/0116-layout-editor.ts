import type { Kysely } from 'kysely';

/**
 * The layout editor (issue 18), owned by the metadata module: every saved version of a layout (who,
 * when, its sections as they were), the related lists a layout shows (none stored: every child
 * list, as before the editor), and which layout a profile sees for each record type (none stored:
 * the record type's own layout).
 */
export interface MetaLayoutVersionTable {
  layout_id: string;
  version: number;
  /** The layout as saved: sections, their fields and the related lists. */
  definition_json: string;
  saved_at: string;
  saved_by: string;
}

export interface MetaLayoutRelatedListTable {
  layout_id: string;
  child_object_id: string;
  /** The child's lookup field that points at the layout's object. */
  lookup_field_id: string;
  sort_order: number;
}

export interface MetaLayoutAssignmentTable {
  profile_id: string;
  record_type_id: string;
  layout_id: string;
}

export interface LayoutEditorTables {
  meta_layout_version: MetaLayoutVersionTable;
  meta_layout_related_list: MetaLayoutRelatedListTable;
  meta_layout_assignment: MetaLayoutAssignmentTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta_layout_version')
    .addColumn('layout_id', 'text', (c) => c.notNull().references('meta_layout.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('meta_layout_version_pk', ['layout_id', 'version'])
    .execute();
  await db.schema
    .createTable('meta_layout_related_list')
    .addColumn('layout_id', 'text', (c) => c.notNull().references('meta_layout.id'))
    .addColumn('child_object_id', 'text', (c) => c.notNull())
    .addColumn('lookup_field_id', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meta_layout_related_list_pk', ['layout_id', 'lookup_field_id'])
    .execute();
  await db.schema
    .createTable('meta_layout_assignment')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('record_type_id', 'text', (c) => c.notNull().references('meta_record_type.id'))
    .addColumn('layout_id', 'text', (c) => c.notNull().references('meta_layout.id'))
    .addPrimaryKeyConstraint('meta_layout_assignment_pk', ['profile_id', 'record_type_id'])
    .execute();
}
