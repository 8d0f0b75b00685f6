import { newRecordId, SystemPrefix } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findOrganisation, orgIdOfEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';
import {
  DEMO_APPS,
  DEMO_CLIENT_SCRIPTS,
  DEMO_CUSTOM_PAGES,
  DEMO_REPORT_PERMISSIONS,
  type DemoMenuItem,
  PARTNER_ACME_ACCOUNT_ID,
  PARTNER_ACME_LOGO_ID,
  PARTNER_ACME_LOGO_SVG,
} from './demo-menus.js';
import { ShellPrefix } from './shell-prefix.js';

const DEMO_ADMIN_EMAIL = 'admin@vela.local';
const DEMO_ORG_ID = 'org_demo';

/** The demo organisation, found through its admin (the auth seeder makes both); null when absent. */
async function findDemoOrg(db: Kysely<Database>): Promise<string | null> {
  const adminOrg = await orgIdOfEmail(db, DEMO_ADMIN_EMAIL);
  if (adminOrg) return adminOrg;
  const org = await findOrganisation(db, DEMO_ORG_ID);
  return org?.id ?? null;
}

async function insertMenu(
  db: Kysely<Database>,
  appId: string,
  items: readonly DemoMenuItem[],
  parentId: string | null,
  customPageIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    const id = newRecordId(SystemPrefix.tab);
    const pageId = item.customPage ? customPageIds.get(item.customPage.key) : undefined;
    if (item.customPage && !pageId) throw new Error(`no demo custom page ${item.customPage.key}`);
    await db
      .insertInto('menu_item')
      .values({
        id,
        app_id: appId,
        parent_id: parentId,
        sort_order: (index + 1) * 10,
        name: item.name,
        type: item.type ?? '',
        object_api: item.objectApi ?? '',
        obj_id: item.objectApi?.toLowerCase() ?? '',
        prefix: item.prefix ?? '',
        tab_name: item.name,
        view_id: '',
        layout_type: item.layoutType ?? 'list',
        url: item.url ?? '',
        iscustom: pageId ? 1 : 0,
        lightningpage_id: pageId ? `${item.customPage?.hashMarker ? '#' : ''}${pageId}` : '',
        function_code: item.functionCode ?? '',
        standard_tab_id: item.standardTabId ?? '',
        router_name: item.routerName ?? '',
        params_json: JSON.stringify(item.params ?? {}),
        tab_action_json: JSON.stringify(item.tabAction ?? []),
        isfixed: item.isfixed ? 1 : 0,
        is_default_launch_tab: item.isDefaultLaunchTab ? 1 : 0,
        open_place: item.openPlace ?? '',
        open_mode: item.openMode ?? '',
      })
      .execute();
    if (item.children) await insertMenu(db, appId, item.children, id, customPageIds);
  }
}

/** Seeds the shell of one organisation: apps and menus, client scripts, report flags, the partner logo. */
export async function seedShellForOrg(db: Kysely<Database>, orgId: string, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  const customPageIds = new Map<string, string>();
  for (const page of DEMO_CUSTOM_PAGES) {
    const id = newRecordId(ShellPrefix.customPage);
    customPageIds.set(page.key, id);
    await db
      .insertInto('custom_page')
      .values({
        id,
        org_id: orgId,
        name: page.name,
        components_json: JSON.stringify(page.components),
        is_default: page.isDefault ? 1 : 0,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
  for (const [index, demo] of DEMO_APPS.entries()) {
    const appId = newRecordId(SystemPrefix.application);
    await db
      .insertInto('application')
      .values({
        id: appId,
        org_id: orgId,
        name: demo.name,
        description: demo.description,
        app_state: demo.appState,
        bgcolor: demo.bgcolor,
        logo_svg: demo.logoSvg ?? '',
        navigation_style: demo.navigationStyle,
        is_default: demo.isDefault ? 1 : 0,
        partner_visible: demo.partnerVisible ? 1 : 0,
        sort_order: (index + 1) * 10,
        created_at: createdAt,
      })
      .execute();
    await insertMenu(db, appId, demo.menu, null, customPageIds);
  }
  for (const script of DEMO_CLIENT_SCRIPTS) {
    await db
      .insertInto('client_script')
      .values({
        id: newRecordId(ShellPrefix.clientScript),
        org_id: orgId,
        name: script.name,
        phase: script.phase,
        object_api: script.objectApi,
        usage_scenario: 'PC',
        sort_order: script.order,
        script_content: script.content,
        is_active: 1,
        created_at: createdAt,
      })
      .execute();
  }
  for (const flags of DEMO_REPORT_PERMISSIONS) {
    await db
      .insertInto('report_permission')
      .values({
        org_id: orgId,
        relate_id: flags.relateId,
        isenable: flags.isenable,
        can_run: flags.run,
        can_export: flags.export,
        can_new: flags.new,
      })
      .execute();
  }
  await db
    .insertInto('partner_setup')
    .values({
      partner_account_id: PARTNER_ACME_ACCOUNT_ID,
      org_id: orgId,
      logo_id: PARTNER_ACME_LOGO_ID,
      logo_svg: PARTNER_ACME_LOGO_SVG,
      updated_at: createdAt,
    })
    .execute();
}

/** Runs after the auth seeder, which makes the demo organisation and its users. */
export const shellDemoSeeder: Seeder = {
  name: 'shell',
  async seed({ database, now }) {
    const { db } = database;
    const orgId = await findDemoOrg(db);
    // Without the auth seeder there is no organisation to give apps to; nothing to do, not a failure.
    if (!orgId) return;
    const existing = await db
      .selectFrom('application')
      .select('id')
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (existing) return;
    await db.transaction().execute((trx) => seedShellForOrg(trx, orgId, now));
  },
};
