import type { CustomPageComponent, getCustomPageContract, getDefaultCustomPageContract } from '@vela/core';
import { api } from '../../api/index.js';

/** The custom page call: request and answer are core's contract (issue 17). */
export type { CustomPage, CustomPageComponent } from '@vela/core';

/** The page a menu item's lightningpageId names; the hash marker only chose the route. */
export const fetchCustomPage = async (page: string) =>
  (
    await api.call<typeof getCustomPageContract>(
      '/customPage/getCustomPage',
      { page: page.replace(/^#/, '') },
      { callerHandlesErrors: true },
    )
  ).data;

/** Where each kind of component draws from: the screens the app already has, by their shell path. */
export function componentPath(component: Exclude<CustomPageComponent, { kind: 'richText' }>): string {
  if (component.kind === 'recordDetail')
    return `/commonObjects/detail/${encodeURIComponent(component.recordId)}/DETAIL`;
  const view = component.viewId ? `?viewId=${encodeURIComponent(component.viewId)}` : '';
  return `/commonObjects/views/table/${component.objectApi}/${component.objId}/${component.prefix}${view}`;
}

/** defaultCustomPage: the organisation's default page, or null when an administrator chose none. */
export const fetchDefaultCustomPage = async () =>
  (await api.call<typeof getDefaultCustomPageContract>('/customPage/getDefault', {})).data.page;
