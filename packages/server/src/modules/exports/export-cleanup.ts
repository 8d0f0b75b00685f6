import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Deletes the export files (finished or left half-written) under the data folder's exports/ last written
 * before `cutoff`; answers how many. A download of one afterwards says the file is no longer kept.
 */
export async function purgeOldExportFiles(dataDir: string, cutoff: Date): Promise<number> {
  const folder = path.join(dataDir, 'exports');
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtime >= cutoff) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
