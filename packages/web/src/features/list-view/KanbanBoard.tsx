import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Empty, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';
import { useGlobalStore } from '../../state/index.js';
import { ListCell } from './ListCell.js';
import type { FieldBrief, KanbanBoardData, KanbanColumnData, ListRow } from './list-view-api.js';
import { listTimeFormatter } from './time-format.js';

interface KanbanBoardProps {
  board: KanbanBoardData;
  /** The caller may change the group field: cards can be dragged. */
  movable: boolean;
  onMove: (cardId: string, to: string) => void;
}

interface CardFormat {
  language: string;
  formatTime: (iso: string) => string;
}

/** Columns by a picklist's values, each with its count and total; cards drag between them. */
export function KanbanBoard({ board, movable, onMove }: KanbanBoardProps) {
  const { i18n } = useTranslation();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const format = useMemo<CardFormat>(
    () => ({ language: i18n.language, formatTime: listTimeFormatter(i18n.language, timeZone) }),
    [i18n.language, timeZone],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const [dragging, setDragging] = useState<ListRow | null>(null);
  const onDragStart = (event: DragStartEvent) => {
    const card = board.columns
      .flatMap((column) => column.cards)
      .find((entry) => entry.id === event.active.id);
    setDragging(card ?? null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const from = event.active.data.current?.from as string | undefined;
    const to = event.over ? String(event.over.id) : undefined;
    if (to !== undefined && from !== to) onMove(String(event.active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className="vela-kanban">
        {board.columns.map((column) => (
          <KanbanLane key={column.value} column={column} board={board} movable={movable} format={format} />
        ))}
      </div>
      <DragOverlay>
        {dragging ? (
          <KanbanCardBody card={dragging} fields={board.cardFields} format={format} overlay />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

interface LaneProps {
  column: KanbanColumnData;
  board: KanbanBoardData;
  movable: boolean;
  format: CardFormat;
}

function KanbanLane({ column, board, movable, format }: LaneProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: column.value });
  const label = column.label || t('listView.kanban.noValue');
  const more = column.count - column.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-column={column.value}
      className={`vela-kanban__lane${isOver ? ' vela-kanban__lane--over' : ''}`}
    >
      <header className="vela-kanban__head">
        <Typography.Text strong className="vela-kanban__label">
          {label}
        </Typography.Text>
        <span className="vela-kanban__count" data-testid="kanban-count">
          {t('listView.kanban.count', { count: column.count })}
        </span>
        {board.sumField && column.sum !== null && (
          <span className="vela-kanban__sum" data-testid="kanban-sum">
            {`${board.sumField.label}: ${formatSum(column.sum, board.sumField, format.language)}`}
          </span>
        )}
      </header>
      <div className="vela-kanban__cards">
        {column.cards.map((card) => (
          <KanbanCard
            key={card.id}
            card={card}
            columnValue={column.value}
            columnLabel={label}
            fields={board.cardFields}
            movable={movable}
            format={format}
          />
        ))}
        {column.count === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listView.kanban.empty')} />
        )}
        {more > 0 && (
          <Typography.Text type="secondary" className="vela-kanban__more">
            {t('listView.kanban.more', { count: more })}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}

interface CardProps {
  card: ListRow;
  columnValue: string;
  columnLabel: string;
  fields: FieldBrief[];
  movable: boolean;
  format: CardFormat;
}

function KanbanCard({ card, columnValue, columnLabel, fields, movable, format }: CardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { from: columnValue },
    disabled: !movable,
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: the card holds the record's link, which a <button> may not contain
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={movable ? 0 : -1}
      aria-label={t('listView.kanban.card', { name: card.name || card.id, column: columnLabel })}
      data-card={card.id}
      className={`vela-kanban__card${isDragging ? ' vela-kanban__card--ghost' : ''}${movable ? '' : ' vela-kanban__card--fixed'}`}
    >
      <KanbanCardBody card={card} fields={fields} format={format} />
    </div>
  );
}

function KanbanCardBody({
  card,
  fields,
  format,
  overlay = false,
}: {
  card: ListRow;
  fields: FieldBrief[];
  format: CardFormat;
  overlay?: boolean;
}) {
  return (
    <div className={overlay ? 'vela-kanban__card vela-kanban__card--overlay' : undefined}>
      <ListCell
        column={{ apiName: 'name', label: '', type: 'S', width: null }}
        row={card}
        language={format.language}
        formatTime={format.formatTime}
      />
      <dl className="vela-kanban__fields">
        {fields.map((field) => (
          <div key={field.apiName} className="vela-kanban__field">
            <dt>{field.label}</dt>
            <dd>
              <ListCell
                column={{ ...field, width: null }}
                row={card}
                language={format.language}
                formatTime={format.formatTime}
              />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function formatSum(sum: number, field: FieldBrief, language: string): string {
  const money = field.type === 'c';
  return numberFormat(language, {
    minimumFractionDigits: money ? 2 : 0,
    maximumFractionDigits: money ? 2 : 6,
  }).format(sum);
}
