import type { Kysely } from 'kysely';

/**
 * The file centre (issue 24), owned by the files module: a stored file, its
 * versions (each naming its content by SHA-256; the bytes are kept once per
 * organisation under that hash), who it is shared with, and who opened it
 * last. Files uploaded before this migration keep their `<id>` and
 * `<id>.json` on disk and are read from there (see files/README.md).
 */
export interface FileItemTable {
  id: string;
  org_id: string;
  owner_id: string;
  /** The current version's number, name, type, size and hash, copied for lists. */
  version: number;
  name: string;
  type: string;
  size: number;
  hash: string;
  created_at: string;
  updated_at: string;
}

export interface FileVersionTable {
  file_id: string;
  version: number;
  name: string;
  type: string;
  size: number;
  hash: string;
  uploaded_by: string;
  uploaded_at: string;
  restored_from: number | null;
}

export interface FileShareTable {
  file_id: string;
  org_id: string;
  /** 'user' | 'group' (a public group id, without its prefix). */
  principal_kind: string;
  principal_id: string;
  /** 'view' | 'edit'. */
  level: string;
  shared_by: string;
  shared_at: string;
}

export interface FileRecentTable {
  user_id: string;
  file_id: string;
  org_id: string;
  opened_at: string;
}

export interface FileCentreTables {
  file_item: FileItemTable;
  file_version: FileVersionTable;
  file_share: FileShareTable;
  file_recent: FileRecentTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_item_owner_idx')
    .on('file_item')
    .columns(['org_id', 'owner_id'])
    .execute();
  await db.schema
    .createTable('file_version')
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addPrimaryKeyConstraint('file_version_pk', ['file_id', 'version'])
    .execute();
  await db.schema
    .createTable('file_share')
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('principal_kind', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('shared_by', 'text', (c) => c.notNull())
    .addColumn('shared_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_share_pk', ['file_id', 'principal_kind', 'principal_id'])
    .execute();
  await db.schema
    .createIndex('file_share_principal_idx')
    .on('file_share')
    .columns(['org_id', 'principal_kind', 'principal_id'])
    .execute();
  await db.schema
    .createTable('file_recent')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_recent_pk', ['user_id', 'file_id'])
    .execute();
}
