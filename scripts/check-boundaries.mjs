// Module walls: a server module is entered only through its index.ts, a web feature only through its index,
// and a server module's tables are queried only by that module (table walls).
// Prints each import that reaches inside another module or feature and each query that names another
// module's table (file:line), and exits 1 when there is one.
//   node scripts/check-boundaries.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The walled areas: every folder directly under `root` is one unit, entered through its `index`. */
export const AREAS = [
  { root: 'packages/server/src/modules', kind: 'module' },
  { root: 'packages/web/src/features', kind: 'feature' },
];

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// A test may reach into the unit it tests and borrow another unit's test kit; the walls are for shipped code.
const TEST_FILE = /\.test\.(ts|tsx|mts|mjs|js)$/;

/** The unit (area root and folder name) a repository-relative path lies in, or undefined. */
function unitOf(file, areas) {
  for (const area of areas) {
    const prefix = `${area.root}/`;
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length).split('/');
    if (rest.length < 2) return undefined; // a file beside the units (e.g. modules/module.ts) belongs to none
    return { area, name: rest[0], inner: rest.slice(1).join('/') };
  }
  return undefined;
}

/** Every relative import, export-from and dynamic import of one source text, with its 1-based line. */
export function importsOf(text) {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((ref) => ({
    specifier: ref.fileName,
    line: text.slice(0, ref.pos).split('\n').length,
  }));
}

/**
 * The imports that cross a wall. `files` maps repository-relative paths (forward slashes) to their text.
 * An import from unit <a> into unit <b> of the same area is allowed only when it names <b>'s index.
 */
export function boundaryViolations(files, areas = AREAS) {
  const found = [];
  for (const [file, text] of files) {
    if (!SOURCE.test(file) || TEST_FILE.test(file)) continue;
    const from = unitOf(file, areas);
    if (!from) continue;
    for (const { specifier, line } of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const bare = target.replace(/\.(ts|tsx|js|jsx|mts|mjs)$/, '');
      // `../b` naming no file is the folder b, which resolves to its index.
      const isFolder =
        bare === target &&
        path.posix.basename(bare) !== 'index' &&
        !EXTENSIONS.some((ext) => files.has(`${bare}${ext}`));
      const to = unitOf(isFolder ? `${bare}/index` : bare, areas);
      if (!to || to.area !== from.area || to.name === from.name || to.inner === 'index') continue;
      found.push({ file, line, specifier, from: from.name, to: to.name, kind: from.area.kind });
    }
  }
  return found;
}

function listSources(root, dir, out) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) listSources(root, rel, out);
    else if (SOURCE.test(entry.name)) out.set(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
  }
}

/** Reads the walled areas of the repository at `root`. */
export function readAreas(root, areas = AREAS) {
  const files = new Map();
  for (const area of areas) listSources(root, area.root, files);
  listSources(root, MIGRATIONS_ROOT, files);
  return files;
}

// ---- Table walls ----------------------------------------------------------------------------------------
// Each server module lists the tables it owns in `<module>/owned-tables.ts` (OWNED_TABLES); every table the
// migrations create has exactly one owner. Another module's shipped code must not name an owned table in a
// query: a query-builder call (selectFrom, insertInto, updateTable, deleteFrom, the joins …), `sql.table` /
// `sql.ref`, or SQL text (an `sql` template, or any string that reads as SQL: `from t`, `join t`, `into t`,
// `update t`). A bare string equal to another module's table name counts too when the name has an
// underscore (`'app_user'` handed to a query as a variable); one-word names (`tax`, `tag`) are also field
// names and words, so only their query forms count. Migrations create the tables and are exempt.

export const MODULES_ROOT = 'packages/server/src/modules';
export const MIGRATIONS_ROOT = 'packages/server/src/db/migrations';
export const OWNED_TABLES_FILE = 'owned-tables.ts';

