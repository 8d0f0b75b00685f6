import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.js';
import {
  type ByteRange,
  type ContentStore,
  ContentStoreFailure,
  contentKey,
  type OpenedContent,
  orgKey,
  type PendingContent,
} from './content-store.js';

/** 5 MiB, the smallest part S3 takes: with two parts in flight an upload holds about 15 MiB, whatever its size. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException)
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  return false;
}

/** 412: the key exists now; 409: someone is writing it at this moment (the same bytes, by their name). */
function isTakenMeanwhile(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 412 || error.$metadata.httpStatusCode === 409)
  );
}

/**
 * Contents in an S3-compatible bucket, under the same names as on disk:
 * `<prefix><orgId>/content/<first two hex>/<sha256>`. An upload streams to a
 * temporary key `<prefix><orgId>/tmp/…` as a multipart upload (lib-storage:
 * a part at a time, so memory stays flat); once its hash is known it is copied
 * under the hash unless that content is there already, and the temporary key
 * is deleted.
 *
 * Two uploads of the same new bytes at the same moment both find the hash's key
 * missing; the copy is conditional (`If-None-Match: *`), so the second one
 * answers 412 and counts as not added. A service that ignores the condition
 * copies the same bytes twice and both count as added: then a database
 * refusal of one would remove the content the other refers to (the disk store
 * has no such gap: link is atomic).
 */
export class S3ContentStore implements ContentStore {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Self-hosted services do not all take the SDK's newer default checksums (aws-chunked bodies with
        // trailers); the content is hashed here anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      });
  }

  private key(orgId: string, hash: string): string {
    return `${this.config.prefix}${contentKey(orgId, hash)}`;
  }

  private async removeKey(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async begin(orgId: string): Promise<PendingContent> {
    const tmpKey = `${this.config.prefix}${orgKey(orgId)}/tmp/${Date.now()}-${randomBytes(8).toString('hex')}`;
    const stream = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: tmpKey, Body: stream },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    let settled = false;
    const done = upload.done();
    // A bucket that fails mid-way fails the writer too, so the upload's pipeline stops instead of waiting.
    done.catch((error: unknown) => {
      if (!settled) stream.destroy(new ContentStoreFailure(error));
    });
    const dropTmp = async () => {
      await this.removeKey(tmpKey).catch(() => undefined);
    };
    return {
      stream,
      commit: async (hash) => {
        if (!stream.writableEnded) stream.end();
        try {
          await done;
        } catch (error) {
          settled = true;
          await dropTmp();
          throw new ContentStoreFailure(error);
        }
        settled = true;
        const target = this.key(orgId, hash);
        try {
          let added = true;
          try {
            await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: target }));
            added = false;
          } catch (error) {
            if (!isMissing(error)) throw error;
          }
          if (added) {
            try {
              await this.client.send(
                new CopyObjectCommand({
                  Bucket: this.config.bucket,
                  Key: target,
                  // Keys are our own ([0-9A-Za-z_/.-]); encoded all the same, as the header requires.
                  CopySource: encodeURI(`${this.config.bucket}/${tmpKey}`),
                  // Only if no one stored these bytes since the HEAD: the other upload keeps them.
                  IfNoneMatch: '*',
                }),
              );
            } catch (error) {
              if (!isTakenMeanwhile(error)) throw error;
              added = false;
            }
          }
          return { added };
        } catch (error) {
          throw new ContentStoreFailure(error);
        } finally {
          await dropTmp();
        }
      },
      discard: async () => {
        if (!settled) {
          settled = true;
          // Failing the stream (not upload.abort(), whose promise answers before the bucket is told) makes
          // lib-storage stop and abort its multipart upload; waiting for it means no part is left behind.
          if (!stream.destroyed) stream.destroy(new Error('the upload was refused'));
          await done.catch(() => undefined);
        }
        await dropTmp();
      },
      forget: async (hash) => {
        await this.removeKey(this.key(orgId, hash)).catch(() => undefined);
      },
    };
  }

  async open(orgId: string, hash: string, range?: ByteRange): Promise<OpenedContent | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(orgId, hash),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('the bucket answered without a body stream');
      // "bytes 0-9/1234": the whole size is after the slash; without a range it is the length itself.
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      const size = total !== undefined ? Number(total) : (answer.ContentLength ?? 0);
      return { stream: body, size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(orgId: string, hash: string): Promise<Buffer | null> {
    const opened = await this.open(orgId, hash);
    if (!opened) return null;
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
    return Buffer.concat(parts);
  }

  async remove(orgId: string, hash: string): Promise<void> {
    // DeleteObject answers success for a key that is not there: a content removed twice is no error.
    await this.removeKey(this.key(orgId, hash));
  }
}
