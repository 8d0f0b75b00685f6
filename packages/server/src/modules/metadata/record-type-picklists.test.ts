import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

type Option = { key: string; val: string; isdefault?: boolean };
type Cell = { apiname?: string; data?: Option[]; defaultValue?: string };
type FormAnswer = {
  recordType: string;
  recordTypeList: Array<{ id: string; isdefault: boolean }>;
  dataList: Array<{ data: Array<{ left: Cell; right: Cell }> }>;
};

/**
 * Record types in setup (issue 18, as in Salesforce): each record type chooses which values of a
 * picklist it offers and its default there — the record form offers only those and the save refuses
 * the others — and each profile may start its new records with a record type of its own.
 */
describeEachDatabase(
  'setup: picklist values per record type and per-profile default record type',
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
    let binId = '';
    let sizeId = '';
    let colourId = '';
    let standardId = '';
    let bulkId = '';
    let layoutId = '';
    const refusal = async (url: string, body: unknown) => {
      const { status, json } = await calls.call(url, body);
      expect(status, JSON.stringify(json)).toBe(400);
      return String(json.returnInfo);
    };
    const form = async (body: Record<string, string>) =>
      (await calls.ok('/master/getMasterInfo', { objId: binId, ...body })) as FormAnswer;
    const cellOf = (answer: FormAnswer, api: string) =>
      answer.dataList
        .flatMap((section) => section.data.flatMap((row) => [row.left, row.right]))
        .find((cell) => cell.apiname === api);

    beforeAll(async () => {
      app = await createTestApp(getDatabase().handle);
      admin = await createTestUser(getDatabase().handle, { name: 'Picklist Admin' });
      rep = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
      binId = (
        await calls.ok('/metadata/createObject', {
          api: 'Bin',
          label: 'Bin',
          plural: 'Bins',
          fields: [
            {
              api: 'size',
              type: 'L',
              label: 'Size',
              options: [
                ['s', 'Small'],
                ['m', 'Medium'],
                ['l', 'Large'],
                ['xl', 'Huge'],
              ],
              defaultValue: 's',
            },
            {
              api: 'colour',
              type: 'Q',
              label: 'Colour',
              options: [
                ['red', 'Red'],
                ['blue', 'Blue'],
                ['green', 'Green'],
              ],
            },
          ],
        })
      ).objId;
      sizeId = await calls.fieldId(binId, 'size');
      colourId = await calls.fieldId(binId, 'colour');
      const [standard] = (await calls.ok('/setup/recordTypes', { objId: binId })) as Array<{
        id: string;
        layoutId: string;
      }>;
      standardId = standard?.id ?? '';
      layoutId = standard?.layoutId ?? '';
      bulkId = (await calls.ok('/metadata/saveRecordType', { objId: binId, name: 'Bulk', layoutId })).id;
      // Every field on the layout, so the form shows the picklists.
      const layouts = await calls.ok('/setup/layouts', { objId: binId });
      const current = layouts.layouts.find((layout: { id: string }) => layout.id === layoutId);
      expect(current, 'the Bin layout').toBeTruthy();
    });
    afterAll(async () => {
      await app.close();
    });

    it('a record type offers only its chosen values, with its own default, on the form and in the save', async () => {
      const saved = await calls.ok('/metadata/saveRecordTypePicklist', {
        id: bulkId,
        picklistFieldId: sizeId,
        values: ['xl', 'l'],
        defaultValue: 'l',
      });
      // Kept in the field's order whatever the order chosen.
      expect(saved).toEqual({ id: bulkId, picklistFieldId: sizeId, values: ['l', 'xl'], defaultValue: 'l' });
      await calls.ok('/metadata/saveRecordTypePicklist', {
        id: bulkId,
        picklistFieldId: colourId,
        values: ['red', 'blue'],
      });
      const types = await calls.ok('/setup/recordTypes', { objId: binId });
      expect(types.find((type: { id: string }) => type.id === bulkId).picklists).toEqual({
        [sizeId]: { values: ['l', 'xl'], defaultValue: 'l' },
        [colourId]: { values: ['red', 'blue'], defaultValue: null },
      });
      expect(types.find((type: { id: string }) => type.id === standardId).picklists).toEqual({});

      const bulkForm = await form({ operation: 'NEW', recordtype: bulkId });
      const size = cellOf(bulkForm, 'size');
      expect(size?.data?.map((option) => option.key)).toEqual(['l', 'xl']);
      expect(size?.data?.find((option) => option.isdefault)?.key).toBe('l');
      expect(size?.defaultValue).toBe('l');
      expect(cellOf(bulkForm, 'colour')?.data?.map((option) => option.key)).toEqual(['red', 'blue']);
      // The other record type still offers every value and the field's own default.
      const standardForm = await form({ operation: 'NEW', recordtype: standardId });
      expect(cellOf(standardForm, 'size')?.data?.map((option) => option.key)).toEqual(['s', 'm', 'l', 'xl']);
      expect(cellOf(standardForm, 'size')?.defaultValue).toBe('s');

      // The save: the record type's default, and a value it does not offer refused by name.
      const bulkBin = await calls.create('Bin', { name: 'B-1', recordtype: bulkId });
      expect((await calls.detail(bulkBin)).data.size).toBe('l');
      const smallBulk = await calls.save('Bin', { name: 'B-2', recordtype: bulkId, size: 's' });
      expect(smallBulk.isSaveSuccess).toBe(false);
      expect(smallBulk.errormessage).toContain('Size: "s" is not offered for the record type "Bulk"');
      const greenBulk = await calls.save('Bin', { name: 'B-3', recordtype: bulkId, colour: 'red;green' });
      expect(greenBulk.isSaveSuccess).toBe(false);
      expect(greenBulk.errormessage).toContain('"green"');
      expect((await calls.save('Bin', { id: bulkBin, size: 'm' })).isSaveSuccess).toBe(false);
      expect((await calls.save('Bin', { id: bulkBin, size: 'xl' })).isSaveSuccess).toBe(true);
      // The standard type still takes any value, and its default.
      const standardBin = await calls.create('Bin', { name: 'S-1', recordtype: standardId });
      expect((await calls.detail(standardBin)).data.size).toBe('s');
      expect(
        (await calls.save('Bin', { name: 'S-2', recordtype: standardId, size: 'm' })).isSaveSuccess,
      ).toBe(true);
    });

    it('a value a record already holds stays: shown on its edit form and kept by a save of other fields', async () => {
      const held = await calls.create('Bin', { name: 'H-1', recordtype: bulkId, size: 'xl' });
      await calls.ok('/metadata/saveRecordTypePicklist', {
        id: bulkId,
        picklistFieldId: sizeId,
        values: ['l'],
        defaultValue: null,
      });
      const edit = await form({ operation: 'EDIT', recordId: held });
      expect(cellOf(edit, 'size')?.data?.map((option) => option.key)).toEqual(['l', 'xl']);
      expect((await calls.save('Bin', { id: held, colour: 'blue' })).isSaveSuccess).toBe(true);
      // No default chosen: the field's own (s) is not offered, so a new record starts without one.
      const bare = await calls.create('Bin', { name: 'H-2', recordtype: bulkId });
      expect((await calls.detail(bare)).data.size ?? null).toBeNull();
      expect(cellOf(await form({ operation: 'NEW', recordtype: bulkId }), 'size')?.defaultValue).toBe('');
      // Lifting the restriction offers every value again.
      expect(
        await calls.ok('/metadata/saveRecordTypePicklist', {
          id: bulkId,
          picklistFieldId: sizeId,
          values: null,
        }),
      ).toMatchObject({ values: null, defaultValue: null });
      expect(
        cellOf(await form({ operation: 'NEW', recordtype: bulkId }), 'size')?.data?.map(
          (option) => option.key,
        ),
      ).toEqual(['s', 'm', 'l', 'xl']);
      expect((await calls.save('Bin', { name: 'H-3', recordtype: bulkId, size: 'm' })).isSaveSuccess).toBe(
        true,
      );
    });

    it('refuses values the field lacks, no value, a default not chosen, a non-picklist, naming the problem; every change audited', async () => {
      expect(
        await refusal('/metadata/saveRecordTypePicklist', {
          id: bulkId,
          picklistFieldId: sizeId,
          values: ['l', 'tiny'],
        }),
      ).toContain('values: "tiny" is not an active value of Size');
      expect(
        await refusal('/metadata/saveRecordTypePicklist', {
          id: bulkId,
          picklistFieldId: sizeId,
          values: [],
        }),
      ).toContain('values: choose at least one value of Size');
      expect(
        await refusal('/metadata/saveRecordTypePicklist', {
          id: bulkId,
          picklistFieldId: sizeId,
          values: ['l'],
          defaultValue: 'm',
        }),
      ).toContain('defaultValue: "m" is not among the values chosen for Size');
      const nameId = await calls.fieldId(binId, 'name');
      expect(
        await refusal('/metadata/saveRecordTypePicklist', {
          id: bulkId,
          picklistFieldId: nameId,
          values: ['a'],
        }),
      ).toContain('is not a picklist');
      expect(
        await refusal('/metadata/saveRecordTypePicklist', {
          id: bulkId,
          picklistFieldId: 'nope',
          values: ['a'],
        }),
      ).toContain('picklistFieldId');
      expect(
        (
          await calls.call('/metadata/saveRecordTypePicklist', {
            id: 'nope',
            picklistFieldId: sizeId,
            values: ['l'],
          })
        ).status,
      ).toBe(404);
      const { rows } = await calls.ok('/setup/auditTrail', { area: 'metadata', pageSize: 100 });
      const changes = rows.filter(
        (row: { action: string }) => row.action === '/metadata/saveRecordTypePicklist',
      );
      expect(changes.length).toBeGreaterThanOrEqual(4);
      expect(changes[0].target).toBe('Bin › record type Bulk');
    });

    it('a profile starts its new records with its own record type; others keep the default', async () => {
      expect(
        await refusal('/metadata/saveLayoutAssignments', {
          objId: binId,
          assignments: [],
          profileRecordTypes: [{ profileId: 'system_admin', recordTypeId: 'nope' }],
        }),
      ).toContain('profileRecordTypes[0].recordTypeId');
      expect(
        await refusal('/metadata/saveLayoutAssignments', {
          objId: binId,
          assignments: [],
          profileRecordTypes: [
            { profileId: 'system_admin', recordTypeId: bulkId },
            { profileId: 'system_admin', recordTypeId: standardId },
          ],
        }),
      ).toContain('two default record types');
      await calls.ok('/metadata/saveLayoutAssignments', {
        objId: binId,
        assignments: [],
        profileRecordTypes: [{ profileId: 'system_admin', recordTypeId: bulkId }],
      });
      expect((await calls.ok('/setup/layouts', { objId: binId })).profileRecordTypes).toEqual([
        { profileId: 'system_admin', recordTypeId: bulkId },
      ]);
      const adminForm = await form({ operation: 'NEW' });
      expect(adminForm.recordType).toBe(bulkId);
      expect(adminForm.recordTypeList.find((entry) => entry.isdefault)?.id).toBe(bulkId);
      expect((await calls.ok('/objectdetail/getLayoutId', { objId: binId })).recordtypeId).toBe(bulkId);
      const made = await calls.create('Bin', { name: 'P-1' });
      expect((await calls.detail(made)).data.recordtype).toBe(bulkId);
      // Another profile keeps the object's default.
      const repTypes = await asRep.call('/batch/getRecordType', { objId: binId });
      expect(
        repTypes.json.data.recordTypeList.find((entry: { isdefault: boolean }) => entry.isdefault)?.id,
      ).toBe(standardId);
      // Assignments saved without profileRecordTypes leave the defaults as they are; a deactivated one is passed over.
      await calls.ok('/metadata/saveLayoutAssignments', { objId: binId, assignments: [] });
      expect((await calls.ok('/setup/layouts', { objId: binId })).profileRecordTypes).toHaveLength(1);
      await calls.ok('/metadata/setRecordTypeActive', { id: bulkId, active: false });
      expect((await form({ operation: 'NEW' })).recordType).toBe(standardId);
      await calls.ok('/metadata/setRecordTypeActive', { id: bulkId, active: true });
      await calls.ok('/metadata/saveLayoutAssignments', {
        objId: binId,
        assignments: [],
        profileRecordTypes: [],
      });
      expect((await form({ operation: 'NEW' })).recordType).toBe(standardId);
    });

    it('answers administrators only', async () => {
      expect(
        (
          await asRep.call('/metadata/saveRecordTypePicklist', {
            id: bulkId,
            picklistFieldId: sizeId,
            values: null,
          })
        ).status,
      ).toBe(403);
    });
  },
);
