import { api } from '../../api/index.js';
import type { ViewCatalogue } from '../list-view/index.js';

/** Names an object the way the routes do: by api name (multi-screen) or by objId / prefix (suspension-list). */
export type ObjectRef = { objectApi: string } | { objId: string };

export const catalogueKey = (ref: ObjectRef) =>
  ['listView', 'catalogue', 'objectApi' in ref ? ref.objectApi : `objId:${ref.objId}`] as const;

/** The object's list views and fields (`view/getViewList` takes either name). */
export const fetchCatalogueOf = async (ref: ObjectRef) =>
  (await api.postFormat<ViewCatalogue>('view/getViewList', ref)).data;
