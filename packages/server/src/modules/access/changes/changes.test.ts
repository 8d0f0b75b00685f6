import { ErrorCode, newRecordId } from '@vela/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../http/current-user.js';
import { actingUser, changeContextOf, expectRefusal } from '../../../test-support/acting-user.js';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../../test-support/test-users.js';
import { listJobs } from '../../jobs/index.js';
import { currentMetadata } from '../../metadata/index.js';
import { appPermissionsOf } from '../app-permission-store.js';
import { RULE_SHARES_JOB } from '../rule-jobs.js';
import { profileSessionPolicy } from '../session-policy-store.js';
import { addShare } from './add-share.js';
import { assignUser } from './assign-user.js';
import { deleteRole } from './delete-role.js';
import { deleteSharingRule } from './delete-sharing-rule.js';
import { enablePartnerUser } from './enable-partner-user.js';
import { forceSignOut } from './force-sign-out.js';
import { removeShare } from './remove-share.js';
import { saveFieldAccess } from './save-field-access.js';
import { saveGroup } from './save-group.js';
import { saveObjectPermissions } from './save-object-permissions.js';
import { saveOwd } from './save-owd.js';
import { saveProfile } from './save-profile.js';
import { saveRole } from './save-role.js';
import { saveSharingRule } from './save-sharing-rule.js';
import { setPartnerUserActive } from './set-partner-user-active.js';

const { BAD_REQUEST, FORBIDDEN, NOT_FOUND, TOAST_MESSAGE } = ErrorCode;
const ORG = 'org_changes';
const ADMIN_ONLY = 'Only a system administrator may change access settings';

/**
 * Each access change called directly, without HTTP: roles, users' roles,
 * public groups, organisation-wide defaults, sharing rules and manual shares,
 * with what each stores and every refusal it makes.
 */
