import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './vela-server.js';

const STATE_FILE = path.join(REPO_ROOT, 'e2e/.tmp/server.json');

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as {
    pid: number;
    dataDir: string;
  };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
