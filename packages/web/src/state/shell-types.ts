/** The entities of spec 1 §3 as the startup calls deliver them. */
export interface UserInfo {
  userId: string;
  userName: string;
  email: string;
  language: string;
  ispartner: boolean | 0 | 1 | 'true' | 'false';
  countryCode: string;
  currencyCode: string;
  timeZone: string;
  loadingSrc: string;
  faviconIcon: string;
  baseTitle: string;
  orgId: string;
  orgName: string;
  profileId: string;
  /** The organisation's default language, when the server sends it (DECISIONS 17). */
  orgLanguage?: string;
}

export interface UserSetup {
  /** '1' gives the vertical menu (never for partners, DECISIONS 16). */
  tabStyle: string;
  detailLayoutStyle: string;
  isEnableWaterMark: string | boolean;
  /** The strings 'true' or 'false'. */
  inlineedit: string;
  relatedList: string;
  isEnableSubmitApprovalComments: string | boolean;
}

export interface Application {
  id: string;
  name: string;
  /** 1 marks the default app. */
  appState: number | string;
  bgcolor: string;
  logourl: string;
  /** Console navigation style (the tabbed workspace) when set. */
  navigationStyle?: string | null;
  description?: string;
}

export type MenuItemType = 'object' | 'bot' | 'web' | 'script' | '' | null;

export interface MenuItem {
  id: string;
  name: string;
  type?: MenuItemType;
  objectApi?: string;
  objId?: string;
  prefix?: string;
  tabName?: string;
  viewId?: string;
  layoutType?: 'list' | 'Kanban' | 'splitscreen' | string;
  url?: string;
  iscustom?: string | boolean;
  lightningpageId?: string;
  functionCode?: string;
  level1Id?: string;
  level2Id?: string;
  isfixed?: boolean | string;
  isDefaultLaunchTab?: boolean | string;
  tabAction?: unknown[];
  children?: MenuItem[];
  routerName?: string;
  params?: Record<string, string>;
  standardTabId?: string;
  /** Spec 1 §2.7: where the page opens ('' or absent: as the navigation style decides). */
  openPlace?: '' | 'menu1' | 'menu2' | 'dialog' | 'tab';
  /** 'blank': in a new browser tab. */
  openMode?: '' | 'self' | 'blank';
}

export interface ObjectListEntry {
  id: string;
  /** The 3-character record id prefix. */
  prefix: string;
  objectapi: string;
  labelname: string;
}

/** Report operation flags per report relateId (spec 1 §3, DECISIONS 15). */
export interface ReportFlags {
  run: boolean;
  export: boolean;
  new: boolean;
}
