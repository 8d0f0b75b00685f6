import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  boundaryViolations,
  importsOf,
  migrationTables,
  tableViolations,
} from './check-boundaries.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const S = 'packages/server/src/modules';
const W = 'packages/web/src/features';

/** The violations found in one file holding `text`, beside `others` (empty files the import may name). */
function violationsOf(file, text, others = []) {
  const files = new Map([[file, text], ...others.map((other) => [other, ''])]);
  return boundaryViolations(files).map((v) => `${v.file}:${v.line} ${v.specifier}`);
}

const from = (specifier) => `import { x } from '${specifier}';`;

describe('module walls', () => {
  it.each([
    ['another module through its index', `${S}/records/a.ts`, from('../approvals/index.js'), 0],
    ['the index without extension', `${S}/records/a.ts`, from('../approvals/index'), 0],
    ['inside another module', `${S}/records/a.ts`, from('../approvals/process-store.js'), 1],
    ['inside, type only', `${S}/records/a.ts`, "import type { X } from '../approvals/types.js';", 1],
    ['inside, re-exported', `${S}/records/a.ts`, "export { x } from '../access/audit-log.js';", 1],
    ['inside, dynamic', `${S}/records/a.ts`, "const m = await import('../access/audit-log.js');", 1],
    ['from a nested folder, inside', `${S}/records/save/a.ts`, from('../../files/file-links.js'), 1],
    ['from a nested folder, via index', `${S}/records/save/a.ts`, from('../../files/index.js'), 0],
    ['inside its own module', `${S}/records/save/a.ts`, from('../record-access.js'), 0],
    ['the shared module contract', `${S}/records/a.ts`, from('../module.js'), 0],
    ['outside the modules', `${S}/records/a.ts`, from('../../db/database.js'), 0],
    ['a package', `${S}/records/a.ts`, from('@vela/core'), 0],
    ['a test file may reach in', `${S}/records/a.test.ts`, from('../auth/auth-test-kit.js'), 0],
    ['web: inside another feature', `${W}/printing/P.tsx`, from('../profile/save-file.js'), 1],
    ['web: another feature via index', `${W}/printing/P.tsx`, from('../profile/index.js'), 0],
    ['web: another feature as a folder', `${W}/printing/P.tsx`, from('../profile'), 0],
    ['web: its own nested state', `${W}/record-form/hooks/h.ts`, from('../state/form-state.js'), 0],
  ])('%s', (_label, file, text, expected) => {
    expect(violationsOf(file, text)).toHaveLength(expected);
  });

  it('names the file and the line of the offending specifier', () => {
    const text = "import a from 'a';\n\nimport {\n  x,\n  y,\n} from '../approvals/process-store.js';\n";
    expect(violationsOf(`${S}/records/routes-form.ts`, text)).toEqual([
      `${S}/records/routes-form.ts:6 ../approvals/process-store.js`,
    ]);
  });

  it('tells a file beside the units from a unit folder', () => {
    // `../module` names the file modules/module.ts when it exists, not a folder's index.
    expect(violationsOf(`${S}/records/a.ts`, from('../module'), [`${S}/module.ts`])).toEqual([]);
  });

  it('finds every relative import form', () => {
    const text = "import a from './a.js';\nexport * from './b.js';\nconst c = import('./c.js');\n";
    expect(importsOf(text).map((i) => [i.specifier, i.line])).toEqual([
      ['./a.js', 1],
      ['./b.js', 2],
      ['./c.js', 3],
    ]);
  });
});

const MIGRATION = 'packages/server/src/db/migrations/0001-x.ts';
const migration =
  "await db.schema.createTable('app_user').execute();\nawait db.schema.createTable('tax').execute();\nawait db.schema.createTable('record_match_key').execute();\n";
const owners = [
  [`${S}/auth/owned-tables.ts`, "export const OWNED_TABLES = ['app_user'] as const;"],
  [`${S}/metadata/owned-tables.ts`, "export const OWNED_TABLES = ['tax', 'record_match_key'] as const;"],
];

/** The table-wall problems of one module file holding `text`, beside the migration and the owner lists. */
function tableProblemsOf(file, text) {
  const files = new Map([[MIGRATION, migration], ...owners, [file, text]]);
  return tableViolations(files).map((p) => `${p.file}:${p.line} ${p.table ?? ''}`.trim());
}

