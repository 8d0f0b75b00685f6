import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  barPieces,
  type DeskView,
  FIRST_HOUR,
  type Slot,
  slotKey,
  slotsOf,
  timeRange,
} from './desk-timeline.js';
import type { DeskBar, DeskResource } from './dispatch-api.js';

interface DeskTimelineProps {
  resources: readonly DeskResource[];
  bars: readonly DeskBar[];
  days: readonly Dayjs[];
  view: DeskView;
  zone: string | undefined;
  selectedId: string | null;
  onSelectBar: (bar: DeskBar) => void;
}

/**
 * Resources as rows, the visible hours of the day or week as columns: each
 * row's slots take a dropped work order at their hour; its work orders,
 * shifts and events lie over them as bars. An assigned work order's bar
 * drags to another slot as a waiting card does.
 */
export function DeskTimeline(props: DeskTimelineProps) {
  const { t } = useTranslation();
  const slots = slotsOf(props.days, props.view);
  return (
    <div className="vela-dispatch__timeline">
      <table className="vela-dispatch__table" aria-label={t('dispatch.gridLabel')}>
        <thead>
          <tr className="vela-dispatch__row vela-dispatch__row--head">
            <th scope="col" className="vela-dispatch__resource">
              {t('dispatch.resource')}
            </th>
            <th scope="col">
              <div className="vela-dispatch__track vela-dispatch__track--head">
                {slots.map((slot) => (
                  <span key={slot.wall} className="vela-dispatch__hour">
                    {props.view === 'week' && slot.wall.endsWith(`${String(FIRST_HOUR).padStart(2, '0')}:00`)
                      ? `${props.days[slot.dayIndex]?.format('ddd D') ?? ''} ${slot.wall.slice(11)}`
                      : slot.wall.slice(11)}
                  </span>
                ))}
              </div>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.resources.length === 0 && (
            <tr>
              <td colSpan={2} className="vela-dispatch__empty">
                {t('dispatch.noResources')}
              </td>
            </tr>
          )}
          {props.resources.map((resource) => (
            <tr key={resource.id} className="vela-dispatch__row" data-resource={resource.id}>
              <th scope="row" className="vela-dispatch__resource">
                {resource.name}
                <span className="vela-dispatch__resource-meta">
                  {[resource.userName, resource.territoryName, resource.skills.join(', ')]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </th>
              <td className="vela-dispatch__lane">
                <div className="vela-dispatch__track">
                  {slots.map((slot) => (
                    <DropSlot key={slot.wall} resource={resource} slot={slot} />
                  ))}
                  {props.bars
                    .filter((bar) => bar.resourceId === resource.id)
                    .map((bar) => (
                      <TimelineBar
                        key={`${bar.kind}:${bar.id}`}
                        bar={bar}
                        days={props.days}
                        zone={props.zone}
                        selected={bar.id === props.selectedId}
                        onSelect={props.onSelectBar}
                      />
                    ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DropSlot({ resource, slot }: { resource: DeskResource; slot: Slot }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: slotKey(resource.id, slot.wall) });
  return (
    <span
      ref={setNodeRef}
      data-slot={slot.wall}
      title={t('dispatch.slot', { resource: resource.name, time: slot.wall })}
      className={`vela-dispatch__slot${isOver ? ' vela-dispatch__slot--over' : ''}`}
    />
  );
}

function TimelineBar({
  bar,
  days,
  zone,
  selected,
  onSelect,
}: {
  bar: DeskBar;
  days: readonly Dayjs[];
  zone: string | undefined;
  selected: boolean;
  onSelect: (bar: DeskBar) => void;
}) {
  const { t } = useTranslation();
  const movable = bar.kind === 'workOrder' && bar.canEdit;
  const { attributes, listeners, setNodeRef, transform } = useDraggable({
    id: `wo|${bar.id}`,
    disabled: !movable,
  });
  const time = timeRange(bar, zone);
  const label = t(`dispatch.bar.${bar.kind}`, { name: bar.name, time });
  return barPieces(bar, days, zone).map((piece, index) => {
    const style = {
      left: `${piece.left}%`,
      width: `${piece.width}%`,
      ...(transform && index === 0 ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : {}),
    };
    const className = `vela-dispatch__bar vela-dispatch__bar--${bar.kind}${selected ? ' vela-dispatch__bar--selected' : ''}`;
    if (bar.kind !== 'workOrder' || index > 0)
      return (
        <span
          key={piece.left}
          className={className}
          style={style}
          title={label}
          aria-label={label}
          role="img"
        >
          {bar.name}
        </span>
      );
    return (
      // biome-ignore lint/a11y/useSemanticElements: dnd-kit's draggable needs its own element with the drag listeners
      <div
        key={piece.left}
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-pressed={selected}
        data-bar={bar.id}
        className={className}
        style={style}
        onClick={() => onSelect(bar)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSelect(bar);
          listeners?.onKeyDown?.(event);
        }}
      >
        {bar.name}
      </div>
    );
  });
}
