import { z } from 'zod';
import { defineCall } from './call-contract.js';
import { layoutTypeSchema, navigationStyleSchema, openModeSchema, openPlaceSchema } from './shell.js';

/**
 * The app manager of setup (issue 18, "Apps, tabs and menus"): an administrator lists the apps, creates
 * one, edits its properties, the profiles that see it and its menu (object tabs, standard tabs, custom
 * pages, web links, groups of a second level). Every call is for system administrators only.
 */

/**
 * The standard targets a menu item may open (spec 1 §2.7): the ids the web's menu resolves
 * (STANDARD_TAB_TARGETS of the shell). A standard tab outside this list is refused, naming the field.
 */
export const STANDARD_MENU_TABS = [
  'homePage',
  'report',
  'dashboard',
  'calendar',
  'fileCenter',
  'mail',
  'approvalCenter',
  'mailRelation',
  'colleagueCircle',
  'hopper',
  'priceManual',
  'targetModel',
  'target',
  'sms',
  'clientPoolLead',
  'clientPoolAccount',
  'dispatchingUnits',
  'groupList',
  'resourceCalendar',
  'forecast',
  'ordering',
  'systemSettings',
  'customerWorkbench',
  'moodFound',
  'gantt',
  'knowledge',
  'marketForm',
  'social',
  'actualWorkList',
  'shiftPlan',
] as const;
export type StandardMenuTab = (typeof STANDARD_MENU_TABS)[number];

/**
 * What a menu item opens, as the editor sees it: an object's list, a standard tab, a custom page, a web
 * address, a group (a first-level item holding second-level ones), or 'other' (a bot, a script, a named
 * route: kept as configured, only renamed, moved or removed here).
 */
export const APP_MENU_KINDS = ['object', 'standard', 'customPage', 'web', 'group', 'other'] as const;
export type AppMenuKind = (typeof APP_MENU_KINDS)[number];

/** The most items one app's menu holds, second level included. */
export const MAX_APP_MENU_ITEMS = 200;

/** Per-language words: a language code to the text in it. Empty texts are dropped when saved. */
export const appLabelsSchema = z.record(z.string().min(2).max(16), z.string().trim().max(100));

const appMenuName = z.string().trim().min(1, 'write a label').max(100, 'at most 100 characters');

const appMenuItemFields = {
  /** Absent for a new item; an existing item's id keeps what the editor does not show (its actions, params). */
  id: z.string().min(1).max(64).optional(),
  kind: z.enum(APP_MENU_KINDS),
  name: appMenuName,
  labels: appLabelsSchema.default({}),
  /** kind 'object': the object's API name (standard or custom). */
  objectApi: z.string().max(100).default(''),
  /** kind 'object': list, Kanban, split screen or plan. */
  layoutType: layoutTypeSchema.default('list'),
  /** kind 'standard': one of STANDARD_MENU_TABS. */
  standardTabId: z.string().max(100).default(''),
  /** kind 'customPage': the custom page's id. */
  customPageId: z.string().max(64).default(''),
  /** kind 'web': an http(s) address or a path of Vela starting with '/'. */
  url: z.string().max(2000).default(''),
  openPlace: openPlaceSchema.default(''),
  openMode: openModeSchema.default(''),
  isfixed: z.boolean().default(false),
  isDefaultLaunchTab: z.boolean().default(false),
};

export const appMenuChildSchema = z.strictObject(appMenuItemFields);
export const appMenuItemInputSchema = z.strictObject({
  ...appMenuItemFields,
  /** Only a group has children (one level: the shell's menu has two). */
  children: z.array(appMenuChildSchema).max(MAX_APP_MENU_ITEMS).default([]),
});
export type AppMenuItemInput = z.input<typeof appMenuItemInputSchema>;

