import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';
import { defineCall } from './call-contract.js';

/**
 * The shell's calls (spec 1 §3, §7): who the user is, their setup, the apps,
 * the menus, the logo, the console's tabs and the client's logs. Names are the
 * spec's; the comments say what they mean here.
 */

/** 'true'/'false' as strings, as spec 1 §3 gives the setup flags. */
export const stringFlagSchema = z.enum(['true', 'false']);

export const developerPermissionSchema = z.object({
  isDeveloper: z.boolean(),
  canEditScripts: z.boolean(),
  canEditCustomPages: z.boolean(),
  canManageObjects: z.boolean(),
});
export type DeveloperPermission = z.infer<typeof developerPermissionSchema>;

export const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  /** The user's language, else the organisation's default (DECISIONS 17). */
  language: z.string(),
  ispartner: z.boolean(),
  countryCode: z.string(),
  currencyCode: z.string(),
  timeZone: z.string(),
  /** The loading image the client stores in a cookie (spec 1 §4 Startup step 3). */
  loadingSrc: z.string(),
  faviconIcon: z.string(),
  baseTitle: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  profileId: z.string(),
  developerPermission: developerPermissionSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** '1' is the vertical menu; '0' the horizontal one. */
export const tabStyleSchema = z.enum(['0', '1']);
/** 'tab': a record's details and related lists on tabs; 'flow': one page, sections one under another. */
export const detailLayoutStyleSchema = z.enum(['tab', 'flow']);

export const userSetupSchema = z.object({
  tabStyle: tabStyleSchema,
  detailLayoutStyle: detailLayoutStyleSchema,
  isEnableWaterMark: stringFlagSchema,
  inlineedit: stringFlagSchema,
  relatedList: stringFlagSchema,
  isEnableSubmitApprovalComments: stringFlagSchema,
});
export type UserSetup = z.infer<typeof userSetupSchema>;

/** saveUserSetup: any subset of the setup; omitted fields keep their value. */
export const saveUserSetupBodySchema = z.strictObject({
  tabStyle: tabStyleSchema.optional(),
  detailLayoutStyle: detailLayoutStyleSchema.optional(),
  isEnableWaterMark: stringFlagSchema.optional(),
  inlineedit: stringFlagSchema.optional(),
  relatedList: stringFlagSchema.optional(),
  isEnableSubmitApprovalComments: stringFlagSchema.optional(),
});

/** saveLanguage: one of the 16 languages of spec 1 §9; anything else is refused, naming the field. */
export const saveLanguageBodySchema = z.strictObject({ language: z.enum(SUPPORTED_LANGUAGES) });

export const navigationStyleSchema = z.enum(['horizontal', 'console']);

export const applicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 enabled, 0 disabled. */
  appState: z.union([z.literal(0), z.literal(1)]),
  bgcolor: z.string(),
  /** Where the logo is served: getAppLogo for this app (the client sends its accessToken header). */
  logourl: z.string(),
  navigationStyle: navigationStyleSchema,
  description: z.string(),
  /** The app a user lands in when they have not chosen one. */
  isDefault: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

export const getApplicationListBodySchema = z.strictObject({
  appState: z.union([z.literal(0), z.literal(1)]).optional(),
  navigationStyle: navigationStyleSchema.optional(),
  /** Matches app names containing it, ignoring case. */
  keyword: z.string().max(100).optional(),
});

export const menuItemTypeSchema = z.enum(['object', 'bot', 'web', 'script', '']);
/** How an object item opens; 'plan' is the shift plan's view (spec 1 §2.7, S1-B-042). */
export const layoutTypeSchema = z.enum(['list', 'Kanban', 'splitscreen', 'plan']);

/** Spec 1 §2.7 opening places; '' lets the app's navigation style decide. */
export const openPlaceSchema = z.enum(['', 'menu1', 'menu2', 'dialog', 'tab']);
/** 'blank' opens a new browser tab; '' and 'self' open in this one. */
export const openModeSchema = z.enum(['', 'self', 'blank']);

const menuItemFields = {
  id: z.string(),
  name: z.string(),
  type: menuItemTypeSchema,
  objectApi: z.string(),
  objId: z.string(),
  prefix: z.string(),
  tabName: z.string(),
  viewId: z.string(),
  layoutType: layoutTypeSchema,
  url: z.string(),
  iscustom: z.boolean(),
  lightningpageId: z.string(),
  functionCode: z.string(),
  level1Id: z.string(),
  level2Id: z.string(),
  isfixed: z.boolean(),
  isDefaultLaunchTab: z.boolean(),
  tabAction: z.array(z.string()),
  routerName: z.string(),
  params: z.record(z.string(), z.string()),
  standardTabId: z.string(),
  openPlace: openPlaceSchema,
  openMode: openModeSchema,
};

