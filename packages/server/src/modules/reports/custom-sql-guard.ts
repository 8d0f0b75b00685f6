import sqlParser from 'node-sql-parser';
import type { DialectName } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';

/**
 * The gate of custom SQL reports: what an administrator writes is parsed by a real SQL parser
 * (node-sql-parser) and accepted only as ONE SELECT whose every table is an object named by its API
 * name (or the query's own WITH names), whose functions are on a short list of pure ones and whose
 * casts are to plain types. What runs is the parsed tree written out again, never the text as typed:
 * a comment, a second statement or anything the parser read differently cannot reach the database.
 * Each object is renamed to a WITH name the runner defines over the caller's readable rows.
 */

const { Parser } = sqlParser;
const parser = new Parser();

/** The prefix of the runner's per-object row sources and of the query's own WITH names. */
export const OBJECT_SOURCE_PREFIX = 'vq_';
const OWN_SOURCE_PREFIX = 'vw_';

/** Pure functions both databases have (and a few of one of them): nothing reads files, settings or the catalogue. */
const ALLOWED_FUNCTIONS = new Set([
  // aggregates
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'total',
  'group_concat',
  'string_agg',
  'bool_and',
  'bool_or',
  'every',
  // windows
  'row_number',
  'rank',
  'dense_rank',
  'ntile',
  'lag',
  'lead',
  'first_value',
  'last_value',
  // numbers
  'abs',
  'round',
  'ceil',
  'ceiling',
  'floor',
  'sign',
  'mod',
  'power',
  'sqrt',
  'greatest',
  'least',
  // texts
  'lower',
  'upper',
  'length',
  'char_length',
  'substr',
  'substring',
  'trim',
  'ltrim',
  'rtrim',
  'replace',
  'instr',
  'strpos',
  'concat',
  'left',
  'right',
  'lpad',
  'rpad',
  // empties
  'coalesce',
  'nullif',
  'ifnull',
  'iif',
  // dates (stored as ISO texts)
  'date',
  'datetime',
  'strftime',
  'julianday',
  'date_trunc',
  'date_part',
  'to_char',
  'to_date',
  'extract',
  'current_date',
  'current_timestamp',
  'now',
]);

const ALLOWED_CAST_TYPES = new Set([
  'int',
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'decimal',
  'real',
  'float',
  'double',
  'double precision',
  'text',
  'varchar',
  'char',
  'character',
  'character varying',
  'date',
  'timestamp',
  'boolean',
  'bool',
]);

/** Statements that change data or schema: refused wherever they sit (PostgreSQL runs them inside WITH). */
const WRITING_STATEMENTS = new Set([
  'insert',
  'update',
  'delete',
  'replace',
  'merge',
  'create',
  'drop',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'set',
  'use',
  'lock',
  'call',
  'exec',
  'execute',
  'transaction',
]);

export interface CheckedSql {
  /** The query written out again, its objects renamed to the runner's row sources. */
  text: string;
  /** Lower-cased API names of the objects the query reads. */
  objects: string[];
  /** Column references as written (lower-cased); `source` is the object a qualifier names, if any. */
  columns: Array<{ source: string | null; qualifier: string | null; column: string }>;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function refuse(problem: string): never {
  throw badRequest(`SQL: ${problem}`);
}

/** A name as the parser keeps it: a string, or `{ value }` / `{ expr: { value } }` in newer trees. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    if (typeof value.value === 'string') return value.value;
    if (isNode(value.expr) && typeof value.expr.value === 'string') return value.expr.value;
  }
  return null;
}

function functionName(node: Node): string {
  const { name } = node;
  if (typeof name === 'string') return name;
  if (isNode(name) && Array.isArray(name.name))
    return name.name
      .map((part) => nameOf(part) ?? '')
      .filter((part) => part !== '')
      .join('.');
  return nameOf(name) ?? '';
}

function parse(text: string, dialect: DialectName): Node {
  let tree: unknown;
  try {
    tree = parser.astify(text, { database: dialect === 'postgres' ? 'postgresql' : 'sqlite' });
  } catch (error) {
    const location = isNode(error) && isNode(error.location) ? error.location : null;
    const start = location && isNode(location.start) ? location.start : null;
    const where = start ? ` near line ${String(start.line)}, column ${String(start.column)}` : '';
    refuse(`the query cannot be read${where}; write one SELECT statement`);
  }
  const statements = (Array.isArray(tree) ? tree : [tree]).filter(isNode);
  if (statements.length === 0) refuse('write one SELECT statement; the query is empty');
  if (statements.length > 1)
    refuse(`write exactly one statement; this text holds ${statements.length} statements`);
  const [statement] = statements as [Node];
  const kind = typeof statement.type === 'string' ? statement.type.toLowerCase() : 'unknown';
  if (kind !== 'select')
    refuse(`only a SELECT may run; this is ${kind.toUpperCase()} (custom SQL reports only read)`);
  return statement;
}

/** Every node of the tree, parents first. */
function* nodesOf(root: unknown): Generator<Node> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push(value[index]);
    } else if (isNode(value)) {
      yield value;
      for (const key of Object.keys(value)) stack.push(value[key]);
    }
  }
}

