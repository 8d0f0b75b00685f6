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

// The split issue 25 asks for: every id of spec 2 and every non-route id of spec 1 is cited by a test, or
// assigned to a named open issue in docs/CONFORMANCE.md, or neither (listed there as not built, or not
// listed at all). Spec 1 route ids belong to the module issues that build their screens and are counted apart.
const ledger = readLedger(path.join(root, 'docs/CONFORMANCE.md'));
const inScope = requirements.filter((r) => !r.id.startsWith('S1-R-'));
const split = { cited: [], assigned: new Map(), notBuilt: [], unlisted: [] };
for (const { id } of inScope) {
  const entry = ledger.get(id);
  if (citations.has(id)) split.cited.push(id);
  else if (entry?.issue) split.assigned.set(entry.issue, [...(split.assigned.get(entry.issue) ?? []), id]);
  else if (entry) split.notBuilt.push(id);
  else split.unlisted.push(id);
}
const assignedCount = [...split.assigned.values()].reduce((sum, ids) => sum + ids.length, 0);
console.log(`\nSplit of spec 2 and spec 1 outside its routes (${inScope.length} ids; docs/CONFORMANCE.md)`);
console.log(`  cited by a test                  ${String(split.cited.length).padStart(4)}`);
console.log(`  assigned to a named open issue   ${String(assignedCount).padStart(4)}`);
for (const [issue, ids] of [...split.assigned.entries()].sort((a, b) =>
  a[0].localeCompare(b[0], 'en', { numeric: true }),
))
  console.log(`    issue ${issue.padEnd(30)} ${String(ids.length).padStart(3)}  ${ids.join(' ')}`);
console.log(
  `  neither                          ${String(split.notBuilt.length + split.unlisted.length).padStart(4)}`,
);
if (split.notBuilt.length) console.log(`    not built, open (why: docs)    ${split.notBuilt.join(' ')}`);
if (split.unlisted.length) console.log(`    not listed anywhere            ${split.unlisted.join(' ')}`);
const uncitedRoutes = requirements.filter((r) => r.id.startsWith('S1-R-') && !citations.has(r.id)).length;
console.log(
  `Spec 1 route ids not cited: ${uncitedRoutes} (owed by the module issues that build those screens)`,
);
const stale = [...ledger.keys()].filter((id) => citations.has(id));
if (stale.length)
  console.log(`\ndocs/CONFORMANCE.md still lists ids that tests now cite: ${stale.join(', ')}`);
const strays = [...ledger.keys()].filter((id) => !requirements.some((r) => r.id === id));
if (strays.length) {
  console.log(`\ndocs/CONFORMANCE.md lists ids that requirements.md does not have: ${strays.join(', ')}`);
  process.exitCode = 1;
}

/**
 * The ids docs/CONFORMANCE.md lists, each with the open issue it is assigned to (undefined: listed as not
 * built with no issue). A table row's first cell holds the ids ("S2-B-018…020" is a range); the issue is the
 * "issue" column, or the issue number a section's heading names ("… (issue 25)").
 */
function readLedger(file) {
  const ledger = new Map();
  if (!fs.existsSync(file)) return ledger;
  let sectionIssue;
  let issueColumn = -1;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('## ')) {
      // "## … (issue 25)": the section's rows are that issue's.
      const number = /\(issue (\d+)\)/.exec(line)?.[1];
      sectionIssue = number
        ? `${number} ${line
            .slice(3)
            .replace(/\s*\(issue \d+\)/, '')
            .toLowerCase()}`
        : undefined;
      issueColumn = -1;
      continue;
    }
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0] === 'ids') {
      issueColumn = cells.indexOf('issue');
      continue;
    }
    const ids = expandIds(cells[0]);
    if (ids.length === 0) continue;
    const issueCell = issueColumn >= 0 ? (cells[issueColumn] ?? '') : '';
    const named = /^(\d+)\b/.exec(issueCell)?.[1];
    const issue = named ? issueCell : sectionIssue;
    for (const id of ids) ledger.set(id, { issue });
  }
  return ledger;
}

function expandIds(cell) {
  const ids = [];
  for (const match of cell.matchAll(/(S[12]-[A-Z]-)(\d{3})(?:…(\d{3}))?/g)) {
    const [, stem, from, to] = match;
    for (let n = Number(from); n <= Number(to ?? from); n += 1)
      ids.push(`${stem}${String(n).padStart(3, '0')}`);
  }
  return ids;
}

if (unknown.length) {
  console.log(`\nTests cite ids that requirements.md does not have: ${unknown.join(', ')}`);
  process.exitCode = 1;
}
