import { dayNumber, dayText } from '@vela/core';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GanttRowActions, GanttRowView, NAME_WIDTH } from './GanttRowView.js';
import {
  barBox,
  draggedStart,
  ganttRows,
  ganttSpan,
  ROW_HEIGHT,
  visibleRows,
  ZOOMS,
  type Zoom,
} from './gantt-geometry.js';
import type { ProjectPlan } from './projects-api.js';

const HEADER_HEIGHT = 40;
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
const SCROLL_QUANTUM = ROW_HEIGHT * 4;

interface Props {
  plan: Pick<ProjectPlan, 'tasks' | 'milestones' | 'dependencies'>;
  zoom: Zoom;
  showBaseline: boolean;
  /** Moves a task to a new start day; resolves when the server answered (the plan is read again). */
  onMove: (taskId: string, start: string) => Promise<void>;
  height?: number;
}

interface Drag {
  taskId: string;
  originX: number;
  dx: number;
}

/**
 * The Gantt (issue 22, `gantt/gantt`, `gantt2025`): milestones and tasks on
 * a day timeline in plain DOM, with finish-to-start links drawn in SVG, the
 * critical path in red and the baseline under each bar. Rows are
 * virtualised. A bar is dragged with the mouse or moved a day at a time
 * with the arrow keys; the move (and its dependants') is the server's.
 */
