// `npm run backup -- <file>`: a consistent snapshot of the database and the data folder's files, taken
// while the server runs (see scripts/backup-restore.mjs and the README's "Back up and restore").
import { backup, runCommand, targetFromEnv } from './backup-restore.mjs';

await runCommand('backup', async (file) => {
  const target = targetFromEnv();
  const manifest = await backup(file, target);
  return `Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database and ${target.dataDir}'s files to ${file}`;
});
