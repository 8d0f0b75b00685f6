import type { ServerConfig } from '../../config.js';
import { type ContentStore, DiskContentStore } from './content-store.js';

/** The store in use for each data folder, made once (an S3 client keeps its connections). */
const stores = new Map<string, { key: string; store: ContentStore }>();

/**
 * The content store the configuration names: an S3-compatible bucket when
 * `VELA_S3_BUCKET` is set, else the data folder.
 */
export async function contentStoreFor(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<ContentStore> {
  const key = JSON.stringify(config.s3 ?? null);
  const known = stores.get(config.dataDir);
  if (known?.key === key) return known.store;
  // The AWS SDK is loaded only when a bucket is configured: it is large, and a server on disk needs none of it.
  const store = config.s3
    ? new (await import('./s3-content-store.js')).S3ContentStore(config.s3)
    : new DiskContentStore(`${config.dataDir}/files`);
  stores.set(config.dataDir, { key, store });
  return store;
}

/**
 * The store a server with this data folder uses, for callers that only hold the folder (files passed
 * on to another module); the data folder's own store when no server has named one.
 */
export function contentStoreAt(dataDir: string): ContentStore {
  return stores.get(dataDir)?.store ?? new DiskContentStore(`${dataDir}/files`);
}
