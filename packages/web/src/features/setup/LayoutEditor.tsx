import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { LayoutEditorItem } from '@vela/core';
import { Button, Card, Checkbox, Input, Segmented, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addSection,
  type DraftSection,
  type DropPlace,
  type LayoutDraft,
  moveField,
  moveSection,
  placedApis,
  removeField,
  removeSection,
  type Side,
  setItemFlag,
  updateSection,
} from './layout-draft.js';
import type { ObjectLayouts } from './setup-api.js';

type FieldInfo = ObjectLayouts['fields'][number];

const PALETTE = 'palette';
const placeId = (place: DropPlace) => `place|${place.sectionKey}|${place.side}|${place.index}`;

function placeOf(id: string): DropPlace | undefined {
  const [kind, sectionKey, side, index] = id.split('|');
  if (kind !== 'place' || !sectionKey || (side !== 'left' && side !== 'right')) return undefined;
  return { sectionKey, side, index: Number(index) };
}

/**
 * The page layout editor's canvas: the fields not on the layout in a palette, the sections with
 * their one or two columns, fields dragged between them with the mouse or the keyboard (focus a
 * field, Space to lift, arrows to move, Space to drop), required and read-only per field.
 */
export function LayoutEditor({
  draft,
  fields,
  onChange,
}: {
  draft: LayoutDraft;
  fields: FieldInfo[];
  onChange: (draft: LayoutDraft) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const byApi = new Map(fields.map((field) => [field.api, field]));
  const placed = placedApis(draft);
  const unplaced = fields.filter((field) => !placed.has(field.api));
  const onDragEnd = (event: DragEndEvent) => {
    const api = String(event.active.id).replace(/^field\|/, '');
    const target = event.over ? String(event.over.id) : undefined;
    if (!target) return;
    if (target === PALETTE) {
      onChange(removeField(draft, api));
      return;
    }
    const place = placeOf(target);
    if (place) onChange(moveField(draft, api, place));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <div className="layout-editor">
        <Palette fields={unplaced} />
        <div className="layout-editor-sections">
          <Typography.Paragraph type="secondary">{t('setup.layout.dragHint')}</Typography.Paragraph>
          {draft.sections.map((section, index) => (
            <SectionCard
              key={section.key}
              section={section}
              first={index === 0}
              last={index === draft.sections.length - 1}
              byApi={byApi}
              draft={draft}
              onChange={onChange}
            />
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => onChange(addSection(draft, t('setup.layout.newSection')))}
          >
            {t('setup.layout.addSection')}
          </Button>
        </div>
      </div>
    </DndContext>
  );
}

function Palette({ fields }: { fields: FieldInfo[] }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: PALETTE });
  return (
    <section
      ref={setNodeRef}
      className={`layout-editor-palette${isOver ? ' layout-editor-over' : ''}`}
      aria-label={t('setup.layout.palette')}
    >
      <Typography.Title level={5}>{t('setup.layout.palette')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('setup.layout.paletteHint')}</Typography.Paragraph>
      {fields.map((field) => (
        <FieldChip key={field.api} api={field.api} label={field.label} required={field.required} />
      ))}
      {fields.length === 0 && (
        <Typography.Text type="secondary">{t('setup.layout.allPlaced')}</Typography.Text>
      )}
    </section>
  );
}

function FieldChip({
  api,
  label,
  required,
  children,
}: {
  api: string;
  label: string;
  required: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging, transform } = useDraggable({ id: `field|${api}` });
  return (
    <div
      ref={setNodeRef}
      className={`layout-editor-chip${isDragging ? ' layout-editor-dragging' : ''}`}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
      data-field={api}
    >
      <button
        type="button"
        className="layout-editor-handle"
        {...listeners}
        {...attributes}
        aria-label={t(required ? 'setup.layout.moveRequiredField' : 'setup.layout.moveField', { label })}
      >
        <HolderOutlined /> {label}
        {required && (
          <Tooltip title={t('setup.layout.requiredByObject')}>
            <span className="layout-editor-required">*</span>
          </Tooltip>
        )}
      </button>
      {children}
    </div>
  );
}

function DropSlot({ place, children }: { place: DropPlace; children?: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: placeId(place) });
  return (
    <div ref={setNodeRef} className={`layout-editor-slot${isOver ? ' layout-editor-over' : ''}`}>
      {children}
    </div>
  );
}

