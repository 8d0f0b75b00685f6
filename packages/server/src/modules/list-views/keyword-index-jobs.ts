import type { DatabaseHandle } from '../../db/database.js';
import { enqueueJob, type JobRunner } from '../jobs/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import { ensureKeywordIndex, keywordIndexState } from './keyword-index.js';

/**
 * The keyword index (and the sort indexes) of a table is built by a job when the data arrives:
 * an object is created, a table is seeded, a server starts and finds an index missing or out of
 * date. A request never builds it: at a million rows that took 30 to 40 seconds inside the first
 * list call. Until it is ready, lists answer at once (see list-query.ts) and ask for the job.
 */
export const BUILD_KEYWORD_INDEX_JOB = 'list-views.buildKeywordIndex';
/** Run at each server start: queues a build for every object whose index is missing or out of date. */
export const CHECK_KEYWORD_INDEXES_JOB = 'list-views.checkKeywordIndexes';

export interface BuildKeywordIndexPayload {
  table: string;
}

/** One queued or running build per table, across every server process. */
function buildKey(table: string): string {
  return `${BUILD_KEYWORD_INDEX_JOB}:${table}`;
}

/** The objects lists and searches read: a table with a name column. */
function listable(object: ObjectModel): boolean {
  return object.tableName !== '' && object.fieldsByApi.has('name');
}

/**
 * When this process last queued a table's build: a list of a table still being prepared asks
 * again at most this often (the unique key makes an ask while one is queued a no-op anyway).
 */
const ASK_AGAIN_MS = 10_000;
const asked = new WeakMap<DatabaseHandle, Map<string, number>>();

/** Queues the build of a table's keyword index (no-op while one is queued or running). */
export async function queueKeywordIndex(
  database: DatabaseHandle,
  table: string,
  /** The clock of the caller's job runner (tests run a fake one): the job is due from then. */
  now: Date = new Date(),
): Promise<void> {
  let byTable = asked.get(database);
  if (!byTable) {
    byTable = new Map();
    asked.set(database, byTable);
  }
  byTable.set(table, Date.now());
  await enqueueJob(
    database,
    BUILD_KEYWORD_INDEX_JOB,
    { table } satisfies BuildKeywordIndexPayload,
    { uniqueKey: buildKey(table) },
    now,
  );
}

/** From a request that found the index not ready: queues its build unless this process just did. */
export async function askForKeywordIndex(
  database: DatabaseHandle,
  object: ObjectModel,
  now: Date = new Date(),
): Promise<void> {
  const last = asked.get(database)?.get(object.tableName);
  if (last !== undefined && Date.now() - last < ASK_AGAIN_MS) return;
  await queueKeywordIndex(database, object.tableName, now);
}

/** Queues the builds of every listable object whose index is missing or out of date; answers how many. */
export async function queueMissingKeywordIndexes(
  database: DatabaseHandle,
  now: Date = new Date(),
): Promise<number> {
  const snapshot = await currentMetadata(database);
  let queued = 0;
  for (const object of snapshot.objects.filter(listable)) {
    if ((await keywordIndexState(database, object, { fresh: true })) !== 'preparing') continue;
    await queueKeywordIndex(database, object.tableName, now);
    queued += 1;
  }
  return queued;
}

/** Queues the start-up check, once across every server process starting at the same time. */
export async function queueKeywordIndexCheck(
  database: DatabaseHandle,
  now: Date = new Date(),
): Promise<void> {
  await enqueueJob(database, CHECK_KEYWORD_INDEXES_JOB, {}, { uniqueKey: CHECK_KEYWORD_INDEXES_JOB }, now);
}

function payloadTable(payload: unknown): string {
  const table = (payload as Partial<BuildKeywordIndexPayload> | null)?.table;
  if (typeof table !== 'string' || table === '')
    throw new Error('payload.table: the table to index is missing');
  return table;
}

export function registerKeywordIndexJobs(
  jobs: JobRunner,
  database: DatabaseHandle,
  now: () => Date = () => new Date(),
): void {
  jobs.registerJobHandler<unknown>(BUILD_KEYWORD_INDEX_JOB, async (job) => {
    const table = payloadTable(job.payload);
    // The columns searched are today's, read when the job runs: a field added since it was queued counts.
    const snapshot = await currentMetadata(database);
    const object = snapshot.objects.find((candidate) => candidate.tableName === table);
    if (!object || !listable(object)) return;
    let last = 0;
    await ensureKeywordIndex(database, object, async ({ step, done, total }) => {
      job.signal.throwIfAborted();
      // A progress write per batch would double the writes of a big build: about once a second.
      if (step === 'keyword index' && done > 0 && done < (total ?? 0) && Date.now() - last < 1_000) return;
      last = Date.now();
      await job.progress({ done, total, message: `${object.label}: building the ${step}` });
    });
    await job.progress({ done: 1, total: 1, message: `${object.label}: ready` });
  });
  jobs.registerJobHandler(CHECK_KEYWORD_INDEXES_JOB, async (job) => {
    const queued = await queueMissingKeywordIndexes(database, now());
    await job.progress({ done: queued, total: queued, message: `${queued} keyword indexes to build` });
  });
}
