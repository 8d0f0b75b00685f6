import { clientScriptPhaseSchema, type ListedClientScript } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';

/** A script as listClientScript answers it. */
export type ClientScript = ListedClientScript;

/** The organisation's active client scripts for a usage scenario, in the order they run (spec 1 §4). */
export async function listClientScripts(
  db: Kysely<Database>,
  user: CurrentUser,
  usageScenario: string,
): Promise<ClientScript[]> {
  const rows = await db
    .selectFrom('client_script')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('usage_scenario', '=', usageScenario)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const scripts: ClientScript[] = [];
  for (const row of rows) {
    const phase = clientScriptPhaseSchema.safeParse(row.phase);
    // A row with a phase the client does not know would never run; leave it out rather than fail the list.
    if (!phase.success) continue;
    scripts.push({
      id: row.id,
      name: row.name,
      phase: phase.data,
      ...(row.object_api ? { objectApi: row.object_api } : {}),
      order: row.sort_order,
      usageScenario: row.usage_scenario,
      scriptContent: row.script_content,
    });
  }
  return scripts;
}

/** Addresses of component scripts the client loads at startup, split as the spec's answer splits them. */
export async function listCustomComponentAddresses(
  db: Kysely<Database>,
  user: CurrentUser,
): Promise<{ velaAddrList: string[]; customAddrList: string[] }> {
  const rows = await db
    .selectFrom('custom_component_address')
    .select(['kind', 'address'])
    .where('org_id', '=', user.orgId)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    velaAddrList: rows.filter((row) => row.kind === 'vela').map((row) => row.address),
    customAddrList: rows.filter((row) => row.kind !== 'vela').map((row) => row.address),
  };
}
