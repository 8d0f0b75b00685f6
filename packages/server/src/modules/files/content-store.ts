import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Bytes `start` to `end` of a content, both included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A content's bytes (all, or the range asked for) as a stream, and the whole content's size. */
export interface OpenedContent {
  stream: Readable;
  size: number;
}

/**
 * Where file contents live: each content once per organisation, named by its
 * SHA-256. The disk store keeps them under the data folder; an S3-compatible
 * bucket (s3-content-store.ts) keeps them under the same names. One is chosen
 * at start-up by configuration (content-stores.ts).
 */
export interface ContentStore {
  /** A place to stream an upload to before its hash is known. */
  begin(orgId: string): Promise<PendingContent>;
  /** The bytes of a content (or of a range of it), streamed; null when it is not there. */
  open(orgId: string, hash: string, range?: ByteRange): Promise<OpenedContent | null>;
  /** The whole content (for previews of small files). */
  read(orgId: string, hash: string): Promise<Buffer | null>;
  /** Drops a content no file or version refers to any more (a missing one is no error). */
  remove(orgId: string, hash: string): Promise<void>;
}

export interface PendingContent {
  stream: Writable;
  /** Keeps the bytes under their hash; `added` is false when that content was stored already (kept once). */
  commit(hash: string): Promise<{ added: boolean }>;
  /** Drops the bytes (a refused upload leaves nothing behind). */
  discard(): Promise<void>;
  /** Drops committed bytes again when the database refused the file (only when `added`). */
  forget(hash: string): Promise<void>;
}

/** The store itself failed (a bucket that did not answer, a full disk): not the upload's fault. */
export class ContentStoreFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ContentStoreFailure';
  }
}

const HASH = /^[0-9a-f]{64}$/;

/** An organisation's folder (or key prefix). Org ids are our own record ids; anything else is refused rather than escaped. */
export function orgKey(orgId: string): string {
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(orgId)) throw new Error(`unexpected organisation id "${orgId}"`);
  return orgId;
}

/** `<orgId>/content/<first two hex>/<sha256>`: where a content lives, in a folder or a bucket. */
export function contentKey(orgId: string, hash: string): string {
  if (!HASH.test(hash)) throw new Error('unexpected content hash');
  return `${orgKey(orgId)}/content/${hash.slice(0, 2)}/${hash}`;
}

function orgFolder(root: string, orgId: string): string {
  return path.join(root, orgKey(orgId));
}

/** Contents on disk: `<root>/<orgId>/content/<first two hex>/<sha256>`, uploads in progress in `<root>/<orgId>/tmp`. */
export class DiskContentStore implements ContentStore {
  constructor(private readonly root: string) {}

  private contentPath(orgId: string, hash: string): string {
    return path.join(this.root, ...contentKey(orgId, hash).split('/'));
  }

  async begin(orgId: string): Promise<PendingContent> {
    const tmpFolder = path.join(orgFolder(this.root, orgId), 'tmp');
    await mkdir(tmpFolder, { recursive: true });
    const tmpPath = path.join(tmpFolder, `${Date.now()}-${randomBytes(8).toString('hex')}`);
    const stream = createWriteStream(tmpPath, { flags: 'wx' });
    const closed = new Promise<void>((resolve) => {
      stream.once('close', () => resolve());
    });
    const finish = async () => {
      if (!stream.closed) {
        if (!stream.writableEnded) stream.end();
        await closed;
      }
    };
    const removeTmp = () => unlink(tmpPath).catch(() => undefined);
    return {
      stream,
      commit: async (hash) => {
        await finish();
        const target = this.contentPath(orgId, hash);
        await mkdir(path.dirname(target), { recursive: true });
        let added = true;
        try {
          // link fails when the content is there already: the same bytes are kept once.
          await link(tmpPath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          added = false;
        }
        await removeTmp();
        return { added };
      },
      discard: async () => {
        stream.destroy();
        await closed;
        await removeTmp();
      },
      forget: async (hash) => {
        await unlink(this.contentPath(orgId, hash)).catch(() => undefined);
      },
    };
  }

  async open(orgId: string, hash: string, range?: ByteRange): Promise<OpenedContent | null> {
    const file = this.contentPath(orgId, hash);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size };
    } catch {
      return null;
    }
  }

  async read(orgId: string, hash: string): Promise<Buffer | null> {
    try {
      return await readFile(this.contentPath(orgId, hash));
    } catch {
      return null;
    }
  }

  async remove(orgId: string, hash: string): Promise<void> {
    await unlink(this.contentPath(orgId, hash)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
