import { importNoticeText } from '@vela/core';
import { notifyPeople } from '../approvals/index.js';
import type { ModuleContext } from '../module.js';
import { type ImportPhase, type ImportRun, phaseCounts, runUser } from './import-store.js';

export const IMPORT_FINISHED_EVENT = 'import.finished';

/**
 * Tells the person who started an import that its run (or its rollback) ended: a notification in their
 * language in the approval center's list (the app's in-app notifications), and a realtime event to their
 * open pages.
 */
export async function tellImportFinished(
  context: ModuleContext,
  run: ImportRun,
  ended: 'done' | 'rolledBack',
): Promise<void> {
  const phase: ImportPhase = ended === 'rolledBack' ? 'rollback' : 'run';
  const counts = await phaseCounts(context.database, run.id, phase);
  const user = runUser(run);
  const text =
    ended === 'rolledBack'
      ? importNoticeText(user.language ?? 'en', 'rolledBack', {
          file: run.file_name,
          done: (counts.deleted ?? 0) + (counts.restored ?? 0),
          failed: counts.failed ?? 0,
        })
      : importNoticeText(user.language ?? 'en', 'done', {
          file: run.file_name,
          created: counts.created ?? 0,
          updated: counts.updated ?? 0,
          failed: counts.failed ?? 0,
        });
  const now = context.now();
  await notifyPeople(context.database, run.org_id, [run.user_id], run.id, text, now);
  await context.realtime.publish({
    type: IMPORT_FINISHED_EVENT,
    audience: run.user_id,
    orgId: run.org_id,
    payload: { importId: run.id, status: ended, text },
  });
}