const appMenuItemAnswerFields = {
  id: z.string(),
  kind: z.enum(APP_MENU_KINDS),
  name: z.string(),
  labels: z.record(z.string(), z.string()),
  objectApi: z.string(),
  layoutType: layoutTypeSchema,
  standardTabId: z.string(),
  customPageId: z.string(),
  url: z.string(),
  openPlace: openPlaceSchema,
  openMode: openModeSchema,
  isfixed: z.boolean(),
  isDefaultLaunchTab: z.boolean(),
};
export const appMenuEntrySchema = z.object({
  ...appMenuItemAnswerFields,
  children: z.array(z.object(appMenuItemAnswerFields)),
});
export type AppMenuEntry = z.infer<typeof appMenuEntrySchema>;

export const managedAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  labels: z.record(z.string(), z.string()),
  description: z.string(),
  appState: z.union([z.literal(0), z.literal(1)]),
  bgcolor: z.string(),
  navigationStyle: navigationStyleSchema,
  isDefault: z.boolean(),
  partnerVisible: z.boolean(),
  /** The profiles that see the app; empty: every profile. */
  profileIds: z.array(z.string()),
  itemCount: z.number().int(),
  /** Its own logo as a data: URL (PNG, JPEG, or the SVG it was given); '' when it shows a monogram. */
  logo: z.string(),
});
export type ManagedApp = z.infer<typeof managedAppSchema>;

export const listManagedAppsContract = defineCall({
  path: '/setup/apps/list',
  summary: "Every app of the organisation, enabled or not, with its labels, audience and menu's size",
  request: z.strictObject({}),
  response: z.array(managedAppSchema),
});

export const getManagedAppContract = defineCall({
  path: '/setup/apps/get',
  summary: 'One app with its whole menu as the editor shows it, and the custom pages a menu item may open',
  request: z.strictObject({ appId: z.string().min(1).max(64) }),
  response: z.object({
    app: managedAppSchema,
    menu: z.array(appMenuEntrySchema),
    customPages: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});

export const appPropertiesSchema = z.strictObject({
  name: z.string().trim().min(1, 'write a name').max(100, 'at most 100 characters'),
  labels: appLabelsSchema.default({}),
  description: z.string().trim().max(500).default(''),
  appState: z.union([z.literal(0), z.literal(1)]).default(1),
  bgcolor: z
    .string()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour like #0b5cab')
    .default('#0b5cab'),
  navigationStyle: navigationStyleSchema.default('horizontal'),
  isDefault: z.boolean().default(false),
  partnerVisible: z.boolean().default(false),
  profileIds: z.array(z.string().min(1).max(100)).max(200).default([]),
  /**
   * A new logo: a PNG or JPEG data: URL of at most 256 KB (core logoProblem, as the seller's), '' for the
   * monogram again; left out, the logo stays as it is.
   */
  logo: z.string().max(400_000).optional(),
});
export type AppPropertiesInput = z.input<typeof appPropertiesSchema>;

export const saveManagedAppContract = defineCall({
  path: '/setup/apps/save',
  summary:
    "Create an app (no appId) or change one's name, labels, colour, navigation style, state and the profiles that see it",
  request: z.strictObject({ appId: z.string().min(1).max(64).optional(), app: appPropertiesSchema }),
  response: managedAppSchema,
});

export const saveAppMenuContract = defineCall({
  path: '/setup/apps/saveMenu',
  summary:
    "Replace an app's menu: its items in order (a group's children under it); items left out are removed. Users' next menu fetch shows it",
  request: z.strictObject({
    appId: z.string().min(1).max(64),
    items: z.array(appMenuItemInputSchema).max(MAX_APP_MENU_ITEMS),
  }),
  response: z.object({ menu: z.array(appMenuEntrySchema) }),
});

export const deleteManagedAppContract = defineCall({
  path: '/setup/apps/delete',
  summary:
    "Delete an app with its menu and who sees it; the default app and the organisation's last enabled app are refused",
  request: z.strictObject({ appId: z.string().min(1).max(64) }),
  response: z.object({ appId: z.string(), deleted: z.literal(true) }),
});
