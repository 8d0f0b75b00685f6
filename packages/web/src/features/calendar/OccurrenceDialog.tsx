import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventInvitees } from '../event-invitees/index.js';
import type { CalendarItem, OccurrenceScope } from './calendar-api.js';
import { OccurrenceEditForm } from './OccurrenceEditForm.js';

interface Props {
  item: CalendarItem;
  /** The person's zone (an occurrence is edited on their clock). */
  zone: string;
  /** An occurrence edited here was saved (as one, with the following ones, or the series). */
  onEdited: (name: string) => void;
  /** Opens the series' event record (its form edits the whole series). */
  onOpen: () => void;
  /** Deletes after asking which occurrences; resolves once done (or the person cancelled). */
  onDelete: () => Promise<OccurrenceScope | null>;
  onClose: () => void;
}

/**
 * An event as a click on the calendar shows it: when it is, its invitees and
 * answers (an invited person answers here), and what can be done with it
 * (open its record; of a series: open the series, edit or delete this
 * occurrence, the following ones or all).
 */
export function OccurrenceDialog({ item, zone, onEdited, onOpen, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const mayEditSeries = item.canEdit && item.series !== undefined && item.series !== null;
  const when = `${item.startWall.replace('T', ' ').slice(0, 16)} – ${item.endWall.replace('T', ' ').slice(0, 16)}`;
  return (
    <Modal
      open
      title={item.title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        editing
          ? null
          : [
              mayEditSeries && (
                <Button key="edit" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('calendar.series.edit')}
                </Button>
              ),
              mayEditSeries && (
                <Button
                  key="delete"
                  danger
                  icon={<DeleteOutlined />}
                  loading={busy}
                  onClick={() => {
                    setBusy(true);
                    void onDelete().finally(() => setBusy(false));
                  }}
                >
                  {t('calendar.series.delete')}
                </Button>
              ),
              <Button key="open" type="primary" onClick={onOpen}>
                {t(item.series ? 'calendar.series.open' : 'calendar.open')}
              </Button>,
            ]
      }
    >
      {editing ? (
        <OccurrenceEditForm item={item} zone={zone} onSaved={onEdited} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('calendar.series.when')}>{when}</Descriptions.Item>
            {item.location && (
              <Descriptions.Item label={t('calendar.series.where')}>{item.location}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('calendar.series.owner')}>{item.ownerName}</Descriptions.Item>
            {item.series && (
              <Descriptions.Item label={t('calendar.series.repeats')}>
                {t('calendar.series.occurrence', { number: item.series.index + 1 })}
              </Descriptions.Item>
            )}
          </Descriptions>
          <EventInvitees eventId={item.id} />
        </>
      )}
    </Modal>
  );
}
