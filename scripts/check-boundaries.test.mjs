import { describe, expect, it } from 'vitest';
import { boundaryViolations, importsOf } from './check-boundaries.mjs';

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
