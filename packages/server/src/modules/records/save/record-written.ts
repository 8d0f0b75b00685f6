import type { DatabaseHandle } from '../../../db/database.js';
import type { CurrentUser } from '../../../http/current-user.js';
import type { MetadataSnapshot, ObjectModel } from '../../metadata/index.js';

/** One record the save pipeline has just written, told before the save's answer (inside its transaction, if any). */
export interface RecordWritten {
  /** The save's handle: inside the save's transaction when it has one, so what a hook writes commits with it. */
  database: DatabaseHandle;
  snapshot: MetadataSnapshot;
  object: ObjectModel;
  user: CurrentUser;
  now: Date;
  recordId: string;
  recordName: string;
  isNew: boolean;
  /** The record after the save, by field api name. */
  values: Record<string, unknown>;
  /** The record before the save, by field api name; null for a new record. */
  prior: Record<string, unknown> | null;
  /** 0 for a person's save; a save a flow made is one deeper than the run that made it. */
  automationDepth: number;
}

export type RecordWrittenHook = (written: RecordWritten) => Promise<void>;

/** Module-wide, like metadata's onObjectCreated: a hook takes its database from what it is told. */
const hooks = new Set<RecordWrittenHook>();

/**
 * The save pipeline's after-write step: `hook` hears every record written by
 * the pipeline (form saves, lines, imports, flows' own saves) right after the
 * write. A hook registered twice runs once.
 */
export function onRecordWritten(hook: RecordWrittenHook): void {
  hooks.add(hook);
}

/** Tells the hooks; a hook's failure never fails the save (the hook records its own problems). */
export async function announceWritten(written: RecordWritten): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook(written);
    } catch {
      // The record is written; an after-save step that failed must not take it back.
    }
  }
}
