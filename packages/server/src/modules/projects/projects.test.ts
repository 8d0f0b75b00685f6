import type { GanttTask } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

describeEachDatabase('projects and the Gantt (issue 22)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: AccessOrg['admin']) => callsAs(getApp, user);
  let projectId = '';
  const ids: Record<string, string> = {};
  const plan = async (user: AccessOrg['admin'] = org.manager) =>
    (await as(user).ok('/projects/getPlan', { projectId })) as {
      project: { progress: number; members: Array<{ id: string }>; baselineSavedAt: string };
      tasks: GanttTask[];
      dependencies: Array<{ predecessorId: string; successorId: string }>;
    };
  const task = (tasks: GanttTask[], name: string) => tasks.find((entry) => entry.name === name) as GanttTask;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now: () => new Date('2026-03-01T09:00:00Z') });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_projects');
    await settleAccessJobs(app);
    projectId = await as(org.manager).create('project', {
      name: 'Console rollout',
      principal: org.manager.userId,
      start_date: '2026-03-02',
    });
    for (const [name, start, end, owner, status] of [
      ['Design', '2026-03-02', '2026-03-06', org.manager, 'Completed'],
      ['Build', '2026-03-09', '2026-03-13', org.rep, 'In progress'],
      ['Docs', '2026-03-09', '2026-03-10', org.rep, 'Not started'],
    ] as const)
      ids[name] = await as(org.manager).create('velaSubtask', {
        name,
        project_name: projectId,
        principal: owner.userId,
        start_date: start,
        end_date: end,
        status,
      });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-106] links tasks finish-to-start; a loop is refused naming it, and nothing is saved', async () => {
    const link = async (from: string, to: string) =>
      as(org.manager).call('/projects/addDependency', {
        projectId,
        predecessorId: ids[from],
        successorId: ids[to],
      });
    expect((await link('Design', 'Build')).status).toBe(200);
    expect((await link('Design', 'Docs')).status).toBe(200);
    const loop = await link('Build', 'Design');
    expect(loop.status).toBe(400);
    expect(loop.json.returnInfo).toContain('Design → Build → Design');
    expect((await link('Docs', 'Docs')).json.returnInfo).toContain('cannot depend on itself');
    expect((await plan()).dependencies).toHaveLength(2);
  });

  it('[S1-R-106] [S1-R-107] moving a task moves its dependants through the save pipeline; critical path and baseline follow', async () => {
    const saved = await as(org.manager).ok('/projects/saveBaseline', { projectId });
    expect(saved.taskCount).toBe(3);
    const moved = await as(org.manager).ok('/projects/moveTask', { taskId: ids.Design, start: '2026-03-04' });
    expect(moved.isSaveSuccess).toBe(true);
    expect(moved.moved.map((entry: { id: string }) => entry.id).sort()).toEqual(
      [ids.Design, ids.Build, ids.Docs].sort(),
    );
    const after = await plan();
    expect(task(after.tasks, 'Build')).toMatchObject({
      start: '2026-03-11',
      end: '2026-03-15',
      baselineStart: '2026-03-09',
      baselineEnd: '2026-03-13',
      critical: true,
    });
    expect(task(after.tasks, 'Docs').critical).toBe(false);
    expect(task(after.tasks, 'Design').critical).toBe(true);
    // The record itself changed: its detail reads the new dates.
    const detail = await as(org.manager).detail(ids.Build as string);
    expect(JSON.stringify(detail)).toContain('2026-03-11');
    const bad = await as(org.manager).call('/projects/moveTask', { taskId: ids.Design, start: '4 March' });
    expect(bad.status).toBe(400);
    expect(bad.json.returnInfo).toContain('YYYY-MM-DD');
  });

  it('[S1-R-105] the projects home lists my projects with progress rolled up from tasks and the members', async () => {
    const home = (await as(org.rep).ok('/projects/home', {})) as {
      projects: Array<{ id: string; progress: number; taskCount: number; members: Array<{ id: string }> }>;
    };
    const mine = home.projects.find((entry) => entry.id === projectId);
    // Design 5 days done, Build 5 days half, Docs 2 days not started: (5 + 2.5) / 12.
    expect(mine).toMatchObject({ progress: 63, taskCount: 3 });
    expect(mine?.members.map((member) => member.id).sort()).toEqual(
      [org.manager.userId, org.rep.userId].sort(),
    );
    const tasks = (await as(org.rep).ok('/projects/myTasks', {})) as { tasks: Array<{ name: string }> };
    expect(tasks.tasks.map((entry) => entry.name)).toEqual(['Build', 'Docs']);
    const withDone = (await as(org.manager).ok('/projects/myTasks', { includeCompleted: true })) as {
      tasks: Array<{ name: string; projectName: string }>;
    };
    expect(withDone.tasks).toEqual([
      expect.objectContaining({ name: 'Design', projectName: 'Console rollout' }),
    ]);
  });

  it('[S1-R-104] a daily mood check-in replaces itself the same day; the manager sees the team average only, the rep no trend', async () => {
    const first = await as(org.rep).ok('/mood/checkIn', { score: 2 });
    expect(first).toMatchObject({ day: '2026-03-01', score: 2, note: '' });
    await as(org.rep).ok('/mood/checkIn', { score: 4, note: '  Good sprint  ' });
    expect(await as(org.rep).ok('/mood/today', {})).toMatchObject({
      score: 4,
      note: 'Good sprint',
      leadsTeam: false,
    });
    const bad = await as(org.rep).call('/mood/checkIn', { score: 6 });
    expect(bad.status).toBe(400);
    expect(bad.json.returnInfo).toContain('1 to 5');
    expect((await as(org.rep).call('/mood/teamTrend', {})).status).toBe(403);
    // One answer in the team: no average yet (no one is singled out); the manager's own answer is not the team's.
    await as(org.manager).ok('/mood/checkIn', { score: 1 });
    const trend = await as(org.manager).ok('/mood/teamTrend', { days: 7 });
    expect(trend.points).toHaveLength(7);
    expect(trend.points.at(-1)).toEqual({ day: '2026-03-01', average: null, answers: 1 });
    expect(JSON.stringify(trend)).not.toContain('Good sprint');
  });
});
