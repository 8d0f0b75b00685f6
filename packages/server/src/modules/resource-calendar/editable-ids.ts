import type { CurrentUser } from '../../http/current-user.js';
import type { ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';
import { text } from './calendar-objects.js';

/** The ids among `ids` of `object` the caller may change, 500 to a statement. */
export async function editableRecordIds(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  ids: readonly string[],
): Promise<Set<string>> {
  const editable = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const allowed = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .select('id')
      .where('id', 'in', ids.slice(at, at + 500))
      .where(recordAccessFilter(user, object, 'edit'))
      .execute();
    for (const row of allowed) editable.add(text(row.id));
  }
  return editable;
}
