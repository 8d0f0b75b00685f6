import {
  type FormulaSqlNode,
  type FormulaSqlType,
  sqlNullable,
  sqlNumberText,
  TRIMMED_CHARACTERS,
} from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';

/**
 * Renders core's dialect-neutral formula plan (formulaToSql) as a kysely fragment. Constants of the formula
 * are written into the SQL text, not bound, so the same formula gives the same text every time: an
 * expression index on it then serves the filter. Only TODAY() is bound (it changes daily).
 */
export interface RenderOptions {
  dialect: DialectName;
  /** The column of a field api name, from metadata; identifiers never come from the formula text. */
  columnOf(apiName: string): string;
  /** TODAY() as YYYY-MM-DD. */
  today: string;
}

const PG_TYPES: Record<FormulaSqlType, RawBuilder<unknown>> = {
  number: sql`numeric`,
  text: sql`text`,
  boolean: sql`boolean`,
  date: sql`text`,
};

const NUMBER_TEXT = /^\(?-?\d+\.\d+\)?$/;

export function renderFormulaSql(node: FormulaSqlNode, options: RenderOptions): RawBuilder<unknown> {
  const { dialect } = options;
  const pg = dialect === 'postgres';
  const r = (child: FormulaSqlNode) => renderFormulaSql(child, options);
  switch (node.op) {
    case 'field': {
      const column = sql.ref(options.columnOf(node.field));
      switch (node.type) {
        case 'number':
          return sql`${column}`;
        case 'text':
          return sql`coalesce(${column}, '')`;
        case 'boolean':
          return sql`(coalesce(${column}, 0) = 1)`;
        case 'date':
          return sql`nullif(${column}, '')`;
      }
      break;
    }
    case 'number': {
      const text = sqlNumberText(node.value);
      if (!NUMBER_TEXT.test(text)) throw new Error(`formula number ${node.value} has no SQL literal`);
      return sql.raw(text);
    }
    case 'text':
    case 'date':
      return pg ? sql`cast(${sql.lit(node.value)} as text)` : sql.lit(node.value);
    case 'boolean':
      return node.value ? sql`true` : sql`false`;
    case 'null':
      return pg ? sql`cast(null as ${PG_TYPES[node.type]})` : sql`null`;
    case 'today':
      return pg ? sql`cast(${options.today} as text)` : sql`${options.today}`;
    case 'arith':
      return sql`(${r(node.left)} ${sql.raw(node.operator)} ${r(node.right)})`;
    case 'divide':
      // Dividing by zero is blank in the formula; nullif makes it blank on PostgreSQL too (else an error).
      return pg
        ? sql`(cast(${r(node.left)} as numeric) / nullif(cast(${r(node.right)} as numeric), 0))`
        : sql`(cast(${r(node.left)} as real) / nullif(${r(node.right)}, 0))`;
    case 'negate':
      return sql`(- ${r(node.operand)})`;
    case 'decimal':
      return pg ? r(node.operand) : snap(r(node.operand), sqlNullable(node.operand));
    case 'textOf':
      return sql`coalesce(${r(node.operand)}, '')`;
    case 'truth':
      return sql`coalesce(${r(node.operand)}, false)`;
    case 'concat':
      return sql`(${sql.join(node.parts.map(r), sql` || `)})`;
    case 'compare': {
      const compared = sql`(${r(node.left)} ${sql.raw(node.operator)} ${r(node.right)})`;
      return sqlNullable(node.left) || sqlNullable(node.right) ? sql`coalesce(${compared}, false)` : compared;
    }
    case 'and':
    case 'or':
      return sql`(${sql.join(node.operands.map(r), node.op === 'and' ? sql` and ` : sql` or `)})`;
    case 'not':
      return sql`(not ${r(node.operand)})`;
    case 'case': {
      const branches = node.branches.map((branch) => sql`when ${r(branch.when)} then ${r(branch.value)}`);
      return sql`(case ${sql.join(branches, sql` `)} else ${r(node.otherwise)} end)`;
    }
    case 'isNull':
      return sql`(${r(node.operand)} is null)`;
    case 'coalesce':
      return sql`coalesce(${sql.join(node.operands.map(r))})`;
    case 'length':
      return sql`length(${r(node.operand)})`;
    case 'left':
      return sql`substr(${r(node.operand)}, 1, ${sql.lit(node.count)})`;
    case 'right':
      if (node.count === 0) return sql`''`;
      return pg
        ? sql`right(${r(node.operand)}, ${sql.lit(node.count)})`
        : sql`substr(${r(node.operand)}, ${sql.lit(-node.count)})`;
    case 'trim':
      return pg
        ? sql`btrim(${r(node.operand)}, ${sql.lit(TRIMMED_CHARACTERS)})`
        : sql`trim(${r(node.operand)}, ${sql.lit(TRIMMED_CHARACTERS)})`;
    case 'contains':
      return pg
        ? sql`(strpos(${r(node.text)}, ${r(node.search)}) > 0)`
        : sql`(instr(${r(node.text)}, ${r(node.search)}) > 0)`;
    case 'begins': {
      const search = r(node.search);
      return sql`(substr(${r(node.text)}, 1, length(${search})) = ${search})`;
    }
    case 'round': {
      if (pg) return sql`round(cast(${r(node.operand)} as numeric), ${sql.lit(node.places)})`;
      // SQLite rounds the binary value (round(1.005, 2) is 1.0); scaling to a whole number and snapping it
      // to its short decimal first rounds the decimal the formula sees (1.01), half away from zero.
      const scale = sql.raw(`1e${node.places}`);
      const scaled = snap(sql`(${r(node.operand)} * ${scale})`, true);
      return sql`(round(${scaled}, 0) / ${scale})`;
    }
    case 'abs':
      return sql`abs(${r(node.operand)})`;
    case 'least':
    case 'greatest': {
      const operands = node.operands.map(r);
      // SQLite's many-argument min/max is blank when any is; PostgreSQL's least/greatest skip blanks.
      if (!pg) return sql`${sql.raw(node.op === 'least' ? 'min' : 'max')}(${sql.join(operands)})`;
      const anyBlank = sql.join(
        operands.map((operand) => sql`${operand} is null`),
        sql` or `,
      );
      return sql`(case when ${anyBlank} then null else ${sql.raw(node.op)}(${sql.join(operands)}) end)`;
    }
    case 'addDays':
      return pg
        ? sql`to_char(cast(${r(node.date)} as date) + cast(floor(${r(node.days)}) as integer), 'YYYY-MM-DD')`
        : sql`date(${r(node.date)}, floor(${r(node.days)}) || ' days')`;
    case 'dayDiff':
      return pg
        ? sql`(cast(${r(node.left)} as date) - cast(${r(node.right)} as date))`
        : sql`(julianday(${r(node.left)}) - julianday(${r(node.right)}))`;
  }
  throw new Error('formula plan node without a rendering');
}

/**
 * SQLite's REAL to the decimal the evaluator computes: 15 significant digits drop binary noise
 * (0.30000000000000004 → 0.3). printf reads a blank as 0, so a blank stays blank explicitly.
 */
function snap(value: RawBuilder<unknown>, nullable: boolean): RawBuilder<unknown> {
  const snapped = sql`cast(printf('%.15g', ${value}) as real)`;
  return nullable ? sql`(case when ${value} is null then null else ${snapped} end)` : snapped;
}
