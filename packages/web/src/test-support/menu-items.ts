import type { MenuItem } from '../state/index.js';

/** A menu item as the server sends it (core's showAllTabs contract), every field at its empty value but those given. */
export function menuItem(fields: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem {
  return {
    type: '',
    objectApi: '',
    objId: '',
    prefix: '',
    tabName: '',
    viewId: '',
    layoutType: 'list',
    url: '',
    iscustom: false,
    lightningpageId: '',
    functionCode: '',
    level1Id: fields.id,
    level2Id: '',
    isfixed: false,
    isDefaultLaunchTab: false,
    tabAction: [],
    routerName: '',
    params: {},
    standardTabId: '',
    openPlace: '',
    openMode: '',
    children: [],
    ...fields,
  };
}
