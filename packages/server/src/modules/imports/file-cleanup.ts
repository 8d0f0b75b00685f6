import { purgeOldExportFiles } from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { removeImportFile } from './stored-file.js';

export const FILE_CLEANUP_JOB = 'imports.cleanOldFiles';
/** How often the clean-up runs: files are kept for days, so a few times a day is plenty. */
const FILE_CLEANUP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Statuses an import's rows are still read in: a job may be using them. */
const IN_USE = ['checking', 'running'];

/**
 * Clears imports' uploaded rows (the file as read, kept for the failure file) once the import is older than
 * the retention setting, and deletes export files as old; the imports themselves, their counts and their
 * row outcomes stay (the history, and a rollback, need only those).
 */
export async function cleanOldFiles(context: ModuleContext): Promise<{ imports: number; exports: number }> {
  const now = context.now();
  const cutoff = new Date(now.getTime() - context.config.fileRetentionDays * 86_400_000);
  const old = context.database.db
    .selectFrom('import_run')
    .select('file_path')
    .where('created_at', '<', cutoff.toISOString())
    .where('files_purged_at', '=', '')
    .where('file_path', '!=', '')
    .where('status', 'not in', IN_USE);
  for (const { file_path } of await old.execute()) await removeImportFile(context.config.dataDir, file_path);
  const cleared = await context.database.db
    .updateTable('import_run')
    .set({
      rows_json: '[]',
      preview_json: '[]',
      files_purged_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('created_at', '<', cutoff.toISOString())
    .where('files_purged_at', '=', '')
    .where('status', 'not in', IN_USE)
    .executeTakeFirst();
  const exports = await purgeOldExportFiles(context.config.dataDir, cutoff);
  return { imports: Number(cleared.numUpdatedRows), exports };
}

export function registerFileCleanup(context: ModuleContext): void {
  context.jobs.registerJobHandler(FILE_CLEANUP_JOB, async (job) => {
    const { imports, exports } = await cleanOldFiles(context);
    await job.progress({
      done: imports + exports,
      total: imports + exports,
      message: `${imports} import files and ${exports} export files cleared`,
    });
  });
  context.jobs.registerRecurringJob({
    type: FILE_CLEANUP_JOB,
    everyMs: FILE_CLEANUP_EVERY_MS,
    firstRunAfterMs: 60_000,
  });
}
