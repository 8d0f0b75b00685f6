import { newRecordId } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';
import { KEYWORD_CANDIDATE_LIMIT } from './list-query.js';

/**
 * Issue 7's speed work, as behaviour: keyword searches sort a bounded set of
 * matches and say so, fold accents on both databases, stay typo-tolerant; a
 * list call reads its view and column memory fresh (nothing stale after a
 * change); counts past the limit are estimates marked as such.
 */
describeEachDatabase(
  'list views: bounded keyword search, accents, fresh views (issue 7 speed)',
  (getDatabase) => {
    let app: FastifyInstance;
    let admin: TestUser;
    let other: TestUser;
    let caller: TestUser;
    const { call, ok } = recordCalls(
      () => app,
      () => caller,
    );
    const page = (body: Record<string, unknown>) =>
      ok('/view/getViewListData', { objectApi: 'Account', sort: { field: 'name', order: 'asc' }, ...body });
    const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
    /** The standard profile's read, create, edit and delete on accounts, all given or all taken. */
    const standardUsersMayUseAccounts = (granted: boolean) =>
      ok('/access/profile/saveObjectPermissions', {
        profileId: 'standard_user',
        objectApi: 'Account',
        read: granted,
        create: granted,
        edit: granted,
        delete: granted,
        viewAll: false,
        modifyAll: false,
      });
    /** Every row of a question, page by page with the cursor. */
    const walk = async (body: Record<string, unknown>) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let answer: { rows: Array<{ name: string }>; nextCursor: string | null; keywordCandidates: unknown };
      do {
        answer = await page({ ...body, pageSize: 100, ...(cursor ? { cursor } : {}) });
        seen.push(...names(answer.rows));
        cursor = answer.nextCursor ?? undefined;
      } while (cursor);
      return { seen, last: answer };
    };

    const accountRow = (name: string, ownerId: string, at: number, extra: Record<string, unknown> = {}) => ({
      id: newRecordId('001', at),
      name,
      ownerid: ownerId,
      createbyid: ownerId,
      createdate: new Date(at).toISOString(),
      lastmodifybyid: ownerId,
      lastmodifydate: new Date(at).toISOString(),
      recordtype: null,
      is_deleted: 0,
      ...extra,
    });

    beforeAll(async () => {
      const database = getDatabase().handle;
      app = await createTestApp(database);
      admin = await createTestUser(database, { name: 'Ada Admin' });
      other = await createTestUser(database, {
        name: 'Olly Other',
        orgId: admin.orgId,
        profileId: 'standard_user',
      });
      caller = admin;
      const now = Date.now();
      // More "Quasar" accounts than a keyword search sorts, so the bound is reached.
      const many = Array.from({ length: KEYWORD_CANDIDATE_LIMIT + 40 }, (_, index) =>
        accountRow(`Quasar ${String(index).padStart(4, '0')}`, admin.userId, now + index),
      );
      const few = [
        accountRow('Zoë Lindqvist', admin.userId, now + 10_001),
        accountRow('Zoe Plain', admin.userId, now + 10_002),
        accountRow('Renée Café', other.userId, now + 10_003, { email: 'renee@crème.example' }),
        accountRow('Nebula Small', admin.userId, now + 10_004),
        accountRow('Nebula Tiny', other.userId, now + 10_005),
      ];
      const rows = [...many, ...few];
      for (let start = 0; start < rows.length; start += 200) {
        await recordsDb(database)
          .insertInto('obj_account')
          .values(rows.slice(start, start + 200))
          .execute();
      }
      await buildKeywordIndexes(app);
    });
    afterAll(async () => {
      await app.close();
    });

    it('finds accented names without typing the accents, and plain names typing them', async () => {
      expect(names((await page({ keyword: 'Zoe' })).rows)).toEqual(['Zoe Plain', 'Zoë Lindqvist']);
      expect(names((await page({ keyword: 'zoë' })).rows)).toEqual(['Zoe Plain', 'Zoë Lindqvist']);
      expect(names((await page({ keyword: 'renee cafe' })).rows)).toEqual(['Renée Café']);
      // Accents fold in every searched column, the e-mail too.
      expect(names((await page({ keyword: 'creme' })).rows)).toEqual(['Renée Café']);
      const counted = await ok('/view/getViewCount', { objectApi: 'Account', keyword: 'Zoe' });
      expect(counted).toEqual({ count: 2, estimated: false, exactLimit: 2_000 });
    });

    it('stays typo-tolerant with accents folded', async () => {
      // "lindqist" (a letter missing) means the stored word "lindqvist", stored with no accent to fold.
      expect(names((await page({ keyword: 'Lindqist' })).rows)).toEqual(['Zoë Lindqvist']);
      expect(names((await page({ keyword: 'Quasra 0007' })).rows)).toEqual(['Quasar 0007']);
    });

    it('sorts every match when there are fewer than the bound, and says the set is complete', async () => {
      const { seen, last } = await walk({ keyword: 'nebula' });
      expect(seen).toEqual(['Nebula Small', 'Nebula Tiny']);
      expect(last.keywordCandidates).toEqual({ limit: KEYWORD_CANDIDATE_LIMIT, reached: false });
      const unsearched = await page({ pageSize: 5 });
      expect(unsearched.keywordCandidates).toBeNull();
    });

    it('sorts a bounded set of matches on a common word, pages through it without gaps or repeats, and says so', async () => {
      const first = await page({ keyword: 'quasar' });
      expect(first.rows).toHaveLength(25);
      expect(first.keywordCandidates).toEqual({ limit: KEYWORD_CANDIDATE_LIMIT, reached: true });
      const { seen, last } = await walk({ keyword: 'quasar' });
      expect(seen).toHaveLength(KEYWORD_CANDIDATE_LIMIT);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual([...seen].sort());
      expect(seen.every((name) => name.startsWith('Quasar '))).toBe(true);
      expect(last.keywordCandidates).toEqual({ limit: KEYWORD_CANDIDATE_LIMIT, reached: true });
      // Going down walks the same bounded set the other way round.
      const down = await walk({ keyword: 'quasar', sort: { field: 'name', order: 'desc' } });
      expect(down.seen).toEqual([...seen].reverse());
      // A narrower search reaches the matches the bound left out.
      const narrow = await page({
        keyword: `quasar ${String(KEYWORD_CANDIDATE_LIMIT + 39).padStart(4, '0')}`,
      });
      expect(names(narrow.rows)).toEqual([`Quasar ${String(KEYWORD_CANDIDATE_LIMIT + 39).padStart(4, '0')}`]);
    });

    it('applies the scope to the matches before bounding them: my matches only', async () => {
      caller = other;
      try {
        const mine = await page({ keyword: 'nebula', scope: 'mine' });
        expect(names(mine.rows)).toEqual(['Nebula Tiny']);
      } finally {
        caller = admin;
      }
    });

    it('uses a view, its column memory and a changed permission at once, with nothing stale between calls', async () => {
      const saved = await ok('/view/saveView', {
        objectApi: 'Account',
        name: 'Nebulae',
        criteria: [{ field: 'name', operator: 's', value: 'Nebula' }],
        columns: ['name', 'email'],
      });
      const viewed = await page({ viewId: saved.id });
      expect(names(viewed.rows)).toEqual(['Nebula Small', 'Nebula Tiny']);
      expect(viewed.columns.map((column: { apiName: string }) => column.apiName)).toEqual(['name', 'email']);
      await ok('/view/saveView', {
        id: saved.id,
        objectApi: 'Account',
        name: 'Nebulae',
        criteria: [{ field: 'name', operator: 'e', value: 'Nebula Tiny' }],
      });
      expect(names((await page({ viewId: saved.id })).rows)).toEqual(['Nebula Tiny']);
      await ok('/view/updateViewFieldMemory', { viewId: saved.id, columns: [{ field: 'name', width: 120 }] });
      const remembered = await page({ viewId: saved.id });
      expect(remembered.remembered).toBe(true);
      expect(remembered.columns).toEqual([{ apiName: 'name', label: 'Account name', type: 'S', width: 120 }]);
      await ok('/view/resettingViewFieldMemory', { viewId: saved.id });
      const reset = await page({ viewId: saved.id });
      expect(reset.remembered).toBe(false);
      expect(reset.columns.map((column: { apiName: string }) => column.apiName)).toEqual(['name', 'email']);
      // The owner's name comes with the rows (folded into the page statement).
      expect(reset.rows[0]).toMatchObject({ name: 'Nebula Tiny', owneridccname: 'Olly Other' });

      // A profile losing read on the object empties its lists at once: access is in the page's own SQL.
      const shared = await ok('/view/saveView', {
        objectApi: 'Account',
        name: 'Shared nebulae',
        shared: true,
      });
      caller = other;
      const before = await page({ viewId: shared.id, keyword: 'nebula' });
      expect(names(before.rows)).toContain('Nebula Tiny');
      caller = admin;
      await standardUsersMayUseAccounts(false);
      caller = other;
      try {
        expect((await page({ viewId: shared.id, keyword: 'nebula' })).rows).toEqual([]);
        expect((await page({ viewId: shared.id })).rows).toEqual([]);
      } finally {
        caller = admin;
        await standardUsersMayUseAccounts(true);
      }
      caller = other;
      try {
        expect(names((await page({ viewId: shared.id, keyword: 'nebula' })).rows)).toContain('Nebula Tiny');
      } finally {
        caller = admin;
      }
    });

    it('answers each value right when the page statement is kept prepared past its first runs', async () => {
      // PostgreSQL switches a named statement to its generic plan after five runs: the values must still tell.
      for (let run = 0; run < 8; run += 1) {
        const wanted = run % 2 === 0 ? 'Nebula Small' : 'Nebula Tiny';
        const answer = await page({
          filters: { criteria: [{ field: 'name', operator: 'e', value: wanted }] },
        });
        expect(names(answer.rows)).toEqual([wanted]);
        const cursor = run % 2 === 0 ? undefined : (await page({ pageSize: 1 })).nextCursor;
        const next = await page({ pageSize: 1, ...(cursor ? { cursor } : {}) });
        expect(next.rows).toHaveLength(1);
      }
    });

    it('refuses a view id that does not exist or lists another object, with a clear error', async () => {
      const missing = await call('/view/getViewListData', { objectApi: 'Account', viewId: '00Bnope' });
      expect(missing.status).toBe(404);
      expect(missing.json.returnInfo).toBe('List view 00Bnope was not found');
      const catalogue = await ok('/view/getViewList', { objectApi: 'Contact' });
      const wrong = await call('/view/getViewListData', {
        objectApi: 'Account',
        viewId: catalogue.views[0].id,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.returnInfo).toContain('lists another object, not Account');
    });

    it('counts a common value as a marked estimate, and a rare one exactly', async () => {
      const common = await ok('/view/getViewCount', { objectApi: 'Account', keyword: 'quasar' });
      expect(common.count).toBe(KEYWORD_CANDIDATE_LIMIT + 40);
      expect(common.estimated).toBe(false);
      const rare = await ok('/view/getViewCount', {
        objectApi: 'Account',
        filters: { criteria: [{ field: 'name', operator: 's', value: 'Nebula' }] },
      });
      expect(rare).toEqual({ count: 2, estimated: false, exactLimit: 2_000 });
    });
  },
);
