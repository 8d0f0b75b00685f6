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
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cellKey, parseCellKey, placeShifts, shiftTimeRange } from '../shift-plan/index.js';
import type { CalendarResource, ResourceBar } from './resource-calendar-api.js';

export interface ResourceCalendarGridProps {
  resources: readonly CalendarResource[];
  bars: readonly ResourceBar[];
  days: readonly Dayjs[];
  today: Dayjs;
  zone: string | undefined;
  onMove: (bar: ResourceBar, to: { resourceId: string; dayIndex: number }) => void;
}

/** Hours of the events in a cell: how booked the resource is that day. */
function bookedHours(bars: readonly ResourceBar[]): number {
  const minutes = bars
    .filter((bar) => bar.kind === 'event')
    .reduce(
      (sum, bar) =>
        sum +
        (Date.parse(`${bar.end.replace(' ', 'T')}Z`) - Date.parse(`${bar.start.replace(' ', 'T')}Z`)) /
          60_000,
      0,
    );
  return Math.round((minutes / 60) * 10) / 10;
}

/**
 * Resources as rows, the week's days as columns; in each cell the resource's
 * shifts (blue) and its user's events (orange) that start that day, and the
 * hours its events book. A bar drags to another cell.
 */
export function ResourceCalendarGrid(props: ResourceCalendarGridProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const weekStart = props.days[0];
  if (!weekStart) return null;
  const cells = placeShifts(props.bars, weekStart, props.zone);
  const onDragEnd = (event: DragEndEvent) => {
    const bar = props.bars.find(
      (candidate) => `${candidate.kind}:${candidate.id}` === String(event.active.id),
    );
    const target = event.over ? parseCellKey(String(event.over.id)) : null;
    if (bar && target) props.onMove(bar, target);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="vela-resource-calendar__scroll">
        <table className="vela-resource-calendar__grid" aria-label={t('resourceCalendar.gridLabel')}>
          <thead>
            <tr>
              <th scope="col" className="vela-resource-calendar__resource">
                {t('resourceCalendar.resource')}
              </th>
              {props.days.map((day) => (
                <th
                  key={day.format('YYYY-MM-DD')}
                  scope="col"
                  className={day.isSame(props.today, 'day') ? 'vela-resource-calendar__today' : undefined}
                >
                  <span className="vela-resource-calendar__weekday">{day.format('ddd')}</span>
                  <span>{day.format('D MMM')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.resources.length === 0 && (
              <tr>
                <td colSpan={props.days.length + 1} className="vela-resource-calendar__empty">
                  {t('resourceCalendar.noResources')}
                </td>
              </tr>
            )}
            {props.resources.map((resource) => (
              <tr key={resource.id}>
                <th scope="row" className="vela-resource-calendar__resource">
                  {resource.name}
                  {resource.userName && (
                    <span className="vela-resource-calendar__user">{resource.userName}</span>
                  )}
                </th>
                {props.days.map((day, dayIndex) => (
                  <CalendarCell
                    key={day.format('YYYY-MM-DD')}
                    resource={resource}
                    day={day}
                    dayIndex={dayIndex}
                    bars={cells.get(cellKey(resource.id, dayIndex)) ?? []}
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

interface CellProps {
  resource: CalendarResource;
  day: Dayjs;
  dayIndex: number;
  bars: readonly ResourceBar[];
  grid: ResourceCalendarGridProps;
}

function CalendarCell({ resource, day, dayIndex, bars, grid }: CellProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: cellKey(resource.id, dayIndex) });
  const booked = bookedHours(bars);
  return (
    <td
      ref={setNodeRef}
      aria-label={t('resourceCalendar.cell', { resource: resource.name, day: day.format('dddd LL') })}
      className={`vela-resource-calendar__cell${isOver ? ' vela-resource-calendar__cell--over' : ''}`}
    >
      {bars.map((bar) => (
        <CalendarBar key={`${bar.kind}:${bar.id}`} bar={bar} zone={grid.zone} />
      ))}
      {booked > 0 && (
        <span className="vela-resource-calendar__booked">
          {t('resourceCalendar.booked', { hours: booked })}
        </span>
      )}
    </td>
  );
}

function CalendarBar({ bar, zone }: { bar: ResourceBar; zone: string | undefined }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging, transform } = useDraggable({
    id: `${bar.kind}:${bar.id}`,
    disabled: !bar.canEdit,
  });
  const time = shiftTimeRange(bar, zone);
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
      data-bar={bar.id}
      aria-label={t(bar.kind === 'shift' ? 'resourceCalendar.shift' : 'resourceCalendar.event', {
        name: bar.name,
        time,
      })}
      className={`vela-resource-calendar__bar vela-resource-calendar__bar--${bar.kind}${isDragging ? ' vela-resource-calendar__bar--dragging' : ''}`}
    >
      <span className="vela-resource-calendar__time">{time}</span>
      <span className="vela-resource-calendar__name">{bar.name}</span>
    </div>
  );
}
