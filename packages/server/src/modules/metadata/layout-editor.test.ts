import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

type Item = { api: string; required: boolean; readonly: boolean };
type Section = {
  id: string;
  title: string;
  colNum: 1 | 2;
  showWhenEdit: boolean;
  left: Item[];
  right: Item[];
};
type Layouts = {
  layouts: Array<{
    id: string;
    name: string;
    version: number;
    sections: Section[];
    relatedLists: Array<{ objId: string; fieldApi: string }> | null;
  }>;
  fields: Array<{ api: string; required: boolean }>;
  relatedCandidates: Array<{ objId: string; fieldApi: string }>;
  recordTypes: Array<{ id: string; layoutId: string; isDefault: boolean }>;
  assignments: Array<{ profileId: string; recordTypeId: string; layoutId: string }>;
};
type FormAnswer = {
  layoutId: string;
  dataList: Array<{
    title: string;
    colNum: number;
    data: Array<{ left: { apiname?: string }; right: { apiname?: string } }>;
  }>;
};

const apis = (items: Item[]) => items.map((item) => item.api);
const sectionFields = (form: FormAnswer) =>
  form.dataList.map((section) => ({
    title: section.title,
    fields: section.data.flatMap((row) => [row.left.apiname, row.right.apiname]).filter(Boolean),
  }));

/**
 * The layout editor and object changes of setup (issue 18) over HTTP: a layout saved as a new version
 * and shown by the next form, a required field kept on every layout, related lists chosen per layout,
 * a layout per profile and record type, deleting a custom object (typed confirmation, refusals naming
 * the lookups and reports that use it) and changing a field's type where its data converts.
 */
