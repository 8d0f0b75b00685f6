import { type FoundRecord, foldSearchText, type GlobalSearchAnswer, type SearchGroup } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  correctionsInIndexes,
  ensureKeywordIndex,
  isWordInIndex,
  keywordPlanCondition,
  keywordTerms,
  planKeyword,
  searchedColumns,
} from '../list-views/index.js';
import { currentMetadata, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { fieldAccess, lookupTargetRights, recordAccessFilter } from '../records/index.js';

/** How many records each object shows in an all-objects search, and in a search of one object. */
export const PER_OBJECT_ALL = 5;
export const PER_OBJECT_ONE = 50;

export interface GlobalSearchQuestion {
  keyword: string;
  /** 'all', or the one object to search (its id). */
  searchObjId: string;
}

type Row = Record<string, string | number | null>;

function objectsToSearch(objects: readonly ObjectModel[], snapshotObject?: ObjectModel) {
  if (snapshotObject) return [snapshotObject];
  return objects.filter((object) => object.tableName && object.fieldsByApi.has('name'));
}

/** Whether a stored text holds one of the words searched for (typed or meant), accents and case aside. */
function holdsWord(value: string, words: readonly string[]): boolean {
  const text = foldSearchText(value);
  return words.some((word) => text.includes(foldSearchText(word)));
}

async function searchObject(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  keyword: string,
  limit: number,
  corrections: Map<string, Set<string>>,
  known: ReadonlyMap<string, string[]>,
): Promise<SearchGroup | null> {
  const indexed = await ensureKeywordIndex(context.database, object);
  const plan = await planKeyword(context.database, object, keyword, indexed, known);
  const condition = keywordPlanCondition(context.database, object, plan, indexed);
  if (!condition) return null;
  for (const term of plan.terms) {
    if (term.corrections.length === 0) continue;
    const meant = corrections.get(term.typed) ?? new Set<string>();
    for (const word of term.corrections) meant.add(word);
    corrections.set(term.typed, meant);
  }
  const { hidden } = await fieldAccess(context.database, user, object);
  const shownColumns = searchedColumns(object).filter((column) => {
    const field = object.fields.find((candidate) => candidate.columnName === column);
    return column === 'name' || (field !== undefined && !hidden.has(field.apiName));
  });
  // No sort: the index hands rows over in its own order and the query stops at the limit.
  const result =
    await sql<Row>`select id, ${sql.join(shownColumns.map((column) => sql.ref(column)))} from ${sql.table(
      object.tableName,
    )} where is_deleted = 0 and ${recordAccessFilter(user, object)} and ${condition} limit ${limit + 1}`.execute(
      context.database.db,
    );
  if (result.rows.length === 0) return null;
  const words = plan.terms.flatMap((term) => [term.typed, ...term.corrections]);
  const records = result.rows.slice(0, limit).map((row) => toFound(object, row, shownColumns, words));
  const first = foldSearchText(plan.terms[0]?.typed ?? '');
  records.sort(
    (a, b) =>
      Number(!foldSearchText(a.name).startsWith(first)) - Number(!foldSearchText(b.name).startsWith(first)) ||
      a.name.localeCompare(b.name),
  );
  return {
    objId: object.id,
    objectApi: object.apiName,
    prefix: object.prefix,
    label: object.label,
    pluralLabel: object.pluralLabel,
    icon: object.icon,
    records,
    hasMore: result.rows.length > limit,
  };
}

function toFound(
  object: ObjectModel,
  row: Row,
  columns: readonly string[],
  words: readonly string[],
): FoundRecord {
  const name = String(row.name ?? '');
  let matched: FoundRecord['matched'] = null;
  if (!holdsWord(name, words)) {
    for (const column of columns) {
      const value = row[column];
      if (column === 'name' || value === null || value === undefined) continue;
      if (!holdsWord(String(value), words)) continue;
      const field = object.fields.find((candidate) => candidate.columnName === column);
      matched = { field: field?.apiName ?? column, label: field?.label ?? column, value: String(value) };
      break;
    }
  }
  return { id: String(row.id), name, matched };
}

/**
 * Global search (issue 7, spec 1 §2.3 globalsearch): the typed words in the
 * names, e-mails and phones of every object the user may read, typo-tolerant,
 * grouped by object, each group only the records the user may read.
 */
export async function globalSearch(
  context: ModuleContext,
  user: CurrentUser,
  question: GlobalSearchQuestion,
): Promise<GlobalSearchAnswer> {
  const keyword = question.keyword.trim();
  if (keyword === '') throw new AppError(ErrorCode.BAD_REQUEST, 'keyword: type at least one letter or digit');
  const snapshot = await currentMetadata(context.database);
  const one =
    question.searchObjId === 'all' ? undefined : resolveObject(snapshot, { objId: question.searchObjId });
  const limit = one ? PER_OBJECT_ONE : PER_OBJECT_ALL;
  const candidates = objectsToSearch(snapshot.objects, one);
  const rights = await Promise.all(
    candidates.map((object) => lookupTargetRights(context.database, user, object)),
  );
  const readable = candidates.filter((_, index) => rights[index]?.isQuery);
  // A word some object holds was typed right: it is corrected nowhere. Otherwise the words it meant
  // are read once from every object's vocabulary, not object by object.
  const indexed: ObjectModel[] = [];
  for (const object of readable) if (await ensureKeywordIndex(context.database, object)) indexed.push(object);
  const known = new Map<string, string[]>();
  for (const typed of keywordTerms(keyword)) {
    let typedRight = false;
    for (const object of indexed) {
      if (await isWordInIndex(context.database, object, typed)) {
        typedRight = true;
        break;
      }
    }
    known.set(typed, typedRight ? [] : await correctionsInIndexes(context.database, indexed, typed));
  }
  const corrections = new Map<string, Set<string>>();
  // Objects are searched side by side (PostgreSQL answers them on several connections).
  const found = await Promise.all(
    readable.map((object) => searchObject(context, user, object, keyword, limit, corrections, known)),
  );
  const groups = found.filter((group): group is SearchGroup => group !== null);
  return {
    keyword,
    searchObjId: one ? one.id : 'all',
    groups,
    corrections: [...corrections].map(([typed, meant]) => ({ typed, meant: [...meant] })),
  };
}
