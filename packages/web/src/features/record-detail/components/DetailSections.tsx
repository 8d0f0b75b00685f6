import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailField, DetailSection } from '../record-detail-api.js';
import { type DisplayLocale, displayValue } from '../state/display-value.js';
import { FieldValueView } from './FieldValueView.js';
import { type InlineEditing, InlineEditValue } from './InlineEditValue.js';

interface DetailSectionsProps {
  sections: readonly DetailSection[];
  record: Record<string, unknown>;
  locale: DisplayLocale;
  /** Fields the user may change show a pencil (issue 26 item 9); none without it. */
  editing?: InlineEditing | undefined;
}

/** The layout's sections, each collapsible by its title. */
export function DetailSections({ sections, record, locale, editing }: DetailSectionsProps) {
  const { t } = useTranslation();
  if (sections.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recordDetail.noLayout')} />;
  return (
    <div className="vela-detail-sections">
      {sections.map((section) => (
        <Section
          key={section.selectionId}
          section={section}
          record={record}
          locale={locale}
          editing={editing}
        />
      ))}
    </div>
  );
}

function Section({
  section,
  record,
  locale,
  editing,
}: {
  section: DetailSection;
  record: Record<string, unknown>;
  locale: DisplayLocale;
  editing: InlineEditing | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const fields: DetailField[] = [];
  // Reading order follows the layout: row by row, left then right.
  for (const row of section.data)
    for (const side of section.colNum === 1 ? [row.left] : [row.left, row.right])
      fields.push(
        'apiname' in side && side.apiname
          ? (side as DetailField)
          : ({ apiname: '', fieldId: '', fieldType: '', fieldLabel: '', value: null } as DetailField),
      );
  return (
    <section className="vela-detail-section">
      <h2 className="vela-detail-section__title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={t(open ? 'recordDetail.collapseSection' : 'recordDetail.expandSection', {
            title: section.title,
          })}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? <DownOutlined /> : <RightOutlined />}
          <span>{section.title}</span>
        </button>
      </h2>
      <dl
        id={bodyId}
        hidden={!open}
        className={`vela-detail-section__grid vela-detail-section__grid--${section.colNum === 1 ? 1 : 2}`}
      >
        {fields.map((field, index) =>
          field.apiname ? (
            <div key={field.apiname} className="vela-detail-field" data-field={field.apiname}>
              <dt>{field.fieldLabel}</dt>
              <dd>
                {editing?.editable.has(field.apiname) ? (
                  <InlineEditValue api={field.apiname} label={field.fieldLabel} editing={editing}>
                    <FieldValueView value={displayValue(field, record, locale)} />
                  </InlineEditValue>
                ) : (
                  <FieldValueView value={displayValue(field, record, locale)} />
                )}
              </dd>
            </div>
          ) : (
            // An empty cell keeps the right column's fields on the right.
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to tell them apart
            <div key={`blank-${index}`} className="vela-detail-field vela-detail-field--blank" />
          ),
        )}
      </dl>
    </section>
  );
}
