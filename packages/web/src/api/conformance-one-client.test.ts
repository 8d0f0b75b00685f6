import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Spec 1 §7: every call goes through the one request client of this folder. A screen that
 * called fetch or XMLHttpRequest itself would skip the envelope, the token, the request id,
 * the timeouts and the §8 reactions; this test finds any such call in the web sources.
 */
const apiFolder = path.dirname(fileURLToPath(import.meta.url));
const sources = path.resolve(apiFolder, '..');
const DIRECT_CALL = /\bfetch\s*\(|\bXMLHttpRequest\b|\bsendBeacon\s*\(|\baxios\b/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support') yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Code without its comments, so a comment that names fetch does not count. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('one request client (spec 1 §7)', () => {
  it('[S1-B-098] no web source outside the request client calls the server itself', () => {
    const offenders: string[] = [];
    let inClient = 0;
    for (const file of sourceFiles(sources)) {
      if (!DIRECT_CALL.test(withoutComments(fs.readFileSync(file, 'utf8')))) continue;
      if (path.dirname(file) === apiFolder) inClient += 1;
      else offenders.push(path.relative(sources, file));
    }
    expect(offenders).toEqual([]);
    // The scan does find the client's own calls: it looks where it should.
    expect(inClient).toBeGreaterThan(0);
  });
});
