import type { ColumnDefinitionBuilder } from 'kysely';
import type { DialectName } from './database.js';

/**
 * The few places where SQLite and PostgreSQL need different SQL live here, so
 * feature modules never branch on the dialect themselves.
 */
export function autoIncrementPrimaryKey(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
