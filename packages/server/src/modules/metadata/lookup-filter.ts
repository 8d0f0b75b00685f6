import type { DatabaseHandle } from '../../db/database.js';

/** A lookup field's search settings (spec 2 §7 "lookup filter settings"). */
export interface LookupFilterSetting {
  isEnableFilter: boolean;
  filterFieldIds: string[];
  isAutoCompleted: boolean;
  isQuickCreated: boolean;
}

export async function lookupFilterFor(
  database: DatabaseHandle,
  fieldId: string,
): Promise<LookupFilterSetting> {
  const row = await database.db
    .selectFrom('meta_lookup_filter')
    .selectAll()
    .where('field_id', '=', fieldId)
    .executeTakeFirst();
  return {
    isEnableFilter: row?.is_enable_filter === 1,
    filterFieldIds: (row?.filter_field_ids ?? '').split(',').filter(Boolean),
    isAutoCompleted: row ? row.is_auto_completed === 1 : true,
    isQuickCreated: row ? row.is_quick_created === 1 : true,
  };
}
