/**
 * Control characters no text the server stores may hold: the C0 controls
 * except tab, line feed and carriage return, DEL, and the C1 controls.
 * PostgreSQL cannot store NUL at all; the others are invisible, break XML and
 * CSV exports, and in pasted text are debris of a wrong encoding rather than
 * something a person meant to type. Tab, LF and CR are what multi-line text
 * (descriptions, scripts, templates) is made of, so they stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming control characters is the point here.
const FORBIDDEN_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** `\u0000`-style escapes a JSON string inside a string would turn into forbidden characters. */
const ESCAPED_CONTROL_CHARACTER = /\\u00[0-9a-fA-F]{2}/;

export interface ControlCharacterFinding {
  /** Where the character is, dotted from the given root: `body.body.data.0.name`. */
  path: string;
  /** The character as U+XXXX. */
  character: string;
  /** True when the character is in an object's key rather than in a value. */
  inKey: boolean;
}

export function hasForbiddenControlCharacter(text: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTER.test(text);
}

function codePointLabel(text: string): string {
  const match = FORBIDDEN_CONTROL_CHARACTER.exec(text);
  const code = match ? (match[0].codePointAt(0) ?? 0) : 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Data some calls take as JSON text inside the body (objectInfo/save's
 * `data`, saved tabs …): its escapes decode to characters only when parsed,
 * so such a string is parsed and searched as well.
 */
function embeddedJson(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  if (!ESCAPED_CONTROL_CHARACTER.test(text) && !hasForbiddenControlCharacter(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Visit {
  value: unknown;
  parent: Visit | null;
  /** null for a root without a name: it adds no segment to the path. */
  key: string | null;
}

function pathOf(visit: Visit): string {
  const parts: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) parts.push(at.key);
  return parts.reverse().join('.');
}

/**
 * The first forbidden control character in any string, key or embedded JSON
 * of `value`, or undefined. Walks without recursion (a deeply nested body
 * must not exhaust the stack); only JSON inside a string is searched by a
 * call of its own, and each such level doubles the escapes a body must send.
 */
export function findForbiddenControlCharacter(
  value: unknown,
  root: string,
): ControlCharacterFinding | undefined {
  const pending: Visit[] = [{ value, parent: null, key: root === '' ? null : root }];
  while (pending.length > 0) {
    const visit = pending.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      // Inside embedded JSON first: its path says which field of the data holds the character.
      const parsed = embeddedJson(current);
      const inner = parsed === undefined ? undefined : findForbiddenControlCharacter(parsed, pathOf(visit));
      if (inner) return inner;
      if (hasForbiddenControlCharacter(current)) {
        return { path: pathOf(visit), character: codePointLabel(current), inKey: false };
      }
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], parent: visit, key: String(index) });
      }
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      // Bytes (a Buffer, a typed array) are not text: a file's content may hold any byte.
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        if (hasForbiddenControlCharacter(key)) {
          return { path: pathOf(visit), character: codePointLabel(key), inKey: true };
        }
        pending.push({ value: child, parent: visit, key });
      }
    }
  }
  return undefined;
}

/** "body.body.name: holds the control character U+0000, which no text may contain" */
export function describeControlCharacterFinding(finding: ControlCharacterFinding): string {
  const what = finding.inKey ? 'a field name holds' : 'holds';
  return `${finding.path}: ${what} the control character ${finding.character}, which no text may contain (only tab, line feed and carriage return are allowed)`;
}
