// `npm run conformance`: every requirement id of ../shared/spec/requirements.md with the tests
// that cite it in their titles ("[S1-E-012] …"), and the share covered per kind.
// A test may cite an id only when it would fail if that requirement broke.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requirementsFile = [
  path.join(root, '../shared/spec/requirements.md'),
  path.join(root, 'docs/spec/requirements.md'),
].find((file) => fs.existsSync(file));
if (!requirementsFile) {
  console.error('requirements.md not found (expected ../shared/spec/requirements.md)');
  process.exit(1);
}

const KIND_NAMES = {
  R: 'route',
  C: 'call',
  B: 'behaviour',
  V: 'validation',
  E: 'error/message',
  K: 'constant/limit',
  D: 'data',
  P: 'permission',
};
const requirements = [];
for (const line of fs.readFileSync(requirementsFile, 'utf8').split('\n')) {
  const match = /^\|\s*(S[12]-([A-Z])-\d{3})\s*\|\s*[A-Z]\s*\|\s*(.*?)\s*\|/.exec(line);
  if (match) requirements.push({ id: match[1], kind: match[2], text: match[3] });
}

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs|js)$/;
function* testFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.tsbuild', '.git', 'test-results'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (TEST_FILE.test(entry.name)) yield full;
  }
}

// A title is the first string argument of it/test/describe (and their .each forms).
// `it.each<[A, B]>([...])(title` too: the type arguments are skipped.
const TITLE =
  /\b(?:it|test|describe)(?:\.each(?:<[\s\S]*?>)?\([\s\S]*?\))?\s*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
const ID = /S[12]-[A-Z]-\d{3}/g;
// A table-driven test (`it.each(cases)('%s', …)`) carries each case's title as the row's first string:
// a string that opens with a bracketed id is such a title.
const ROW_TITLE = /(['"`])(\[S[12]-[A-Z]-\d{3}\](?:(?!\1)[^\\\n]|\\.)*)\1/g;
const citations = new Map();
for (const dir of ['packages', 'e2e']) {
  const base = path.join(root, dir);
  if (!fs.existsSync(base)) continue;
  for (const file of testFiles(base)) {
    const source = fs.readFileSync(file, 'utf8');
    const titles = new Set([...source.matchAll(TITLE)].map((match) => match[2]));
    for (const match of source.matchAll(ROW_TITLE)) titles.add(match[2]);
    for (const title of titles) {
      for (const id of new Set(title.match(ID) ?? [])) {
        const list = citations.get(id) ?? [];
        list.push(`${path.relative(root, file)}: ${title.replace(/\s+/g, ' ').slice(0, 100)}`);
        citations.set(id, list);
      }
    }
  }
}

const verbose = process.argv.includes('--verbose');
const unknown = [...citations.keys()].filter((id) => !requirements.some((r) => r.id === id));
const byKind = new Map();
for (const requirement of requirements) {
  const cited = citations.get(requirement.id) ?? [];
  const stats = byKind.get(requirement.kind) ?? { total: 0, covered: 0 };
  stats.total += 1;
  if (cited.length) stats.covered += 1;
  byKind.set(requirement.kind, stats);
  if (verbose || cited.length) {
    console.log(
      `${requirement.id} ${cited.length ? `(${cited.length})` : '—'} ${requirement.text.slice(0, 90)}`,
    );
    for (const test of cited) console.log(`    ${test}`);
  }
}
if (!verbose) console.log('(uncovered ids hidden; --verbose lists every id)');

console.log('\nCoverage by kind');
let all = 0;
let covered = 0;
for (const [kind, stats] of [...byKind.entries()].sort()) {
  all += stats.total;
  covered += stats.covered;
  const share = ((100 * stats.covered) / stats.total).toFixed(1);
  console.log(
    `  ${kind} ${KIND_NAMES[kind].padEnd(15)} ${String(stats.covered).padStart(4)} / ${String(stats.total).padEnd(4)} ${share}%`,
  );
}
console.log(
  `  all               ${String(covered).padStart(4)} / ${String(all).padEnd(4)} ${((100 * covered) / all).toFixed(1)}%`,
);
if (unknown.length) {
  console.log(`\nTests cite ids that requirements.md does not have: ${unknown.join(', ')}`);
  process.exitCode = 1;
}
