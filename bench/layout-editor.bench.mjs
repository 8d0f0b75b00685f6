// Layout editor benchmark (issue 18; never part of npm test): how long from saving a page layout in
// the editor (/metadata/saveLayout: the sections rewritten, a new version kept, the metadata revision
// bumped, the audit entry written) to the first record form that shows it (/master/getMasterInfo, NEW:
// the snapshot reloaded after the change, the form built from it). Each sample moves one field between
// two sections of the Account layout, so every save changes the layout. Calls go through the real app
// (Fastify inject, the demo administrator's API key), on the seeded demo database.
// Run: node bench/layout-editor.bench.mjs [--requests N] [--only sqlite|postgres]
// after `npx tsc -b packages/core packages/server`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { log, summarise, withInjectedApp, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '30' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/layout-editor.json') },
  },
});
const REQUESTS = Number(args.requests);

async function runOn(dialect) {
  return withInjectedApp(dialect, 'vela-layout-bench', async ({ call }) => {
    const layouts = await call('/setup/layouts', { objId: 'account' });
    const layout = layouts.layouts[0];
    const sections = layout.sections.map((section) => ({
      id: section.id,
      title: section.title,
      colNum: section.colNum,
      fields: { left: section.left.map((item) => item.api), right: section.right.map((item) => item.api) },
    }));
    const moving = sections[0].fields.right.at(-1) ?? sections[0].fields.left.at(-1);
    const without = sections.map((section) => ({
      ...section,
      fields: {
        left: section.fields.left.filter((api) => api !== moving),
        right: section.fields.right.filter((api) => api !== moving),
      },
    }));
    const placed = (inFirst) =>
      without.map((section, index) =>
        index === (inFirst ? 0 : without.length - 1)
          ? { ...section, fields: { ...section.fields, left: [...section.fields.left, moving] } }
          : section,
      );
    const saves = [];
    const forms = [];
    const both = [];
    for (let i = 0; i < REQUESTS + 3; i += 1) {
      const start = performance.now();
      await call('/metadata/saveLayout', { layoutId: layout.id, sections: placed(i % 2 === 0) });
      const saved = performance.now();
      const form = await call('/master/getMasterInfo', { objId: 'account', operation: 'NEW' });
      const end = performance.now();
      const shown = form.dataList.some((section) =>
        section.data.some((row) => row.left.apiname === moving || row.right.apiname === moving),
      );
      if (!shown) throw new Error(`the form does not show ${moving} after the save`);
      if (i < 3) continue;
      saves.push(saved - start);
      forms.push(end - saved);
      both.push(end - start);
    }
    const result = {
      'save a layout (new version)': summarise(saves),
      'first form read after the save': summarise(forms),
      'save + first form read': summarise(both),
    };
    for (const [key, figure] of Object.entries(result))
      log(`${dialect}: ${key}: median ${figure.median} ms, p95 ${figure.p95} ms (${figure.count} samples)`);
    return result;
  });
}

const results = { requests: REQUESTS, at: new Date().toISOString(), load: os.loadavg()[0] };
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results[dialect] = await runOn(dialect);
}
writeResults(args.out, results);