function Column({
  section,
  side,
  byApi,
  draft,
  onChange,
}: {
  section: DraftSection;
  side: Side;
  byApi: Map<string, FieldInfo>;
  draft: LayoutDraft;
  onChange: (draft: LayoutDraft) => void;
}) {
  const { t } = useTranslation();
  const items: LayoutEditorItem[] = section[side];
  return (
    <section
      className="layout-editor-column"
      aria-label={t(side === 'left' ? 'setup.layout.left' : 'setup.layout.right')}
    >
      {items.map((item, index) => {
        const field = byApi.get(item.api);
        const label = field?.label ?? item.api;
        return (
          <DropSlot key={item.api} place={{ sectionKey: section.key, side, index }}>
            <FieldChip api={item.api} label={label} required={field?.required ?? false}>
              <Space size={4} wrap>
                <Checkbox
                  checked={item.required}
                  onChange={(event) =>
                    onChange(setItemFlag(draft, item.api, 'required', event.target.checked))
                  }
                  aria-label={t('setup.layout.requiredOf', { label })}
                >
                  {t('setup.required')}
                </Checkbox>
                <Checkbox
                  checked={item.readonly}
                  onChange={(event) =>
                    onChange(setItemFlag(draft, item.api, 'readonly', event.target.checked))
                  }
                  aria-label={t('setup.layout.readonlyOf', { label })}
                >
                  {t('setup.layout.readonly')}
                </Checkbox>
              </Space>
            </FieldChip>
          </DropSlot>
        );
      })}
      <DropSlot place={{ sectionKey: section.key, side, index: items.length }}>
        <div className="layout-editor-end">{t('setup.layout.dropHere')}</div>
      </DropSlot>
    </section>
  );
}

function SectionCard({
  section,
  first,
  last,
  byApi,
  draft,
  onChange,
}: {
  section: DraftSection;
  first: boolean;
  last: boolean;
  byApi: Map<string, FieldInfo>;
  draft: LayoutDraft;
  onChange: (draft: LayoutDraft) => void;
}) {
  const { t } = useTranslation();
  const change = (patch: Partial<DraftSection>) => onChange(updateSection(draft, section.key, patch));
  return (
    <Card
      size="small"
      className="layout-editor-section"
      title={
        <Input
          value={section.title}
          aria-label={t('setup.layout.sectionTitle')}
          onChange={(event) => change({ title: event.target.value })}
          style={{ maxWidth: 320 }}
        />
      }
      extra={
        <Space size={4} wrap>
          <Segmented<1 | 2>
            size="small"
            value={section.colNum}
            options={[
              { value: 1, label: t('setup.layout.oneColumn') },
              { value: 2, label: t('setup.layout.twoColumns') },
            ]}
            onChange={(colNum) => change({ colNum })}
          />
          <Checkbox
            checked={section.showWhenEdit}
            onChange={(event) => change({ showWhenEdit: event.target.checked })}
          >
            {t('setup.layout.showWhenEdit')}
          </Checkbox>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={first}
            aria-label={t('setup.layout.sectionUp', { title: section.title })}
            onClick={() => onChange(moveSection(draft, section.key, -1))}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={last}
            aria-label={t('setup.layout.sectionDown', { title: section.title })}
            onClick={() => onChange(moveSection(draft, section.key, 1))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('setup.layout.removeSection', { title: section.title })}
            onClick={() => onChange(removeSection(draft, section.key))}
          />
        </Space>
      }
    >
      <div className={section.colNum === 2 ? 'layout-editor-columns' : undefined}>
        <Column section={section} side="left" byApi={byApi} draft={draft} onChange={onChange} />
        {section.colNum === 2 && (
          <Column section={section} side="right" byApi={byApi} draft={draft} onChange={onChange} />
        )}
      </div>
    </Card>
  );
}
