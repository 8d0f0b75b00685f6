import { currentMetadata, onRollupFieldAdded, type RollupFieldAdded } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { childCount, recomputeAllParents } from './save/rollups.js';

/** The background computation of a new roll-up summary over an object with many children. */
export const ROLLUP_RECOMPUTE_JOB = 'records.rollupRecompute';

/** Up to `inlineChildren` children, a new roll-up is computed before the field's answer; past it, by a job. */
export const rollupLimits = { inlineChildren: 20_000 };

interface RollupRecomputePayload {
  fieldId: string;
}

/**
 * A roll-up added to an object gets its value for every parent from the children already there (issue 18):
 * at once when they are few, else in a job of the one runner, parents in id order with a checkpoint, so a
 * restarted job goes on where it stopped. Child saves meanwhile keep the parents they touch current.
 */
export function registerRollupComputation(context: ModuleContext): void {
  context.jobs.registerJobHandler<RollupRecomputePayload>(ROLLUP_RECOMPUTE_JOB, async (job) => {
    const rollup = await rollupOf(context, job.payload.fieldId);
    if (!rollup) return;
    await recomputeAllParents(context.database, rollup, {
      after: job.checkpoint,
      onBatch: async (lastId, done) => {
        job.signal.throwIfAborted();
        await job.progress({ done: job.progressDone + done, checkpoint: lastId });
      },
    });
  });
  onRollupFieldAdded(context, async (added: RollupFieldAdded) => {
    const rollup = await rollupOf(context, added.fieldId);
    if (!rollup) return;
    if ((await childCount(added.database, rollup)) <= rollupLimits.inlineChildren) {
      await recomputeAllParents(added.database, rollup);
      return;
    }
    await context.jobs.enqueueJob(
      ROLLUP_RECOMPUTE_JOB,
      { fieldId: added.fieldId },
      { createdBy: added.userId, uniqueKey: `${ROLLUP_RECOMPUTE_JOB}:${added.fieldId}` },
    );
  });
}

async function rollupOf(context: ModuleContext, fieldId: string) {
  const snapshot = await currentMetadata(context.database);
  const field = snapshot.fieldsById.get(fieldId);
  const child = field?.rollup ? snapshot.byId.get(field.rollup.childObject) : undefined;
  return child?.childRollups.find((rollup) => rollup.field.id === fieldId);
}
