import { importNoticeText } from '@vela/core';
import { notifyPeople } from '../approvals/index.js';
import type { ModuleContext } from '../module.js';
import { type ImportRun, phaseCounts, runUser } from './import-store.js';

export const IMPORT_FINISHED_EVENT = 'import.finished';

/** How a rollback that gave up left things: told in the notice. */
export interface RollbackGaveUp {
  reason: string;
  /** Records put back before it gave up, and those not. */
  done: number;
  left: number;
}

/**
 * Tells the person who started an import that its run (or its rollback) ended, or that its rollback gave
 * up: a notification in their language in the approval center's list (the app's in-app notifications),
 * and a realtime event to their open pages.
 */
export async function tellImportFinished(
  context: ModuleContext,
  run: ImportRun,
  ended: 'done' | 'rolledBack' | { rollbackFailed: RollbackGaveUp },
): Promise<void> {
  const language = runUser(run).language ?? 'en';
  const file = run.file_name;
  let text: string;
  if (typeof ended === 'object') {
    text = importNoticeText(language, 'rollbackFailed', { file, ...ended.rollbackFailed });
  } else if (ended === 'rolledBack') {
    const counts = await phaseCounts(context.database, run.id, 'rollback');
    text = importNoticeText(language, 'rolledBack', {
      file,
      done: (counts.deleted ?? 0) + (counts.restored ?? 0),
      failed: counts.failed ?? 0,
    });
  } else {
    const counts = await phaseCounts(context.database, run.id, 'run');
    text = importNoticeText(language, 'done', {
      file,
      created: counts.created ?? 0,
      updated: counts.updated ?? 0,
      failed: counts.failed ?? 0,
    });
  }
  const now = context.now();
  await notifyPeople(context.database, run.org_id, [run.user_id], run.id, text, now, { kind: 'import' });
  await context.realtime.publish({
    type: IMPORT_FINISHED_EVENT,
    audience: run.user_id,
    orgId: run.org_id,
    payload: { importId: run.id, status: typeof ended === 'object' ? 'rollbackFailed' : ended, text },
  });
}