/** The query's own WITH names: renamed so that, out of their scope, they cannot fall through to a real table. */
function ownSourceNames(root: Node): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of nodesOf(root)) {
    if (!Array.isArray(node.with)) continue;
    for (const entry of node.with) {
      if (!isNode(entry)) continue;
      if (entry.recursive === true || (isNode(node.with) && node.with.recursive === true))
        refuse('WITH RECURSIVE is not allowed (it could run without end)');
      const name = nameOf(entry.name);
      if (!name) refuse('a WITH clause without a name');
      const renamed = `${OWN_SOURCE_PREFIX}${name.toLowerCase()}`;
      names.set(name.toLowerCase(), renamed);
      if (isNode(entry.name)) {
        if (typeof entry.name.value === 'string') entry.name.value = renamed;
        else if (isNode(entry.name.expr)) entry.name.expr.value = renamed;
      } else entry.name = renamed;
    }
  }
  return names;
}

function checkFunction(node: Node): void {
  const name = functionName(node).toLowerCase();
  if (!ALLOWED_FUNCTIONS.has(name))
    refuse(
      `the function ${name ? `${name.toUpperCase()}()` : 'in the query'} is not allowed in custom SQL (only plain text, number, date and aggregate functions are)`,
    );
}

function checkCast(node: Node): void {
  const targets = Array.isArray(node.target) ? node.target : [node.target];
  for (const target of targets) {
    const type = isNode(target) && typeof target.dataType === 'string' ? target.dataType.toLowerCase() : '';
    if (type && !ALLOWED_CAST_TYPES.has(type))
      refuse(`a cast to ${type.toUpperCase()} is not allowed; cast to a number, text, date or boolean`);
  }
}

/**
 * Checks a custom SQL query and writes it out for the runner. `isObject` says whether a lower-cased
 * name is an object's API name; anything else in FROM (a table, a view, a catalogue) is refused.
 */