describeEachDatabase('access change functions', (getDatabase) => {
  let admin: CurrentUser;
  let rep: CurrentUser;
  let peer: CurrentUser;
  let repUser: TestUser;
  let peerUser: TestUser;
  let stranger: TestUser;
  const context = () => changeContextOf(getDatabase().handle);
  const db = () => getDatabase().handle.db;
  const roleRow = (id: string) =>
    db().selectFrom('access_role').selectAll().where('id', '=', id).executeTakeFirst();
  const auditTargets = async () =>
    (await db().selectFrom('access_audit').select('target').where('org_id', '=', ORG).execute()).map(
      (row) => row.target,
    );
  const ruleJobs = () => listJobs(getDatabase().handle, { orgId: ORG, types: [RULE_SHARES_JOB], limit: 50 });

  beforeAll(async () => {
    const database = getDatabase().handle;
    const adminUser = await createTestUser(database, { orgId: ORG, name: 'Ada Admin' });
    repUser = await createTestUser(database, { orgId: ORG, name: 'Reo Rep', profileId: 'standard_user' });
    peerUser = await createTestUser(database, { orgId: ORG, name: 'Pia Peer', profileId: 'standard_user' });
    stranger = await createTestUser(database, { orgId: 'org_other', name: 'Otto Other' });
    const partner = await createTestUser(database, {
      orgId: ORG,
      name: 'Paul Partner',
      isPartner: true,
      profileId: 'partner_user',
    });
    await db()
      .updateTable('app_user')
      .set({ partner_account_id: 'pacct1' })
      .where('id', '=', partner.userId)
      .execute();
    admin = actingUser(adminUser);
    rep = actingUser(repUser, { profileId: 'standard_user' });
    peer = actingUser(peerUser, { profileId: 'standard_user' });
  });

  describe('saveRole, deleteRole and assignUser', () => {
    it('builds a hierarchy, refusing unknown roles and loops, and deletes only an empty leaf', async () => {
      await expectRefusal(saveRole(context(), rep, { name: 'CEO' }), FORBIDDEN, ADMIN_ONLY);
      const ceo = await saveRole(context(), admin, { name: 'CEO' });
      const manager = await saveRole(context(), admin, { name: 'Manager', parentRoleId: ceo.id });
      const seller = await saveRole(context(), admin, { name: 'Seller', parentRoleId: manager.id });
      expect(await roleRow(seller.id)).toMatchObject({
        name: 'Seller',
        parent_role_id: manager.id,
        subordinate_access: 'edit',
        org_id: ORG,
      });
      expect(await auditTargets()).toContain(`role:${seller.id}`);
      await expectRefusal(
        saveRole(context(), admin, { id: 'nope', name: 'X' }),
        NOT_FOUND,
        'body.id: role "nope" was not found',
      );
      await expectRefusal(
        saveRole(context(), admin, { name: 'X', parentRoleId: 'nope' }),
        NOT_FOUND,
        'body.parentRoleId: role "nope" was not found',
      );
      await expectRefusal(
        saveRole(context(), admin, { id: ceo.id, name: 'CEO', parentRoleId: seller.id }),
        BAD_REQUEST,
        'body.parentRoleId: a role cannot be placed below itself or one of its subordinates',
      );
      await saveRole(context(), admin, {
        id: manager.id,
        name: 'Sales manager',
        parentRoleId: ceo.id,
        subordinateAccess: 'read',
      });
      expect(await roleRow(manager.id)).toMatchObject({ name: 'Sales manager', subordinate_access: 'read' });

      await expectRefusal(
        assignUser(context(), rep, { userId: repUser.userId, roleId: seller.id }),
        FORBIDDEN,
        ADMIN_ONLY,
      );
      await expectRefusal(
        assignUser(context(), admin, { userId: 'nope', roleId: seller.id }),
        NOT_FOUND,
        'body.userId: user "nope" was not found',
      );
      await expectRefusal(
        assignUser(context(), admin, { userId: stranger.userId, roleId: seller.id }),
        NOT_FOUND,
        `body.userId: user "${stranger.userId}" was not found`,
      );
      await expectRefusal(
        assignUser(context(), admin, { userId: repUser.userId, roleId: 'nope' }),
        NOT_FOUND,
        'body.roleId: role "nope" was not found',
      );
      await expectRefusal(
        assignUser(context(), admin, { userId: repUser.userId }),
        BAD_REQUEST,
        'body: give roleId or profileId to change',
      );
      expect(await assignUser(context(), admin, { userId: repUser.userId, roleId: seller.id })).toEqual({
        userId: repUser.userId,
        roleId: seller.id,
      });
      await assignUser(context(), admin, {
        userId: peerUser.userId,
        roleId: null,
        profileId: 'standard_user',
      });
      const people = await db()
        .selectFrom('app_user')
        .select(['id', 'role_id', 'profile_id'])
        .where('id', 'in', [repUser.userId, peerUser.userId])
        .execute();
      expect(Object.fromEntries(people.map((row) => [row.id, row.role_id]))).toEqual({
        [repUser.userId]: seller.id,
        [peerUser.userId]: null,
      });

      await expectRefusal(deleteRole(context(), rep, { id: seller.id }), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        deleteRole(context(), admin, { id: 'nope' }),
        NOT_FOUND,
        'body.id: role "nope" was not found',
      );
      await expectRefusal(
        deleteRole(context(), admin, { id: manager.id }),
        TOAST_MESSAGE,
        'Role "Sales manager" still has roles below it: move them first',
      );
      await expectRefusal(
        deleteRole(context(), admin, { id: seller.id }),
        TOAST_MESSAGE,
        'Role "Seller" still has users: move them first',
      );
      const temp = await saveRole(context(), admin, { name: 'Temp', parentRoleId: ceo.id });
      expect(await deleteRole(context(), admin, { id: temp.id })).toEqual({ id: temp.id, deleted: true });
      expect(await roleRow(temp.id)).toBeUndefined();
    });
  });

  describe('saveGroup', () => {
    it('creates and changes a public group, refusing unknown groups, malformed or missing members and partners', async () => {
      const members = [`user:${repUser.userId}`, `user:${peerUser.userId}`, `user:${repUser.userId}`];
      await expectRefusal(saveGroup(context(), rep, { name: 'Team', members }), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        saveGroup(context(), admin, { id: 'nope', name: 'Team', members }),
        NOT_FOUND,
        'body.id: group "nope" was not found',
      );
      await expectRefusal(
        saveGroup(context(), admin, { name: 'Team', members: ['someone'] }),
        BAD_REQUEST,
        'body.members[0]: "someone" is not a group',
      );
      await expectRefusal(
        saveGroup(context(), admin, { name: 'Team', members: [`user:${stranger.userId}`] }),
        NOT_FOUND,
        `body.members[0]: user "${stranger.userId}" was not found`,
      );
      await expectRefusal(
        saveGroup(context(), admin, { name: 'Team', members: ['partner:pacct1'] }),
        BAD_REQUEST,
        'body.members[0]: partner accounts are shared with directly, not through groups',
      );
      const { id } = await saveGroup(context(), admin, { name: 'Team', members });
      const stored = async () =>
        (
          await db()
            .selectFrom('access_public_group_member')
            .select('member')
            .where('group_id', '=', id)
            .orderBy('member')
            .execute()
        ).map((row) => row.member);
      expect(await stored()).toEqual([`user:${peerUser.userId}`, `user:${repUser.userId}`].sort());
      await saveGroup(context(), admin, { id, name: 'Team two', members: [`user:${peerUser.userId}`] });
      expect(await stored()).toEqual([`user:${peerUser.userId}`]);
      const group = await db()
        .selectFrom('access_public_group')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      expect(group?.name).toBe('Team two');
    });
  });

  describe('saveOwd', () => {
    it('sets and changes an object default, refusing unknown objects and a parent control without a parent', async () => {
      await expectRefusal(
        saveOwd(context(), rep, { objectApi: 'Account', defaultAccess: 'private' }),
        FORBIDDEN,
        ADMIN_ONLY,
      );
      await expectRefusal(
        saveOwd(context(), admin, { objectApi: 'Nothing', defaultAccess: 'private' }),
        NOT_FOUND,
        'No object has objectApi "Nothing"',
      );
      await expectRefusal(
        saveOwd(context(), admin, { objectApi: 'Account', defaultAccess: 'controlledByParent' }),
        BAD_REQUEST,
        'body.defaultAccess: Account has no parent record',
      );
      expect(
        await saveOwd(context(), admin, { objectApi: 'account', defaultAccess: 'publicReadOnly' }),
      ).toEqual({
        objectApi: 'Account',
        defaultAccess: 'publicReadOnly',
      });
      await saveOwd(context(), admin, { objectApi: 'Account', defaultAccess: 'private' });
      const rows = await db().selectFrom('access_owd').selectAll().where('org_id', '=', ORG).execute();
      expect(rows.map((row) => [row.object_id, row.default_access])).toEqual([['account', 'private']]);
      expect(await auditTargets()).toContain('owd:Account');
    });
  });

  describe('saveSharingRule and deleteSharingRule', () => {
    it('saves owner and criteria rules, queues the criteria recomputation, and refuses what cannot be shared', async () => {
      const owner = {
        objectApi: 'Account',
        name: 'Reps to peers',
        kind: 'owner' as const,
        sourceGroup: `user:${repUser.userId}`,
        targetGroup: `user:${peerUser.userId}`,
        accessLevel: 'read' as const,
      };
      const criteria = {
        ...owner,
        name: 'Big accounts',
        kind: 'criteria' as const,
        sourceGroup: undefined,
        conditions: [{ field: 'name', operator: 'equals' as const, value: 'Big' }],
      };
      await expectRefusal(saveSharingRule(context(), rep, owner), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        saveSharingRule(context(), admin, { ...owner, objectApi: 'Nothing' }),
        NOT_FOUND,
        'No object has objectApi "Nothing"',
      );
      await expectRefusal(
        saveSharingRule(context(), admin, { ...owner, targetGroup: 'user:nope' }),
        NOT_FOUND,
        'body.targetGroup: user "nope" was not found',
      );
      await expectRefusal(
        saveSharingRule(context(), admin, { ...owner, sourceGroup: undefined }),
        BAD_REQUEST,
        'body.sourceGroup: an owner-based rule needs the group whose records it shares',
      );
      await expectRefusal(
        saveSharingRule(context(), admin, { ...owner, sourceGroup: 'partner:pacct1' }),
        BAD_REQUEST,
        'body.sourceGroup: choose a user, role or public group',
      );
      await expectRefusal(
        saveSharingRule(context(), admin, { ...criteria, conditions: [] }),
        BAD_REQUEST,
        'a criteria-based rule needs at least one condition',
      );
      await expectRefusal(
        saveSharingRule(context(), admin, {
          ...criteria,
          conditions: [{ field: 'nope', operator: 'equals', value: 'x' }],
        }),
        BAD_REQUEST,
        'body.conditions[0]: there is no field "nope"',
      );

      const ownerRule = await saveSharingRule(context(), admin, owner);
      expect(ownerRule).toMatchObject({ revision: 1, recomputing: false });
      expect(await ruleJobs()).toHaveLength(0);
      const criteriaRule = await saveSharingRule(context(), admin, criteria);
      expect(criteriaRule).toMatchObject({ revision: 1, recomputing: true });
      const changed = await saveSharingRule(context(), admin, {
        ...criteria,
        id: criteriaRule.id,
        accessLevel: 'edit',
      });
      expect(changed).toEqual({ id: criteriaRule.id, revision: 2, recomputing: true });
      const actions = (await ruleJobs()).map(
        (job) => (job.payload as { action: string; reason: string }).action,
      );
      expect(actions.sort()).toEqual(['apply', 'apply', 'remove']);
      const stored = await db()
        .selectFrom('access_sharing_rule')
        .selectAll()
        .where('id', '=', criteriaRule.id)
        .executeTakeFirst();
      expect(stored).toMatchObject({ access_level: 2, revision: 2, kind: 'criteria' });

      await expectRefusal(
        saveSharingRule(context(), admin, { ...owner, id: 'nope' }),
        NOT_FOUND,
        'body.id: sharing rule "nope" was not found',
      );
      await expectRefusal(
        saveSharingRule(context(), admin, { ...owner, id: ownerRule.id, objectApi: 'Contact' }),
        BAD_REQUEST,
        'body.objectApi: a rule cannot move to another object; make a new one',
      );

      await expectRefusal(deleteSharingRule(context(), rep, { id: criteriaRule.id }), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        deleteSharingRule(context(), admin, { id: 'nope' }),
        NOT_FOUND,
        'body.id: sharing rule "nope" was not found',
      );
      expect(await deleteSharingRule(context(), admin, { id: criteriaRule.id })).toEqual({
        id: criteriaRule.id,
        deleted: true,
      });
      expect(await ruleJobs()).toHaveLength(4);
      await deleteSharingRule(context(), admin, { id: ownerRule.id });
      expect(await ruleJobs()).toHaveLength(4);
      const left = await db()
        .selectFrom('access_sharing_rule')
        .select('id')
        .where('org_id', '=', ORG)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('addShare and removeShare', () => {
    it('lets the owner share a private record and stop sharing it; others are refused', async () => {
      await saveOwd(context(), admin, { objectApi: 'Account', defaultAccess: 'private' });
      const account = (await currentMetadata(getDatabase().handle)).byId.get('account');
      if (!account) throw new Error('no account object');
      const recordId = newRecordId(account.prefix, Date.now());
      const now = new Date().toISOString();
      await sql`insert into ${sql.id(account.tableName)} (id, name, ownerid, createbyid, createdate, lastmodifybyid, lastmodifydate, is_deleted)
        values (${recordId}, ${'Shared Holdings'}, ${repUser.userId}, ${repUser.userId}, ${now}, ${repUser.userId}, ${now}, ${0})`.execute(
        db(),
      );
      const share = { recordId, group: `user:${peerUser.userId}`, accessLevel: 'read' as const };
      const shares = () =>
        db()
          .selectFrom('record_share')
          .select(['group_id', 'access_level'])
          .where('record_id', '=', recordId)
          .execute();

      await expectRefusal(addShare(context(), peer, share), NOT_FOUND, `Account ${recordId} was not found`);
      await expectRefusal(
        addShare(context(), rep, { ...share, group: 'user:nope' }),
        NOT_FOUND,
        'body.group: user "nope" was not found',
      );
      expect(await addShare(context(), rep, share)).toEqual(share);
      expect(await shares()).toEqual([{ group_id: `user:${peerUser.userId}`, access_level: 1 }]);
      await addShare(context(), rep, { ...share, accessLevel: 'edit' });
      expect(await shares()).toEqual([{ group_id: `user:${peerUser.userId}`, access_level: 2 }]);
      // The peer now sees and edits the record, but sharing it is the owner's.
      await expectRefusal(
        addShare(context(), peer, { ...share, group: `user:${repUser.userId}` }),
        FORBIDDEN,
        'Only the owner of this Account, someone above them or an administrator may share it',
      );
      await expectRefusal(
        removeShare(context(), peer, { recordId, group: share.group }),
        FORBIDDEN,
        'Only the owner of this Account',
      );
      expect(await removeShare(context(), rep, { recordId, group: share.group })).toEqual({
        recordId,
        group: share.group,
        removed: true,
      });
      expect(await shares()).toEqual([]);
      await expectRefusal(
        removeShare(context(), rep, { recordId, group: share.group }),
        NOT_FOUND,
        `body.group: this Account is not shared manually with "${share.group}"`,
      );
      await expectRefusal(
        removeShare(context(), peer, { recordId, group: share.group }),
        NOT_FOUND,
        'was not found',
      );
      expect(await auditTargets()).toContain(`record:${recordId}`);
    });
  });
  describe('saveProfile, saveObjectPermissions and saveFieldAccess', () => {
    it('saves a profile with its session policy and app permissions, refusing timeouts and ranges it does not know', async () => {
      const profile = { id: 'field_sales', name: 'Field sales' };
      await expectRefusal(saveProfile(context(), rep, profile), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        saveProfile(context(), admin, { ...profile, sessionIdleMinutes: 7 }),
        BAD_REQUEST,
        'body.sessionIdleMinutes: choose one of 15, 30',
      );
      await expectRefusal(
        saveProfile(context(), admin, { ...profile, loginIpRanges: ['10.0.0.0/8', 'not a range'] }),
        BAD_REQUEST,
        'body.loginIpRanges[1]:',
      );
      expect(
        await saveProfile(context(), admin, {
          ...profile,
          sessionIdleMinutes: 30,
          loginIpRanges: ['10.0.0.0/8'],
          appPermissions: { reportExport: false },
        }),
      ).toEqual({ id: 'field_sales' });
      const policy = await profileSessionPolicy(getDatabase().handle, ORG, 'field_sales');
      expect(policy).toMatchObject({ idleMinutes: 30, ipRanges: ['10.0.0.0/8'] });
      expect((await appPermissionsOf(db(), ORG, 'field_sales')).reportExport).toBe(false);
      await saveProfile(context(), admin, { ...profile, name: 'Field sales team' });
      const stored = await db()
        .selectFrom('access_profile')
        .selectAll()
        .where('org_id', '=', ORG)
        .where('id', '=', 'field_sales')
        .executeTakeFirst();
      expect(stored).toMatchObject({ name: 'Field sales team', session_idle_minutes: null });
      expect(await auditTargets()).toContain('profile:field_sales');
    });

    it('stores object permissions with what each implies, refusing unknown objects', async () => {
      const permissions = {
        profileId: 'field_sales',
        objectApi: 'Account',
        read: false,
        create: false,
        edit: true,
        delete: false,
        viewAll: false,
        modifyAll: false,
      };
      await expectRefusal(saveObjectPermissions(context(), rep, permissions), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        saveObjectPermissions(context(), admin, { ...permissions, objectApi: 'Nothing' }),
        NOT_FOUND,
        'No object has objectApi "Nothing"',
      );
      const saved = await saveObjectPermissions(context(), admin, permissions);
      expect(saved).toEqual({
        profileId: 'field_sales',
        objectApi: 'Account',
        permissions: {
          read: true,
          create: false,
          edit: true,
          delete: false,
          viewAll: false,
          modifyAll: false,
        },
      });
      await saveObjectPermissions(context(), admin, { ...permissions, edit: false, modifyAll: true });
      const row = await db()
        .selectFrom('access_object_permission')
        .selectAll()
        .where('org_id', '=', ORG)
        .where('profile_id', '=', 'field_sales')
        .executeTakeFirst();
      expect(row).toMatchObject({
        object_id: 'account',
        can_read: 1,
        can_edit: 1,
        can_delete: 1,
        modify_all: 1,
      });
    });

    it('stores field-level security, refusing unstored fields, a hidden name and a hidden required field', async () => {
      const account = (await currentMetadata(getDatabase().handle)).byId.get('account');
      const required = account?.fields.find(
        (field) => field.required && field.columnName && field.apiName !== 'name',
      );
      const valueless = account?.fields.find((field) => !field.columnName);
      const access = (fields: Array<{ field: string; access: 'hidden' | 'readOnly' | 'editable' }>) => ({
        profileId: 'field_sales',
        objectApi: 'Account',
        fields,
      });
      await expectRefusal(
        saveFieldAccess(context(), rep, access([{ field: 'phone', access: 'hidden' }])),
        FORBIDDEN,
        ADMIN_ONLY,
      );
      await expectRefusal(
        saveFieldAccess(context(), admin, {
          ...access([{ field: 'phone', access: 'hidden' }]),
          objectApi: 'Nothing',
        }),
        NOT_FOUND,
        'No object has objectApi "Nothing"',
      );
      await expectRefusal(
        saveFieldAccess(
          context(),
          admin,
          access([{ field: valueless?.apiName ?? 'nope', access: 'hidden' }]),
        ),
        BAD_REQUEST,
        'body.fields[0]: Account has no stored field',
      );
      await expectRefusal(
        saveFieldAccess(context(), admin, access([{ field: 'name', access: 'readOnly' }])),
        BAD_REQUEST,
        'identifies the record and cannot be readOnly',
      );
      expect(required, 'Account has a required field besides its name').toBeDefined();
      await expectRefusal(
        saveFieldAccess(context(), admin, access([{ field: required?.apiName ?? '', access: 'hidden' }])),
        BAD_REQUEST,
        'is required and cannot be hidden',
      );
      const levels = async () =>
        (
          await db()
            .selectFrom('access_field_permission')
            .select(['field_api', 'level'])
            .where('org_id', '=', ORG)
            .where('profile_id', '=', 'field_sales')
            .orderBy('field_api')
            .execute()
        ).map((row) => [row.field_api, row.level]);
      expect(
        await saveFieldAccess(
          context(),
          admin,
          access([
            { field: 'PHONE', access: 'hidden' },
            { field: 'name', access: 'editable' },
          ]),
        ),
      ).toEqual({ profileId: 'field_sales', objectApi: 'Account', changed: 2 });
      expect(await levels()).toEqual([['phone', 'hidden']]);
      await saveFieldAccess(context(), admin, access([{ field: 'phone', access: 'editable' }]));
      expect(await levels()).toEqual([]);
    });
  });
  describe('forceSignOut, enablePartnerUser and setPartnerUserActive', () => {
    const openSessions = async (userId: string) =>
      (
        await db()
          .selectFrom('session')
          .select('id')
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute()
      ).length;

    it('ends every session of a user of the organisation, and only of one', async () => {
      await expectRefusal(forceSignOut(context(), rep, { userId: peerUser.userId }), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        forceSignOut(context(), admin, { userId: stranger.userId }),
        NOT_FOUND,
        `body.userId: user "${stranger.userId}" was not found`,
      );
      expect(await openSessions(peerUser.userId)).toBeGreaterThan(0);
      const result = await forceSignOut(context(), admin, { userId: peerUser.userId });
      expect(result.userId).toBe(peerUser.userId);
      expect(result.sessionsEnded).toBeGreaterThan(0);
      expect(await openSessions(peerUser.userId)).toBe(0);
      expect(await openSessions(stranger.userId)).toBeGreaterThan(0);
      expect(await auditTargets()).toContain(`user:${peerUser.userId}`);
    });

    it('enables a partner user of an account record, then turns them off and on', async () => {
      const account = (await currentMetadata(getDatabase().handle)).byId.get('account');
      if (!account) throw new Error('no account object');
      const recordId = newRecordId(account.prefix, Date.now());
      const now = new Date().toISOString();
      await sql`insert into ${sql.id(account.tableName)} (id, name, ownerid, createbyid, createdate, lastmodifybyid, lastmodifydate, is_deleted)
        values (${recordId}, ${'Partner Holdings'}, ${repUser.userId}, ${repUser.userId}, ${now}, ${repUser.userId}, ${now}, ${0})`.execute(
        db(),
      );
      const partner = {
        recordId,
        name: 'Nia New',
        email: 'nia.new@partner.test',
        password: 'Lantern-Orbit-7319!',
      };
      await expectRefusal(enablePartnerUser(context(), rep, partner), FORBIDDEN, ADMIN_ONLY);
      await expectRefusal(
        enablePartnerUser(context(), admin, { ...partner, recordId: `${account.prefix}nope` }),
        NOT_FOUND,
        `No record has the id "${account.prefix}nope"`,
      );
      await expectRefusal(
        enablePartnerUser(context(), admin, { ...partner, password: 'abc' }),
        BAD_REQUEST,
        'body.password:',
      );
      await expectRefusal(
        enablePartnerUser(context(), admin, { ...partner, email: repUser.email }),
        BAD_REQUEST,
        `body.email: a user with ${repUser.email} exists already`,
      );
      const enabled = await enablePartnerUser(context(), admin, partner);
      expect(enabled).toMatchObject({ name: 'Nia New', email: 'nia.new@partner.test', isActive: true });
      const stored = await db()
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', enabled.id)
        .executeTakeFirst();
      expect(stored).toMatchObject({
        org_id: ORG,
        is_partner: 1,
        partner_account_id: recordId,
        profile_id: 'partner_user',
        must_change_password: 1,
      });

      await expectRefusal(
        setPartnerUserActive(context(), rep, { userId: enabled.id, active: false }),
        FORBIDDEN,
        ADMIN_ONLY,
      );
      await expectRefusal(
        setPartnerUserActive(context(), admin, { userId: repUser.userId, active: false }),
        NOT_FOUND,
        `body.userId: no partner user has the id "${repUser.userId}"`,
      );
      expect(await setPartnerUserActive(context(), admin, { userId: enabled.id, active: false })).toEqual({
        userId: enabled.id,
        isActive: false,
      });
      const active = async () =>
        (
          await db()
            .selectFrom('app_user')
            .select('is_active')
            .where('id', '=', enabled.id)
            .executeTakeFirst()
        )?.is_active;
      expect(await active()).toBe(0);
      await setPartnerUserActive(context(), admin, { userId: enabled.id, active: true });
      expect(await active()).toBe(1);
    });
  });
});