/** The menu has two levels, so the schema spells both out instead of recursing (OpenAPI stays flat). */
const secondLevelItemSchema = z.object({ ...menuItemFields, children: z.array(z.never()) });
export const menuItemSchema = z.object({ ...menuItemFields, children: z.array(secondLevelItemSchema) });
/**
 * A menu or tab item (spec 1 §3). level1Id is the first-level item it sits
 * under (itself at the first level); level2Id is its own id at the second
 * level, '' at the first. standardTabId names a standard target (spec 1
 * §2.7: 'homePage', 'report', 'clientPoolLead' …), '' otherwise.
 */
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuItemFields = Omit<MenuItem, 'children'>;

/** An app or record id as the client sends it: bounded, no control characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z_-]+$/, 'is not an id');

export const showAllTabsBodySchema = z.strictObject({ appId: idSchema.optional() });

export const partnerLogoSchema = z.object({
  /** The partner account's logo id, or 'org' for the organisation's logo. */
  logoId: z.string(),
  /** A data: URL of the SVG, so an <img> shows it without a token. */
  logoUrl: z.string(),
});

/** 200 KB of serialized tab state is far more than any console holds; beyond it is a bug or abuse. */
export const OPENTAB_MAX_BYTES = 200 * 1024;

export const consoleSaveTabBodySchema = z.strictObject({
  appid: idSchema,
  opentab: z
    .string()
    .max(OPENTAB_MAX_BYTES, 'is larger than 200 KB')
    .refine((value) => new TextEncoder().encode(value).length <= OPENTAB_MAX_BYTES, 'is larger than 200 KB'),
});

export const consoleGetTabBodySchema = z.strictObject({ appid: idSchema });

export const pageLifecycleBodySchema = z.strictObject({
  event: z.enum(['created', 'load', 'destroy']),
  page: z.string().min(1).max(200),
  pageId: z.string().max(200),
});

/** Spec 1 §7: saves to objectInfo/save report a user-tracking event (create or edit), uploaded in batches. */
export const usageEventsBodySchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        event: z.enum(['create', 'edit']),
        objectApi: z.string().min(1).max(100),
        at: z.iso.datetime(),
      }),
    )
    .max(500),
});

export const clientErrorBodySchema = z.strictObject({
  requestId: z.string().max(100),
  path: z.string().max(500),
  returnCode: z.string().max(100),
  message: z.string().max(4000),
});

/** getSetupInfo: chat runs on the server's own WebSocket, not on an external IM service. */
export const chatSetupSchema = z.object({
  enabled: z.boolean(),
  /** The chat identity: our own user id. */
  imUserId: z.string(),
  imUserName: z.string(),
  /** Our realtime endpoint on the same origin; chat is not an external IM service here. */
  serviceUrl: z.string(),
  /** How the client sends files in chat. */
  fileUploadUrl: z.string(),
});
export type ChatSetup = z.infer<typeof chatSetupSchema>;

/** DECISIONS 15: a report's three flags; isenable false turns them all off. */
export const reportEnableSchema = z.object({
  relateId: z.string(),
  isenable: z.boolean(),
  run: z.boolean(),
  export: z.boolean(),
  new: z.boolean(),
});
export type ReportEnableFlags = z.infer<typeof reportEnableSchema>;

export const customCompAddrBodySchema = z.strictObject({ loadModel: z.literal('start') });

export const customCompAddrSchema = z.object({
  velaAddrList: z.array(z.string()),
  customAddrList: z.array(z.string()),
});

/** Spec 1 §4 "Client script phases". */
export const CLIENT_SCRIPT_PHASES = [
  'onCreated',
  'onLoad',
  'onDestroy',
  'beforeSave',
  'onSave',
  'onChange',
] as const;
export const clientScriptPhaseSchema = z.enum(CLIENT_SCRIPT_PHASES);

export const listClientScriptBodySchema = z.strictObject({ usageScenario: z.literal('PC') });

export const clientScriptSchema = z.object({
  id: z.string(),
  name: z.string(),
  phase: clientScriptPhaseSchema,
  /** Absent when the script runs for every object. */
  objectApi: z.string().optional(),
  order: z.number().int(),
  usageScenario: z.string(),
  scriptContent: z.string(),
});
export type ListedClientScript = z.infer<typeof clientScriptSchema>;

const emptyRequest = z.strictObject({});
const nothing = z.null();

/** GET: no body; the request schema stays empty. */
export const getUserInfoContract = defineCall({
  path: '/user/getUserInfo',
  summary: 'The signed-in user, with organisation defaults filled in (spec 1 §3 User info)',
  request: emptyRequest,
  response: userInfoSchema,
});

/** GET: no body. */
export const getUserSetupContract = defineCall({
  path: '/user/getUserSetup',
  summary: "The user's shell setup; tabStyle is never '1' for a partner user",
  request: emptyRequest,
  response: userSetupSchema,
});

export const saveUserSetupContract = defineCall({
  path: '/user/saveUserSetup',
  summary: "Changes the given fields of the user's own setup; answers the setup as the user now sees it",
  request: saveUserSetupBodySchema,
  response: userSetupSchema,
});