export function checkCustomSql(
  text: string,
  dialect: DialectName,
  isObject: (lowerName: string) => boolean,
): CheckedSql {
  if (text.trim() === '') refuse('write one SELECT statement; the query is empty');
  checkLexis(text);
  const root = parse(text, dialect);
  if (root.into && isNode(root.into) && (root.into.expr || root.into.type))
    refuse('SELECT … INTO writes a table; custom SQL reports only read');
  const own = ownSourceNames(root);
  const objects = new Set<string>();
  const aliases = new Map<string, string>();
  const columnRefs: Node[] = [];
  for (const node of nodesOf(root)) {
    const type = typeof node.type === 'string' ? node.type.toLowerCase() : '';
    if (type === 'column_ref') {
      columnRefs.push(node);
      continue;
    }
    if (WRITING_STATEMENTS.has(type))
      refuse(`${type.toUpperCase()} is not allowed, not even inside WITH; custom SQL reports only read`);
    if (type === 'function' || type === 'aggr_func' || type === 'window_func') checkFunction(node);
    if (type === 'cast') checkCast(node);
    if (type === 'param' || type === 'var') refuse('parameters and variables are not allowed in custom SQL');
    if (type === 'values' && node.values !== undefined) refuse('VALUES lists are not allowed in custom SQL');
    if (Array.isArray(node.from))
      for (const entry of node.from)
        if (isNode(entry) && typeof entry.table !== 'string' && !isNode(entry.expr) && entry.type !== 'dual')
          refuse('FROM may name objects, WITH names and subqueries only');
        else if (isNode(entry) && isNode(entry.expr) && !isNode(entry.expr.ast))
          refuse('FROM may name objects, WITH names and subqueries only (not functions or value lists)');
    if (typeof node.table !== 'string' || type !== '') continue;
    // A table reference: { db, table, as } (the parser's FROM and JOIN entries).
    const written = node.table;
    const schema = nameOf(node.db) ?? nameOf(node.schema);
    if (schema)
      refuse(`"${schema}.${written}" names a schema or database; name objects by their API name only`);
    const lower = written.toLowerCase();
    const ownName = own.get(lower);
    if (ownName) node.table = ownName;
    else if (isObject(lower)) {
      objects.add(lower);
      node.table = `${OBJECT_SOURCE_PREFIX}${lower}`;
    } else
      refuse(
        `"${written}" is not an object you may report on; name objects by their API name (Account, Opportunity …), never tables or system catalogues`,
      );
    const alias = nameOf(node.as);
    const shownAs = (alias ?? written).toLowerCase();
    node.as = shownAs;
    if (!ownName) aliases.set(shownAs, lower);
  }
  const columns: CheckedSql['columns'] = [];
  for (const node of columnRefs) {
    const qualifier = typeof node.table === 'string' ? node.table.toLowerCase() : null;
    if (qualifier !== null) node.table = qualifier;
    const column = nameOf(node.column);
    if (column === null) continue;
    const lower = column.toLowerCase();
    if (typeof node.column === 'string') node.column = lower;
    else if (isNode(node.column) && isNode(node.column.expr)) node.column.expr.value = lower;
    if (lower === '*') continue;
    columns.push({ source: qualifier ? (aliases.get(qualifier) ?? null) : null, qualifier, column: lower });
  }
  lowerAliases(root);
  checkNames(root);
  const database = dialect === 'postgres' ? 'postgresql' : 'sqlite';
  const out = parser.sqlify(root as never, { database });
  // Read back by the parser's own table walk: every table the written-out query names must be a row
  // source of ours, whatever shape of the tree the walk above might not have known.
  for (const entry of parser.tableList(out, { database })) {
    const [, schema, table = ''] = entry.split('::');
    if (
      (schema && schema !== 'null') ||
      !(table.startsWith(OBJECT_SOURCE_PREFIX) || table.startsWith(OWN_SOURCE_PREFIX))
    )
      refuse(`"${table}" is not an object you may report on; name objects by their API name`);
  }
  return { text: out, objects: [...objects], columns };
}

/**
 * Where the parser and the databases could read the same characters differently, nothing is accepted:
 * the parser takes a backslash in a string as an escape, PostgreSQL and SQLite do not (so `'x\' union
 * select …` would be one string to the check and a second query to the database); `$` starts
 * PostgreSQL's dollar quotes and parameters.
 */
function checkLexis(text: string): void {
  if (text.includes('\\'))
    refuse(
      'a backslash is not allowed (the check and the database would read it differently); in LIKE use ESCAPE with another character',
    );
  const outsideStrings = text.replace(/'(?:[^']|'')*'/g, "''");
  if (outsideStrings.includes('$')) refuse('$ (parameters and dollar quotes) is not allowed in custom SQL');
}

const PLAIN_NAME = /^[\p{L}\p{N}_]+$/u;
const PLAIN_ALIAS = /^[\p{L}\p{N}_ ]+$/u;

/** Names are written out quoted: each must be plain (letters, digits, _; an alias also spaces), never a quote. */
function checkNames(root: Node): void {
  const plain = (name: unknown, pattern: RegExp) => {
    const text = nameOf(name);
    if (text !== null && text !== '*' && !pattern.test(text))
      refuse(`the name "${text}" may use letters, digits and _ only (an alias also spaces)`);
  };
  for (const node of nodesOf(root)) {
    if (node.type === 'column_ref') {
      plain(node.column, PLAIN_NAME);
      plain(node.table, PLAIN_NAME);
      continue;
    }
    if (typeof node.table === 'string' && node.type === undefined) {
      plain(node.table, PLAIN_NAME);
      plain(node.as, PLAIN_ALIAS);
    }
    if (Array.isArray(node.columns))
      for (const column of node.columns) if (isNode(column)) plain(column.as, PLAIN_ALIAS);
    if (Array.isArray(node.with))
      for (const entry of node.with) if (isNode(entry)) plain(entry.name, PLAIN_NAME);
  }
}

/** Result column aliases lower-cased, as unquoted SQL names are, so ORDER BY total finds AS Total. */
function lowerAliases(root: Node): void {
  for (const node of nodesOf(root))
    if (Array.isArray(node.columns))
      for (const column of node.columns)
        if (isNode(column) && typeof column.as === 'string') column.as = column.as.toLowerCase();
}