describe('table walls', () => {
  it.each([
    ['its own table', `${S}/auth/a.ts`, "db.selectFrom('app_user').selectAll()", 0],
    ['another module’s table, selectFrom', `${S}/shell/a.ts`, "db.selectFrom('app_user').selectAll()", 1],
    ['with an alias', `${S}/shell/a.ts`, "db.selectFrom('app_user as u').selectAll()", 1],
    ['in a join', `${S}/shell/a.ts`, "db.selectFrom('menu').innerJoin('app_user as u', 'u.id', 'm.x')", 1],
    [
      'in a left join',
      `${S}/shell/a.ts`,
      "db.selectFrom('menu').leftJoin('app_user', 'app_user.id', 'x')",
      1,
    ],
    ['written to', `${S}/shell/a.ts`, "db.updateTable('app_user').set({ name })", 1],
    ['inserted into', `${S}/shell/a.ts`, "db.insertInto('record_match_key').values(rows)", 1],
    ['deleted from', `${S}/shell/a.ts`, "db.deleteFrom('tax').where('id', '=', id)", 1],
    ['in raw sql', `${S}/access/a.ts`, 'sql`exists (select 1 from app_user u where u.id = ownerid)`', 1],
    ['in raw sql, quoted', `${S}/access/a.ts`, 'sql`select * from "app_user" where id = $' + '{id}`', 1],
    [
      'in SQL text of a string',
      `${S}/records/a.ts`,
      "const s = '(select name from app_user where id = 1)';",
      1,
    ],
    ['through sql.table', `${S}/records/a.ts`, 'sql`select 1 from $' + "{sql.table('app_user')}`", 1],
    ['a table name handed on as a value', `${S}/records/a.ts`, "const t = user ? 'app_user' : other;", 1],
    ['a one-word name as a field name is no query', `${S}/records/a.ts`, "value('tax'); row.tax;", 0],
    ['a one-word name in a query is', `${S}/records/a.ts`, "db.selectFrom('tax').selectAll()", 1],
    ['words in a message are no query', `${S}/records/a.ts`, "throw new Error('the tax from the order');", 0],
    ['a test file may', `${S}/shell/a.test.ts`, "db.selectFrom('app_user').selectAll()", 0],
    ['a column of an unowned table', `${S}/shell/a.ts`, "db.selectFrom('menu').select('app_user_id')", 0],
  ])('%s', (_label, file, text, expected) => {
    expect(tableProblemsOf(file, text)).toHaveLength(expected);
  });

  it('names the file, the line and the table', () => {
    const text = "const a = 1;\n\nconst row = await db\n  .selectFrom('app_user')\n  .selectAll();\n";
    expect(tableProblemsOf(`${S}/lookups/lookup-search.ts`, text)).toEqual([
      `${S}/lookups/lookup-search.ts:4 app_user`,
    ]);
  });

  it('reports a created table no module owns, and a table two modules claim', () => {
    const files = new Map([
      [MIGRATION, `${migration}await db.schema.createTable('orphan').execute();\n`],
      ...owners,
      [`${S}/shell/owned-tables.ts`, "export const OWNED_TABLES = ['tax', 'no_such_table'] as const;"],
    ]);
    const messages = tableViolations(files).map((p) => p.message);
    expect(messages).toContain("table 'orphan' has no owner: list it in one module's owned-tables.ts");
    expect(messages.some((m) => m.includes("'tax' is owned by"))).toBe(true);
    expect(messages).toContain("'no_such_table' is not a table the migrations create");
  });

  it('finds the tables a migration creates by builder and by SQL', () => {
    const files = new Map([
      [
        MIGRATION,
        "await db.schema.createTable('a_b').execute();\nawait sql`create table if not exists c_d (x int)`;\n",
      ],
    ]);
    expect([...migrationTables(files)].sort()).toEqual(['a_b', 'c_d']);
  });
});

describe('README layout', () => {
  it('names every server module and web feature folder', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'));
    const missing = [];
    for (const area of AREAS) {
      for (const entry of fs.readdirSync(path.join(ROOT, area.root), { withFileTypes: true })) {
        if (entry.isDirectory() && !new RegExp(`\\b${entry.name}\\b`).test(layout))
          missing.push(`${area.root}/${entry.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
