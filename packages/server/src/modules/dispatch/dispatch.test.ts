import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

/** A Monday far enough ahead that "not before now" never moves the first free time. */
const MONDAY = '2027-03-01';
const TUESDAY = '2027-03-02';

interface Card {
  id: string;
  name: string;
  status: string;
  resourceId: string;
  start: string;
  end: string;
  canEdit: boolean;
}
interface Reason {
  kind: string;
  [key: string]: unknown;
}

describeEachDatabase('dispatch', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: AccessOrg['admin']) => callsAs(() => app, user);
  const ids: Record<string, string> = {};
  const setDefault = async (objectApi: string, defaultAccess: string) =>
    as(org.admin).ok('/access/owd/save', { objectApi, defaultAccess });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_dispatch');
    const { create, fieldId } = as(org.admin);
    ids.north = await create('ServiceTerritory', { name: 'North' });
    ids.south = await create('ServiceTerritory', { name: 'South' });
    // Alex in Hamburg, Sam in Munich; Jordan is a plumber; Ida is inactive; Dana dispatches, not a field worker.
    ids.alex = await create('ServiceResource', {
      name: 'Alex Rivera',
      relatedrecordid: org.admin.userId,
      skills: 'HVAC, Electrical',
      serviceterritoryid: ids.north,
      latitude: '53.551086',
      longitude: '9.993682',
    });
    ids.sam = await create('ServiceResource', {
      name: 'Sam Stone',
      skills: 'hvac',
      serviceterritoryid: ids.north,
      latitude: '48.137154',
      longitude: '11.576124',
    });
    ids.jordan = await create('ServiceResource', {
      name: 'Jordan Lee',
      skills: 'Plumbing',
      serviceterritoryid: ids.north,
      dailyhours: '6',
    });
    ids.ida = await create('ServiceResource', { name: 'Ida Idle', skills: 'HVAC', isactive: false });
    ids.dana = await create('ServiceResource', {
      name: 'Dana Desk',
      resourcetype: 'dispatcher',
      skills: 'HVAC',
      serviceterritoryid: ids.north,
    });
    await create('WorkRule', {
      name: 'Field staff only',
      resourcesproperty: await fieldId('serviceresource', 'resourcetype'),
      fieldoperator: 'n',
      resourcespropertyvalue: 'dispatcher',
    });
    ids.boiler = await create('WorkOrder', {
      subject: 'Boiler repair',
      priority: 'High',
      skills: 'HVAC',
      serviceterritoryid: ids.north,
      durationhours: '2',
      latitude: '53.5753',
      longitude: '10.0153',
    });
    ids.leak = await create('WorkOrder', {
      subject: 'Leaking pipe',
      priority: 'Low',
      skills: 'Plumbing',
      serviceterritoryid: ids.south,
      durationhours: '10',
    });
    // Alex's user has a meeting on Monday morning: Alex is not free before 10:00.
    await create('Event', {
      subject: 'Team meeting',
      begintime: `${MONDAY} 08:00:00`,
      endtime: `${MONDAY} 10:00:00`,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-112] lists waiting work orders, high priority first, filtered by territory, priority, skill and search; active resources only', async () => {
    const desk = await as(org.admin).ok('/dispatch/getDesk', { from: MONDAY, days: 1 });
    expect(desk.waiting.map((card: Card) => card.name)).toEqual(['Boiler repair', 'Leaking pipe']);
    expect(desk.waiting[0]).toMatchObject({
      territoryName: 'North',
      skills: ['HVAC'],
      durationHours: 2,
      canEdit: true,
    });
    expect(desk.resources.map((row: { name: string }) => row.name)).toEqual([
      'Alex Rivera',
      'Dana Desk',
      'Jordan Lee',
      'Sam Stone',
    ]);
    expect(desk.bars).toContainEqual(
      expect.objectContaining({ kind: 'event', name: 'Team meeting', resourceId: ids.alex }),
    );
    expect(desk.priorities.map((option: { code: string }) => option.code)).toEqual(['High', 'Medium', 'Low']);
    const names = async (filter: Record<string, unknown>) =>
      (await as(org.admin).ok('/dispatch/getDesk', { from: MONDAY, ...filter })).waiting.map(
        (card: Card) => card.name,
      );
    expect(await names({ territoryId: ids.south })).toEqual(['Leaking pipe']);
    expect(await names({ priority: 'High' })).toEqual(['Boiler repair']);
    expect(await names({ skill: 'plumbing' })).toEqual(['Leaking pipe']);
    expect(await names({ search: 'BOILER' })).toEqual(['Boiler repair']);
  });

  it('[S1-R-112] recommends qualified resources with their reasons: skills, first free time, travel and workload; rule failures follow with why', async () => {
    const answer = await as(org.admin).ok('/dispatch/recommend', { workOrderId: ids.boiler, from: MONDAY });
    const ranked = answer.recommendations as Array<{
      name: string;
      eligible: boolean;
      firstFreeStart: string;
      reasons: Reason[];
    }>;
    expect(ranked.map((item) => [item.name, item.eligible])).toEqual([
      ['Alex Rivera', true],
      ['Sam Stone', true],
      ['Dana Desk', false],
      ['Jordan Lee', false],
    ]);
    const [alex, sam, dana, jordan] = ranked;
    expect(alex?.firstFreeStart).toBe(`${MONDAY} 10:00:00`);
    expect(alex?.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'freeTime', start: `${MONDAY} 10:00:00`, end: `${MONDAY} 12:00:00` },
        { kind: 'qualified', field: 'Skills', values: ['HVAC'] },
        { kind: 'qualified', field: 'Service territory', values: ['North'] },
        { kind: 'workload', bookedHours: 2, capacityHours: 40 },
      ]),
    );
    const travel = (reasons: Reason[] | undefined) => reasons?.find((reason) => reason.kind === 'travel')?.km;
    expect(travel(alex?.reasons)).toBeLessThan(5);
    expect(travel(sam?.reasons)).toBeGreaterThan(500);
    expect(sam?.firstFreeStart).toBe(`${MONDAY} 08:00:00`);
    expect(dana?.reasons).toContainEqual({ kind: 'workRule', rule: 'Field staff only' });
    expect(jordan?.reasons).toContainEqual({ kind: 'unqualified', field: 'Skills', values: ['HVAC'] });
    expect(ranked.map((item) => item.name)).not.toContain('Ida Idle');
  });

  it('[S1-R-112] assigns through the save pipeline, shows it on the resource, and unassigns', async () => {
    const card = (await as(org.admin).ok('/dispatch/assign', {
      workOrderId: ids.boiler,
      resourceId: ids.alex,
      start: `${MONDAY} 10:00:00`,
    })) as Card;
    expect(card).toMatchObject({
      resourceId: ids.alex,
      status: 'Scheduled',
      start: `${MONDAY} 10:00:00`,
      end: `${MONDAY} 12:00:00`,
    });
    const desk = await as(org.admin).ok('/dispatch/getDesk', { from: MONDAY, days: 7 });
    expect(desk.waiting.map((row: Card) => row.name)).toEqual(['Leaking pipe']);
    expect(desk.bars).toContainEqual(
      expect.objectContaining({ kind: 'workOrder', id: ids.boiler, resourceId: ids.alex, canEdit: true }),
    );
    const back = (await as(org.admin).ok('/dispatch/unassign', { workOrderId: ids.boiler })) as Card;
    expect(back).toMatchObject({ resourceId: '', start: '', status: 'New' });
    await as(org.admin).ok('/dispatch/assign', {
      workOrderId: ids.boiler,
      resourceId: ids.alex,
      start: `${MONDAY} 10:00:00`,
    });
  });

  it('[S1-R-112] travel from the previous job: the first free time leaves the straight-line travel from it at the assumed speed, and the reason says so', async () => {
    // The boiler job (Hamburg, Monday 10:00–12:00) is Alex's; the next job is in Lübeck, about 50 km away.
    const lubeck = await as(org.admin).create('WorkOrder', {
      subject: 'Heat pump check',
      skills: 'HVAC',
      serviceterritoryid: ids.north,
      durationhours: '1',
      latitude: '53.8655',
      longitude: '10.6866',
    });
    const answer = await as(org.admin).ok('/dispatch/recommend', { workOrderId: lubeck, from: MONDAY });
    const byName = new Map(
      (answer.recommendations as Array<{ name: string; firstFreeStart: string; reasons: Reason[] }>).map(
        (item) => [item.name, item],
      ),
    );
    const alex = byName.get('Alex Rivera');
    const travel = alex?.reasons.find((reason) => reason.kind === 'travel');
    expect(travel).toMatchObject({ fromPreviousJob: true });
    const km = travel?.km as number;
    expect(km).toBeGreaterThan(40);
    expect(km).toBeLessThan(60);
    // 40 km/h, rounded up to the minute.
    expect(travel?.minutes).toBe(Math.ceil((km / 40) * 60));
    const minutes = travel?.minutes as number;
    expect(alex?.firstFreeStart).toBe(
      `${MONDAY} ${String(12 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`,
    );
    // Sam has no job before: travel is from the base in Munich, and the day starts at 08:00.
    const sam = byName.get('Sam Stone');
    expect(sam?.reasons.find((reason) => reason.kind === 'travel')).toMatchObject({ fromPreviousJob: false });
    expect(sam?.firstFreeStart).toBe(`${MONDAY} 08:00:00`);
    await as(org.admin).ok('/objectdetail/delete', { id: lubeck });
  });

  it('[S1-R-112] refuses an inactive resource, an overlap with a work order or an event, and an end before the start, naming why; nothing is saved', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const { status, json } = await as(org.admin).call('/dispatch/assign', {
        workOrderId: ids.leak,
        ...body,
      });
      expect(status).toBe(200);
      expect(json.result).toBe(false);
      return json.returnInfo as string;
    };
    expect(await refusal({ resourceId: ids.ida, start: `${TUESDAY} 09:00:00` })).toBe(
      'Ida Idle is inactive: choose an active resource',
    );
    expect(await refusal({ resourceId: ids.alex, start: `${MONDAY} 11:00:00` })).toContain(
      'Alex Rivera is already booked with "Boiler repair" from 2027-03-01 10:00 to 2027-03-01 12:00 (UTC)',
    );
    expect(
      await refusal({ resourceId: ids.alex, start: `${MONDAY} 07:00:00`, end: `${MONDAY} 08:30:00` }),
    ).toContain('"Team meeting"');
    expect(
      await refusal({ resourceId: ids.jordan, start: `${TUESDAY} 09:00:00`, end: `${TUESDAY} 08:00:00` }),
    ).toBe('Scheduled end: the work must end after it starts');
    const garbled = await as(org.admin).call('/dispatch/assign', {
      workOrderId: ids.leak,
      resourceId: ids.jordan,
      start: 'not a time',
    });
    expect(garbled.status).toBe(400);
    expect(garbled.json.returnInfo).toContain('start: write a date and time');
    const desk = await as(org.admin).ok('/dispatch/getDesk', { from: MONDAY });
    expect(desk.waiting.map((row: Card) => row.name)).toEqual(['Leaking pipe']);
    // The record form passes the same guard.
    const viaForm = await as(org.admin).save('WorkOrder', {
      id: ids.leak,
      serviceresourceid: ids.alex,
      scheduledstart: `${MONDAY} 11:30:00`,
      scheduledend: `${MONDAY} 12:30:00`,
    });
    expect(viaForm.isSaveSuccess).toBe(false);
    expect(viaForm.errormessage).toContain('already booked with "Boiler repair"');
  });

  it('[S1-R-032] resource usage: booked hours per day against working hours, over-allocation flagged, totals per resource', async () => {
    await as(org.admin).ok('/dispatch/assign', {
      workOrderId: ids.leak,
      resourceId: ids.jordan,
      start: `${TUESDAY} 07:00:00`,
    });
    const usage = await as(org.admin).ok('/dispatch/getUsage', { from: MONDAY, days: 7 });
    expect(usage.days).toHaveLength(7);
    const row = (name: string) =>
      usage.resources.find((resource: { name: string }) => resource.name === name);
    const jordan = row('Jordan Lee');
    expect(jordan.days[1]).toEqual({ day: TUESDAY, bookedHours: 10, capacityHours: 6, over: true });
    expect(jordan.days[5]).toMatchObject({ capacityHours: 0, over: false });
    expect(jordan.totals).toEqual({
      bookedHours: 10,
      capacityHours: 30,
      over: true,
      overDays: 1,
      utilisation: 33,
    });
    const alex = row('Alex Rivera');
    // The boiler repair (2 h) and the team meeting (2 h) on Monday, of 8 working hours.
    expect(alex.days[0]).toEqual({ day: MONDAY, bookedHours: 4, capacityHours: 8, over: false });
    expect(alex.totals).toMatchObject({ bookedHours: 4, capacityHours: 40, over: false });
    expect(usage.bars).toContainEqual(
      expect.objectContaining({ kind: 'workOrder', id: ids.leak, resourceId: ids.jordan }),
    );
    await as(org.admin).ok('/dispatch/unassign', { workOrderId: ids.leak });
  });

  it('[S1-R-112] a rep without edit access cannot assign; a user sees only the work orders they may read', async () => {
    const mine = await as(org.rep).create('WorkOrder', { subject: 'Rep private job', skills: 'HVAC' });
    try {
      await setDefault('WorkOrder', 'publicReadOnly');
      const seen = await as(org.peer).ok('/dispatch/getDesk', { from: MONDAY });
      expect(seen.waiting.find((card: Card) => card.id === mine)).toMatchObject({ canEdit: false });
      const refused = await as(org.peer).call('/dispatch/assign', {
        workOrderId: mine,
        resourceId: ids.sam,
        start: `${TUESDAY} 09:00:00`,
      });
      expect(refused.json.result).toBe(false);
      expect(refused.json.returnInfo).not.toBe('');
      await setDefault('WorkOrder', 'private');
      const hidden = await as(org.peer).ok('/dispatch/getDesk', { from: MONDAY });
      expect(JSON.stringify(hidden)).not.toContain('Rep private job');
      for (const [url, body] of [
        ['/dispatch/recommend', { workOrderId: mine, from: MONDAY }],
        ['/dispatch/assign', { workOrderId: mine, resourceId: ids.sam, start: `${TUESDAY} 09:00:00` }],
        ['/dispatch/unassign', { workOrderId: mine }],
      ] as const) {
        const { json } = await as(org.peer).call(url, body);
        expect(json.result, url).toBe(false);
        expect(JSON.stringify(json.data ?? ''), url).not.toContain('Rep private job');
      }
      // The rep's manager reads and assigns it.
      const assigned = await as(org.manager).ok('/dispatch/assign', {
        workOrderId: mine,
        resourceId: ids.sam,
        start: `${TUESDAY} 09:00:00`,
      });
      expect(assigned).toMatchObject({ resourceId: ids.sam, end: `${TUESDAY} 10:00:00` });
    } finally {
      await setDefault('WorkOrder', 'publicReadWrite');
    }
  });

  it('refuses malformed requests with the field named', async () => {
    const { status, json } = await as(org.admin).call('/dispatch/getDesk', { from: '1 March', days: 9 });
    expect(status).toBe(400);
    expect(JSON.stringify(json.returnInfo)).toMatch(/from|days/);
    const usage = await as(org.admin).call('/dispatch/getUsage', { from: MONDAY, days: 60 });
    expect(usage.status).toBe(400);
  });
});
