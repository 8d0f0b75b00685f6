import {
  type CustomPage,
  type CustomPageComponent,
  type CustomPageSummary,
  customPageComponentSchema,
  type customPageInputSchema,
  newRecordId,
} from '@vela/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { currentMetadata, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { requireAppAdministrator } from './app-manager.js';
import { ShellPrefix } from './shell-prefix.js';

/**
 * Reads stored components one by one: a component this version does not know (or a damaged one) is
 * left out, so one bad component never hides the rest of the page.
 */
export function parseStoredComponents(json: string): CustomPageComponent[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((component) => {
    const parsed = customPageComponentSchema.safeParse(component);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function loadCustomPage(db: Kysely<Database>, orgId: string, id: string): Promise<CustomPage> {
  const row = await db
    .selectFrom('custom_page')
    .select(['id', 'name', 'components_json'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`The custom page ${id}`);
  return { id: row.id, name: row.name, components: parseStoredComponents(row.components_json) };
}

/** The organisation's default custom page (`defaultCustomPage`), or null when none is chosen. */
export async function loadDefaultCustomPage(db: Kysely<Database>, orgId: string): Promise<CustomPage | null> {
  const row = await db
    .selectFrom('custom_page')
    .select('id')
    .where('org_id', '=', orgId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return row ? loadCustomPage(db, orgId, row.id) : null;
}

type PageContext = Pick<ModuleContext, 'database' | 'now'>;
type PageInput = z.output<typeof customPageInputSchema>;

/** Menu items keep a page id with or without the hash marker of spec 1 §2.7. */
const pageIdOf = (lightningPageId: string) => lightningPageId.replace(/^#/, '');

/** The apps whose menus open each page of the organisation, by page id. */
async function appsByPage(db: Kysely<Database>, orgId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('menu_item')
    .innerJoin('application', 'application.id', 'menu_item.app_id')
    .select(['menu_item.lightningpage_id as page', 'application.name as app'])
    .where('application.org_id', '=', orgId)
    .where('menu_item.lightningpage_id', '!=', '')
    .orderBy('application.name')
    .execute();
  const byPage = new Map<string, string[]>();
  for (const row of rows) {
    const apps = byPage.get(pageIdOf(row.page)) ?? [];
    if (!apps.includes(row.app)) apps.push(row.app);
    byPage.set(pageIdOf(row.page), apps);
  }
  return byPage;
}

export async function listCustomPages(
  context: PageContext,
  user: CurrentUser,
): Promise<{ pages: CustomPageSummary[] }> {
  requireAppAdministrator(user);
  const { db } = context.database;
  const rows = await db
    .selectFrom('custom_page')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const usedBy = await appsByPage(db, user.orgId);
  return {
    pages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      componentCount: parseStoredComponents(row.components_json).length,
      isDefault: row.is_default === 1,
      usedBy: usedBy.get(row.id) ?? [],
      updatedAt: row.updated_at,
    })),
  };
}

/**
 * A list view component must name an object that exists, and its id and prefix must be that object's:
 * the stored path is what the page opens, so a mismatch would show another object's list or none.
 */
async function checkedComponents(context: PageContext, input: PageInput): Promise<CustomPageComponent[]> {
  const snapshot = await currentMetadata(context.database);
  return input.components.map((component, index) => {
    if (component.kind === 'richText' && component.blocks.every((block) => block.text.trim() === ''))
      throw badRequest(`components.${index}.blocks: write some text or remove the text component`);
    if (component.kind !== 'listView') return component;
    const object = findObject(snapshot, { objectApi: component.objectApi });
    if (!object) throw badRequest(`components.${index}.objectApi: no object "${component.objectApi}"`);
    return { ...component, objectApi: object.apiName, objId: object.id, prefix: object.prefix };
  });
}

export async function saveCustomPage(
  context: PageContext,
  user: CurrentUser,
  input: PageInput,
): Promise<CustomPageSummary> {
  requireAppAdministrator(user);
  const { db } = context.database;
  const components = await checkedComponents(context, input);
  const now = context.now().toISOString();
  const id = input.id ?? newRecordId(ShellPrefix.customPage);
  await db.transaction().execute(async (trx) => {
    if (input.id) {
      const stored = await trx
        .selectFrom('custom_page')
        .select('id')
        .where('id', '=', input.id)
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      if (!stored) throw notFound(`The custom page ${input.id}`);
    }
    // One default per organisation: choosing this page unsets the one before, in the same transaction.
    if (input.isDefault)
      await trx
        .updateTable('custom_page')
        .set({ is_default: 0 })
        .where('org_id', '=', user.orgId)
        .where('id', '!=', id)
        .execute();
    const values = {
      name: input.name,
      components_json: JSON.stringify(components),
      is_default: input.isDefault ? 1 : 0,
      updated_at: now,
    };
    if (input.id) await trx.updateTable('custom_page').set(values).where('id', '=', id).execute();
    else
      await trx
        .insertInto('custom_page')
        .values({ id, org_id: user.orgId, created_at: now, ...values })
        .execute();
  });
  const saved = (await listCustomPages(context, user)).pages.find((page) => page.id === id);
  if (!saved) throw notFound(`The custom page ${id}`);
  return saved;
}

export async function deleteCustomPage(
  context: PageContext,
  user: CurrentUser,
  id: string,
): Promise<{ id: string }> {
  requireAppAdministrator(user);
  const { db } = context.database;
  const page = (await listCustomPages(context, user)).pages.find((one) => one.id === id);
  if (!page) throw notFound(`The custom page ${id}`);
  if (page.usedBy.length > 0)
    throw badRequest(
      `"${page.name}" is opened by the menu of ${page.usedBy.join(', ')}: remove it from those menus first`,
    );
  await db.deleteFrom('custom_page').where('id', '=', id).where('org_id', '=', user.orgId).execute();
  return { id };
}
