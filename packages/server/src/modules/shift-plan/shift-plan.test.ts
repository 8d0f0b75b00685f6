import type { ShiftPlan } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { authSeeder, DEMO_ORG_ID } from '../auth/index.js';
import { recordsDb } from '../records/index.js';
import { storedAt } from './demo-seed.js';
import { shiftPlanDemoSeeder } from './index.js';

const WEEK = { from: '2026-11-23 00:00:00', to: '2026-11-30 00:00:00' };

describeEachDatabase('shift plan', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: AccessOrg['admin']) => callsAs(getApp, user);
  const plan = async (user: AccessOrg['admin'], window: Record<string, unknown> = WEEK) => {
    const { status, json } = await as(user).call('/shiftPlan/getPlan', window);
    return { status, json, plan: json.data as ShiftPlan };
  };
  let alex = '';
  let jordan = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_shifts');
    // The administrator reads times in Berlin: refusals name the other shift's times there.
    await getDatabase()
      .handle.db.updateTable('app_user')
      .set({ time_zone: 'Europe/Berlin' })
      .where('id', '=', org.admin.userId)
      .execute();
    const { create } = as(org.admin);
    alex = await create('ServiceResource', { name: 'Alex Rivera', resourcetype: 'technician' });
    jordan = await create('ServiceResource', { name: 'Jordan Lee', resourcetype: 'technician' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('the Shift object', () => {
    it('is a standard object with resource, times, status (tentative, confirmed, published), type, territory and notes', async () => {
      const { json } = await as(org.admin).call('/field/getFieldList', { objId: 'shift' });
      const fields = json.data as Array<{ apiname: string; schemefieldType: string }>;
      const types = Object.fromEntries(fields.map((field) => [field.apiname, field.schemefieldType]));
      expect(types).toMatchObject({
        name: 'S',
        serviceresourceid: 'Y',
        starttime: 'F',
        endtime: 'F',
        status: 'L',
        shifttype: 'L',
        serviceterritoryid: 'Y',
        description: 'X',
      });
      const { plan: empty } = await plan(org.admin);
      expect(empty.statuses.map((status) => status.value)).toEqual(['Tentative', 'Confirmed', 'Published']);
      expect(empty.object).toMatchObject({ objectApi: 'Shift', objId: 'shift', prefix: '0Sf' });
    });

    it('seeds the demo org with service resources and their shifts for three weeks (saved through the overlap rule)', async () => {
      const now = new Date('2026-11-25T12:00:00Z');
      const context = { database: getDatabase().handle, config: testConfig(), now };
      await authSeeder.seed(context);
      await shiftPlanDemoSeeder.seed(context);
      const resources = await recordsDb(getDatabase().handle)
        .selectFrom('obj_serviceresource')
        .select(['id', 'name'])
        .where('ownerid', 'in', (eb) =>
          eb.selectFrom('app_user').select('id').where('org_id', '=', DEMO_ORG_ID),
        )
        .execute();
      expect(resources.map((row) => row.name).sort()).toEqual([
        'Alex Rivera',
        'Install crew North',
        'Jordan Lee',
        'Priya Shah',
      ]);
      const shifts = await recordsDb(getDatabase().handle)
        .selectFrom('obj_shift')
        .select(['serviceresourceid', 'starttime', 'endtime', 'status'])
        .where(
          'serviceresourceid',
          'in',
          resources.map((row) => String(row.id)),
        )
        .execute();
      expect(shifts.length).toBeGreaterThanOrEqual(45);
      expect(new Set(shifts.map((row) => row.status))).toEqual(
        new Set(['Published', 'Confirmed', 'Tentative']),
      );
      // This week's Monday (23 November) has its confirmed shifts.
      expect(
        shifts.some((row) => String(row.starttime).startsWith('2026-11-23') && row.status === 'Confirmed'),
      ).toBe(true);
    });
  });

  it("plans the demo's shifts at the dispatcher's local hours, summer time or not", () => {
    expect(storedAt('2026-11-23', 8, 'America/New_York')).toBe('2026-11-23 13:00:00');
    expect(storedAt('2026-07-01', 8, 'America/New_York')).toBe('2026-07-01 12:00:00');
    expect(storedAt('2026-11-23', 22, 'America/New_York')).toBe('2026-11-24 03:00:00');
    expect(storedAt('2026-11-23', 8, 'UTC')).toBe('2026-11-23 08:00:00');
  });

  describe('the plan read', () => {
    it('answers the active resources and the shifts overlapping the window, night shifts across its edge too', async () => {
      const { create } = as(org.admin);
      const inside = await create('Shift', {
        name: 'Day shift',
        serviceresourceid: alex,
        starttime: '2026-11-24 08:00:00',
        endtime: '2026-11-24 16:00:00',
        shifttype: 'Day',
      });
      const acrossTheEdge = await create('Shift', {
        name: 'Night before',
        serviceresourceid: jordan,
        starttime: '2026-11-22 22:00:00',
        endtime: '2026-11-23 06:00:00',
      });
      const outside = await create('Shift', {
        name: 'Next week',
        serviceresourceid: alex,
        starttime: '2026-12-01 08:00:00',
        endtime: '2026-12-01 16:00:00',
      });
      const { plan: week } = await plan(org.admin);
      expect(week.resources.map((resource) => resource.name)).toEqual(
        expect.arrayContaining(['Alex Rivera', 'Jordan Lee']),
      );
      const ids = week.shifts.map((shift) => shift.id);
      expect(ids).toEqual(expect.arrayContaining([inside, acrossTheEdge]));
      expect(ids).not.toContain(outside);
      expect(week.shifts.find((shift) => shift.id === inside)).toMatchObject({
        resourceId: alex,
        resourceName: 'Alex Rivera',
        start: '2026-11-24 08:00:00',
        end: '2026-11-24 16:00:00',
        status: 'Tentative',
        shiftType: 'Day',
        canEdit: true,
      });
      expect(week.canCreate).toBe(true);
    });

    it('refuses a malformed, backwards or too wide window with a message naming it', async () => {
      const bad = await plan(org.admin, { from: 'last monday', to: WEEK.to });
      expect(bad.status).toBe(400);
      expect(bad.json.returnInfo).toMatch(/from, to/);
      const backwards = await plan(org.admin, { from: WEEK.to, to: WEEK.from });
      expect(backwards.status).toBe(400);
      expect(backwards.json.returnInfo).toMatch(/end after it starts/);
      const wide = await plan(org.admin, { from: '2026-01-01 00:00:00', to: '2026-06-01 00:00:00' });
      expect(wide.status).toBe(400);
      expect(wide.json.returnInfo).toMatch(/at most 42 days/);
    });
  });

  describe('overlap rule', () => {
    it("refuses a second shift of the same resource that overlaps, naming the shift it collides with in the user's time zone", async () => {
      const { create, save } = as(org.admin);
      await create('Shift', {
        name: 'Early',
        serviceresourceid: jordan,
        starttime: '2026-11-25 06:00:00',
        endtime: '2026-11-25 14:00:00',
      });
      const clash = await save('Shift', {
        name: 'Middle',
        serviceresourceid: jordan,
        starttime: '2026-11-25 12:00:00',
        endtime: '2026-11-25 18:00:00',
      });
      expect(clash).toMatchObject({ isSaveSuccess: false, errorField: 'starttime' });
      expect(clash.errormessage).toBe(
        'Jordan Lee already works the shift "Early" from 2026-11-25 07:00 to 2026-11-25 15:00 (Europe/Berlin): a resource\'s shifts must not overlap',
      );
      // Touching is not overlapping, and another resource may work the same hours.
      expect(
        (
          await save('Shift', {
            name: 'Late',
            serviceresourceid: jordan,
            starttime: '2026-11-25T14:00:00Z',
            endtime: '2026-11-25T22:00:00Z',
          })
        ).isSaveSuccess,
      ).toBe(true);
      expect(
        (
          await save('Shift', {
            name: 'Middle',
            serviceresourceid: alex,
            starttime: '2026-11-25 12:00:00',
            endtime: '2026-11-25 18:00:00',
          })
        ).isSaveSuccess,
      ).toBe(true);
    });

    it('refuses moving a shift onto another of its new resource, and lets it move to a free day', async () => {
      const { create, save, detail } = as(org.admin);
      await create('Shift', {
        name: 'Alex Friday',
        serviceresourceid: alex,
        starttime: '2026-11-27 08:00:00',
        endtime: '2026-11-27 16:00:00',
      });
      const moving = await create('Shift', {
        name: 'Jordan Thursday',
        serviceresourceid: jordan,
        starttime: '2026-11-26 09:00:00',
        endtime: '2026-11-26 17:00:00',
      });
      const refused = await save('Shift', {
        id: moving,
        serviceresourceid: alex,
        starttime: '2026-11-27 09:00:00',
        endtime: '2026-11-27 17:00:00',
      });
      expect(refused.isSaveSuccess).toBe(false);
      expect(refused.errormessage).toMatch(/Alex Rivera already works the shift "Alex Friday"/);
      expect((await detail(moving)).data.starttime).toBe('2026-11-26 09:00:00');
      const moved = await save('Shift', {
        id: moving,
        serviceresourceid: alex,
        starttime: '2026-11-28 09:00:00',
        endtime: '2026-11-28 17:00:00',
      });
      expect(moved.isSaveSuccess).toBe(true);
      // Saving the moved shift again (its notes only) does not collide with itself.
      expect((await save('Shift', { id: moving, description: 'Swapped with Jordan' })).isSaveSuccess).toBe(
        true,
      );
    });

    it('refuses a shift that ends before it starts, on the end time', async () => {
      const result = await as(org.admin).save('Shift', {
        name: 'Backwards',
        serviceresourceid: alex,
        starttime: '2026-11-29 10:00:00',
        endtime: '2026-11-29 09:00:00',
      });
      expect(result).toMatchObject({ isSaveSuccess: false, errorField: 'endtime' });
      expect(result.errormessage).toBe('A shift must end after it starts');
    });
  });

  describe('permissions', () => {
    it('[S1-P-005] under a private default a rep sees only the shifts he may read, and may not move one he may only read', async () => {
      const { call } = as(org.admin);
      expect(
        (await call('/access/owd/save', { objectApi: 'Shift', defaultAccess: 'private' })).json.result,
      ).toBe(true);
      expect(
        (await call('/access/owd/save', { objectApi: 'ServiceResource', defaultAccess: 'publicReadOnly' }))
          .json.result,
      ).toBe(true);
      const own = await as(org.rep).create('Shift', {
        name: 'Rep shift',
        serviceresourceid: alex,
        starttime: '2026-11-29 12:00:00',
        endtime: '2026-11-29 13:00:00',
      });
      const { plan: repPlan } = await plan(org.rep);
      expect(repPlan.shifts.map((shift) => shift.id)).toEqual([own]);
      expect(repPlan.resources.map((resource) => resource.name)).toEqual(
        expect.arrayContaining(['Alex Rivera', 'Jordan Lee']),
      );
      const { plan: peerPlan } = await plan(org.peer);
      expect(peerPlan.shifts.map((shift) => shift.id)).not.toContain(own);

      await call('/access/owd/save', { objectApi: 'Shift', defaultAccess: 'publicReadOnly' });
      const { plan: readOnly } = await plan(org.peer);
      const seen = readOnly.shifts.find((shift) => shift.id === own);
      expect(seen?.canEdit).toBe(false);
      const moved = await as(org.peer).save('Shift', {
        id: own,
        starttime: '2026-11-30 12:00:00',
        endtime: '2026-11-30 13:00:00',
      });
      expect(moved.isSaveSuccess).toBe(false);
      await call('/access/owd/save', { objectApi: 'Shift', defaultAccess: 'publicReadWrite' });
    });

    it('tells a profile without create permission on shifts that it may not create one', async () => {
      const { call } = as(org.admin);
      await call('/access/profile/save', { id: 'shift_viewer', name: 'Shift viewer' });
      await call('/access/profile/saveObjectPermissions', {
        profileId: 'shift_viewer',
        objectApi: 'Shift',
        read: true,
        create: false,
        edit: false,
        delete: false,
        viewAll: true,
        modifyAll: false,
      });
      await call('/access/user/assign', { userId: org.peer.userId, profileId: 'shift_viewer' });
      try {
        const { plan: viewer } = await plan(org.peer);
        expect(viewer.canCreate).toBe(false);
        expect(viewer.shifts.length).toBeGreaterThan(0);
        expect(viewer.shifts.every((shift) => !shift.canEdit)).toBe(true);
      } finally {
        await call('/access/user/assign', { userId: org.peer.userId, profileId: 'standard_user' });
      }
    });
  });
});