const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);
const SQL_HELPERS = new Set(['table', 'ref', 'id', 'raw']);
const SQL_TABLE = /\b(?:from|join|into|update|table|exists)\s+(?:only\s+)?["`]?([a-z_][a-z0-9_]*)/gi;
const SQL_WORDS = /\b(select|insert|update|delete)\b/i;

/** The tables the migrations create (`createTable('name')` or `create table name`). */
export function migrationTables(files) {
  const tables = new Set();
  for (const [file, text] of files) {
    if (!file.startsWith(`${MIGRATIONS_ROOT}/`) || TEST_FILE.test(file)) continue;
    for (const match of text.matchAll(/createTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) tables.add(match[1]);
    for (const match of text.matchAll(/create table (?:if not exists )?["`]?([a-z_][a-z0-9_]*)/gi))
      tables.add(match[1].toLowerCase());
  }
  return tables;
}

/** Module name → the tables its owned-tables.ts lists (every string literal in the file). */
export function declaredOwners(files) {
  const owners = new Map();
  for (const [file, text] of files) {
    const unit = unitOf(file, [{ root: MODULES_ROOT, kind: 'module' }]);
    if (!unit || unit.inner !== OWNED_TABLES_FILE) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const names = [];
    const visit = (node) => {
      if (ts.isStringLiteralLike(node)) names.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    owners.set(unit.name, names);
  }
  return owners;
}

/** A table name as a query names it: `app_user as u` → app_user, `public.app_user` → app_user. */
function tableOfReference(text) {
  const first = text.trim().split(/\s+/)[0] ?? '';
  const parts = first.split('.');
  return (parts.length > 1 ? parts[parts.length - 2] : parts[0]).replaceAll('"', '');
}

function tableOfSqlRef(text) {
  // sql.ref('u.name') names an alias's column, sql.table('app_user') a table: the part before the last dot.
  const parts = text.trim().split('.');
  return parts.length > 1 ? parts[parts.length - 2] : parts[0];
}

function templateTexts(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [template.text];
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
}

/** Every table a source text names in a query, with its 1-based line. `known` limits what counts. */
export function tableReferences(file, text, known) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (name, node, how) => {
    if (!known.has(name)) return;
    found.push({
      table: name,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      how,
    });
  };
  const sqlText = (texts, node, always) => {
    const joined = texts.join(' ');
    if (!always && !SQL_WORDS.test(joined)) return;
    for (const match of joined.matchAll(SQL_TABLE)) add(match[1].toLowerCase(), node, 'SQL text');
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      const isSqlHelper = SQL_HELPERS.has(method) && node.expression.expression.getText(source) === 'sql';
      if (first && (QUERY_METHODS.has(method) || (isSqlHelper && method !== 'raw'))) {
        const items = ts.isArrayLiteralExpression(first) ? first.elements : [first];
        for (const item of items) {
          if (!ts.isStringLiteralLike(item)) continue;
          add(isSqlHelper ? tableOfSqlRef(item.text) : tableOfReference(item.text), item, method);
        }
      }
    }
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source))) {
      sqlText(templateTexts(node.template), node, true);
    } else if (
      ts.isStringLiteralLike(node) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      if (node.text.includes('_') && known.has(node.text)) add(node.text, node, 'table name');
      else sqlText([node.text], node, false);
    } else if (ts.isTemplateExpression(node)) {
      sqlText(templateTexts(node), node, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A call's literal is also a string literal: keep one finding per table and line.
  const seen = new Set();
  return found.filter((f) => {
    const key = `${f.table}:${f.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The table walls. `files` maps repository-relative paths to their text (the modules and the migrations).
 * Answers the problems with the ownership lists (a created table without an owner, a table with two owners,
 * an owned table no migration creates) and the queries that name another module's table.
 */
export function tableViolations(files) {
  const created = migrationTables(files);
  const owners = declaredOwners(files);
  const ownerOf = new Map();
  const problems = [];
  for (const [module, tables] of owners) {
    const file = `${MODULES_ROOT}/${module}/${OWNED_TABLES_FILE}`;
    for (const table of tables) {
      if (!created.has(table))
        problems.push({ file, line: 1, message: `'${table}' is not a table the migrations create` });
      else if (ownerOf.has(table))
        problems.push({ file, line: 1, message: `'${table}' is owned by ${ownerOf.get(table)} already` });
      else ownerOf.set(table, module);
    }
  }
  for (const table of [...created].sort()) {
    if (!ownerOf.has(table))
      problems.push({
        file: MIGRATIONS_ROOT,
        line: 1,
        message: `table '${table}' has no owner: list it in one module's ${OWNED_TABLES_FILE}`,
      });
  }
  for (const [file, text] of files) {
    if (!SOURCE.test(file) || TEST_FILE.test(file)) continue;
    const unit = unitOf(file, [{ root: MODULES_ROOT, kind: 'module' }]);
    if (!unit || unit.inner === OWNED_TABLES_FILE) continue;
    for (const ref of tableReferences(file, text, ownerOf)) {
      const owner = ownerOf.get(ref.table);
      if (owner === unit.name) continue;
      problems.push({
        file,
        line: ref.line,
        table: ref.table,
        owner,
        message: `${unit.name} queries '${ref.table}' (${ref.how}), a table of ${owner}: call a function ${owner}'s index exports`,
      });
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = readAreas(root);
  const violations = boundaryViolations(files);
  for (const v of violations) {
    process.stdout.write(
      `${v.file}:${v.line}: '${v.specifier}' reaches inside ${v.kind} ${v.to}; import it through ${v.to}'s index\n`,
    );
  }
  const tableProblems = tableViolations(files);
  for (const p of tableProblems) process.stdout.write(`${p.file}:${p.line}: ${p.message}\n`);
  if (violations.length > 0) process.stdout.write(`${violations.length} import(s) cross a module wall\n`);
  if (tableProblems.length > 0) process.stdout.write(`${tableProblems.length} table wall problem(s)\n`);
  if (violations.length > 0 || tableProblems.length > 0) process.exit(1);
  process.stdout.write(
    'module walls: every cross-module import goes through an index, and every table is queried by its owner\n',
  );
}
