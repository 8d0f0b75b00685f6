import type { Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * Access control (issue 4): profiles with object and field permissions and
 * session policy, the role hierarchy, organisation-wide defaults, public
 * groups, sharing rules, and the derived tables the record filter reads —
 * group membership with the hierarchy flattened, each manager's reach over
 * the owners below, and record shares keyed by (object, record, group).
 */
export interface AccessProfileTable {
  org_id: string;
  id: string;
  name: string;
  /** Minutes a session may stay idle; null: the organisation's setting. */
  session_idle_minutes: number | null;
  /** JSON array of allowed sign-in ranges; '[]' means anywhere. */
  login_ip_ranges: string;
  updated_at: string;
}

export interface AccessObjectPermissionTable {
  org_id: string;
  profile_id: string;
  object_id: string;
  can_read: number;
  can_create: number;
  can_edit: number;
  can_delete: number;
  view_all: number;
  modify_all: number;
}

export interface AccessFieldPermissionTable {
  org_id: string;
  profile_id: string;
  object_id: string;
  field_api: string;
  /** 'hidden' or 'readOnly'; editable fields have no row. */
  level: string;
}

export interface AccessRoleTable {
  id: string;
  org_id: string;
  name: string;
  parent_role_id: string | null;
  /** What this role's users may do with records owned by the roles below: 'read' or 'edit' (full). */
  subordinate_access: string;
}

export interface AccessOrgWideDefaultTable {
  org_id: string;
  object_id: string;
  /** private, publicReadOnly, publicReadWrite or controlledByParent. */
  default_access: string;
}

export interface AccessPublicGroupTable {
  id: string;
  org_id: string;
  name: string;
}

export interface AccessPublicGroupMemberTable {
  group_id: string;
  /** A group reference: user:<id>, role:<id>, roleSub:<id> or group:<id>. */
  member: string;
}

export interface AccessSharingRuleTable {
  id: string;
  org_id: string;
  object_id: string;
  name: string;
  /** 'owner': records owned by members of source_group; 'criteria': records matching criteria_json. */
  kind: string;
  source_group: string | null;
  criteria_json: string;
  target_group: string;
  /** 1 read, 2 edit. */
  access_level: number;
  /** Bumped when the rule changes: its shares carry reason rule:<id>:<revision>. */
  revision: number;
  created_at: string;
}

/** Derived: every group a user belongs to (own user group, role, roles above as roleSub, public groups). */
export interface AccessGroupMemberTable {
  org_id: string;
  group_id: string;
  user_id: string;
}

/** Derived: owners whose records a user reaches through the role hierarchy, and at which level. */
export interface AccessUserReachTable {
  org_id: string;
  user_id: string;
  owner_id: string;
  level: number;
}

/** A record shared with a group: manually ('manual') or by a criteria-based rule (the rule id). */
export interface RecordShareTable {
  object_id: string;
  record_id: string;
  group_id: string;
  access_level: number;
  reason: string;
  created_at: string;
}

/** Background recomputation of rule shares (replaced by the job table in 0080, which drops this one). */
export interface AccessJobTable {
  id: Generated<number>;
  org_id: string;
  rule_id: string;
  /** The share reason the job writes or removes: rule:<id>:<revision>. */
  reason: string;
  object_id: string;
  /** 'apply' (insert the rule's shares) or 'remove' (delete them). */
  action: string;
  status: string;
  /** The last record id processed, for resuming batch by batch. */
  cursor: string;
  processed: number;
  error: string;
  created_at: string;
  updated_at: string;
}

export interface AccessAuditTable {
  id: Generated<number>;
  org_id: string;
  at: string;
  actor_id: string | null;
  /** sign-in, sign-in-refused, permission-change, export, force-sign-out. */
  kind: string;
  target: string;
  detail: string;
}

export interface AccessTables {
  access_profile: AccessProfileTable;
  access_object_permission: AccessObjectPermissionTable;
  access_field_permission: AccessFieldPermissionTable;
  access_role: AccessRoleTable;
  access_owd: AccessOrgWideDefaultTable;
  access_public_group: AccessPublicGroupTable;
  access_public_group_member: AccessPublicGroupMemberTable;
  access_sharing_rule: AccessSharingRuleTable;
  access_group_member: AccessGroupMemberTable;
  access_user_reach: AccessUserReachTable;
  record_share: RecordShareTable;
  access_audit: AccessAuditTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('access_profile')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('session_idle_minutes', 'integer')
    .addColumn('login_ip_ranges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_profile_pk', ['org_id', 'id'])
    .execute();

  await db.schema
    .createTable('access_object_permission')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('can_read', 'integer', (c) => c.notNull())
    .addColumn('can_create', 'integer', (c) => c.notNull())
    .addColumn('can_edit', 'integer', (c) => c.notNull())
    .addColumn('can_delete', 'integer', (c) => c.notNull())
    .addColumn('view_all', 'integer', (c) => c.notNull())
    .addColumn('modify_all', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_object_permission_pk', ['org_id', 'profile_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('access_field_permission')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('field_api', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_field_permission_pk', ['org_id', 'profile_id', 'object_id', 'field_api'])
    .execute();

  await db.schema
    .createTable('access_role')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_role_id', 'text')
    .addColumn('subordinate_access', 'text', (c) => c.notNull().defaultTo('edit'))
    .execute();
  await db.schema.createIndex('access_role_org_idx').on('access_role').column('org_id').execute();

  await db.schema
    .createTable('access_owd')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('default_access', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_owd_pk', ['org_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('access_public_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('access_public_group_member')
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('member', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_public_group_member_pk', ['group_id', 'member'])
    .execute();

  await db.schema
    .createTable('access_sharing_rule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_group', 'text')
    .addColumn('criteria_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('target_group', 'text', (c) => c.notNull())
    .addColumn('access_level', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_sharing_rule_object_idx')
    .on('access_sharing_rule')
    .columns(['org_id', 'object_id', 'kind'])
    .execute();

  await db.schema
    .createTable('access_group_member')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_group_member_pk', ['user_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('access_group_member_group_idx')
    .on('access_group_member')
    .columns(['group_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('access_user_reach')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_user_reach_pk', ['user_id', 'owner_id'])
    .execute();
  await db.schema.createIndex('access_user_reach_org_idx').on('access_user_reach').column('org_id').execute();

  await db.schema
    .createTable('record_share')
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('access_level', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_share_pk', ['object_id', 'record_id', 'group_id', 'reason'])
    .execute();
  // The list filter walks a user's groups to the records shared with them.
  await db.schema
    .createIndex('record_share_group_idx')
    .on('record_share')
    .columns(['group_id', 'object_id', 'access_level', 'record_id'])
    .execute();
  await db.schema
    .createIndex('record_share_reason_idx')
    .on('record_share')
    .columns(['object_id', 'reason', 'record_id'])
    .execute();

  await db.schema
    .createTable('access_job')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cursor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_job_status_idx').on('access_job').columns(['status', 'id']).execute();

  await db.schema
    .createTable('access_audit')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('access_audit_org_idx').on('access_audit').columns(['org_id', 'at']).execute();
}
