import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_CENTRE_BATCH_LIMIT } from '@vela/core';
import busboy from 'busboy';
import { type ContentStore, ContentStoreFailure, type PendingContent } from './content-store.js';

/** What arrived: the one file's name, declared type, size, hash and first bytes, its bytes held pending. */
export interface ReceivedUpload {
  name: string;
  declaredType: string;
  size: number;
  hash: string;
  head: Uint8Array;
  pending: PendingContent;
}

export type UploadFailure =
  | { kind: 'notMultipart' }
  | { kind: 'fileCount'; count: number }
  | { kind: 'tooLarge'; limit: number };

export class UploadRefused extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind);
  }
}

const HEAD_BYTES = 4_100;

/**
 * Streams a multipart/form-data body (one part `file`) to the content store
 * while hashing it, so memory stays flat whatever the file's size. A file
 * over `limitBytes` is cut off there and its bytes dropped; nothing is kept
 * of a refused upload. The rest of the body is read and thrown away so the
 * answer reaches the client.
 */
export async function receiveUpload(
  headers: IncomingHttpHeaders,
  body: Readable,
  store: ContentStore,
  orgId: string,
  limitBytes: number,
): Promise<ReceivedUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      defParamCharset: 'utf8',
      preservePath: true,
      // One past the batch limit: a request carrying more files than a batch may hold is told so by name.
      limits: { files: FILE_CENTRE_BATCH_LIMIT + 1, fileSize: limitBytes + 1, fields: 20, parts: 40 },
    });
  } catch {
    body.resume();
    throw new UploadRefused({ kind: 'notMultipart' });
  }
  let count = 0;
  let received: ReceivedUpload | null = null;
  let tooLarge = false;
  const writes: Array<Promise<void>> = [];
  const pendings: PendingContent[] = [];

  parser.on('file', (field, stream, info) => {
    if (field !== 'file') {
      stream.resume();
      return;
    }
    count += 1;
    if (count > 1) {
      stream.resume();
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    writes.push(
      (async () => {
        const pending = await store.begin(orgId);
        pendings.push(pending);
        const meter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (size > limitBytes) {
              tooLarge = true;
              done();
              return;
            }
            hash.update(chunk);
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            done(null, chunk);
          },
        });
        await pipeline(stream, meter, pending.stream);
        received = {
          name: info.filename ?? '',
          declaredType: info.mimeType ?? '',
          size,
          hash: hash.digest('hex'),
          head: new Uint8Array(head),
          pending,
        };
      })(),
    );
  });

  const discardAll = () => Promise.all(pendings.map((pending) => pending.discard()));
  try {
    await new Promise<void>((resolve, reject) => {
      parser.once('close', () => resolve());
      parser.once('error', reject);
      body.once('error', reject);
      body.pipe(parser);
    });
    await Promise.all(writes);
  } catch (error) {
    body.unpipe(parser);
    body.resume();
    const settled = await Promise.allSettled(writes);
    await discardAll();
    // The store failing is not the upload's fault: said as such, not as a malformed body.
    const storeFailure = [
      error,
      ...settled.map((outcome) => outcome.status === 'rejected' && outcome.reason),
    ].find((reason) => reason instanceof ContentStoreFailure);
    if (storeFailure) throw storeFailure;
    throw new UploadRefused({ kind: 'notMultipart' });
  }
  const result = received as ReceivedUpload | null;
  if (tooLarge) {
    await discardAll();
    throw new UploadRefused({ kind: 'tooLarge', limit: limitBytes });
  }
  if (count !== 1 || !result) {
    await discardAll();
    throw new UploadRefused({ kind: 'fileCount', count });
  }
  return result;
}
