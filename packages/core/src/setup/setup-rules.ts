import type { FormulaType } from '../formula/index.js';

/**
 * Setup rules the object manager's screens and the server share (issue 18): how each field type reads
 * in the formula language, how long a deleted field may be restored, and how a prefix is allocated.
 */

/** How the formula language sees each field type code, for compiling formulas against an object. */
export function formulaTypeOfFieldType(typeCode: string): FormulaType {
  switch (typeCode) {
    case 'N':
    case 'P':
    case 'c':
      return 'number';
    case 'B':
      return 'boolean';
    case 'D':
      return 'date';
    case 'F':
      return 'datetime';
    case 'T':
      return 'time';
    case 'L':
      return 'picklist';
    case 'Q':
      return 'multipicklist';
    default:
      return 'text';
  }
}

/** A deleted field keeps its column and data this many days; until then it may be restored. */
export const DELETED_FIELD_RETENTION_DAYS = 15;

/** The day until which a field deleted at `deletedAt` may be restored. */
export function restorableUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + DELETED_FIELD_RETENTION_DAYS * 86_400_000);
}

const PREFIX_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * The first free record-id prefix for a new custom object: a letter followed by two letters or digits
 * (a00, a01 … azz, then b00 …), skipping every prefix taken, whether by a standard or a custom object.
 */
export function allocatePrefix(taken: ReadonlySet<string>): string {
  const lowerTaken = new Set([...taken].map((prefix) => prefix.toLowerCase()));
  for (const first of PREFIX_ALPHABET.slice(10))
    for (const second of PREFIX_ALPHABET)
      for (const third of PREFIX_ALPHABET) {
        const prefix = `${first}${second}${third}`;
        if (!lowerTaken.has(prefix)) return prefix;
      }
  throw new Error('every record-id prefix is taken');
}

/** An API name proposed from a label: letters, digits and _, starting with a letter, at most 40 long. */
export function apiNameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const joined = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  const start = joined.replace(/^[^A-Za-z]+/, '');
  return start.slice(0, 40);
}

/**
 * The layout editor and object changes (issue 18): the field type changes setup offers, each one
 * the stored data converts under (text and long text share a text column; number, currency and
 * percent a number column; a picklist stores its value's key as text).
 */
export const FIELD_TYPE_CHANGES: Readonly<Record<string, readonly string[]>> = {
  S: ['X'],
  X: ['S'],
  N: ['c', 'P'],
  c: ['N'],
  P: ['N'],
  L: ['S'],
};

/** The longest value a text field holds; a longer long-text value does not convert to text. */
export const TEXT_FIELD_MAX_LENGTH = 255;

export function fieldTypeChangesFrom(typeCode: string): readonly string[] {
  return FIELD_TYPE_CHANGES[typeCode] ?? [];
}

/** The length a field gets when it changes to a type, or its own when the type keeps it. */
export function lengthAfterTypeChange(to: string, length: number): number {
  if (to === 'S') return Math.min(length > 0 ? length : TEXT_FIELD_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH);
  if (to === 'X') return Math.max(length, 32768);
  return length;
}

/** Whether the object's name must be typed to confirm a delete: the exact API name, as shown. */
export function confirmsObjectDelete(typed: string, apiName: string): boolean {
  return typed.trim() === apiName;
}
