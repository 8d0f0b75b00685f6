import { type FoundRecord, foldSearchText, type GlobalSearchAnswer, type SearchGroup } from '@vela/core';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  correctionsInIndexes,
  isWordInIndexes,
  type KeywordPlan,
  keywordTerms,
} from '../list-views/index.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { extraColumn, type FoundRow, searchStatement } from './search-statement.js';
import { type SearchTarget, searchTargets, withRows } from './searchable-objects.js';

/** How many records each object shows in an all-objects search, and in a search of one object. */
export const PER_OBJECT_ALL = 5;
export const PER_OBJECT_ONE = 50;

export interface GlobalSearchQuestion {
  keyword: string;
  /** 'all', or the one object to search (its id). */
  searchObjId: string;
}

/** Whether a stored text holds one of the words searched for (typed or meant), accents and case aside. */
function holdsWord(value: string, words: readonly string[]): boolean {
  const text = foldSearchText(value);
  return words.some((word) => text.includes(foldSearchText(word)));
}

/**
 * The words typed, each with the stored words it meant. A word some object holds was typed
 * right and is corrected nowhere; otherwise the words it meant are read once from every
 * object's vocabulary, not object by object.
 */
async function planOver(
  database: DatabaseHandle,
  targets: readonly SearchTarget[],
  keyword: string,
): Promise<KeywordPlan> {
  const indexed = targets.filter((target) => target.indexed).map((target) => target.object);
  const terms = [];
  for (const typed of keywordTerms(keyword)) {
    const typedRight = await isWordInIndexes(database, indexed, typed);
    terms.push({
      typed,
      corrections: typedRight ? [] : await correctionsInIndexes(database, indexed, typed),
    });
  }
  return { terms };
}

/** A found record, with the field that matched when the name did not. */
function toFound(target: SearchTarget, row: FoundRow, words: readonly string[]): FoundRecord {
  const { object, columns } = target;
  const name = String(row.name ?? '');
  let matched: FoundRecord['matched'] = null;
  if (!holdsWord(name, words)) {
    for (const [at, column] of columns.entries()) {
      const value = at === 0 ? null : row[extraColumn(at)];
      if (value === null || value === undefined || !holdsWord(String(value), words)) continue;
      const field = object.fields.find((candidate) => candidate.columnName === column);
      matched = { field: field?.apiName ?? column, label: field?.label ?? column, value: String(value) };
      break;
    }
  }
  return { id: String(row.id), name, matched };
}

/**
 * Whether every word typed (or one it meant) stands in what the user may see of the record.
 * The keyword index holds the text of every searched column, so a record found only through
 * a column hidden from the user would tell them what that column holds.
 */
function foundInSight(target: SearchTarget, row: FoundRow, plan: KeywordPlan): boolean {
  const texts = target.columns
    .map((_, at) => (at === 0 ? row.name : row[extraColumn(at)]))
    .filter((value) => value !== null && value !== undefined)
    .map(String);
  return plan.terms.every((term) => texts.some((text) => holdsWord(text, [term.typed, ...term.corrections])));
}

function groupOf(
  target: SearchTarget,
  found: FoundRow[],
  limit: number,
  plan: KeywordPlan,
): SearchGroup | null {
  const { object } = target;
  const rows = target.hidesSearched ? found.filter((row) => foundInSight(target, row, plan)) : found;
  if (rows.length === 0) return null;
  const words = plan.terms.flatMap((term) => [term.typed, ...term.corrections]);
  // The statement ranked and cut; within a rank, names are ordered here so both databases agree.
  const ordered = rows
    .slice(0, limit)
    .sort(
      (a, b) =>
        Number(a.search_rank) - Number(b.search_rank) ||
        String(a.name ?? '').localeCompare(String(b.name ?? '')),
    );
  return {
    objId: object.id,
    objectApi: object.apiName,
    prefix: object.prefix,
    label: object.label,
    pluralLabel: object.pluralLabel,
    icon: object.icon,
    records: ordered.map((row) => toFound(target, row, words)),
    hasMore: rows.length > limit,
  };
}

/**
 * Global search (issue 7, spec 1 §2.3 globalsearch): the typed words in the
 * names, e-mails and phones of every object the user may read, typo-tolerant,
 * grouped by object, each group only the records the user may read — the
 * objects with rows, all in one statement (see search-statement.ts).
 */
export async function globalSearch(
  context: ModuleContext,
  user: CurrentUser,
  question: GlobalSearchQuestion,
): Promise<GlobalSearchAnswer> {
  const { database } = context;
  const keyword = question.keyword.trim();
  if (keyword === '') throw new AppError(ErrorCode.BAD_REQUEST, 'keyword: type at least one letter or digit');
  const snapshot = await currentMetadata(database);
  const one =
    question.searchObjId === 'all' ? undefined : resolveObject(snapshot, { objId: question.searchObjId });
  const limit = one ? PER_OBJECT_ONE : PER_OBJECT_ALL;
  const searchable = await searchTargets(database, user, snapshot, one, context.now());
  // Side by side (two connections on PostgreSQL): an empty table has no vocabulary, so the words
  // meant are the same whether or not the empty tables are left out first.
  const [targets, plan] = await Promise.all([
    withRows(database, searchable),
    planOver(database, searchable, keyword),
  ]);
  const statement = searchStatement(database, user, targets, plan, limit);
  const preparing = searchable.filter((target) => target.preparing).map((target) => target.object.id);
  // Its plan does not depend on the words (every branch stops at its limit), and planning one
  // branch per object on every call cost far more than running them: one generic plan.
  const rows = statement ? (await executePrepared<FoundRow>(database, statement, 'generic')).rows : [];
  const byTarget = new Map<number, FoundRow[]>();
  for (const row of rows) {
    const index = Number(row.o);
    const found = byTarget.get(index);
    if (found) found.push(row);
    else byTarget.set(index, [row]);
  }
  const groups: SearchGroup[] = [];
  targets.forEach((target, index) => {
    const found = byTarget.get(index);
    const group = found ? groupOf(target, found, limit, plan) : null;
    if (group) groups.push(group);
  });
  return {
    keyword,
    searchObjId: one ? one.id : 'all',
    groups,
    corrections: plan.terms
      .filter((term) => term.corrections.length > 0)
      .map((term) => ({ typed: term.typed, meant: term.corrections })),
    ...(preparing.length > 0 ? { keywordIndexPreparing: preparing } : {}),
  };
}
