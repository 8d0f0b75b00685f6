import type { getViewListContract } from '@vela/core';
import { api, isApiError } from '../../api/index.js';

/** Names an object the way the routes do: by api name (multi-screen) or by objId / prefix (suspension-list). */
export type ObjectRef = { objectApi: string } | { objId: string };

export const catalogueKey = (ref: ObjectRef) =>
  ['listView', 'catalogue', 'objectApi' in ref ? ref.objectApi : `objId:${ref.objId}`] as const;

/**
 * The object's list views and fields (`view/getViewList` takes either name).
 * An object the address names wrongly is said in the list's place, not in a dialog.
 */
export const fetchCatalogueOf = async (ref: ObjectRef) =>
  (await api.call<typeof getViewListContract>('/view/getViewList', ref, { callerHandlesErrors: true })).data;

/** What the server said was wrong ("No object has objId …"), when it said something. */
export function failureText(error: unknown): string | undefined {
  return isApiError(error) ? error.response?.returnInfo || undefined : undefined;
}
