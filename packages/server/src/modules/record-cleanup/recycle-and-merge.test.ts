import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { readJobView } from '../jobs/index.js';
import {
  purgeExpiredRecycleBin,
  RECYCLE_BIN_PURGE_INTERVAL_MS,
  RECYCLE_BIN_PURGE_JOB,
} from './recycle-bin.js';

const DAY = 24 * 60 * 60 * 1000;

/** Issue 7: the recycle bin (S1-R-128) and duplicate check and merge (S1-R-009…013). */
describeEachDatabase('recycle bin and merge', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let clock = new Date('2026-03-01T09:00:00.000Z');
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const unique = () => Math.random().toString(36).slice(2, 8);
  const binOf = async (user: TestUser, keyword?: string) => {
    const { json } = await as(user).call('/recycle/list', { keyword, pageSize: 200 });
    expect(json.result, JSON.stringify(json)).toBe(true);
    return json.data as {
      total: number;
      entries: Array<{
        id: string;
        name: string;
        daysLeft: number;
        canRestore: boolean;
        deletedByName: string;
      }>;
    };
  };
  const setDefault = async (objectApi: string, defaultAccess: string) => {
    const { json } = await as(org.admin).call('/access/owd/save', { objectApi, defaultAccess });
    expect(json.result, JSON.stringify(json)).toBe(true);
  };
  const createAccount = async (user: TestUser, record: Record<string, unknown>) => {
    const saved = await as(user).save('Account', record, { skipDuplicateWarning: true });
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    return saved.id as string;
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now: () => clock });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_recycle');
    await setDefault('Account', 'private');
  });
  afterAll(async () => {
    await app.close();
  });

  describe('recycle bin', () => {
    it('[S1-R-128] a deleted record is listed for its deleter with 15 days left, and restore brings it back', async () => {
      const name = `Binned ${unique()}`;
      const id = await createAccount(org.rep, { name });
      expect((await as(org.rep).call('/objectdetail/delete', { id })).json.result).toBe(true);
      const listed = (await binOf(org.rep, name)).entries;
      expect(listed).toEqual([
        expect.objectContaining({ id, name, daysLeft: 15, canRestore: true, deletedByName: 'Reo Rep' }),
      ]);
      const restored = await as(org.rep).call('/recycle/restore', { ids: [id] });
      expect(restored.json.data).toEqual({ done: [id], failed: [] });
      expect((await binOf(org.rep, name)).entries).toEqual([]);
      expect((await as(org.rep).detail(id)).data.name).toBe(name);
    });

    it('[S1-R-128] a user sees only the deleted records they may read; the administrator sees all; who cannot delete cannot restore', async () => {
      const name = `Private bin ${unique()}`;
      const id = await createAccount(org.rep, { name });
      await as(org.rep).call('/objectdetail/delete', { id });
      expect((await binOf(org.peer, name)).entries).toEqual([]);
      expect((await binOf(org.admin, name)).entries.map((entry) => entry.id)).toEqual([id]);
      const refused = await as(org.peer).call('/recycle/restore', { ids: [id] });
      expect(refused.json.data.done).toEqual([]);
      expect(refused.json.data.failed).toEqual([
        { id, message: expect.stringMatching(/not in the recycle bin/) },
      ]);
      const notForGood = await as(org.peer).call('/recycle/deleteForGood', { ids: [id] });
      expect(notForGood.json.data.done).toEqual([]);
      // Readable but not deletable: listed, without the restore right.
      await setDefault('Account', 'publicReadOnly');
      try {
        expect((await binOf(org.peer, name)).entries).toEqual([
          expect.objectContaining({ id, canRestore: false }),
        ]);
        expect((await as(org.peer).call('/recycle/restore', { ids: [id] })).json.data.done).toEqual([]);
      } finally {
        await setDefault('Account', 'private');
      }
    });

    it('[S1-R-128] delete for good removes the record and clears the lookups that pointed at it', async () => {
      const account = await createAccount(org.rep, { name: `Gone ${unique()}` });
      const contact = await as(org.rep).create('Contact', {
        name: `Orphan ${unique()}`,
        email: `o${unique()}@example.com`,
        accountid: account,
      });
      await as(org.rep).call('/objectdetail/delete', { id: account });
      const gone = await as(org.rep).call('/recycle/deleteForGood', { ids: [account] });
      expect(gone.json.data).toEqual({ done: [account], failed: [] });
      expect((await as(org.rep).call('/objectdetail/restore', { id: account })).status).toBe(404);
      expect((await as(org.rep).detail(contact)).data.accountid ?? null).toBe(null);
    });

    it('[S1-R-128] the background purge deletes for good what has been in the bin 15 days, not before (fake clock)', async () => {
      const name = `Aging ${unique()}`;
      const id = await createAccount(org.rep, { name });
      const deletedAt = new Date(clock);
      await as(org.rep).call('/objectdetail/delete', { id });
      const database = getDatabase().handle;
      try {
        clock = new Date(deletedAt.getTime() + 14 * DAY);
        await purgeExpiredRecycleBin(database, clock);
        expect((await binOf(org.rep, name)).entries).toEqual([expect.objectContaining({ id, daysLeft: 1 })]);
        clock = new Date(deletedAt.getTime() + 15 * DAY + 1000);
        expect(await purgeExpiredRecycleBin(database, clock)).toBeGreaterThanOrEqual(1);
        expect((await binOf(org.rep, name)).entries).toEqual([]);
        expect((await as(org.rep).call('/objectdetail/restore', { id })).status).toBe(404);
      } finally {
        clock = new Date(deletedAt);
      }
    });

    it('[S1-R-128] the purge is a recurring job of the job runner: one queued, run when due (fake clock), the next an hour after', async () => {
      const database = getDatabase().handle;
      const queued = () =>
        database.db
          .selectFrom('job')
          .selectAll()
          .where('type', '=', RECYCLE_BIN_PURGE_JOB)
          .where('status', '=', 'queued')
          .execute();
      // The app's own worker may be running a due purge just now (then none is queued until it ends and
      // queues the next): a run that failed in a CI run on PostgreSQL. Wait for the one queued purge.
      await expect.poll(async () => (await queued()).length, { timeout: 15_000 }).toBe(1);
      const first = (await queued())[0]!;
      const name = `Expiring ${unique()}`;
      const id = await createAccount(org.rep, { name });
      const deletedAt = new Date(clock);
      await as(org.rep).call('/objectdetail/delete', { id });
      try {
        clock = new Date(Math.max(deletedAt.getTime() + 15 * DAY + 1000, Date.parse(first.run_after)));
        // In turn with the app's own worker, which may have taken it already: either way it is done.
        await app.jobs.runJobsUntilIdle();
        expect((await binOf(org.rep, name)).entries).toEqual([]);
        expect(await readJobView(database, Number(first.id))).toMatchObject({
          status: 'done',
          progress: { message: expect.stringContaining('deleted for good') },
        });
        expect(await queued()).toEqual([
          expect.objectContaining({
            run_after: new Date(clock.getTime() + RECYCLE_BIN_PURGE_INTERVAL_MS).toISOString(),
          }),
        ]);
      } finally {
        clock = new Date(deletedAt);
      }
    });

    it('[S1-R-128] bad input is named, never a 500', async () => {
      const empty = await as(org.rep).call('/recycle/restore', { ids: [] });
      expect(empty.status).toBe(400);
      expect(empty.json.returnInfo).toMatch(/ids/);
      const unknown = await as(org.rep).call('/recycle/list', { objectApi: 'NoSuchObject' });
      expect(unknown.status).toBe(404);
      expect(unknown.json.returnInfo).toMatch(/NoSuchObject/);
      const odd = await as(org.rep).call('/recycle/deleteForGood', { ids: ['zzz'] });
      expect(odd.json.data.failed).toEqual([{ id: 'zzz', message: expect.stringMatching(/zzz/) }]);
    });
  });

  describe('duplicate check and merge', () => {
    it('[S1-R-010][S1-R-011] finds a record’s duplicates by the account name rule, and lists the groups', async () => {
      const tag = unique();
      const first = await createAccount(org.rep, { name: `Globex ${tag} Inc` });
      const second = await createAccount(org.rep, { name: `GLOBEX ${tag}` });
      await createAccount(org.rep, { name: `Initech ${tag}` });
      const found = await as(org.rep).call('/duplicates/find', { id: first });
      expect(found.json.data.duplicates).toEqual([
        expect.objectContaining({ id: second, rules: ['Same account name'] }),
      ]);
      const groups = await as(org.rep).call('/duplicates/groups', { objectApi: 'Account' });
      const ids = (groups.json.data.groups as Array<{ records: Array<{ id: string }> }>).map((group) =>
        group.records.map((record) => record.id).sort(),
      );
      expect(ids).toContainEqual([first, second].sort());
      // Another user who may not read them finds no trace.
      expect(
        JSON.stringify((await as(org.peer).call('/duplicates/groups', { objectApi: 'Account' })).json),
      ).not.toContain(first);
      expect((await as(org.peer).call('/duplicates/find', { id: first })).status).toBe(404);
    });

    it('[S1-R-009][S1-R-013] merges two accounts: chosen values kept, related records moved, the other to the recycle bin', async () => {
      const tag = unique();
      const keep = await createAccount(org.rep, { name: `Umbrella ${tag}`, website: 'umbrella.example' });
      const lose = await createAccount(org.rep, { name: `Umbrella ${tag} Ltd`, phone: '+1 555 0100' });
      const contact = await as(org.rep).create('Contact', {
        name: `Ada ${tag}`,
        email: `ada${tag}@example.com`,
        accountid: lose,
      });
      const compared = await as(org.rep).call('/duplicates/compare', { ids: [keep, lose] });
      expect(compared.json.data.defaultChoices).toMatchObject({ name: keep, phone: lose, website: keep });
      const merged = await as(org.rep).call('/duplicates/merge', {
        masterId: keep,
        ids: [keep, lose],
        choices: { name: lose, phone: lose },
      });
      expect(merged.json.result, JSON.stringify(merged.json)).toBe(true);
      expect(merged.json.data).toMatchObject({ id: keep, merged: [lose], movedRelated: 1 });
      const survivor = (await as(org.rep).detail(keep)).data;
      expect(survivor).toMatchObject({
        name: `Umbrella ${tag} Ltd`,
        phone: '+1 555 0100',
        website: 'umbrella.example',
      });
      expect((await as(org.rep).detail(contact)).data.accountid).toBe(keep);
      expect((await binOf(org.rep, `Umbrella ${tag}`)).entries.map((entry) => entry.id)).toEqual([lose]);
      // The survivor's match key follows its new name: the loser (deleted) is no duplicate any more.
      expect((await as(org.rep).call('/duplicates/find', { id: keep })).json.data.duplicates).toEqual([]);
    });

    it('[S1-R-009] a merge writes field history: each changed field on the survivor, and the move of each related record', async () => {
      const tag = unique();
      const keep = await createAccount(org.rep, { name: `Globex ${tag}`, website: 'globex.example' });
      const lose = await createAccount(org.rep, { name: `Globex ${tag} Inc`, phone: '+1 555 0142' });
      const contact = await as(org.rep).create('Contact', {
        name: `Hank ${tag}`,
        email: `hank${tag}@example.com`,
        accountid: lose,
      });
      const before = (await as(org.rep).call('/objectdetail/getFieldHistory', { id: keep })).json.data;
      const merged = await as(org.rep).call('/duplicates/merge', {
        masterId: keep,
        ids: [keep, lose],
        // website: the survivor's own value is chosen, so it is no change and leaves no entry.
        choices: { name: lose, phone: lose, website: keep },
      });
      expect(merged.json.result, JSON.stringify(merged.json)).toBe(true);
      const history = (await as(org.rep).call('/objectdetail/getFieldHistory', { id: keep })).json.data;
      type Entry = {
        fieldApi: string;
        oldValue: string | null;
        newValue: string | null;
        changedById: string;
      };
      const added = (history.dataList as Entry[]).slice(0, history.totalCount - before.totalCount);
      expect(added.map((entry) => [entry.fieldApi, entry.oldValue, entry.newValue]).sort()).toEqual([
        ['name', `Globex ${tag}`, `Globex ${tag} Inc`],
        // Phone is not a tracked field; the merge records it anyway, its old value's only trace.
        ['phone', null, '+1 555 0142'],
      ]);
      expect(added.every((entry) => entry.changedById === org.rep.userId)).toBe(true);
      const moved = (await as(org.rep).call('/objectdetail/getFieldHistory', { id: contact })).json.data;
      expect(moved.dataList).toEqual([
        expect.objectContaining({ fieldApi: 'accountid', oldValue: lose, newValue: keep }),
        expect.objectContaining({ created: true }),
      ]);
      // The loser keeps no history of its own to lose: it waits in the bin, restorable.
      expect((await binOf(org.rep, `Globex ${tag}`)).entries.map((entry) => entry.id)).toEqual([lose]);
      const refused = await as(org.rep).call('/duplicates/merge', {
        masterId: keep,
        ids: [keep, lose],
        choices: {},
      });
      expect(refused.json.result).toBe(false);
      expect(
        (await as(org.rep).call('/objectdetail/getFieldHistory', { id: keep })).json.data.totalCount,
      ).toBe(history.totalCount);
    });

    it('[S1-R-010] the record page offers Find duplicates to who may edit, by the rules or, without rules, by the name', async () => {
      const tag = unique();
      const account = await createAccount(org.rep, { name: `Offered ${tag}` });
      const mine = await as(org.rep).call('/duplicates/offered', { id: account });
      expect(mine.json.data).toEqual({ basis: 'rules', offered: true });
      // Opportunities have no duplicate rules: their name is the basis.
      await setDefault('Opportunity', 'publicReadOnly');
      const deal = (name: string) =>
        as(org.rep).create('Opportunity', {
          name,
          khmc: account,
          stage: 'Prospecting',
          closedate: '2026-09-30',
        });
      const first = await deal(`Deal ${tag}`);
      const second = await deal(`DEAL ${tag}`);
      await deal(`Deal ${tag} two`);
      expect((await as(org.rep).call('/duplicates/offered', { id: first })).json.data).toEqual({
        basis: 'name',
        offered: true,
      });
      const found = (await as(org.rep).call('/duplicates/find', { id: first })).json.data;
      expect(found.basis).toBe('name');
      expect(found.duplicates).toEqual([
        expect.objectContaining({ id: second, rules: ['Opportunity name'] }),
      ]);
      // The peer reads the deal (public read-only) but may not change it: no Find duplicates.
      expect((await as(org.peer).call('/duplicates/offered', { id: first })).json.data).toEqual({
        basis: 'name',
        offered: false,
      });
      // Nor does anyone learn of a record they may not read.
      const hidden = await as(org.peer).call('/duplicates/offered', { id: account });
      expect(hidden.status).toBe(404);
      expect((await as(org.rep).call('/duplicates/offered', {})).status).toBe(400);
      await setDefault('Opportunity', 'publicReadWrite');
    });

    it('[S1-R-009] merges three records, and refuses a fourth, a mix of objects, or a choice from outside', async () => {
      const tag = unique();
      const ids = [];
      for (const suffix of ['', ' Inc', ' Corp'])
        ids.push(await createAccount(org.rep, { name: `Hooli ${tag}${suffix}` }));
      const four = await as(org.rep).call('/duplicates/merge', {
        masterId: ids[0],
        ids: [...ids, await createAccount(org.rep, { name: `Hooli ${tag} GmbH` })],
      });
      expect(four.status).toBe(400);
      expect(four.json.returnInfo).toMatch(/2 to 3 records/);
      const contact = await as(org.rep).create('Contact', {
        name: `Mix ${tag}`,
        email: `m${tag}@example.com`,
      });
      const mixed = await as(org.rep).call('/duplicates/merge', { masterId: ids[0], ids: [ids[0], contact] });
      expect(mixed.json.returnInfo).toMatch(/one object/);
      const outside = await as(org.rep).call('/duplicates/merge', {
        masterId: ids[0],
        ids: ids.slice(0, 2),
        choices: { name: ids[2] },
      });
      expect(outside.json.returnInfo).toMatch(/not being merged/);
      const ok = await as(org.rep).call('/duplicates/merge', { masterId: ids[1], ids });
      expect(ok.json.data.merged.sort()).toEqual([ids[0], ids[2]].sort());
    });

    it('[S1-R-009] a user cannot merge what they cannot edit or delete; nothing changes', async () => {
      const tag = unique();
      const mine = await createAccount(org.peer, { name: `Soylent ${tag}` });
      const theirs = await createAccount(org.rep, { name: `Soylent ${tag} Corp` });
      await setDefault('Account', 'publicReadOnly');
      try {
        const intoTheirs = await as(org.peer).call('/duplicates/merge', {
          masterId: theirs,
          ids: [theirs, mine],
        });
        expect(intoTheirs.status).toBe(403);
        expect(intoTheirs.json.returnInfo).toMatch(/may not change/);
        const awayTheirs = await as(org.peer).call('/duplicates/merge', {
          masterId: mine,
          ids: [mine, theirs],
        });
        expect(awayTheirs.status).toBe(403);
        expect(awayTheirs.json.returnInfo).toMatch(/may not delete/);
      } finally {
        await setDefault('Account', 'private');
      }
      expect((await as(org.rep).detail(theirs)).data.is_deleted).toBe(false);
      expect((await as(org.peer).detail(mine)).data.is_deleted).toBe(false);
    });

    it('[S1-R-009] field-level security: a hidden field is not offered and cannot be chosen; a read-only one keeps the survivor’s value', async () => {
      const tag = unique();
      const keep = await createAccount(org.rep, { name: `Vandelay ${tag}` });
      const lose = await createAccount(org.rep, {
        name: `Vandelay ${tag} Inc`,
        phone: '555 0199',
        website: 'v.example',
      });
      const { call } = as(org.admin);
      const saved = await call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Account',
        fields: [
          { field: 'phone', access: 'hidden' },
          { field: 'website', access: 'readOnly' },
        ],
      });
      expect(saved.json.result, JSON.stringify(saved.json)).toBe(true);
      try {
        const compared = await as(org.rep).call('/duplicates/compare', { ids: [keep, lose] });
        const fields = compared.json.data.fields as Array<{ apiName: string; readOnly: boolean }>;
        expect(fields.map((field) => field.apiName)).not.toContain('phone');
        expect(JSON.stringify(compared.json.data)).not.toContain('555 0199');
        expect(fields.find((field) => field.apiName === 'website')?.readOnly).toBe(true);
        const hidden = await as(org.rep).call('/duplicates/merge', {
          masterId: keep,
          ids: [keep, lose],
          choices: { phone: lose },
        });
        expect(hidden.status).toBe(400);
        expect(hidden.json.returnInfo).toMatch(/choices\.phone/);
        const readOnly = await as(org.rep).call('/duplicates/merge', {
          masterId: keep,
          ids: [keep, lose],
          choices: { website: lose },
        });
        expect(readOnly.status).toBe(403);
        expect(readOnly.json.returnInfo).toMatch(/read-only/);
      } finally {
        await call('/access/profile/saveFieldAccess', {
          profileId: 'standard_user',
          objectApi: 'Account',
          fields: [
            { field: 'phone', access: 'editable' },
            { field: 'website', access: 'editable' },
          ],
        });
      }
    });
  });
});