export const saveLanguageContract = defineCall({
  path: '/user/saveLanguage',
  summary: "Changes the user's own language (one of the 16 of spec 1 §9); later startups use it",
  request: saveLanguageBodySchema,
  response: saveLanguageBodySchema,
});

export const getDeveloperSpacePermissionsContract = defineCall({
  path: '/user/getDeveloperSpacePermissions',
  summary: "What the user may do in the developer space, from the user's profile",
  request: emptyRequest,
  response: developerPermissionSchema,
});

export const pageLifecycleEventContract = defineCall({
  path: '/user/pageLifecycleEvent',
  summary: 'Records a page lifecycle event (created, load, destroy) of the signed-in user',
  request: pageLifecycleBodySchema,
  response: nothing,
});

export const trackUsageContract = defineCall({
  path: '/user/trackUsage',
  summary: 'Uploads a batch of user-tracking events (record created or edited), sent every 5 s by the client',
  request: usageEventsBodySchema,
  response: nothing,
});

export const reportClientErrorContract = defineCall({
  path: '/user/reportClientError',
  summary: "The client's error log (DECISIONS 22): a failed call with its request id",
  request: clientErrorBodySchema,
  response: nothing,
});

export const getApplicationListContract = defineCall({
  path: '/application/getApplicationList',
  summary: 'The apps the user may open (partner users: only partner apps), in launcher order',
  request: getApplicationListBodySchema,
  response: z.array(applicationSchema),
});

export const showAllTabsContract = defineCall({
  path: '/application/showAllTabs',
  summary: "An app's menu items, two levels; without appId, the user's current app",
  request: showAllTabsBodySchema,
  response: z.array(menuItemSchema),
});

export const getLogoidContract = defineCall({
  path: '/partnerSetup/getLogoid',
  summary: "The logo to show: the partner account's for partner users, else the organisation's",
  request: emptyRequest,
  response: partnerLogoSchema,
});

export const consoleSaveTabContract = defineCall({
  path: '/consoleSaveTab',
  summary: "Saves the console's open tabs (serialized, at most 200 KB) for this user and app",
  request: consoleSaveTabBodySchema,
  response: z.object({ appid: z.string(), updatedAt: z.string() }),
});

export const consoleGetTabContract = defineCall({
  path: '/consoleGetTab',
  summary: "The console's saved tabs for this user and app; opentab is null when none were saved",
  request: consoleGetTabBodySchema,
  response: z.object({ opentab: z.string().nullable(), updatedAt: z.string().nullable() }),
});

export const getChatSetupContract = defineCall({
  path: '/ccchat/person/getSetupInfo',
  summary: "Chat setup: the user's chat identity and the WebSocket address chat runs on",
  request: emptyRequest,
  response: chatSetupSchema,
});

export const getReportEnableListContract = defineCall({
  path: '/report/getReportEnableList',
  summary: 'Report permission flags per report relateId (DECISIONS 15)',
  request: emptyRequest,
  response: z.array(reportEnableSchema),
});

export const getExportReportUrlContract = defineCall({
  path: '/report/getExportReportURL',
  summary: 'The base address of the report export service (our own origin)',
  request: emptyRequest,
  response: z.string(),
});

/** Spec 1 §7: the client loads the scripts only when returnCode is '200', not '1'. */
export const listCustomCompAddrContract = defineCall({
  path: '/custom/pc/1.0/post/listCustomCompAddr',
  summary: "Addresses of custom component scripts to load at startup; success is returnCode '200'",
  request: customCompAddrBodySchema,
  response: customCompAddrSchema,
});

export const listClientScriptContract = defineCall({
  path: '/script/listClientScript',
  summary: "The organisation's active client scripts for the scenario, in the order they run",
  request: listClientScriptBodySchema,
  response: z.array(clientScriptSchema),
});

/**
 * setuppage/userPageSetup (issue 18): an administrator sets another user's page setup — the menu style,
 * the record page's layout, inline editing, related lists, the watermark, approval comments — the same
 * preferences the shell reads at startup (getUserSetup), saved per user.
 */
export const userPageSetupSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), isPartner: z.boolean() })),
  userId: z.string(),
  setup: userSetupSchema,
});
export type UserPageSetup = z.infer<typeof userPageSetupSchema>;

export const getUserPageSetupContract = defineCall({
  path: '/setup/userPageSetup',
  summary:
    "A user's page setup (none given: the caller's) and the organisation's users to choose from (administrators)",
  request: z.strictObject({ userId: z.string().trim().min(1).max(64).optional() }),
  response: userPageSetupSchema,
});

export const saveUserPageSetupContract = defineCall({
  path: '/setup/saveUserPageSetup',
  summary: "Changes the given fields of a user's page setup (administrators); their next screen uses it",
  request: z.strictObject({ userId: z.string().trim().min(1).max(64), setup: saveUserSetupBodySchema }),
  response: userPageSetupSchema,
});
