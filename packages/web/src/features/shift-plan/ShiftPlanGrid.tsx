import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cellKey, parseCellKey, placeShifts, shiftTimeRange } from './plan-week.js';
import type { PlanResource, PlanShift } from './shift-plan-api.js';

/** Tag colours of the status picklist's values: planned, agreed, announced. */
const STATUS_COLOURS: Record<string, string> = { Tentative: 'gold', Confirmed: 'blue', Published: 'green' };

export interface ShiftPlanGridProps {
  resources: readonly PlanResource[];
  shifts: readonly PlanShift[];
  days: readonly Dayjs[];
  today: Dayjs;
  zone: string | undefined;
  canCreate: boolean;
  statusLabel: (status: string) => string;
  onCreate: (resource: PlanResource, day: Dayjs) => void;
  onOpen: (shift: PlanShift) => void;
  onMove: (shift: PlanShift, to: { resourceId: string; dayIndex: number }) => void;
}

/**
 * Resources as rows, the week's days as columns, each shift a bar in the
 * cell of its resource and start day. An empty part of a cell creates a
 * shift there; a bar opens its shift, or drags to another cell.
 */
export function ShiftPlanGrid(props: ShiftPlanGridProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const weekStart = props.days[0];
  if (!weekStart) return null;
  const known = new Set(props.resources.map((resource) => resource.id));
  // Shifts of no resource (or of one the caller may not see) go to a row of their own.
  const placed = props.shifts.map((shift) =>
    known.has(shift.resourceId) ? shift : { ...shift, resourceId: '' },
  );
  const cells = placeShifts(placed, weekStart, props.zone);
  const rows: PlanResource[] = placed.some((shift) => shift.resourceId === '')
    ? [...props.resources, { id: '', name: t('shiftPlan.unassigned'), resourceType: '' }]
    : [...props.resources];
  const onDragEnd = (event: DragEndEvent) => {
    const shift = props.shifts.find((candidate) => candidate.id === String(event.active.id));
    const target = event.over ? parseCellKey(String(event.over.id)) : null;
    if (shift && target) props.onMove(shift, target);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="vela-shift-plan__scroll">
        <table className="vela-shift-plan__grid" aria-label={t('shiftPlan.gridLabel')}>
          <thead>
            <tr>
              <th scope="col" className="vela-shift-plan__resource">
                {t('shiftPlan.resource')}
              </th>
              {props.days.map((day) => (
                <th
                  key={day.format('YYYY-MM-DD')}
                  scope="col"
                  className={`vela-shift-plan__day${day.isSame(props.today, 'day') ? ' vela-shift-plan__day--today' : ''}`}
                >
                  <span className="vela-shift-plan__weekday">{day.format('ddd')}</span>
                  <span className="vela-shift-plan__date">{day.format('D MMM')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={props.days.length + 1} className="vela-shift-plan__empty">
                  {t('shiftPlan.noResources')}
                </td>
              </tr>
            )}
            {rows.map((resource) => (
              <tr key={resource.id || 'unassigned'}>
                <th scope="row" className="vela-shift-plan__resource">
                  {resource.name}
                </th>
                {props.days.map((day, dayIndex) => (
                  <PlanCell
                    key={day.format('YYYY-MM-DD')}
                    resource={resource}
                    day={day}
                    dayIndex={dayIndex}
                    shifts={cells.get(cellKey(resource.id, dayIndex)) ?? []}
                    grid={props}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DndContext>
  );
}

interface PlanCellProps {
  resource: PlanResource;
  day: Dayjs;
  dayIndex: number;
  shifts: readonly PlanShift[];
  grid: ShiftPlanGridProps;
}

function PlanCell({ resource, day, dayIndex, shifts, grid }: PlanCellProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: cellKey(resource.id, dayIndex) });
  const label = t('shiftPlan.cell', { resource: resource.name, day: day.format('dddd LL') });
  const creatable = grid.canCreate && resource.id !== '';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the cell's + button is the keyboard's way to add a shift; a click anywhere empty in the cell is the mouse's shortcut
    <td
      ref={setNodeRef}
      aria-label={label}
      onClick={(event) => {
        if (creatable && event.target === event.currentTarget) grid.onCreate(resource, day);
      }}
      className={`vela-shift-plan__cell${isOver ? ' vela-shift-plan__cell--over' : ''}${day.isSame(grid.today, 'day') ? ' vela-shift-plan__cell--today' : ''}`}
    >
      {shifts.map((shift) => (
        <ShiftBar key={shift.id} shift={shift} grid={grid} />
      ))}
      {creatable && (
        <button
          type="button"
          className="vela-shift-plan__add"
          aria-label={t('shiftPlan.addIn', { resource: resource.name, day: day.format('dddd LL') })}
          onClick={() => grid.onCreate(resource, day)}
        >
          +
        </button>
      )}
    </td>
  );
}

function ShiftBar({ shift, grid }: { shift: PlanShift; grid: ShiftPlanGridProps }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging, transform } = useDraggable({
    id: shift.id,
    disabled: !shift.canEdit,
  });
  const range = shiftTimeRange(shift, grid.zone);
  const status = grid.statusLabel(shift.status);
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: dnd-kit's draggable needs its own element with the drag listeners; a <button> would swallow the pointer events it listens for
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      style={style}
      data-shift={shift.id}
      data-status={shift.status}
      aria-label={t('shiftPlan.shift', { name: shift.name, time: range, status })}
      className={`vela-shift-plan__shift vela-shift-plan__shift--${shift.status.toLowerCase() || 'none'}${isDragging ? ' vela-shift-plan__shift--dragging' : ''}${shift.canEdit ? '' : ' vela-shift-plan__shift--fixed'}`}
      onClick={() => grid.onOpen(shift)}
      onKeyDown={(event) => {
        // Enter opens, as a click does; space stays the keyboard's way to pick the bar up.
        if (event.key === 'Enter') grid.onOpen(shift);
        else listeners?.onKeyDown?.(event);
      }}
    >
      <span className="vela-shift-plan__time">{range}</span>
      <span className="vela-shift-plan__name">{shift.name}</span>
      {shift.status && (
        <Tag className="vela-shift-plan__status" color={STATUS_COLOURS[shift.status] ?? 'default'}>
          {status}
        </Tag>
      )}
    </div>
  );
}
