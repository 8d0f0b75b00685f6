import { createHash } from 'node:crypto';
import type { ContentStore } from './content-store.js';

/** Keeps bytes already in memory (demo data, tests) the way an upload keeps them: once, under their hash. */
export async function storeBytes(store: ContentStore, orgId: string, bytes: Buffer): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const pending = await store.begin(orgId);
  await new Promise<void>((resolve, reject) => {
    pending.stream.once('error', reject);
    pending.stream.end(bytes, () => resolve());
  });
  await pending.commit(hash);
  return hash;
}
