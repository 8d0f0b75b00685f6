import { createHash } from 'node:crypto';
import type { CompiledQuery, QueryResult } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL plans every unnamed statement afresh: for the record read (the row, its access
 * filter and the looked-up names in one statement) planning took 1.5–1.9 ms against 0.1 ms of
 * execution. A named statement is parsed once per connection, and after five runs PostgreSQL
 * keeps its generic plan when that costs no more than the custom ones, as it does for a read by
 * id. Only the hot statements ask for this (by calling `executePrepared`), so the number of
 * names per connection stays small; past `MAX_NAMES` distinct texts new ones run unnamed rather
 * than grow every connection's memory without bound.
 */
const MAX_NAMES = 500;

/** A statement selecting `table.*` whose table gained or lost a column cannot reuse its plan. */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Which plan a named statement runs with. 'auto' is PostgreSQL's choice: five custom plans
 * (each planned at bind) on every connection, then the generic one if it looks no dearer.
 * 'generic' plans once per connection: for a statement whose planning costs far more than
 * its run and whose plan does not depend on the values — global search's union of one
 * branch per object spent 10–28 ms planning each custom plan for 3 ms of execution, and as
 * its text changes with the words typed, many texts never reached their sixth run.
 */
export type PlanChoice = 'auto' | 'generic';

/** How many connections run the statements that ask for a generic plan (beside the main pool). */
const GENERIC_POOL_SIZE = 4;

export class PreparedStatements {
  /** SQL text → the name it runs under now; a changed result type gives the text a new name. */
  private readonly names = new Map<string, string>();
  private generation = 0;
  /** Connections opened with plan_cache_mode = force_generic_plan, made on first use. */
  private genericPool: pg.Pool | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly openPool: (options: pg.PoolConfig) => pg.Pool,
  ) {}

  private poolFor(plan: PlanChoice): pg.Pool {
    if (plan === 'auto') return this.pool;
    this.genericPool ??= this.openPool({
      max: GENERIC_POOL_SIZE,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    return this.genericPool;
  }

  /** Closes the generic-plan connections (the main pool is its owner's to close). */
  async close(): Promise<void> {
    const generic = this.genericPool;
    this.genericPool = undefined;
    await generic?.end();
  }

  async execute<Row>(compiled: CompiledQuery, plan: PlanChoice = 'auto'): Promise<QueryResult<Row>> {
    const values = [...compiled.parameters];
    const name = this.nameOf(compiled.sql);
    const pool = this.poolFor(plan);
    if (!name) return pool.query({ text: compiled.sql, values }) as unknown as Promise<QueryResult<Row>>;
    try {
      return (await pool.query({ name, text: compiled.sql, values })) as unknown as QueryResult<Row>;
    } catch (error) {
      if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      // Every connection holding the old name would fail the same way: give the text a new one.
      this.names.delete(compiled.sql);
      const renamed = this.nameOf(compiled.sql);
      return (await pool.query({
        name: renamed,
        text: compiled.sql,
        values,
      })) as unknown as QueryResult<Row>;
    }
  }

  private nameOf(sqlText: string): string | undefined {
    const known = this.names.get(sqlText);
    if (known) return known;
    if (this.names.size >= MAX_NAMES) return undefined;
    const digest = createHash('sha1').update(sqlText).digest('hex').slice(0, 24);
    const name = `vela_${digest}_${this.generation++}`;
    this.names.set(sqlText, name);
    return name;
  }
}
