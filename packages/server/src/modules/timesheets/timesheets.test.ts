import type { TimesheetWeek } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

const MONDAY = '2026-11-23';
const zero = [0, 0, 0, 0, 0, 0, 0];

describeEachDatabase('timesheets', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: AccessOrg['admin']) => callsAs(() => app, user);
  let project = '';
  let design = '';
  let build = '';
  /** An entry the record form saved into the week that is later submitted and approved. */
  let formEntry = '';
  /** An entry the record form saved into a later, open week. */
  let laterEntry = '';
  /** A task of another person, for their own entries. */
  let peerTask = '';
  const entry = (day: string, hours: number, id?: string) => ({
    ...(id ? { id } : { name: `Design ${day}`, project_task: design }),
    entry_date: day,
    hours,
  });
  const week = async (user: AccessOrg['admin'], weekStart = MONDAY) =>
    (await as(user).ok('/timesheet/getWeek', { weekStart })) as TimesheetWeek;
  const saveWeek = (user: AccessOrg['admin'], rows: unknown[], weekStart = MONDAY) =>
    as(user).call('/timesheet/saveWeek', { weekStart, rows });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_timesheets');
    const { create } = as(org.rep);
    project = await create('project', { name: 'Website relaunch', start_date: '2026-11-01' });
    design = await create('velaSubtask', {
      name: 'Design',
      project_name: project,
      principal: org.rep.userId,
    });
    build = await create('velaSubtask', { name: 'Build', project_name: project, principal: org.rep.userId });
    const process = await as(org.admin).call('/approval/saveProcess', {
      objectApi: 'velaTimesheet',
      name: 'Weekly timesheets',
      active: true,
      order: 1,
      criteria: '',
      approverKind: 'ownerManager',
    });
    expect(process.json.result, JSON.stringify(process.json)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-122] time entries and timesheets are standard objects of the record engine', async () => {
    const { json } = await as(org.admin).call('/field/getFieldList', { objId: 'velatimeentry' });
    const types = Object.fromEntries(
      (json.data as Array<{ apiname: string; schemefieldType: string }>).map((f) => [
        f.apiname,
        f.schemefieldType,
      ]),
    );
    expect(types).toMatchObject({ project_task: 'Y', entry_date: 'D', hours: 'N', note: 'S', billable: 'B' });
  });

  it('[S1-R-122] [S1-R-123] a week lists my open tasks, saves hours per day as time entries and totals them', async () => {
    const empty = await week(org.rep, '2026-11-26');
    expect(empty.weekStart).toBe(MONDAY);
    expect(empty.days).toHaveLength(7);
    expect(empty.rows.map((row) => row.taskName).sort()).toEqual(['Build', 'Design']);
    expect(empty.status).toBe('open');

    const { json } = await saveWeek(org.rep, [
      { taskId: design, hours: [8, 4, 0, 0, 0, 0, 0], billable: true },
      { taskId: build, hours: [0, 4, 7.5, 0, 0, 0, 0], billable: false },
    ]);
    expect(json.result, JSON.stringify(json)).toBe(true);
    const saved = json.data as TimesheetWeek;
    expect(saved.rows.find((row) => row.taskId === build)).toMatchObject({
      hours: [0, 4, 7.5, 0, 0, 0, 0],
      billable: false,
      projectName: 'Website relaunch',
    });
    expect(saved.timesheetId).not.toBe('');
    // Entries are ordinary records: the list and record reads see them.
    const detail = await as(org.rep).detail(saved.timesheetId);
    expect(JSON.stringify(detail)).toContain('23.5');
    const hours = await as(org.rep).ok('/timesheet/projectHours', { projectId: project });
    expect(hours).toMatchObject({ totalHours: 23.5, billableHours: 12 });

    // Changing a day changes its entry; 0 removes it.
    await saveWeek(org.rep, [{ taskId: design, hours: [6, 0, 0, 0, 0, 0, 0], billable: true }]);
    const again = await week(org.rep);
    expect(again.rows.find((row) => row.taskId === design)?.hours).toEqual([6, 0, 0, 0, 0, 0, 0]);
    expect(await as(org.rep).ok('/timesheet/projectHours', { projectId: project })).toMatchObject({
      totalHours: 17.5,
    });
  });

  it('refuses a day over 24 h naming the day, and bad hours naming the field, saving nothing', async () => {
    const before = await week(org.rep);
    const over = await saveWeek(org.rep, [{ taskId: design, hours: [6, 0, 20, 0, 0, 0, 0], billable: true }]);
    expect(over.json.result).toBe(false);
    expect(over.json.returnInfo).toBe('2026-11-25: the hours add up to 27.5 h, more than the 24 h of a day');
    const negative = await saveWeek(org.rep, [
      { taskId: design, hours: [-1, 0, 0, 0, 0, 0, 0], billable: true },
    ]);
    expect(negative.status).toBe(400);
    expect(negative.json.returnInfo).toContain('hours are 0 or more');
    const stranger = await saveWeek(org.rep, [{ taskId: 'p03nothing', hours: zero, billable: true }]);
    expect(stranger.json.returnInfo).toContain('p03nothing is no project task you may read');
    const badDay = await as(org.rep).call('/timesheet/getWeek', { weekStart: '2026-02-30' });
    expect(badDay.json.returnInfo).toContain('2026-02-30 is not a date');
    expect(await week(org.rep)).toEqual(before);
  });

  it('[S1-R-122] a time entry saved on its own (record form, API) is held to the 24 h of a day', async () => {
    const { save } = as(org.rep);
    // The week of 14 December: 20 h logged through the form, then 5 h more on the same day.
    const first = await save('velaTimeEntry', entry('2026-12-14', 20));
    expect(first.isSaveSuccess, first.errormessage).toBe(true);
    laterEntry = first.id;
    const over = await save('velaTimeEntry', entry('2026-12-14', 5));
    expect(over).toMatchObject({
      isSaveSuccess: false,
      errorField: 'hours',
      errormessage: '2026-12-14: the hours add up to 25 h, more than the 24 h of a day',
      // The form shows it in the reader's language from the key (the German test: refusal-text.test.ts).
      messageKey: 'timesheets.dayOver',
      messageParams: { day: '2026-12-14', total: '25' },
    });
    const bad = await save('velaTimeEntry', entry('2026-12-14', 24.5, laterEntry));
    expect(bad.errormessage).toBe(
      'Design 2026-12-14, 2026-12-14: hours are a number from 0 to 24 with at most two decimals',
    );
    // Changing the entry itself counts its new hours, not old and new together.
    expect((await save('velaTimeEntry', entry('2026-12-14', 19, laterEntry))).isSaveSuccess).toBe(true);
    expect((await save('velaTimeEntry', entry('2026-12-14', 5))).isSaveSuccess).toBe(true);
    // Another person's day is their own.
    const peerProject = await as(org.peer).create('project', {
      name: 'Peer project',
      start_date: '2026-11-01',
    });
    // No task owner: the task is not one of the peer's open tasks, so their timesheet stays empty.
    peerTask = await as(org.peer).create('velaSubtask', { name: 'Peer task', project_name: peerProject });
    const peer = await as(org.peer).save('velaTimeEntry', {
      name: 'Peer',
      project_task: peerTask,
      entry_date: '2026-12-14',
      hours: 10,
    });
    expect(peer.isSaveSuccess, peer.errormessage).toBe(true);
    // The week screen may move a full day's hours between tasks: what lowers the day is saved first.
    const full = await saveWeek(
      org.rep,
      [
        { taskId: design, hours: [20, 0, 0, 0, 0, 0, 0], billable: true },
        { taskId: build, hours: [4, 0, 0, 0, 0, 0, 0], billable: true },
      ],
      '2026-12-21',
    );
    expect(full.json.result, JSON.stringify(full.json)).toBe(true);
    const swapped = await saveWeek(
      org.rep,
      [
        { taskId: design, hours: [4, 0, 0, 0, 0, 0, 0], billable: true },
        { taskId: build, hours: [20, 0, 0, 0, 0, 0, 0], billable: true },
      ],
      '2026-12-21',
    );
    expect(swapped.json.result, JSON.stringify(swapped.json)).toBe(true);
    const formDay = await save('velaTimeEntry', entry('2026-11-29', 2));
    expect(formDay.isSaveSuccess, formDay.errormessage).toBe(true);
    formEntry = formDay.id;
  });

  it('[S1-R-122] submits the week to the manager, locks it, and the manager approves it', async () => {
    const submitted = (await as(org.rep).ok('/timesheet/submitWeek', {
      weekStart: MONDAY,
      comments: 'Week 48',
    })) as TimesheetWeek;
    expect(submitted).toMatchObject({ status: 'submitted', locked: true, approverName: 'Mia Manager' });
    const locked = await saveWeek(org.rep, [{ taskId: design, hours: zero, billable: true }]);
    expect(locked.json.returnInfo).toContain('waits for approval');
    const again = await as(org.rep).call('/timesheet/submitWeek', { weekStart: MONDAY });
    expect(again.json.returnInfo).toContain('waits for approval');

    const approved = await as(org.manager).call('/approval/approve', {
      relatedId: submitted.timesheetId,
      comments: 'Thanks',
    });
    expect(approved.json.result, JSON.stringify(approved.json)).toBe(true);
    expect(await week(org.rep)).toMatchObject({ status: 'approved', locked: true });
    const after = await saveWeek(org.rep, [{ taskId: design, hours: zero, billable: true }]);
    expect(after.json.returnInfo).toBe(`The week of ${MONDAY} is approved: its hours can no longer change`);
    expect(after.json.data).toEqual({
      messageKey: 'timesheets.refusal.approved',
      messageParams: { week: MONDAY },
    });
  });

  it("refuses to submit an empty week, and keeps one person's week from another", async () => {
    const empty = await as(org.rep).call('/timesheet/submitWeek', { weekStart: '2026-12-07' });
    expect(empty.json.returnInfo).toBe('The week of 2026-12-07 has no hours to submit');
    const peer = await week(org.peer);
    expect(peer.rows).toEqual([]);
    const missing = await as(org.peer).call('/timesheet/projectHours', { projectId: 'p01nothing' });
    expect(missing.json.returnInfo).toBe('projectId: no such project was not found');
  });
  it('[S1-R-122] a submitted or approved week keeps its entries from the record form and the API too', async () => {
    const { save, call } = as(org.rep);
    const locked = `The week of ${MONDAY} is approved: its hours can no longer change`;
    expect(await save('velaTimeEntry', entry('2026-11-29', 3, formEntry))).toMatchObject({
      isSaveSuccess: false,
      errorField: 'entry_date',
      errormessage: locked,
      messageKey: 'timesheets.refusal.approved',
      messageParams: { week: MONDAY },
    });
    expect((await save('velaTimeEntry', { id: formEntry, note: 'only a note' })).errormessage).toBe(locked);
    expect((await save('velaTimeEntry', entry('2026-11-24', 1))).errormessage).toBe(locked);
    // Neither into the week, nor out of it.
    expect((await save('velaTimeEntry', entry('2026-11-24', 1, laterEntry))).errormessage).toBe(locked);
    expect((await save('velaTimeEntry', entry('2026-12-15', 2, formEntry))).errormessage).toBe(locked);
    const removed = await call('/objectdetail/delete', { id: formEntry });
    expect(removed.json.result).toBe(false);
    expect(removed.json.returnInfo).toBe(locked);
    const massDeleted = await call('/view/batchDelete', { objectApi: 'velaTimeEntry', ids: [formEntry] });
    expect(JSON.stringify(massDeleted.json)).toContain(locked);
    expect(JSON.stringify(await as(org.rep).detail(formEntry))).toContain('Design 2026-11-29');
    // The same days of someone else's week are theirs to change.
    const peer = await as(org.peer).save('velaTimeEntry', {
      name: 'Peer',
      project_task: peerTask,
      entry_date: '2026-11-24',
      hours: 3,
    });
    expect(peer.isSaveSuccess, peer.errormessage).toBe(true);
  });
});