describeEachDatabase(
  'setup: layout editor, layout assignments, object delete and field type change',
  (getDatabase) => {
    let app: FastifyInstance;
    let admin: TestUser;
    let rep: TestUser;
    const calls = recordCalls(
      () => app,
      () => admin,
    );
    const asRep = recordCalls(
      () => app,
      () => rep,
    );
    const layoutsOf = async (objId: string) => (await calls.ok('/setup/layouts', { objId })) as Layouts;
    const refusal = async (url: string, body: unknown) => {
      const { status, json } = await calls.call(url, body);
      expect(status, JSON.stringify(json)).toBe(400);
      return String(json.returnInfo);
    };
    const form = async (as: typeof calls, objId: string) =>
      (await as.ok('/master/getMasterInfo', { objId, operation: 'NEW' })) as FormAnswer;
    let crateId = '';
    let lineId = '';

    /**
     * What other modules keep over an object: a list view a user reshaped, permissions of a profile, an
     * app's menu item with a second-level item under it. Answers how many are left once it is deleted.
     */
    const keepRowsOver = async (objId: string, apiName: string) => {
      const { db } = getDatabase().handle;
      const at = new Date().toISOString();
      await db
        .insertInto('list_view')
        .values({
          id: `view-${objId}`,
          org_id: admin.orgId,
          object_id: objId,
          name: 'Heavy',
          owner_id: admin.userId,
          shared: 1,
          is_system: 0,
          scope: 'all',
          columns_json: '[]',
          criteria_json: '[]',
          logic: '',
          sort_field: '',
          sort_order: '',
          sort_rank: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db
        .insertInto('list_view_memory')
        .values({ user_id: rep.userId, view_id: `view-${objId}`, columns_json: '[]', updated_at: at })
        .execute();
      await db
        .insertInto('access_object_permission')
        .values({
          org_id: admin.orgId,
          profile_id: 'standard_user',
          object_id: objId,
          can_read: 1,
          can_create: 1,
          can_edit: 1,
          can_delete: 0,
          view_all: 0,
          modify_all: 0,
        })
        .execute();
      await db
        .insertInto('access_field_permission')
        .values({
          org_id: admin.orgId,
          profile_id: 'standard_user',
          object_id: objId,
          field_api: 'name',
          level: 'readOnly',
        })
        .execute();
      await db
        .insertInto('application')
        .values({
          id: 'app-of-crates',
          org_id: admin.orgId,
          name: 'Crates',
          description: '',
          app_state: 1,
          bgcolor: '#336699',
          logo_svg: '',
          navigation_style: 'horizontal',
          is_default: 0,
          partner_visible: 0,
          sort_order: 99,
          created_at: at,
        })
        .execute();
      const item = (id: string, parent: string | null) => ({
        id,
        app_id: 'app-of-crates',
        parent_id: parent,
        sort_order: 99,
        name: apiName,
        type: parent ? 'web' : 'object',
        object_api: parent ? '' : apiName,
        obj_id: parent ? '' : objId,
        prefix: '',
        tab_name: apiName,
        view_id: '',
        layout_type: 'list',
        url: '',
        iscustom: 1,
        lightningpage_id: '',
        function_code: '',
        standard_tab_id: '',
        router_name: '',
        params_json: '{}',
        tab_action_json: '[]',
        isfixed: 0,
        is_default_launch_tab: 0,
      });
      await db
        .insertInto('menu_item')
        .values([item(`menu-${objId}`, null), item(`sub-${objId}`, `menu-${objId}`)])
        .execute();
      const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
      return async () => ({
        views: await count(
          db
            .selectFrom('list_view')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('object_id', '=', objId)
            .executeTakeFirstOrThrow(),
        ),
        memories: await count(
          db
            .selectFrom('list_view_memory')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('view_id', '=', `view-${objId}`)
            .executeTakeFirstOrThrow(),
        ),
        fieldPermissions: await count(
          db
            .selectFrom('access_field_permission')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('object_id', '=', objId)
            .executeTakeFirstOrThrow(),
        ),
        objectPermissions: await count(
          db
            .selectFrom('access_object_permission')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('object_id', '=', objId)
            .executeTakeFirstOrThrow(),
        ),
        menuItems: await count(
          db
            .selectFrom('menu_item')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('id', 'in', [`menu-${objId}`, `sub-${objId}`])
            .executeTakeFirstOrThrow(),
        ),
      });
    };

    beforeAll(async () => {
      app = await createTestApp(getDatabase().handle);
      admin = await createTestUser(getDatabase().handle, { name: 'Layout Admin' });
      rep = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
      crateId = (
        await calls.ok('/metadata/createObject', {
          api: 'Crate',
          label: 'Crate',
          plural: 'Crates',
          fields: [
            { api: 'code', type: 'S', label: 'Code', required: true },
            { api: 'weight', type: 'N', label: 'Weight', decimals: 2 },
            { api: 'notes', type: 'X', label: 'Notes' },
            { api: 'summary', type: 'X', label: 'Summary' },
            {
              api: 'colour',
              type: 'L',
              label: 'Colour',
              options: [
                ['red', 'Red'],
                ['blue', 'Blue'],
              ],
            },
            {
              api: 'size',
              type: 'L',
              label: 'Size',
              options: [
                ['s', 'Small'],
                ['l', 'Large'],
              ],
            },
            { api: 'bigness', type: 'Z', label: 'Bigness', formula: 'ISPICKVAL(size, "l")' },
          ],
        })
      ).objId;
      lineId = (
        await calls.ok('/metadata/createObject', {
          api: 'CrateLine',
          label: 'Crate line',
          plural: 'Crate lines',
          fields: [{ api: 'crate', type: 'Y', label: 'Crate', lookup: crateId }],
        })
      ).objId;
    });
    afterAll(async () => {
      await app.close();
    });

    it('[S2-B-002] [S2-D-006] saves sections, columns, order and per-layout flags as a new version; the next form shows them', async () => {
      const [layout] = (await layoutsOf(crateId)).layouts;
      if (!layout) throw new Error('no layout');
      const saved = await calls.ok('/metadata/saveLayout', {
        layoutId: layout.id,
        sections: [
          {
            title: 'Shipping',
            colNum: 2,
            fields: {
              left: ['weight', { api: 'notes', readonly: true }],
              right: [{ api: 'colour', required: true }],
            },
          },
          {
            id: layout.sections[0]?.id,
            title: 'Basics',
            colNum: 1,
            fields: { left: ['name', 'code', 'size'] },
          },
        ],
      });
      expect(saved.version).toBe(1);
      const after = (await layoutsOf(crateId)).layouts[0];
      expect(after?.version).toBe(1);
      expect(
        after?.sections.map((section) => [
          section.title,
          section.colNum,
          apis(section.left),
          apis(section.right),
        ]),
      ).toEqual([
        ['Shipping', 2, ['weight', 'notes'], ['colour']],
        ['Basics', 1, ['name', 'code', 'size'], []],
      ]);
      expect(after?.sections[0]?.left[1]).toMatchObject({ api: 'notes', readonly: true });
      const shown = await form(calls, crateId);
      expect(sectionFields(shown)).toEqual([
        { title: 'Shipping', fields: ['weight', 'colour', 'notes'] },
        { title: 'Basics', fields: ['name', 'code', 'size'] },
      ]);
      const trail = await calls.ok('/setup/auditTrail', { search: 'saveLayout' });
      expect(trail.rows[0]).toMatchObject({
        action: '/metadata/saveLayout',
        target: `Crate › ${layout.name}`,
      });
      expect(trail.rows[0].after).toContain('Shipping');
    });

    it('refuses a save that leaves off a field the object requires, naming it; nothing changes', async () => {
      const [layout] = (await layoutsOf(crateId)).layouts;
      if (!layout) throw new Error('no layout');
      const reason = await refusal('/metadata/saveLayout', {
        layoutId: layout.id,
        sections: [{ title: 'Only', colNum: 1, fields: { left: ['name', 'weight'] } }],
      });
      expect(reason).toContain('"Code" is required by Crate');
      expect((await layoutsOf(crateId)).layouts[0]?.version).toBe(1);
    });

    it('chooses and orders the related lists a layout shows; the record page shows only those', async () => {
      const parent = await calls.create('Crate', { name: 'C-1', code: 'c1', colour: 'red' });
      await calls.create('CrateLine', { name: 'L-1', crate: parent });
      const before = (await calls.ok('/objectdetail/getDetailRelatedItems', { id: parent })) as Array<{
        objId: string;
      }>;
      expect(before.map((list) => list.objId)).toContain(lineId);
      const layouts = await layoutsOf(crateId);
      expect(layouts.relatedCandidates).toContainEqual({
        objId: lineId,
        fieldApi: 'crate',
        objectLabel: 'Crate lines',
        fieldLabel: 'Crate',
      });
      const layout = layouts.layouts[0];
      if (!layout) throw new Error('no layout');
      const sections = layout.sections.map((section) => ({
        id: section.id,
        title: section.title,
        colNum: section.colNum,
        fields: { left: apis(section.left), right: apis(section.right) },
      }));
      await calls.ok('/metadata/saveLayout', { layoutId: layout.id, sections, relatedLists: [] });
      expect(await calls.ok('/objectdetail/getDetailRelatedItems', { id: parent })).toEqual([]);
      await calls.ok('/metadata/saveLayout', {
        layoutId: layout.id,
        sections,
        relatedLists: [{ objId: lineId, fieldApi: 'crate' }],
      });
      const lists = (await calls.ok('/objectdetail/getDetailRelatedItems', { id: parent })) as Array<{
        objId: string;
        totalCount: number;
      }>;
      expect(lists).toMatchObject([{ objId: lineId, totalCount: 1 }]);
      expect((await layoutsOf(crateId)).layouts[0]?.version).toBe(3);
      expect(
        await refusal('/metadata/saveLayout', {
          layoutId: layout.id,
          sections,
          relatedLists: [{ objId: 'account', fieldApi: 'parent' }],
        }),
      ).toContain('no lookup to Crate');
    });

    it('restores an old version as a new one equal to it, audited; an unknown version is refused', async () => {
      const parent = await calls.create('Crate', { name: 'C-R', code: 'cr', colour: 'blue' });
      const [layout] = (await layoutsOf(crateId)).layouts;
      if (!layout) throw new Error('no layout');
      const versions = (await calls.ok('/setup/layoutVersions', { layoutId: layout.id })) as Array<{
        version: number;
        savedBy: string;
      }>;
      expect(versions.map((entry) => entry.version)).toEqual([3, 2, 1]);
      expect(versions[0]?.savedBy).toBe('Layout Admin');
      expect(await refusal('/metadata/restoreLayoutVersion', { layoutId: layout.id, version: 9 })).toContain(
        'has no version 9',
      );
      expect(await calls.ok('/metadata/restoreLayoutVersion', { layoutId: layout.id, version: 2 })).toEqual({
        layoutId: layout.id,
        version: 4,
        restoredFrom: 2,
      });
      expect(await calls.ok('/objectdetail/getDetailRelatedItems', { id: parent })).toEqual([]);
      await calls.ok('/metadata/restoreLayoutVersion', { layoutId: layout.id, version: 3 });
      const restored = (await layoutsOf(crateId)).layouts[0];
      expect(restored?.version).toBe(5);
      expect(restored?.sections).toEqual(layout.sections);
      expect(restored?.relatedLists).toEqual(layout.relatedLists);
      const trail = await calls.ok('/setup/auditTrail', { search: 'restoreLayoutVersion' });
      expect(trail.rows[0]).toMatchObject({ target: `Crate › ${layout.name}` });
      expect(trail.rows).toHaveLength(2);
    });

    it("[S2-C-005] adds a layout as a copy and assigns it to a profile for a record type; that profile's form uses it, others keep theirs", async () => {
      const start = await layoutsOf(crateId);
      const original = start.layouts[0];
      const recordType = start.recordTypes.find((candidate) => candidate.isDefault);
      if (!original || !recordType) throw new Error('no layout or record type');
      const { layoutId } = await calls.ok('/metadata/createLayout', {
        objId: crateId,
        name: 'Admin layout',
        copyFrom: original.id,
      });
      expect(await refusal('/metadata/createLayout', { objId: crateId, name: 'admin LAYOUT' })).toContain(
        'has a layout named',
      );
      const copy = (await layoutsOf(crateId)).layouts.find((layout) => layout.id === layoutId);
      expect(copy?.sections.map((section) => section.title)).toEqual(
        original.sections.map((section) => section.title),
      );
      await calls.ok('/metadata/saveLayout', {
        layoutId,
        sections: [{ title: 'Admin only', colNum: 1, fields: { left: ['name', 'code', 'weight'] } }],
      });
      await calls.ok('/metadata/saveLayoutAssignments', {
        objId: crateId,
        assignments: [{ profileId: 'system_admin', recordTypeId: recordType.id, layoutId }],
      });
      expect((await layoutsOf(crateId)).assignments).toEqual([
        { profileId: 'system_admin', recordTypeId: recordType.id, layoutId },
      ]);
      const mine = await form(calls, crateId);
      expect(mine.layoutId).toBe(layoutId);
      expect(sectionFields(mine)).toEqual([{ title: 'Admin only', fields: ['name', 'code', 'weight'] }]);
      const theirs = await asRep.ok('/objectdetail/getLayoutId', { objId: crateId });
      expect(theirs.layoutId).toBe(original.id);
      expect(
        await refusal('/metadata/saveLayoutAssignments', {
          objId: crateId,
          assignments: [{ profileId: 'standard_user', recordTypeId: recordType.id, layoutId: 'nope' }],
        }),
      ).toContain('has no layout "nope"');
    });

    it('changes a field type where the data converts; refuses with the count of values that would not', async () => {
      const field = async (api: string) => calls.fieldId(crateId, api);
      await calls.create('Crate', {
        name: 'C-2',
        code: 'c2',
        summary: 'x'.repeat(300),
        notes: 'short',
        weight: 4.5,
        colour: 'red',
      });
      await calls.create('Crate', { name: 'C-3', code: 'c3', summary: 'y'.repeat(256) });
      expect(
        await refusal('/metadata/changeFieldType', { fieldId: await field('summary'), type: 'S' }),
      ).toContain('2 values of Summary are longer than the 255 characters');
      await calls.ok('/metadata/changeFieldType', { fieldId: await field('notes'), type: 'S' });
      await calls.ok('/metadata/changeFieldType', { fieldId: await field('weight'), type: 'c' });
      await calls.ok('/metadata/changeFieldType', { fieldId: await field('colour'), type: 'S' });
      expect(
        await refusal('/metadata/changeFieldType', { fieldId: await field('size'), type: 'S' }),
      ).toContain('read as a picklist by formula field "Bigness"');
      expect(
        await refusal('/metadata/changeFieldType', { fieldId: await field('code'), type: 'N' }),
      ).toContain('cannot become Number');
      const fields = (await calls.ok('/setup/object', { objId: crateId })).fields as Array<{
        api: string;
        type: string;
        picklist: unknown[];
      }>;
      const typeOf = (api: string) => fields.find((candidate) => candidate.api === api);
      expect([
        typeOf('notes')?.type,
        typeOf('weight')?.type,
        typeOf('colour')?.type,
        typeOf('summary')?.type,
      ]).toEqual(['S', 'c', 'S', 'X']);
      expect(typeOf('colour')?.picklist).toEqual([]);
      const rows = await calls.ok('/objectdetail/getDetail', {
        id: await calls.create('Crate', { name: 'C-4', code: 'c4', colour: 'green' }),
      });
      expect(rows.data.colour).toBe('green');
      const trail = await calls.ok('/setup/auditTrail', { search: 'changeFieldType' });
      expect(trail.rows[0]).toMatchObject({ target: 'Crate › Colour' });
      expect(trail.rows[0].before).toContain('"type":"L"');
      expect(trail.rows[0].after).toContain('"type":"S"');
      expect(
        (await asRep.call('/metadata/changeFieldType', { fieldId: await field('notes'), type: 'X' })).status,
      ).toBe(403);
    });

    it('deletes a custom object only when its API name is typed and nothing looks it up or reports on it, with its list views, permissions and menu items', async () => {
      expect(await refusal('/metadata/deleteObject', { objId: 'account', confirmName: 'Account' })).toContain(
        'standard object',
      );
      expect(await refusal('/metadata/deleteObject', { objId: crateId, confirmName: 'crate' })).toContain(
        'type the object\'s API name "Crate"',
      );
      expect(await refusal('/metadata/deleteObject', { objId: crateId, confirmName: 'Crate' })).toContain(
        'lookup "Crate line › Crate"',
      );
      await getDatabase()
        .handle.db.insertInto('report')
        .values({
          id: 'rep-crate-lines',
          org_id: admin.orgId,
          owner_id: admin.userId,
          name: 'Lines by crate',
          description: '',
          object_api: 'CrateLine',
          format: 'tabular',
          definition_json: '{}',
          is_public: 1,
          folder_id: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      expect(await refusal('/metadata/deleteObject', { objId: lineId, confirmName: 'CrateLine' })).toContain(
        'report "Lines by crate"',
      );
      await getDatabase().handle.db.deleteFrom('report').where('id', '=', 'rep-crate-lines').execute();
      const kept = await keepRowsOver(lineId, 'CrateLine');
      expect(await calls.ok('/metadata/deleteObject', { objId: lineId, confirmName: 'CrateLine' })).toEqual({
        objId: lineId,
        deleted: true,
      });
      expect(await kept()).toEqual({
        views: 0,
        memories: 0,
        fieldPermissions: 0,
        objectPermissions: 0,
        menuItems: 0,
      });
      expect((await calls.call('/setup/layouts', { objId: lineId })).status).toBe(404);
      const objects = (await calls.ok('/setup/objects', {})) as Array<{ id: string }>;
      expect(objects.some((object) => object.id === lineId)).toBe(false);
      await calls.ok('/metadata/deleteObject', { objId: crateId, confirmName: 'Crate' });
      const trail = await calls.ok('/setup/auditTrail', { search: 'deleteObject' });
      expect(trail.rows.map((row: { target: string }) => row.target)).toEqual(['Crate', 'Crate line']);
      expect((await asRep.call('/metadata/deleteObject', { objId: 'x', confirmName: 'x' })).status).toBe(403);
    });
  },
);
