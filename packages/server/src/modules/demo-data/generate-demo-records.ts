import { newRecordId } from '@vela/core';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { activeUsersOfOrg } from '../auth/index.js';
import {
  currentMetadata,
  MATCH_KEY_BULK_TARGET,
  matchKey,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import {
  type ColumnValue,
  checkRecordRules,
  checkRequired,
  countSql,
  type DynamicTables,
  isUserOfOrg,
  recordsDb,
  reserveSequenceNumbers,
  SaveRefusal,
  shareBulkWrittenRecords,
  toColumnValue,
} from '../records/index.js';
import { type BulkColumnKind, bulkInsert } from './bulk-insert.js';
import { type FieldValues, recordMakerFor } from './demo-field-values.js';
import { DemoRandom, seedFromText } from './demo-random.js';

/**
 * Bulk records for scale tests and benchmarks: many rows straight into an
 * object's table in the engine's column layout, with the duplicate-rule
 * match keys and auto-numbers a save would write. Values come from the
 * object's metadata (see demo-field-values.ts); a sample of rows is checked
 * with the save's own required and rule checks, so a generator that could
 * only make invalid rows stops instead of filling a table with them.
 * SQLite: one transaction, 500 rows per statement. PostgreSQL: 1000 rows per
 * statement, a transaction per 50,000 rows.
 */
export interface GenerateRecordsOptions {
  objectApi: string;
  count: number;
  orgId: string;
  /** Owners, spread evenly; default every active user of the org. */
  ownerIds?: readonly string[];
  /** The same seed makes the same values (ids and times are new each run). */
  seed?: number | string;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateRecordsResult {
  objectApi: string;
  tableName: string;
  count: number;
  /** The number in the first generated record's name ("Northwind Logistics 1"). */
  firstNumber: number;
  milliseconds: number;
}

const PLATFORM = [
  'id',
  'name',
  'ownerid',
  'createbyid',
  'createdate',
  'lastmodifybyid',
  'lastmodifydate',
  'recordtype',
  'is_deleted',
];
const MAX_PARAMETERS = { sqlite: 32_000, postgres: 65_000 } as const;
const ROWS_PER_STATEMENT = { sqlite: 500, postgres: 1000 } as const;
const ROWS_PER_TRANSACTION = { postgres: 50_000 } as const;
const CANDIDATES_PER_LOOKUP = 1000;
const THREE_YEARS_MS = 3 * 365 * 86_400_000;

async function ownersOf(
  database: DatabaseHandle,
  orgId: string,
  given?: readonly string[],
): Promise<string[]> {
  if (given && given.length > 0) {
    const found = await isUserOfOrg(database, orgId, given);
    const stranger = given.find((id) => !found.has(id));
    if (stranger) throw new Error(`owner ${stranger} is not an active user of ${orgId}`);
    return [...given];
  }
  const rows = await activeUsersOfOrg(database, orgId, { orderBy: 'email' });
  if (rows.length === 0) throw new Error(`organisation ${orgId} has no active users to own records`);
  return rows.map((row) => row.id);
}

/** Existing records each lookup field may point at (the first target of a polymorphic lookup). */
async function lookupCandidates(
  database: DatabaseHandle,
  object: ObjectModel,
  byId: ReadonlyMap<string, ObjectModel>,
  owners: readonly string[],
): Promise<Map<string, string[]>> {
  const candidates = new Map<string, string[]>();
  for (const field of object.fields) {
    if (field.system || !field.lookupObjectId || field.lookupObjectId === 'user') continue;
    const target = byId.get(field.lookupObjectId.split(',')[0] ?? '');
    if (!target) continue;
    const rows = await recordsDb(database)
      .selectFrom(target.tableName)
      .select('id')
      .where('is_deleted', '=', 0)
      .where('ownerid', 'in', [...owners])
      .orderBy('id')
      .limit(CANDIDATES_PER_LOOKUP)
      .execute();
    candidates.set(
      field.apiName,
      rows.map((row) => String(row.id)),
    );
  }
  return candidates;
}

/** Reserves `count` numbers of each auto-number field; returns the first of each. */
async function reserveAutoNumbers(
  db: Kysely<DynamicTables>,
  object: ObjectModel,
  count: number,
): Promise<Map<string, { first: number; format: string }>> {
  const reserved = new Map<string, { first: number; format: string }>();
  const typed = db as unknown as DatabaseHandle['db'];
  for (const field of object.fields) {
    if (field.typeCode !== 'V' || !field.columnName) continue;
    const first = await reserveSequenceNumbers(typed, object.id, field.apiName, count);
    reserved.set(field.apiName, { first, format: field.formula || '{0}' });
  }
  return reserved;
}

function formatAutoNumber(format: string, number: number): string {
  const match = /\{(0+)\}/.exec(format);
  if (!match) return `${format}${number}`;
  return format.replace(match[0], String(number).padStart(match[1]?.length ?? 1, '0'));
}

/** How each column is stored (object-table-ddl.ts): numbers, 0/1 flags, text. */
function kindOf(typeCode: string): BulkColumnKind {
  if (typeCode === 'N' || typeCode === 'P' || typeCode === 'c') return 'number';
  return typeCode === 'B' ? 'flag' : 'text';
}

export async function generateRecords(
  database: DatabaseHandle,
  options: GenerateRecordsOptions,
): Promise<GenerateRecordsResult> {
  const started = performance.now();
  if (!Number.isInteger(options.count) || options.count < 1)
    throw new Error('count must be a whole number above 0');
  const snapshot = await currentMetadata(database);
  const object = resolveObject(snapshot, { objectApi: options.objectApi });
  const owners = await ownersOf(database, options.orgId, options.ownerIds);
  const now = options.now ?? new Date();
  const maker = recordMakerFor(snapshot, object, {
    lookupCandidates: await lookupCandidates(database, object, snapshot.byId, owners),
    ownerIds: owners,
    now,
  });
  const seed = typeof options.seed === 'string' ? seedFromText(options.seed) : (options.seed ?? 1);
  const records = recordsDb(database);
  const existing = await records.selectFrom(object.tableName).select(countSql().as('n')).executeTakeFirst();
  const firstNumber = Number(existing?.n ?? 0) + 1;
  const defaultType = object.recordTypes.find((type) => type.isDefault) ?? object.recordTypes[0];
  const otherTypes = object.recordTypes.filter((type) => type !== defaultType);
  const fieldColumns = maker.fields.filter((field) => field.columnName !== 'name');
  const columns = [...PLATFORM, ...fieldColumns.map((field) => field.columnName as string)];
  const dialect = database.dialect;
  const perStatement = Math.min(
    ROWS_PER_STATEMENT[dialect],
    Math.floor(MAX_PARAMETERS[dialect] / columns.length),
  );
  const rowInsert = bulkInsert(records, dialect, object.tableName, [
    ...PLATFORM.map((name) => ({
      name,
      kind: name === 'is_deleted' ? ('flag' as const) : ('text' as const),
    })),
    ...fieldColumns.map((field) => ({ name: field.columnName as string, kind: kindOf(field.typeCode) })),
  ]);
  const keyInsert = bulkInsert(
    records,
    dialect,
    MATCH_KEY_BULK_TARGET.table,
    MATCH_KEY_BULK_TARGET.columns.map((name) => ({ name, kind: 'text' as const })),
  );
  // Creation times spread over the last three years, at least 1 ms apart, so ids (time-ordered) never collide.
  const step = Math.max(1, Math.floor(THREE_YEARS_MS / options.count));
  const firstTime = now.getTime() - step * options.count;
  const validator = validatorFor(database, snapshot, object, options.orgId, now);

  const numbers = await reserveAutoNumbers(records, object, options.count);
  /** Rows [start, start + size): values depend only on the seed and the row's number, not on write order. */
  const buildBatch = (start: number, size: number) => {
    const params: ColumnValue[] = [];
    const keys: ColumnValue[] = [];
    for (let index = start; index < start + size; index++) {
      const n = firstNumber + index;
      const random = new DemoRandom((seed ^ Math.imul(n, 0x9e3779b1)) >>> 0);
      const values: FieldValues = maker.make(random, n);
      for (const [api, reserved] of numbers)
        values[api] = formatAutoNumber(reserved.format, reserved.first + index);
      const owner = owners[index % owners.length] as string;
      const recordType = otherTypes.length > 0 && random.chance(0.2) ? random.pick(otherTypes) : defaultType;
      values.ownerid = owner;
      values.recordtype = recordType?.id ?? null;
      if (index < 100 || index % 1000 === 0) validator(values, recordType?.id ?? null, owner);
      const created = firstTime + index * step;
      const id = newRecordId(object.prefix, created);
      const createdIso = new Date(created).toISOString();
      const modifiedIso = new Date(
        Math.min(now.getTime(), created + random.int(0, 30) * 86_400_000),
      ).toISOString();
      params.push(
        id,
        String(values[object.nameField] ?? ''),
        owner,
        owner,
        createdIso,
        owner,
        modifiedIso,
        recordType?.id ?? null,
        0,
      );
      for (const field of fieldColumns) params.push(toColumnValue(values[field.apiName]));
      for (const rule of object.duplicateRules) {
        const key = matchKey(rule, values);
        if (key !== null) keys.push(rule.id, key, id);
      }
    }
    return { params, keys };
  };

  let written = 0;
  /** One transaction of rows [start, end); the next batch is made while the database writes this one. */
  const writeChunk = (start: number, end: number) =>
    records.transaction().execute(async (trx) => {
      let pending: Promise<void> | null = null;
      for (let at = start; at < end; at += perStatement) {
        const size = Math.min(perStatement, end - at);
        const batch = buildBatch(at, size);
        if (pending) await pending;
        pending = (async () => {
          await rowInsert.write(trx, batch.params);
          await keyInsert.write(trx, batch.keys);
          written += size;
          options.onProgress?.(written, options.count);
        })();
      }
      if (pending) await pending;
    });

  if (dialect === 'sqlite') {
    // The bulk connection may use more page cache than a request does: index pages of a big table stay in memory.
    await sql`pragma cache_size = -262144`.execute(database.db);
    await writeChunk(0, options.count);
  } else {
    // Two transactions at once: each PostgreSQL connection is a process of its own, so two use both cores.
    let next = 0;
    const worker = async () => {
      while (next < options.count) {
        const start = next;
        next = Math.min(options.count, start + ROWS_PER_TRANSACTION.postgres);
        await writeChunk(start, next);
      }
    };
    await Promise.all([worker(), worker()]);
  }
  if (dialect === 'sqlite') await sql`pragma cache_size = -2000`.execute(database.db);
  // Fresh planner statistics, so the first searches on a table that just grew use its indexes.
  if (dialect === 'postgres') await sql`analyze ${sql.id(object.tableName)}`.execute(database.db);
  else {
    await sql`pragma analysis_limit = 1000`.execute(database.db);
    await sql`analyze ${sql.id(object.tableName)}`.execute(database.db);
  }
  // The rows bypassed the save pipeline, which applies criteria-based sharing rules to each saved record.
  await shareBulkWrittenRecords(database, options.orgId, object, now);
  return {
    objectApi: object.apiName,
    tableName: object.tableName,
    count: options.count,
    firstNumber,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** The save's required-field and rule checks on a generated record; throws when it would be refused. */
function validatorFor(
  database: DatabaseHandle,
  snapshot: Awaited<ReturnType<typeof currentMetadata>>,
  object: ObjectModel,
  orgId: string,
  now: Date,
) {
  return (values: FieldValues, recordTypeId: string | null, owner: string) => {
    const user: CurrentUser = {
      userId: owner,
      orgId,
      email: '',
      name: '',
      isPartner: false,
      partnerAccountId: null,
      profileId: 'standard_user',
      roleId: null,
      sessionId: null,
      channelId: null,
    };
    const context = { database, snapshot, object, user, now, skipDuplicateWarning: true };
    const draft = {
      id: '',
      isNew: true,
      existing: null,
      expectedLastModified: null,
      submitted: values,
      changes: {},
      values: { ...values },
      recordTypeId,
    };
    try {
      checkRequired(context, draft);
      checkRecordRules(context, draft);
    } catch (error) {
      if (error instanceof SaveRefusal)
        throw new Error(
          `generated ${object.label} records would be refused: ${error.message} (${error.details.errorField ?? ''})`,
        );
      throw error;
    }
  };
}
