import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.js';
import { REPO_ROOT, startVela } from './vela-server.js';

const STATE_FILE = path.join(REPO_ROOT, 'e2e/.tmp/server.json');

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: run "apt-get update && apt-get install -y chromium"`,
    );
  }
  // Every browser test signs in from 127.0.0.1; the default limit (10 a minute) is proven by the server tests.
  const vela = await startVela({ VELA_LOGIN_RATE_LIMIT: '500' });
  process.env.VELA_E2E_BASE_URL = vela.baseUrl;
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: vela.process.pid, dataDir: vela.dataDir }));
}