export function GanttChart({ plan, zoom, showBaseline, onMove, height: maxHeight = 560 }: Props) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const dayWidth = ZOOMS[zoom];
  const rows = useMemo(() => ganttRows(plan.tasks, plan.milestones), [plan.tasks, plan.milestones]);
  const span = useMemo(() => ganttSpan(plan.tasks, plan.milestones), [plan.tasks, plan.milestones]);
  const rowOf = useMemo(() => {
    const map = new Map<string, number>();
    rows.forEach((row, index) => {
      if (row.kind === 'task') map.set(row.task.id, index);
    });
    return map;
  }, [rows]);
  const taskById = useMemo(() => new Map(plan.tasks.map((task) => [task.id, task])), [plan.tasks]);
  // As tall as its rows, up to the maximum: a short plan leaves no empty box.
  const height = Math.min(maxHeight, HEADER_HEIGHT + rows.length * ROW_HEIGHT + 18);
  const bodyHeight = height - HEADER_HEIGHT;
  const { from, to } = visibleRows(scrollTop, bodyHeight, rows.length);
  const timelineWidth = span.days * dayWidth;
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [i18n.language],
  );
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    [i18n.language],
  );

  const move = async (taskId: string, start: string) => {
    setPending(taskId);
    try {
      await onMove(taskId, start);
    } finally {
      setPending(null);
      setDrag(null);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>, taskId: string) => {
    if (event.button !== 0 || pending) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ taskId, originX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag({ ...drag, dx: event.clientX - drag.originX });
  };
  const onPointerUp = (taskId: string) => {
    const task = taskById.get(taskId);
    if (!drag || !task) return setDrag(null);
    const start = draggedStart(task.start, drag.dx, dayWidth);
    if (Math.abs(drag.dx) < DRAG_THRESHOLD_PX || start === task.start) return setDrag(null);
    setDrag({ ...drag, dx: (dayNumber(start) ?? 0) * dayWidth - (dayNumber(task.start) ?? 0) * dayWidth });
    void move(taskId, start);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, taskId: string) => {
    const task = taskById.get(taskId);
    const day = task ? dayNumber(task.start) : null;
    if (!task?.canEdit || day === null || pending) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    void move(taskId, dayText(day + step * (event.shiftKey ? 7 : 1)));
  };

  const header = useMemo(() => {
    const marks: Array<{ left: number; label: string; month: boolean }> = [];
    for (let day = span.first; day <= span.last; day += 1) {
      const date = new Date(day * 86_400_000);
      const left = (day - span.first) * dayWidth;
      if (date.getUTCDate() === 1 || day === span.first)
        marks.push({ left, label: monthFormat.format(date), month: true });
      // Days: each day's number; weeks: each Monday's date; months: the month names only.
      if (zoom === 'day') marks.push({ left, label: String(date.getUTCDate()), month: false });
      else if (zoom === 'week' && date.getUTCDay() === 1)
        marks.push({ left, label: dateFormat.format(date), month: false });
    }
    return marks;
  }, [span, zoom, dayWidth, dateFormat, monthFormat]);

  // The scale's marks (a year of days is some 400) stay the same elements while the rows scroll.
  const scale = useMemo(
    () =>
      header.map((mark) => (
        <span
          key={`${mark.left}-${mark.label}`}
          className={mark.month ? 'vela-gantt__mark vela-gantt__mark--month' : 'vela-gantt__mark'}
          style={{ left: mark.left }}
        >
          {mark.label}
        </span>
      )),
    [header],
  );
  // The rows get one unchanging set of handlers that call the latest ones: a row still in view after a
  // scroll step is not drawn again (GanttRowView is memoised on its props).
  const latest = useRef({ onPointerDown, onPointerMove, onPointerUp, onKeyDown, setDrag });
  latest.current = { onPointerDown, onPointerMove, onPointerUp, onKeyDown, setDrag };
  const actions = useMemo<GanttRowActions>(
    () => ({
      down: (event, taskId) => latest.current.onPointerDown(event, taskId),
      move: (event) => latest.current.onPointerMove(event),
      up: (taskId) => latest.current.onPointerUp(taskId),
      cancel: () => latest.current.setDrag(null),
      key: (event, taskId) => latest.current.onKeyDown(event, taskId),
    }),
    [],
  );

  const todayLeft = (Math.floor(Date.now() / 86_400_000) - span.first) * dayWidth;

  const links = plan.dependencies.flatMap((link) => {
    const a = rowOf.get(link.predecessorId);
    const b = rowOf.get(link.successorId);
    const before = taskById.get(link.predecessorId);
    const after = taskById.get(link.successorId);
    if (a === undefined || b === undefined || !before || !after) return [];
    if (Math.max(a, b) < from || Math.min(a, b) >= to) return [];
    const shift = (id: string) => (drag?.taskId === id ? drag.dx : 0);
    const end = barBox(before.start, before.end, span.first, dayWidth);
    const start = barBox(after.start, after.end, span.first, dayWidth);
    const x1 = end.left + end.width + shift(before.id);
    const y1 = (a - from) * ROW_HEIGHT + ROW_HEIGHT / 2;
    const x2 = start.left + shift(after.id);
    const y2 = (b - from) * ROW_HEIGHT + ROW_HEIGHT / 2;
    const elbow = Math.max(x1 + 8, Math.min(x2 - 8, x1 + 8));
    const critical = before.critical && after.critical;
    return [
      <path
        key={`${link.predecessorId}>${link.successorId}`}
        className={critical ? 'vela-gantt__link vela-gantt__link--critical' : 'vela-gantt__link'}
        d={`M${x1},${y1} H${elbow} V${y2} H${x2 - 2}`}
        markerEnd="url(#vela-gantt-arrow)"
      />,
    ];
  });

  return (
    <section
      ref={scroller}
      className="vela-gantt"
      style={{ height }}
      onScroll={(event) =>
        // Quantised to 4 rows (the 8 rows drawn beyond each edge cover them): fewer renders while scrolling.
        setScrollTop(Math.floor(event.currentTarget.scrollTop / SCROLL_QUANTUM) * SCROLL_QUANTUM)
      }
      aria-label={t('projects.gantt.label')}
    >
      <div className="vela-gantt__canvas" style={{ width: NAME_WIDTH + timelineWidth }}>
        <div className="vela-gantt__header" style={{ height: HEADER_HEIGHT }}>
          <div className="vela-gantt__corner" style={{ width: NAME_WIDTH }}>
            {t('projects.gantt.task')}
          </div>
          <div className="vela-gantt__scale" style={{ width: timelineWidth }}>
            {scale}
          </div>
        </div>
        <div className="vela-gantt__body" style={{ height: rows.length * ROW_HEIGHT }}>
          <div
            className="vela-gantt__today"
            style={{ left: NAME_WIDTH + todayLeft, top: from * ROW_HEIGHT, height: (to - from) * ROW_HEIGHT }}
            title={t('projects.gantt.today')}
          />
          <svg
            className="vela-gantt__links"
            width={timelineWidth}
            height={(to - from) * ROW_HEIGHT}
            style={{ left: NAME_WIDTH, top: from * ROW_HEIGHT }}
            aria-hidden="true"
          >
            <defs>
              <marker
                id="vela-gantt-arrow"
                viewBox="0 0 8 8"
                refX="7"
                refY="4"
                markerWidth="7"
                markerHeight="7"
                orient="auto"
              >
                <path d="M0,0 L8,4 L0,8 z" />
              </marker>
            </defs>
            {links}
          </svg>
          {rows.slice(from, to).map((row, offset) => (
            <GanttRowView
              key={row.kind === 'milestone' ? `m-${row.milestone.id}` : row.task.id}
              row={row}
              index={from + offset}
              first={span.first}
              dayWidth={dayWidth}
              showBaseline={showBaseline}
              dx={row.kind === 'task' && drag?.taskId === row.task.id ? drag.dx : 0}
              saving={row.kind === 'task' && pending === row.task.id}
              actions={actions}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
