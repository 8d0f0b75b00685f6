import type { KeyboardEvent, PointerEvent } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { barBox, type GanttRow, ROW_HEIGHT } from './gantt-geometry.js';

export const NAME_WIDTH = 260;
const BAR_TOP = 9;
const BAR_HEIGHT = ROW_HEIGHT - 18;

/** What a bar does with the pointer and the keys: one stable set for every row (see GanttChart). */
export interface GanttRowActions {
  down: (event: PointerEvent<HTMLDivElement>, taskId: string) => void;
  move: (event: PointerEvent<HTMLDivElement>) => void;
  up: (taskId: string) => void;
  cancel: () => void;
  key: (event: KeyboardEvent<HTMLDivElement>, taskId: string) => void;
}

interface Props {
  row: GanttRow;
  index: number;
  first: number;
  dayWidth: number;
  showBaseline: boolean;
  /** How far the bar is dragged, in pixels. */
  dx: number;
  saving: boolean;
  actions: GanttRowActions;
}

/**
 * One row of the Gantt: the name column and the milestone's diamond or the
 * task's bar and baseline. Memoised: while the chart scrolls, only the rows
 * coming into view are drawn.
 */
export const GanttRowView = memo(function GanttRowView({
  row,
  index,
  first,
  dayWidth,
  showBaseline,
  dx,
  saving,
  actions,
}: Props) {
  const { t } = useTranslation();
  const top = index * ROW_HEIGHT;
  if (row.kind === 'milestone') {
    const { milestone } = row;
    const day = milestone.end || milestone.start;
    const box = barBox(day, day, first, dayWidth);
    return (
      <div className="vela-gantt__row vela-gantt__row--milestone" style={{ top, height: ROW_HEIGHT }}>
        <div className="vela-gantt__name" style={{ width: NAME_WIDTH }}>
          <strong>{milestone.name}</strong>
          <span className="vela-gantt__dates">{day}</span>
        </div>
        {day ? (
          <span
            className="vela-gantt__diamond"
            style={{ left: NAME_WIDTH + box.left + box.width / 2 - 7, top: ROW_HEIGHT / 2 - 7 }}
            title={t('projects.gantt.milestoneAt', { name: milestone.name, day })}
          />
        ) : null}
      </div>
    );
  }
  const { task } = row;
  const box = barBox(task.start, task.end, first, dayWidth);
  const baseline =
    showBaseline && task.baselineStart ? barBox(task.baselineStart, task.baselineEnd, first, dayWidth) : null;
  const classes = ['vela-gantt__bar'];
  if (task.critical) classes.push('vela-gantt__bar--critical');
  if (task.status === 'Completed') classes.push('vela-gantt__bar--done');
  if (saving) classes.push('vela-gantt__bar--saving');
  const label = t('projects.gantt.barLabel', { name: task.name, start: task.start, end: task.end });
  return (
    <div className="vela-gantt__row" style={{ top, height: ROW_HEIGHT }} data-task-id={task.id}>
      <div className="vela-gantt__name" style={{ width: NAME_WIDTH, paddingLeft: 8 + row.depth * 14 }}>
        <span className="vela-gantt__task-name">{task.name}</span>
        <span className="vela-gantt__dates" data-testid="task-dates">
          {task.start} – {task.end}
        </span>
      </div>
      {baseline ? (
        <span
          className="vela-gantt__baseline"
          style={{ left: NAME_WIDTH + baseline.left, width: baseline.width, top: ROW_HEIGHT - 8 }}
          title={t('projects.gantt.baselineOf', { start: task.baselineStart, end: task.baselineEnd })}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable bar is a button that moves with the arrow keys; a <button> cannot capture the pointer drag across the row */}
      <div
        className={classes.join(' ')}
        style={{ left: NAME_WIDTH + box.left + dx, width: box.width, top: BAR_TOP, height: BAR_HEIGHT }}
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-disabled={!task.canEdit}
        title={`${label}${task.critical ? ` · ${t('projects.gantt.critical')}` : ''}`}
        onPointerDown={task.canEdit ? (event) => actions.down(event, task.id) : undefined}
        onPointerMove={actions.move}
        onPointerUp={() => actions.up(task.id)}
        onPointerCancel={actions.cancel}
        onKeyDown={(event) => actions.key(event, task.id)}
      >
        <span className="vela-gantt__bar-text">{task.owner?.name ?? ''}</span>
      </div>
    </div>
  );
});
