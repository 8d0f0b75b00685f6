import { describe, expect, it } from 'vitest';
import { barBox, draggedStart, ganttRows, visibleRows } from './gantt-geometry.js';
import type { GanttMilestone, GanttTask } from './projects-api.js';

const task = (id: string, extra: Partial<GanttTask> = {}): GanttTask => ({
  id,
  name: id,
  start: '2026-03-02',
  end: '2026-03-06',
  status: '',
  milestoneId: '',
  parentId: '',
  owner: null,
  baselineStart: '',
  baselineEnd: '',
  critical: false,
  canEdit: true,
  ...extra,
});
const milestone: GanttMilestone = { id: 'm1', name: 'Pilot', start: '', end: '2026-03-20', status: 'Open' };

describe('Gantt geometry (issue 22)', () => {
  it('puts each milestone before its tasks, sub-tasks under their parent, tasks of no milestone last', () => {
    const rows = ganttRows(
      [task('loose'), task('child', { parentId: 'parent' }), task('parent', { milestoneId: 'm1' })],
      [milestone],
    );
    expect(
      rows.map((row) => (row.kind === 'milestone' ? row.milestone.id : `${row.task.id}@${row.depth}`)),
    ).toEqual(['m1', 'parent@0', 'child@1', 'loose@0']);
  });

  it('draws only the rows in view, with a margin, so 5,000 rows cost what 40 do', () => {
    expect(visibleRows(0, 520, 5000)).toEqual({ from: 0, to: 24 });
    const middle = visibleRows(34 * 2500, 520, 5000);
    expect(middle.to - middle.from).toBeLessThan(40);
  });

  it('turns days into pixels and a drag back into a whole day', () => {
    const first = Date.UTC(2026, 2, 2) / 86_400_000;
    expect(barBox('2026-03-04', '2026-03-06', first, 28)).toEqual({ left: 56, width: 84 });
    expect(draggedStart('2026-03-04', 3 * 28 + 10, 28)).toBe('2026-03-07');
    expect(draggedStart('2026-03-04', -20, 28)).toBe('2026-03-03');
  });
});
