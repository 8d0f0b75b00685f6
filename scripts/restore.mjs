// `npm run restore -- <file>`: a backup brought back into an empty data folder (and an empty PostgreSQL
// database when DATABASE_URL is set); it refuses a target that holds anything.
import { restore, runCommand, targetFromEnv } from './backup-restore.mjs';

await runCommand('restore', async (file) => {
  const target = targetFromEnv();
  const manifest = await restore(file, target);
  return `Restored the backup of ${manifest.createdAt} into ${manifest.database === 'postgres' ? 'the PostgreSQL database and ' : ''}${target.dataDir}`;
});
