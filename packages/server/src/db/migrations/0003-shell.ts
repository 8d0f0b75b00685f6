import type { Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * The application shell (spec 1 §3, §4): applications and their menu items,
 * the user's current app, saved console tabs, report permission flags, the
 * partner logo, custom component addresses, client scripts, and the client's
 * page-event and error logs. Flags are 0/1 integers, times ISO-8601 UTC text.
 */
export interface ApplicationTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  /** 1 enabled, 0 disabled (still listed, never chosen as the current app). */
  app_state: number;
  bgcolor: string;
  /** An SVG document shown as the app's logo; empty means a monogram on bgcolor. */
  logo_svg: string;
  /** 'horizontal' (menu bar) or 'console' (the tabbed workspace). */
  navigation_style: string;
  /** The app a user lands in when they have not chosen one. */
  is_default: number;
  /** Partner users see only apps with this flag. */
  partner_visible: number;
  sort_order: number;
  created_at: string;
  /** Added by 0138-app-manager: the name per language, a JSON object. */
  labels_json: Generated<string>;
}

/** A menu or tab item of spec 1 §3; parent_id makes second-level items (the children). */
export interface MenuItemTable {
  id: string;
  app_id: string;
  parent_id: string | null;
  sort_order: number;
  name: string;
  /** 'object', 'bot', 'web', 'script' or '' (standard targets and groups). */
  type: string;
  object_api: string;
  obj_id: string;
  prefix: string;
  tab_name: string;
  view_id: string;
  /** 'list', 'Kanban' or 'splitscreen'. */
  layout_type: string;
  url: string;
  iscustom: number;
  lightningpage_id: string;
  function_code: string;
  /** A standard target such as 'homePage' or 'report'; empty for other items. */
  standard_tab_id: string;
  router_name: string;
  /** JSON object of string parameters handed to the target. */
  params_json: string;
  /** JSON array of the tab's action names. */
  tab_action_json: string;
  isfixed: number;
  is_default_launch_tab: number;
  /** Added by 0063-menu-opening: '', 'menu1', 'menu2', 'dialog' or 'tab'. */
  open_place: Generated<string>;
  /** Added by 0063-menu-opening: '', 'self' or 'blank'. */
  open_mode: Generated<string>;
  /** Added by 0138-app-manager: the name per language, a JSON object. */
  labels_json: Generated<string>;
}

/** The app a user last opened; showAllTabs without an appId answers for it. */
export interface UserCurrentAppTable {
  user_id: string;
  app_id: string;
  updated_at: string;
}

/** The console's open tabs, saved on every add or replace (spec 1 §4 Menu tabs). */
export interface ConsoleTabStateTable {
  user_id: string;
  app_id: string;
  opentab: string;
  updated_at: string;
}

/** DECISIONS 15: per report relateId, run/export/new; isenable 0 turns all three off. */
export interface ReportPermissionTable {
  org_id: string;
  relate_id: string;
  isenable: number;
  can_run: number;
  can_export: number;
  can_new: number;
}

/** The logo partner users see instead of the organisation's (spec 1 §4 Partner cloud mode). */
export interface PartnerSetupTable {
  partner_account_id: string;
  org_id: string;
  logo_id: string;
  logo_svg: string;
  updated_at: string;
}

/** Scripts an administrator registered for the client to load at startup. */
export interface CustomComponentAddressTable {
  id: string;
  org_id: string;
  /** 'vela' (the product's own components) or 'custom' (the organisation's). */
  kind: string;
  address: string;
  is_active: number;
  sort_order: number;
}

export interface ClientScriptTable {
  id: string;
  org_id: string;
  name: string;
  /** onCreated, onLoad, onDestroy, beforeSave, onSave or onChange. */
  phase: string;
  /** Null runs the script for every object. */
  object_api: string | null;
  usage_scenario: string;
  sort_order: number;
  script_content: string;
  is_active: number;
  created_at: string;
}

export interface PageEventTable {
  id: Generated<number>;
  user_id: string;
  event: string;
  page: string;
  page_id: string;
  at: string;
}

/** DECISIONS 22: the client's error reports, with the request id they name. */
export interface ClientErrorTable {
  id: Generated<number>;
  user_id: string | null;
  request_id: string;
  path: string;
  return_code: string;
  message: string;
  user_agent: string;
  at: string;
}

export interface ShellTables {
  application: ApplicationTable;
  menu_item: MenuItemTable;
  user_current_app: UserCurrentAppTable;
  console_tab_state: ConsoleTabStateTable;
  report_permission: ReportPermissionTable;
  partner_setup: PartnerSetupTable;
  custom_component_address: CustomComponentAddressTable;
  client_script: ClientScriptTable;
  page_event: PageEventTable;
  client_error: ClientErrorTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('application')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('app_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bgcolor', 'text', (c) => c.notNull())
    .addColumn('logo_svg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('navigation_style', 'text', (c) => c.notNull().defaultTo('horizontal'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_org_idx')
    .on('application')
    .columns(['org_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('menu_item.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object_api', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('obj_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prefix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tab_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('view_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('layout_type', 'text', (c) => c.notNull().defaultTo('list'))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('iscustom', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lightningpage_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('function_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('standard_tab_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('router_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('tab_action_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('isfixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default_launch_tab', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('menu_item_app_idx')
    .on('menu_item')
    .columns(['app_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('user_current_app')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('app_id', 'text', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('console_tab_state')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('app_id', 'text', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('opentab', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('console_tab_state_pk', ['user_id', 'app_id'])
    .execute();

  await db.schema
    .createTable('report_permission')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('relate_id', 'text', (c) => c.notNull())
    .addColumn('isenable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_run', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_export', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_new', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('report_permission_pk', ['org_id', 'relate_id'])
    .execute();

  await db.schema
    .createTable('partner_setup')
    .addColumn('partner_account_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('logo_id', 'text', (c) => c.notNull())
    .addColumn('logo_svg', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('custom_component_address')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('custom'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('client_script')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text')
    .addColumn('usage_scenario', 'text', (c) => c.notNull().defaultTo('PC'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('script_content', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_script_org_idx')
    .on('client_script')
    .columns(['org_id', 'usage_scenario', 'sort_order'])
    .execute();

  await db.schema
    .createTable('page_event')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_event_user_idx').on('page_event').columns(['user_id', 'at']).execute();

  await db.schema
    .createTable('client_error')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('user_id', 'text')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('return_code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_error_at_idx').on('client_error').column('at').execute();
}
