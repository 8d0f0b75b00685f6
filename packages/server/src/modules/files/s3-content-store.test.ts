import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.js';
import { readConfig } from '../../config.js';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { type S3TestServer, startS3TestServer } from '../../test-support/s3-test-server.mjs';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { byteRangeOf } from './byte-range.js';
import { ContentStoreFailure } from './content-store.js';
import { passedOnContent } from './passed-on-files.js';
import { S3ContentStore } from './s3-content-store.js';

const KEY_ID = 'vela-test-key';
const BUCKET = 'vela-files';
const MB = 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function s3Config(server: S3TestServer, prefix = ''): S3Config {
  return {
    bucket: BUCKET,
    endpoint: server.endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: KEY_ID, secretAccessKey: 'vela-test-secret' },
    forcePathStyle: true,
    prefix,
  };
}

/** Streams `bytes` into a pending content the way an upload does, then commits it under its hash. */
async function put(store: S3ContentStore, orgId: string, bytes: Buffer) {
  const pending = await store.begin(orgId);
  await pipeline(
    Readable.from([bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)]),
    pending.stream,
  );
  return { pending, ...(await pending.commit(sha256(bytes))) };
}

async function text(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('the S3-compatible content store (issue 24), against a local S3 server', () => {
  let server: S3TestServer;
  let store: S3ContentStore;
  const keys = () => [...server.objects.keys()].sort();

  beforeAll(async () => {
    server = await startS3TestServer({ accessKeyId: KEY_ID, bucket: BUCKET });
    store = new S3ContentStore(s3Config(server, 'vela/'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a small content once under its hash: one PUT to a temporary key, copied, the temporary key deleted', async () => {
    const bytes = Buffer.from('a small proposal');
    const first = await put(store, 'org_s3', bytes);
    expect(first.added).toBe(true);
    const hash = sha256(bytes);
    expect(keys()).toEqual([`vela/org_s3/content/${hash.slice(0, 2)}/${hash}`]);
    expect(server.calls.putObject).toBe(1);

    const again = await put(store, 'org_s3', bytes);
    expect(again.added).toBe(false);
    expect(keys()).toHaveLength(1);
    expect(server.calls.copy).toBe(1);

    expect((await store.read('org_s3', hash))?.toString()).toBe('a small proposal');
    const opened = await store.open('org_s3', hash, { start: 2, end: 6 });
    expect(opened?.size).toBe(bytes.length);
    expect((await text(opened?.stream as Readable)).toString()).toBe('small');
    expect(await store.open('org_s3', 'f'.repeat(64))).toBeNull();
    expect(await store.read('org_other', hash)).toBeNull();
  });

  it('keeps the same new bytes once when two uploads commit them at the same moment (a conditional copy)', async () => {
    const bytes = Buffer.from(`twins ${Date.now()}`);
    const hash = sha256(bytes);
    const pendings = await Promise.all([store.begin('org_s3'), store.begin('org_s3')]);
    for (const pending of pendings) await pipeline(Readable.from([bytes]), pending.stream);
    const outcomes = await Promise.all(pendings.map((pending) => pending.commit(hash)));
    expect(outcomes.map((outcome) => outcome.added).sort()).toEqual([false, true]);
    expect(keys().filter((key) => key.endsWith(hash))).toHaveLength(1);
    expect(keys().some((key) => key.includes('/tmp/'))).toBe(false);
  });

  it('streams a large content as a multipart upload, a part at a time, and reads it back whole and by range', async () => {
    const bytes = randomBytes(12 * MB + 123);
    const before = server.calls.uploadPart ?? 0;
    const { added } = await put(store, 'org_s3', bytes);
    expect(added).toBe(true);
    expect((server.calls.uploadPart ?? 0) - before).toBe(3);
    // No request carried more than a part: memory is bounded by the part size, not the file.
    expect(server.largestRequest()).toBeLessThanOrEqual(5 * MB);
    expect(server.uploads.size).toBe(0);
    const hash = sha256(bytes);
    expect(sha256((await store.read('org_s3', hash)) as Buffer)).toBe(hash);
    const tail = await store.open('org_s3', hash, { start: 12 * MB, end: 12 * MB + 122 });
    expect((await text(tail?.stream as Readable)).equals(bytes.subarray(12 * MB))).toBe(true);
    expect(keys().some((key) => key.includes('/tmp/'))).toBe(false);
  });

  it('drops a refused upload (nothing kept, the multipart upload aborted) and forgets a content the database refused', async () => {
    const pending = await store.begin('org_s3');
    pending.stream.write(randomBytes(6 * MB));
    // Let the first part reach the bucket, so a multipart upload is open when it is dropped.
    await new Promise<void>((resolve) => {
      const check = () => (server.uploads.size > 0 ? resolve() : setTimeout(check, 10));
      check();
    });
    const held = keys();
    await pending.discard();
    expect(server.uploads.size).toBe(0);
    expect(keys()).toEqual(held);

    const bytes = Buffer.from(`refused by the database ${Date.now()}`);
    const kept = await put(store, 'org_s3', bytes);
    expect(kept.added).toBe(true);
    await kept.pending.forget(sha256(bytes));
    expect(await store.open('org_s3', sha256(bytes))).toBeNull();
    expect(keys()).toEqual(held);
  });

  it('retries a part the bucket failed once, and fails the upload, leaving nothing, when the bucket keeps failing', async () => {
    server.failNext('uploadPart', 1);
    const retried = randomBytes(6 * MB);
    expect((await put(store, 'org_s3', retried)).added).toBe(true);
    expect(sha256((await store.read('org_s3', sha256(retried))) as Buffer)).toBe(sha256(retried));

    const held = keys();
    server.failNext('uploadPart', 10);
    const pending = await store.begin('org_s3');
    const bytes = randomBytes(11 * MB);
    // The bucket's failure shows by the time the content is committed (the stream may finish first).
    const outcome = pipeline(Readable.from([bytes]), pending.stream).then(() =>
      pending.commit(sha256(bytes)),
    );
    await expect(outcome).rejects.toThrow(ContentStoreFailure);
    await pending.discard();
    server.failNext('uploadPart', 0);
    expect(server.uploads.size).toBe(0);
    expect(keys()).toEqual(held);
  });

  it('refuses to start with half an S3 setting, and takes a whole one', () => {
    const base = { VELA_DATA_DIR: '/tmp/vela-unused' };
    expect(readConfig(base).s3).toBeUndefined();
    expect(() => readConfig({ ...base, VELA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'VELA_S3_ENDPOINT given without VELA_S3_BUCKET',
    );
    expect(() => readConfig({ ...base, VELA_S3_BUCKET: 'Bad_Bucket' })).toThrow('VELA_S3_BUCKET must be');
    expect(() => readConfig({ ...base, VELA_S3_BUCKET: 'files', VELA_S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'must be set together',
    );
    expect(() => readConfig({ ...base, VELA_S3_BUCKET: 'files', VELA_S3_ENDPOINT: 'ftp://x' })).toThrow(
      'must start with http',
    );
    expect(
      readConfig({
        ...base,
        VELA_S3_BUCKET: 'files',
        VELA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        VELA_S3_ACCESS_KEY_ID: 'k',
        VELA_S3_SECRET_ACCESS_KEY: 's',
        VELA_S3_PREFIX: 'vela',
      }).s3,
    ).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: 'vela/',
    });
    expect(readConfig({ ...base, VELA_S3_BUCKET: 'files', VELA_S3_REGION: 'eu-central-1' }).s3).toEqual(
      expect.objectContaining({ endpoint: undefined, forcePathStyle: false, region: 'eu-central-1' }),
    );
  });

  it('reads a Range header as one byte range, or the whole file', () => {
    expect(byteRangeOf(undefined, 10)).toBeNull();
    expect(byteRangeOf('bytes=2-5', 10)).toEqual({ start: 2, end: 5 });
    expect(byteRangeOf('bytes=7-', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRangeOf('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRangeOf('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRangeOf('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=0-1,4-5', 10)).toBeNull();
    expect(byteRangeOf('items=0-1', 10)).toBeNull();
  });
});

/** A multipart body the way a browser's FormData sends it. */
function multipart(filename: string, content: Buffer | string, type: string) {
  const boundary = `----vela-s3-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeEachDatabase('the file centre on an S3-compatible bucket (issue 24)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let dataDir: string;
  let server: S3TestServer;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const orgId = 'org_s3files';
  const contentKeys = () => [...server.objects.keys()].filter((key) => key.startsWith(`${orgId}/content/`));

  const upload = async (
    user: TestUser,
    name: string,
    content: Buffer | string,
    type: string,
    versionOf = '',
  ) => {
    const body = multipart(name, content, type);
    const response = await app.inject({
      method: 'POST',
      url: `/api/file/upload${versionOf ? `?versionOf=${versionOf}` : ''}`,
      headers: { accesstoken: user.accessToken, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, json: response.json() };
  };
  const download = (user: TestUser, id: string, extra = '', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/file/downloadFile?id=${id}${extra}`,
      headers: { accesstoken: user.accessToken, ...headers },
    });

  beforeAll(async () => {
    server = await startS3TestServer({ accessKeyId: KEY_ID, bucket: BUCKET });
    dataDir = await mkdtemp(path.join(tmpdir(), 'vela-s3-files-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir, s3: s3Config(server) } });
    org = await createAccessOrg(getDatabase().handle, getApp, orgId);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-094] [S1-R-095] uploads to the bucket, keeps the same bytes once, serves them whole and by range, and versions them', async () => {
    const id = (await upload(org.rep, 'Plan.txt', 'the plan, in the bucket', 'text/plain')).json.data.id;
    expect(contentKeys()).toHaveLength(1);
    const twin = await upload(org.manager, 'Copy of plan.txt', 'the plan, in the bucket', 'text/plain');
    expect(twin.status).toBe(200);
    expect(contentKeys()).toHaveLength(1);

    const whole = await download(org.rep, id);
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('the plan, in the bucket');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toMatch(/^attachment;/);
    const part = await download(org.rep, id, '', { range: 'bytes=4-7' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('plan');
    expect(part.headers['content-range']).toBe('bytes 4-7/23');
    const past = await download(org.rep, id, '', { range: 'bytes=100-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */23');
    expect(past.json().returnInfo).toContain('starts past its end');

    expect((await upload(org.rep, 'Plan.txt', 'the plan, second draft', 'text/plain', id)).status).toBe(200);
    expect((await download(org.rep, id)).body).toBe('the plan, second draft');
    expect((await download(org.rep, id, '&version=1')).body).toBe('the plan, in the bucket');
    await as(org.rep).ok('/file/restoreVersion', { id, version: 1 });
    expect((await download(org.rep, id)).body).toBe('the plan, in the bucket');
    expect(contentKeys()).toHaveLength(2);
    // Nothing went to the data folder; no temporary key is left in the bucket.
    expect(await readdir(path.join(dataDir, 'files')).catch(() => [])).toEqual([]);
    expect([...server.objects.keys()].some((key) => key.includes('/tmp/'))).toBe(false);

    // A version passed on to another module (a chat message's file) is read from the bucket too.
    const passed = await passedOnContent(getDatabase().handle, dataDir, orgId, { id, version: 2 });
    expect(passed?.size).toBe(22);
    expect((await text(passed?.body as Readable)).toString()).toBe('the plan, second draft');

    // The bucket changes nothing about who may open it.
    expect((await download(org.peer, id)).statusCode).toBe(404);
    expect((await download(org.peer, id, '&version=1')).statusCode).toBe(404);
  });

  it('refuses bad input and keeps nothing of it in the bucket', async () => {
    const held = [...server.objects.keys()].sort();
    for (const [name, content, type, message] of [
      ['empty.txt', '', 'text/plain', 'the file is empty'],
      ['a/b.txt', 'x', 'text/plain', 'may not contain "/"'],
      ['photo.png', 'this is no picture', 'image/png', 'says it is image/png'],
    ] as const) {
      const answer = await upload(org.rep, name, content, type);
      expect(answer.status, name).toBe(400);
      expect(answer.json.returnInfo, name).toContain(message);
    }
    await getDatabase()
      .handle.db.updateTable('organization')
      .set({ settings_json: JSON.stringify({ fileSizeLimit: 6 * MB }) })
      .where('id', '=', orgId)
      .execute();
    try {
      // Over the limit after a part went up: the multipart upload is aborted.
      const over = await upload(org.rep, 'big.bin', randomBytes(6 * MB + 1), 'application/octet-stream');
      expect(over.status).toBe(400);
      expect(over.json.returnInfo).toContain(`organisation's limit of ${6 * MB} bytes`);
    } finally {
      await getDatabase()
        .handle.db.updateTable('organization')
        .set({ settings_json: '{}' })
        .where('id', '=', orgId)
        .execute();
    }
    // The bucket failing is said plainly, and no file is recorded.
    const items = async () =>
      Number(
        (
          await getDatabase()
            .handle.db.selectFrom('file_item')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('org_id', '=', orgId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await items();
    server.failNext('putObject', 5);
    const failed = await upload(org.rep, 'Lost.txt', 'bytes the bucket refuses', 'text/plain');
    server.failNext('putObject', 0);
    expect(failed.json.result).toBe(false);
    expect(failed.json.returnInfo).toContain('the file could not be stored: the file store failed');
    expect(await items()).toBe(before);
    expect([...server.objects.keys()].sort()).toEqual(held);
    expect(server.uploads.size).toBe(0);
  });
});
