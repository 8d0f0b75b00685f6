import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CurrentUser } from '../../http/current-user.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import type { ModuleContext } from '../module.js';
import { saveRecordsBatch } from './index.js';

/**
 * The batch save (issue 21's bulk import path) keeps every rule of the single save per record: a record
 * refused in a batch fails alone with the single save's own answer, the others are saved; what the batch
 * writes together (new rows, auto-numbers, match keys) is what one save after another would have written.
 */
describeEachDatabase('saveRecordsBatch', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let current: CurrentUser;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const stamp = Math.random().toString(36).slice(2, 7);
  const context = () => ({ database: getDatabase().handle, now: () => new Date() }) as ModuleContext;
  const batch = (objectApi: string, records: Array<Record<string, unknown>>) =>
    saveRecordsBatch(context(), current, { objectApi, records });
  /** What the single save answers, the fields a refusal carries. */
  const refusalOf = (result: Record<string, unknown> | undefined) => ({
    isSaveSuccess: result?.isSaveSuccess,
    errormessage: result?.errormessage,
    errorField: result?.errorField,
    validaterule: result?.validaterule,
    duplicateAction: result?.duplicateAction,
  });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Batch Saver' });
    current = {
      userId: user.userId,
      orgId: user.orgId,
      email: user.email,
      name: 'Batch Saver',
      isPartner: false,
      partnerAccountId: null,
      profileId: 'system_admin',
      roleId: null,
      sessionId: 'batch-test',
      channelId: null,
    };
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-127] a record a validation rule, a required field, a unique field or a lookup refuses fails alone with the single save’s answer; the others are saved', async () => {
    const holder = await calls.create('Account', { name: `Holder ${stamp}`, accountnumber: `U-${stamp}-1` });
    const records = [
      { name: `Good ${stamp} 1`, phone: '+1 555 0101' },
      { name: `Negative ${stamp}`, annualrevenue: -5 },
      { name: `Other ${stamp}`, industry: 'Other' },
      { name: `Taken ${stamp}`, accountnumber: `U-${stamp}-1` },
      { name: `Orphan ${stamp}`, parentid: '001000000000000000000000' },
      { name: `Good ${stamp} 2`, accountnumber: `U-${stamp}-2` },
    ];
    const results = await batch('Account', records);
    expect(results.map((result) => result.isSaveSuccess)).toEqual([true, false, false, false, false, true]);
    // Each refusal is word for word what the form's save answers for the same record.
    for (const index of [1, 2, 3, 4]) {
      const single = await calls.save('Account', records[index] ?? {});
      expect(refusalOf(results[index] as never), records[index]?.name as string).toEqual(refusalOf(single));
    }
    expect(results[1]).toMatchObject({
      errorField: 'annualrevenue',
      validaterule: 'Revenue is not negative',
    });
    expect(results[3]?.duplicatemap).toEqual([
      { duplicate_id: holder, duplicate_name: `Holder ${stamp}`, duplicate_labelname: 'Account number' },
    ]);
    for (const index of [0, 5]) {
      const saved = (await calls.detail(results[index]?.id ?? '')).data;
      expect(saved).toMatchObject({
        name: records[index]?.name,
        ownerid: user.userId,
        createbyid: user.userId,
      });
    }
  });

  it('[S1-R-127] a unique value or duplicate-rule key an earlier record of the batch takes refuses the later one, as saving them one after another would', async () => {
    const rule = await calls.call('/metadata/saveDuplicateRule', {
      objId: 'account',
      name: `Same phone ${stamp}`,
      action: 'block',
      match: [{ field: 'phone', match: 'phone' }],
    });
    const ruleId = rule.json.data.id as string;
    try {
      const results = await batch('Account', [
        { name: `First ${stamp}`, accountnumber: `B-${stamp}`, phone: `+1 555 ${stamp.length}01 7788` },
        { name: `Second ${stamp}`, accountnumber: `B-${stamp}` },
        { name: `Third ${stamp}`, phone: `555 ${stamp.length}01 7788` },
        { name: `Fourth ${stamp}` },
      ]);
      expect(results.map((result) => result.isSaveSuccess)).toEqual([true, false, false, true]);
      const first = results[0]?.id;
      expect(results[1]).toMatchObject({
        errormessage: `The value of Account number repeats in the Account "First ${stamp}"`,
        duplicatemap: [
          { duplicate_id: first, duplicate_name: `First ${stamp}`, duplicate_labelname: 'Account number' },
        ],
      });
      expect(results[2]).toMatchObject({
        duplicateAction: 'block',
        veladupecatcherids: ruleId,
        duplicateCandidates: [{ id: first, name: `First ${stamp}` }],
      });
      // The single save, now that the first is stored, refuses the third alike.
      const single = await calls.save('Account', {
        name: `Third ${stamp}`,
        phone: `555 ${stamp.length}01 7788`,
      });
      expect(refusalOf(single)).toEqual(refusalOf(results[2] as never));
      // The batch wrote the first's match keys: a later save finds it.
      expect(single.duplicateCandidates).toEqual([{ id: first, name: `First ${stamp}` }]);
    } finally {
      await calls.call('/metadata/deleteMetadata', { kind: 'duplicateRule', id: ruleId });
    }
  });

  it('[S1-R-127] duplicate-rule keys read for the whole batch: a stored record’s key refuses a new record; a key a changed record gives up in the batch may be taken by a later one', async () => {
    const phone = (n: number) => `+1 555 ${stamp.length}${n}${n} 9${n}${n}`;
    const rule = await calls.call('/metadata/saveDuplicateRule', {
      objId: 'account',
      name: `Phone kept ${stamp}`,
      action: 'block',
      match: [{ field: 'phone', match: 'phone' }],
    });
    const ruleId = rule.json.data.id as string;
    try {
      const held = await calls.create('Account', { name: `Held ${stamp}`, phone: phone(1) });
      const moving = await calls.create('Account', { name: `Moving ${stamp}`, phone: phone(2) });
      const records = [
        { name: `Copy ${stamp}`, phone: phone(1) },
        { id: moving, phone: phone(3) },
        { name: `Taker ${stamp}`, phone: phone(2) },
        { name: `Late ${stamp}`, phone: phone(3) },
      ];
      const results = await batch('Account', records);
      expect(results.map((result) => result.isSaveSuccess)).toEqual([false, true, true, false]);
      expect(results[0]).toMatchObject({
        duplicateAction: 'block',
        duplicateCandidates: [{ id: held, name: `Held ${stamp}` }],
      });
      expect(results[3]).toMatchObject({ duplicateCandidates: [{ id: moving, name: `Moving ${stamp}` }] });
      // One save after another answers the same.
      expect(refusalOf(await calls.save('Account', records[0] ?? {}))).toEqual(
        refusalOf(results[0] as never),
      );
      expect(refusalOf(await calls.save('Account', records[3] ?? {}))).toEqual(
        refusalOf(results[3] as never),
      );
    } finally {
      await calls.call('/metadata/deleteMetadata', { kind: 'duplicateRule', id: ruleId });
    }
  });

  it('[S1-R-127] new records get consecutive auto-numbers; changed records keep their field history; a stale change is refused alone', async () => {
    const before = await calls.create('velacase', { subject: `Before ${stamp}`, status: 'New' });
    const cases = await batch(
      'velacase',
      Array.from({ length: 3 }, (_, index) => ({ subject: `Batch case ${stamp} ${index}`, status: 'New' })),
    );
    expect(cases.every((result) => result.isSaveSuccess)).toBe(true);
    const numberOf = async (id: string) => Number(String((await calls.detail(id)).data.casenumber).slice(2));
    const first = await numberOf(before);
    expect(await Promise.all(cases.map((result) => numberOf(result.id)))).toEqual([
      first + 1,
      first + 2,
      first + 3,
    ]);

    const id = await calls.create('Account', { name: `Tracked ${stamp}`, type: 'Prospect' });
    const read = (await calls.detail(id)).data;
    const updated = await batch('Account', [
      { id, type: 'Customer', lastmodifydate: read.lastmodifydate },
      { id, type: 'Partner', lastmodifydate: read.lastmodifydate },
    ]);
    expect(updated.map((result) => result.isSaveSuccess)).toEqual([true, false]);
    expect(updated[1]?.errorField).toBe('lastmodifydate');
    const history = await getDatabase()
      .handle.db.selectFrom('record_history')
      .select(['field_api', 'old_value', 'new_value', 'changed_by'])
      .where('record_id', '=', id)
      .execute();
    expect(history).toEqual([
      { field_api: 'type', old_value: 'Prospect', new_value: 'Customer', changed_by: user.userId },
    ]);
  });
});
