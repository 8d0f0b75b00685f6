import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RegionNode } from './catalogue/regions.js';

const LEVELS = ['country', 'province', 'city', 'county'] as const;

/** The region tree as rows; a code is the path of names, so two cities of one name stay apart. */
export function regionRows(regions: readonly RegionNode[]): Database['meta_region'][] {
  const rows: Database['meta_region'][] = [];
  const walk = (nodes: readonly RegionNode[], parent: string | null, depth: number) => {
    for (const [index, node] of nodes.entries()) {
      const code = parent ? `${parent}/${node.name}` : node.name;
      rows.push({
        code,
        parent_code: parent,
        level: LEVELS[depth] ?? 'county',
        name: node.name,
        labels_json: JSON.stringify(node.labels ?? {}),
        sort_order: index,
      });
      walk(node.children ?? [], code, depth + 1);
    }
  };
  walk(regions, null, 0);
  return rows;
}

export async function installRegions(db: Kysely<Database>, regions: readonly RegionNode[]): Promise<void> {
  const rows = regionRows(regions);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('meta_region')
      .values(rows.slice(i, i + 200))
      .execute();
}
