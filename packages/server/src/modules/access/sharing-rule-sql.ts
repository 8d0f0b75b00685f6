import { type FieldTypeCode, isNumericType, type SharingCondition } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { ObjectModel } from '../metadata/index.js';

/**
 * A criteria-based rule's conditions as one SQL condition over the object's
 * table. Field names are checked against the metadata when the rule is
 * saved; here an unknown field makes the rule match nothing.
 */
export function criteriaCondition(
  object: ObjectModel,
  conditions: readonly SharingCondition[],
): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  for (const condition of conditions) {
    const field = object.fieldsByApi.get(condition.field.toLowerCase());
    if (!field?.columnName) return sql<boolean>`1 = 0`;
    const column = sql.ref(field.columnName);
    const numeric = isNumericType(field.typeCode as FieldTypeCode);
    const checkbox = field.typeCode === 'B';
    const value: string | number = checkbox
      ? condition.value === 'true' || condition.value === '1'
        ? 1
        : 0
      : numeric
        ? Number(condition.value)
        : condition.value;
    switch (condition.operator) {
      case 'equals':
        parts.push(sql<boolean>`${column} = ${value}`);
        break;
      case 'notEquals':
        parts.push(sql<boolean>`(${column} is null or ${column} <> ${value})`);
        break;
      case 'greaterThan':
        parts.push(sql<boolean>`${column} > ${value}`);
        break;
      case 'lessThan':
        parts.push(sql<boolean>`${column} < ${value}`);
        break;
      case 'isBlank':
        parts.push(
          numeric || checkbox ? sql<boolean>`${column} is null` : sql<boolean>`coalesce(${column}, '') = ''`,
        );
        break;
      case 'isNotBlank':
        parts.push(
          numeric || checkbox
            ? sql<boolean>`${column} is not null`
            : sql<boolean>`coalesce(${column}, '') <> ''`,
        );
        break;
    }
  }
  if (parts.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
