import { type CallRequest, type getFilterValueNamesContract, SystemPrefix } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { findUsersByIds } from '../auth/index.js';
import { currentMetadata, isLookupType, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { lookupNames, type RecordRow } from '../records/index.js';
import { visibleFields } from './list-access.js';

type Question = CallRequest<typeof getFilterValueNamesContract>;

/**
 * The names behind a list filter's lookup values (issue 26 item 4): a filter keeps ids ("Owner equals
 * 005…"), its summary reads names. Only criteria on fields the caller sees count. People are named when
 * they are of the caller's organisation (a partner learns only their own name, as their user lookup
 * offers no one else of the organisation); records by the lookups' own rule, so one the caller may not
 * read is the placeholder, as in a list cell.
 */
export async function filterValueNames(
  context: ModuleContext,
  user: CurrentUser,
  question: Question,
): Promise<{ names: Record<string, string> }> {
  const { database } = context;
  const snapshot = await currentMetadata(database);
  const object = resolveObject(snapshot, {
    ...(question.objId ? { objId: question.objId } : {}),
    ...(question.objectApi ? { objectApi: question.objectApi } : {}),
  });
  const visible = await visibleFields(database, user, object);
  const people = new Set<string>();
  const rows: RecordRow[] = [];
  for (const criterion of question.criteria) {
    const field = visible.get(criterion.field.toLowerCase());
    if (!field?.columnName || !isLookupType(field.typeCode)) continue;
    const ids = (Array.isArray(criterion.value) ? criterion.value : [criterion.value ?? ''])
      .flatMap((value) => value.split(';'))
      .map((id) => id.trim())
      .filter(Boolean);
    if (field.lookupObjectId === 'user') for (const id of ids) people.add(id);
    else {
      // A person named through a record lookup (a polymorphic one) goes by the people's rule above.
      const records = ids.filter((id) => !id.startsWith(SystemPrefix.user));
      if (records.length > 0) rows.push({ [field.columnName]: records.join(';') });
    }
  }
  const names: Record<string, string> = {};
  for (const person of await findUsersByIds(database, [...people]))
    if (person.orgId === user.orgId && (!user.isPartner || person.id === user.userId))
      names[person.id] = person.name;
  if (rows.length > 0)
    for (const [id, name] of await lookupNames(database, snapshot, object, rows, user))
      if (!(id in names)) names[id] = name;
  return { names };
}
