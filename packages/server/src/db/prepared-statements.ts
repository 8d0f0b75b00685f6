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

export class PreparedStatements {
  /** SQL text → the name it runs under now; a changed result type gives the text a new name. */
  private readonly names = new Map<string, string>();
  private generation = 0;

  constructor(private readonly pool: pg.Pool) {}

  async execute<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    const values = [...compiled.parameters];
    const name = this.nameOf(compiled.sql);
    if (!name) return this.pool.query({ text: compiled.sql, values }) as unknown as Promise<QueryResult<Row>>;
    try {
      return (await this.pool.query({ name, text: compiled.sql, values })) as unknown as QueryResult<Row>;
    } catch (error) {
      if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      // Every connection holding the old name would fail the same way: give the text a new one.
      this.names.delete(compiled.sql);
      const renamed = this.nameOf(compiled.sql);
      return (await this.pool.query({
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
