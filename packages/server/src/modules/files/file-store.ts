import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files uploaded before the file centre (migration 0104), read where they
 * are: on disk under the data directory, one folder per organisation, the
 * bytes in `<id>` and what we know about them in `<id>.json`. New uploads go
 * to the content store and the file_item table. Ids are random and checked against a strict pattern before
 * they touch a path, so a request can never name a file outside its folder.
 */
export interface StoredFileInfo {
  id: string;
  name: string;
  type: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

const FILE_ID = /^fil[0-9A-Za-z]{20}$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function isFileId(value: string): boolean {
  return FILE_ID.test(value);
}

export function newFileId(): string {
  const bytes = randomBytes(20);
  let id = 'fil';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

function orgFolder(dataDir: string, orgId: string): string {
  // Org ids are our own record ids; anything else is refused rather than escaped.
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(orgId)) throw new Error(`unexpected organisation id "${orgId}"`);
  return path.join(dataDir, 'files', orgId);
}

/**
 * Keeps bytes as one file in the legacy per-file layout (`<id>` beside `<id>.json`), which the file centre
 * still reads. Mail attachments are kept this way until they move to the hashed content store.
 */
export async function storeFile(
  dataDir: string,
  orgId: string,
  upload: { name: string; type: string; bytes: Buffer; uploadedBy: string; now: Date },
): Promise<StoredFileInfo> {
  const folder = orgFolder(dataDir, orgId);
  await mkdir(folder, { recursive: true });
  const info: StoredFileInfo = {
    id: newFileId(),
    name: upload.name,
    type: upload.type || 'application/octet-stream',
    size: upload.bytes.length,
    uploadedBy: upload.uploadedBy,
    uploadedAt: upload.now.toISOString(),
  };
  await writeFile(path.join(folder, info.id), upload.bytes, { flag: 'wx' });
  await writeFile(path.join(folder, `${info.id}.json`), JSON.stringify(info), { flag: 'wx' });
  return info;
}

export async function readFileInfo(
  dataDir: string,
  orgId: string,
  id: string,
): Promise<StoredFileInfo | null> {
  if (!isFileId(id)) return null;
  try {
    return JSON.parse(
      await readFile(path.join(orgFolder(dataDir, orgId), `${id}.json`), 'utf8'),
    ) as StoredFileInfo;
  } catch {
    return null;
  }
}

export async function readFileBytes(
  dataDir: string,
  orgId: string,
  id: string,
): Promise<{ info: StoredFileInfo; bytes: Buffer } | null> {
  const info = await readFileInfo(dataDir, orgId, id);
  if (!info) return null;
  try {
    return { info, bytes: await readFile(path.join(orgFolder(dataDir, orgId), id)) };
  } catch {
    return null;
  }
}
