import { api } from '../../api/index.js';

/** The components a custom lightning page is made of (the server's custom-pages.ts). */
export type CustomPageComponent =
  | { kind: 'richText'; blocks: { style: 'heading' | 'paragraph'; text: string }[] }
  | { kind: 'listView'; objectApi: string; objId: string; prefix: string; viewId?: string }
  | { kind: 'recordDetail'; recordId: string };

export interface CustomPage {
  id: string;
  name: string;
  components: CustomPageComponent[];
}

/** The page a menu item's lightningpageId names; the hash marker only chose the route. */
export const fetchCustomPage = async (page: string) =>
  (
    await api.postFormat<CustomPage>(
      'customPage/getCustomPage',
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
