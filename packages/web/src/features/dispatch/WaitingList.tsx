import { useDraggable } from '@dnd-kit/core';
import { Empty, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DispatchDesk, WorkOrderCard } from './dispatch-api.js';

export interface DeskFilters {
  search: string;
  territoryId?: string | undefined;
  priority?: string | undefined;
  skill?: string | undefined;
}

interface WaitingListProps {
  desk: DispatchDesk | undefined;
  filters: DeskFilters;
  onFilters: (filters: DeskFilters) => void;
  selectedId: string | null;
  onSelect: (card: WorkOrderCard) => void;
}

/** The desk's left side: the waiting work orders, their filters and search; each card drags onto the timeline. */
export function WaitingList({ desk, filters, onFilters, selectedId, onSelect }: WaitingListProps) {
  const { t } = useTranslation();
  const waiting = desk?.waiting ?? [];
  return (
    <section className="vela-dispatch__waiting" aria-labelledby="vela-dispatch-waiting">
      <Typography.Title level={5} id="vela-dispatch-waiting">
        {t('dispatch.waiting', { count: waiting.length })}
      </Typography.Title>
      <div className="vela-dispatch__filters">
        <Input.Search
          allowClear
          aria-label={t('dispatch.search')}
          placeholder={t('dispatch.search')}
          defaultValue={filters.search}
          onSearch={(search) => onFilters({ ...filters, search })}
        />
        <Select
          allowClear
          aria-label={t('dispatch.territory')}
          placeholder={t('dispatch.territory')}
          value={filters.territoryId}
          onChange={(territoryId) => onFilters({ ...filters, territoryId })}
          options={(desk?.territories ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        <Select
          allowClear
          aria-label={t('dispatch.priority')}
          placeholder={t('dispatch.priority')}
          value={filters.priority}
          onChange={(priority) => onFilters({ ...filters, priority })}
          options={(desk?.priorities ?? []).map((item) => ({ value: item.code, label: item.label }))}
        />
        <Select
          allowClear
          aria-label={t('dispatch.skill')}
          placeholder={t('dispatch.skill')}
          value={filters.skill}
          onChange={(skill) => onFilters({ ...filters, skill })}
          options={(desk?.skills ?? []).map((skill) => ({ value: skill, label: skill }))}
        />
      </div>
      {desk && waiting.length === 0 && <Empty description={t('dispatch.noWaiting')} />}
      <ul className="vela-dispatch__cards">
        {waiting.map((card) => (
          <WaitingCard key={card.id} card={card} selected={card.id === selectedId} onSelect={onSelect} />
        ))}
      </ul>
    </section>
  );
}

function WaitingCard({
  card,
  selected,
  onSelect,
}: {
  card: WorkOrderCard;
  selected: boolean;
  onSelect: (card: WorkOrderCard) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `wo|${card.id}`,
    disabled: !card.canEdit,
  });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    <li>
      {/* biome-ignore lint/a11y/useSemanticElements: dnd-kit's draggable needs its own element with the drag listeners; a <button> would swallow the pointer events it listens for */}
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        style={style}
        aria-pressed={selected}
        aria-label={t('dispatch.workOrder', {
          name: card.name,
          priority: card.priority,
          hours: card.durationHours,
        })}
        data-work-order={card.id}
        className={`vela-dispatch__card${selected ? ' vela-dispatch__card--selected' : ''}${isDragging ? ' vela-dispatch__card--dragging' : ''}`}
        onClick={() => onSelect(card)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSelect(card);
          listeners?.onKeyDown?.(event);
        }}
      >
        <span className="vela-dispatch__card-name">{card.name}</span>
        <span className="vela-dispatch__card-meta">
          {card.priority && <Tag color={card.priority === 'High' ? 'red' : undefined}>{card.priority}</Tag>}
          {card.territoryName && <Tag>{card.territoryName}</Tag>}
          {card.skills.map((skill) => (
            <Tag key={skill} color="blue">
              {skill}
            </Tag>
          ))}
          <span>{card.durationHours} h</span>
        </span>
      </div>
    </li>
  );
}
