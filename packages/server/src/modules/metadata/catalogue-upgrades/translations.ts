import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { catalogueLabels, REGIONS, STANDARD_OBJECTS } from '../catalogue/index.js';
import type { RegionNode } from '../catalogue/regions.js';
import { objectIdFor } from '../install-object.js';

type LabelTable =
  | 'meta_object'
  | 'meta_field'
  | 'meta_layout_section'
  | 'meta_record_type'
  | 'meta_picklist_value';

interface LabelRow {
  /** Text ids, but a picklist value's is a number. */
  id: string | number;
  english: string;
  labels_json: string;
}

function parseLabels(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function regionLabels(nodes: readonly RegionNode[], into = new Map<string, Record<string, string>>()) {
  for (const node of nodes) {
    if (node.labels) into.set(node.name, node.labels);
    regionLabels(node.children ?? [], into);
  }
  return into;
}

/**
 * Gives the standard objects' labels (object, plural, fields, sections, record types, picklist values)
 * the catalogue's translations they lack. A language the row already has is kept: an administrator's
 * own wording wins. Idempotent: a database that has every translation is left untouched.
 */
export async function upgradeTranslations(db: Kysely<Database>): Promise<boolean> {
  const objectIds = STANDARD_OBJECTS.map((object) => objectIdFor(object.api));
  const regions = regionLabels(REGIONS);
  let changed = false;
  const fill = async (table: LabelTable, rows: LabelRow[], extra?: (row: LabelRow) => object) => {
    for (const row of rows) {
      const stored = parseLabels(row.labels_json);
      const wanted = { ...catalogueLabels(row.english), ...extra?.(row), ...stored };
      if (Object.keys(wanted).length === Object.keys(stored).length) continue;
      await db
        .updateTable(table)
        .set({ labels_json: JSON.stringify(wanted) })
        .where(sql.ref('id'), '=', row.id)
        .execute();
      changed = true;
    }
  };
  const objects = await db
    .selectFrom('meta_object')
    .select(['id', 'label', 'plural_label', 'labels_json', 'plural_labels_json'])
    .where('id', 'in', objectIds)
    .execute();
  await fill(
    'meta_object',
    objects.map((row) => ({ id: row.id, english: row.label, labels_json: row.labels_json })),
  );
  for (const row of objects) {
    const stored = parseLabels(row.plural_labels_json);
    const wanted = { ...catalogueLabels(row.plural_label), ...stored };
    if (Object.keys(wanted).length === Object.keys(stored).length) continue;
    await db
      .updateTable('meta_object')
      .set({ plural_labels_json: JSON.stringify(wanted) })
      .where('id', '=', row.id)
      .execute();
    changed = true;
  }
  await fill(
    'meta_field',
    await db
      .selectFrom('meta_field')
      .select(['id', 'label as english', 'labels_json'])
      .where('object_id', 'in', objectIds)
      .execute(),
  );
  await fill(
    'meta_record_type',
    await db
      .selectFrom('meta_record_type')
      .select(['id', 'name as english', 'labels_json'])
      .where('object_id', 'in', objectIds)
      .execute(),
  );
  await fill(
    'meta_layout_section',
    await db
      .selectFrom('meta_layout_section')
      .innerJoin('meta_layout', 'meta_layout.id', 'meta_layout_section.layout_id')
      .select([
        'meta_layout_section.id',
        'meta_layout_section.title as english',
        'meta_layout_section.labels_json',
      ])
      .where('meta_layout.object_id', 'in', objectIds)
      .execute(),
  );
  await fill(
    'meta_picklist_value',
    await db
      .selectFrom('meta_picklist_value')
      .innerJoin('meta_field', 'meta_field.id', 'meta_picklist_value.field_id')
      .select([
        'meta_picklist_value.id',
        'meta_picklist_value.code_value as english',
        'meta_picklist_value.labels_json',
      ])
      .where('meta_field.object_id', 'in', objectIds)
      .execute(),
    (row) => regions.get(row.english) ?? {},
  );
  return changed;
}
