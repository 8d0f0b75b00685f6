import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FILE_BYTES } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

/** A multipart body the way a browser's FormData sends it. */
function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>,
) {
  const boundary = `----vela-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('file upload and download', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let other: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vela-files-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    user = await createTestUser(getDatabase().handle, { name: 'File User' });
    other = await createTestUser(getDatabase().handle, { name: 'Other Org User', orgId: 'org_other' });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (as: TestUser, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { accesstoken: as.accessToken, 'content-type': body.contentType },
      payload: body.payload,
    });

  it('stores an uploaded file and gives it back raw, with its name and type', async () => {
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    const answer = await upload(
      user,
      multipart([{ name: 'file', filename: 'Übersicht 2026.png', type: 'image/png', content }]),
    );
    expect(answer.statusCode).toBe(200);
    const json = answer.json();
    expect(json.result).toBe(true);
    expect(json.data).toEqual(
      expect.objectContaining({ name: 'Übersicht 2026.png', type: 'image/png', size: content.length }),
    );
    expect(json.data.id).toMatch(/^fil[0-9A-Za-z]{20}$/);

    const download = await app.inject({
      method: 'GET',
      url: `/api/file/downloadFile?id=${json.data.id}`,
      headers: { accesstoken: user.accessToken },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(String(download.headers['content-disposition'])).toContain(
      "filename*=UTF-8''%C3%9Cbersicht%202026.png",
    );
    expect(download.rawPayload.equals(content)).toBe(true);

    const info = await app.inject({
      method: 'POST',
      url: '/api/file/getFileInfo',
      payload: envelopeFor(user, { ids: `${json.data.id};filAAAAAAAAAAAAAAAAAAAA` }),
    });
    expect(info.json().data).toEqual([
      expect.objectContaining({ id: json.data.id, name: 'Übersicht 2026.png', size: content.length }),
    ]);
  });

  it('[S1-K-016] accepts a file of exactly 10485760 bytes and refuses one byte more with a clear message', async () => {
    const exact = await upload(
      user,
      multipart([{ name: 'file', filename: 'exact.bin', content: Buffer.alloc(MAX_FILE_BYTES, 7) }]),
    );
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.size).toBe(MAX_FILE_BYTES);

    const over = await upload(
      user,
      multipart([{ name: 'file', filename: 'over.bin', content: Buffer.alloc(MAX_FILE_BYTES + 1, 7) }]),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().result).toBe(false);
    expect(over.json().returnInfo).toContain('10485760');
  });

  it('[S1-K-024] refuses a request holding more files than a batch may (10, spec 1 §9) by naming the limit, and keeps none of them', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: 'file',
      filename: `batch-${index}.txt`,
      content: `batch file ${index}`,
    }));
    const answer = await upload(user, multipart(eleven));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().returnInfo).toContain('at most 10 files may be added at once');
    const listed = await app.inject({
      method: 'POST',
      url: '/api/file/list',
      headers: { accesstoken: user.accessToken, 'content-type': 'application/json' },
      payload: JSON.stringify(envelopeFor(user, { scope: 'mine', search: 'batch-' })),
    });
    expect(listed.json().data.files).toEqual([]);
    // Ten or fewer in one request is still one file per request: told so, not as a batch over its limit.
    const ten = await upload(user, multipart(eleven.slice(0, 10)));
    expect(ten.statusCode).toBe(400);
    expect(ten.json().returnInfo).toContain('exactly one file');
  });

  it('refuses an upload without exactly one file, and one that is not multipart', async () => {
    const none = await upload(user, multipart([{ name: 'note', content: 'no file here' }]));
    expect(none.statusCode).toBe(400);
    expect(none.json().returnInfo).toContain('exactly one file');

    const two = await upload(
      user,
      multipart([
        { name: 'file', filename: 'a.txt', content: 'a' },
        { name: 'file', filename: 'b.txt', content: 'b' },
      ]),
    );
    expect(two.statusCode).toBe(400);

    const json = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { accesstoken: user.accessToken, 'content-type': 'application/json' },
      payload: JSON.stringify(envelopeFor(user, {})),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().result).toBe(false);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { accesstoken: user.accessToken, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: 'not a multipart body',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().result).toBe(false);
  });

  it('needs a signed-in user, and keeps one organisation’s files from another', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: multipart([]).contentType ? { 'content-type': 'multipart/form-data; boundary=x' } : {},
      payload: '--x--\r\n',
    });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.json().result).toBe(false);

    const stored = (
      await upload(
        user,
        multipart([{ name: 'file', filename: 'secret.txt', type: 'text/plain', content: 'mine' }]),
      )
    ).json().data.id as string;
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/file/downloadFile?id=${stored}`,
      headers: { accesstoken: other.accessToken },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().result).toBe(false);

    const traversal = await app.inject({
      method: 'GET',
      url: `/api/file/downloadFile?id=${encodeURIComponent('../../etc/passwd')}`,
      headers: { accesstoken: user.accessToken },
    });
    expect(traversal.statusCode).toBe(404);
  });
});
