import type { DatabaseHandle } from '../../db/database.js';
import type { MetadataSnapshot } from '../metadata/index.js';
import { readActiveFlows, type StoredFlow } from './automation-store.js';

/**
 * Every save asks which active flows watch its object; flows change seldom, saves often. So the
 * organisation's active flows are kept per metadata snapshot, which the save has already read (its
 * revision check is the one statement a save spends on both). Every flow write bumps meta_revision in
 * its own transaction (automation-store.ts), so the next save in any process reads a new snapshot and
 * with it the flows again: a flow saved takes effect on the very next save, never after a timer.
 */
const cached = new WeakMap<MetadataSnapshot, Map<string, Promise<StoredFlow[]>>>();

export async function activeFlowsOf(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  orgId: string,
  objectApi: string,
): Promise<StoredFlow[]> {
  let byOrg = cached.get(snapshot);
  if (!byOrg) {
    byOrg = new Map();
    cached.set(snapshot, byOrg);
  }
  let flows = byOrg.get(orgId);
  if (!flows) {
    flows = readActiveFlows(database, orgId);
    byOrg.set(orgId, flows);
    // A failed read is not kept: the next save asks again.
    flows.catch(() => byOrg.delete(orgId));
  }
  return (await flows).filter((flow) => flow.objectApi === objectApi);
}
