import { describe, expect, it } from 'vitest';
import { rollUpProgress } from './progress.js';
import {
  checkDependency,
  criticalTaskIds,
  rescheduleTask,
  type ScheduledTask,
  type TaskDependency,
} from './schedule.js';

const tasks: ScheduledTask[] = [
  { id: 'design', start: '2026-03-02', end: '2026-03-06' },
  { id: 'build', start: '2026-03-09', end: '2026-03-20' },
  { id: 'docs', start: '2026-03-09', end: '2026-03-10' },
  { id: 'launch', start: '2026-03-23', end: '2026-03-23' },
];
const links: TaskDependency[] = [
  { predecessorId: 'design', successorId: 'build' },
  { predecessorId: 'design', successorId: 'docs' },
  { predecessorId: 'build', successorId: 'launch' },
  { predecessorId: 'docs', successorId: 'launch' },
];
const ids = new Set(tasks.map((task) => task.id));

describe('project scheduling (issue 22, Gantt)', () => {
  it('moving a task later moves its dependants by the same days, keeping each length', () => {
    const changed = rescheduleTask(tasks, links, 'design', '2026-03-04');
    expect(changed).toEqual([
      { id: 'design', start: '2026-03-04', end: '2026-03-08' },
      { id: 'build', start: '2026-03-11', end: '2026-03-22' },
      { id: 'docs', start: '2026-03-11', end: '2026-03-12' },
      { id: 'launch', start: '2026-03-25', end: '2026-03-25' },
    ]);
  });

  it('a dependant never starts before all its predecessors end, even when only one of them moved', () => {
    // docs moves 10 days later: launch must wait for it, build stays.
    const changed = rescheduleTask(tasks, links, 'docs', '2026-03-19');
    expect(changed).toEqual([
      { id: 'docs', start: '2026-03-19', end: '2026-03-20' },
      { id: 'launch', start: '2026-04-02', end: '2026-04-02' },
    ]);
    const pulled = rescheduleTask(tasks, links, 'build', '2026-03-07');
    // build may be dragged earlier than design's end by the user; launch follows it but stays after docs.
    expect(pulled.find((task) => task.id === 'launch')).toEqual({
      id: 'launch',
      start: '2026-03-21',
      end: '2026-03-21',
    });
  });

  it('an unknown task or a date that is not a date changes nothing', () => {
    expect(rescheduleTask(tasks, links, 'nope', '2026-03-04')).toEqual([]);
    expect(rescheduleTask(tasks, links, 'design', '2026-02-30')).toEqual([]);
  });

  it('a link that closes a loop is refused with the loop; self, unknown and duplicate links too', () => {
    expect(checkDependency(ids, links, { predecessorId: 'launch', successorId: 'design' })).toEqual({
      problem: 'cycle',
      loop: ['design', 'build', 'launch', 'design'],
    });
    expect(checkDependency(ids, links, { predecessorId: 'docs', successorId: 'docs' })?.problem).toBe('self');
    expect(checkDependency(ids, links, { predecessorId: 'x', successorId: 'docs' })?.problem).toBe(
      'unknownTask',
    );
    expect(checkDependency(ids, links, { predecessorId: 'design', successorId: 'build' })?.problem).toBe(
      'duplicate',
    );
    expect(checkDependency(ids, links, { predecessorId: 'docs', successorId: 'build' })).toBeNull();
  });

  it('the critical path is the chain without slack: design, build, launch; docs has slack', () => {
    expect([...criticalTaskIds(tasks, links)].sort()).toEqual(['build', 'design', 'launch']);
    expect([...criticalTaskIds(tasks, [])]).toEqual(['launch']);
  });

  it('progress weighs each task by its days: done counts whole, in progress half', () => {
    expect(rollUpProgress([])).toBe(0);
    expect(
      rollUpProgress([
        { ...(tasks[0] as ScheduledTask), status: 'Completed' },
        { ...(tasks[2] as ScheduledTask), status: 'In progress' },
        { ...(tasks[3] as ScheduledTask), status: 'Not started' },
      ]),
    ).toBe(Math.round(((5 + 1) / 8) * 100));
  });
});

describe('team mood (issue 22)', () => {
  it('averages a day only when enough people answered, so no one is singled out', async () => {
    const { moodTrend } = await import('./mood.js');
    expect(
      moodTrend(
        [
          { day: '2026-03-02', score: 4 },
          { day: '2026-03-02', score: 5 },
          { day: '2026-03-03', score: 1 },
        ],
        ['2026-03-02', '2026-03-03', '2026-03-04'],
      ),
    ).toEqual([
      { day: '2026-03-02', average: 4.5, answers: 2 },
      { day: '2026-03-03', average: null, answers: 1 },
      { day: '2026-03-04', average: null, answers: 0 },
    ]);
  });
});
