import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startVela } from '../support/vela-server.js';

/**
 * Issue 2: the first start creates ./data/vela.db (VELA_DATA_DIR) and seeds the demo org;
 * a second start on the same folder reuses it — nothing re-seeded, nothing lost.
 */
test('a second start reuses the data folder: nothing re-seeded, nothing lost', async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-restart-'));
  const apiKey = `vela_e2e_${Date.now()}`;
  const env = { VELA_ADMIN_API_KEY: apiKey };
  const call = async (baseUrl: string, url: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ head: { appType: 'lightning-main', appVersion: '1.1.1', source: 'e2e' }, body }),
    });
    return (await response.json()) as { result: boolean; data: unknown };
  };

  try {
    const first = await startVela(env, { dataDir, keepData: true });
    expect(first.output()).toContain('demo org created');
    expect(fs.existsSync(path.join(dataDir, 'vela.db'))).toBe(true);
    const saved = await call(first.baseUrl, '/objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([{ name: 'Kept Across Restarts Ltd' }]),
    });
    const [result] = saved.data as Array<{ id: string; isSaveSuccess: boolean }>;
    expect(result?.isSaveSuccess).toBe(true);
    await first.stop();

    const second = await startVela(env, { dataDir, keepData: true });
    expect(second.output()).not.toContain('demo org created');
    const detail = await call(second.baseUrl, '/objectdetail/getDetail', { id: result?.id });
    expect(JSON.stringify(detail.data)).toContain('Kept Across Restarts Ltd');
    const apps = await call(second.baseUrl, '/application/getApplicationList', {});
    const names = (apps.data as Array<{ name: string }>).map((app) => app.name);
    expect(names.filter((name) => name === 'Sales')).toHaveLength(1);
    await second.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
