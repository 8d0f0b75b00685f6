import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { createTestApp } from '../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { HSTS_VALUE } from './security-headers.js';

/** Issue 4: HSTS only over TLS; frames refused except for the pages meant to be embedded. */
describe('security headers', () => {
  let database: TestDatabase;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-headers-'));
  const apps: FastifyInstance[] = [];
  const appWith = async (config: Parameters<typeof createTestApp>[1]) => {
    const app = await createTestApp(database.handle, config);
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vela</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('plain HTTP gets no HSTS; a trusted proxy that says https does', async () => {
    const plain = await appWith({ config: { webDistDir: dir } });
    const answer = await plain.inject({ url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    // Untrusted, the header is the client's word and proves nothing.
    const spoofed = await plain.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await appWith({ config: { webDistDir: dir, trustProxy: true } });
    const viaProxy = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('served over TLS itself (VELA_TLS_CERT_FILE/KEY_FILE), every answer carries HSTS', async () => {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    const { tls } = readConfig({ VELA_TLS_CERT_FILE: cert, VELA_TLS_KEY_FILE: key });
    const app = await appWith({ config: { webDistDir: dir, tls } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      https
        .get(
          { host: '127.0.0.1', port, path: '/commonObjects/detail/x/DETAIL', rejectUnauthorized: false },
          (response) => {
            response.resume();
            resolve(response.headers);
          },
        )
        .on('error', reject);
    });
    expect(headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('one TLS file without the other, or one that cannot be read, stops the start with a clear reason', () => {
    expect(() => readConfig({ VELA_TLS_CERT_FILE: '/x.pem' })).toThrow('must be set together');
    expect(() => readConfig({ VELA_TLS_CERT_FILE: '/nope/c.pem', VELA_TLS_KEY_FILE: '/nope/k.pem' })).toThrow(
      'VELA_TLS_CERT_FILE: cannot read "/nope/c.pem" (ENOENT)',
    );
  });

  it('pages and API answers may not be framed; print and custom pages only by the app itself', async () => {
    const app = await appWith({ config: { webDistDir: dir } });
    for (const url of ['/commonObjects/detail/x/DETAIL', '/login', '/api/health']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
    for (const url of ['/print-quotation/Q/obj/1/t/pdf', '/injectionComponent?page=p&pageId=1']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(answer.headers['content-security-policy'], url).not.toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('built assets, named by their content hash, are kept by the browser; the page and the rest are checked each time', async () => {
    const app = await appWith({ config: { webDistDir: dir } });
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/favicon.svg', '/login', '/']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
