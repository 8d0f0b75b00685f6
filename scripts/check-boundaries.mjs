// Module walls: a server module is entered only through its index.ts, a web feature only through its index.
// Prints each import that reaches inside another module or feature (file:line) and exits 1 when there is one.
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
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = boundaryViolations(readAreas(root));
  for (const v of violations) {
    process.stdout.write(
      `${v.file}:${v.line}: '${v.specifier}' reaches inside ${v.kind} ${v.to}; import it through ${v.to}'s index\n`,
    );
  }
  if (violations.length > 0) {
    process.stdout.write(`${violations.length} import(s) cross a module wall\n`);
    process.exit(1);
  }
  process.stdout.write('module walls: every cross-module import goes through an index\n');
}
