import type { Kysely } from 'kysely';

/**
 * Assignment rules of leads and cases (S2-B-014) and the saved object mappings
 * of lead conversion (S2-C-032, S2-C-033), both of the records module.
 * An entry's conditions are JSON (the layout rules' condition shape); an
 * object pair with no mapping rows maps by core's defaults.
 */
export interface AssignmentRuleEntryTable {
  org_id: string;
  object_api: string;
  /** 0-based order in which the entries are tried. */
  position: number;
  conditions: string;
  logic: string;
  assignee_id: string;
}

export interface ObjectMappingFieldTable {
  org_id: string;
  source_object: string;
  target_object: string;
  target_field: string;
  source_field: string;
}

export interface AssignmentRuleAndMappingTables {
  assignment_rule_entry: AssignmentRuleEntryTable;
  object_mapping_field: ObjectMappingFieldTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assignment_rule_entry')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('logic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('assignee_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assignment_rule_entry_pk', ['org_id', 'object_api', 'position'])
    .execute();
  await db.schema
    .createTable('object_mapping_field')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('source_object', 'text', (c) => c.notNull())
    .addColumn('target_object', 'text', (c) => c.notNull())
    .addColumn('target_field', 'text', (c) => c.notNull())
    .addColumn('source_field', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('object_mapping_field_pk', [
      'org_id',
      'source_object',
      'target_object',
      'target_field',
    ])
    .execute();
}
