import { DIALOG_Z_INDEX } from '@vela/core';
import { Button, Checkbox, Modal, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveDialog } from '../hooks/useRecordFormSave.js';
import type { ConflictRow } from '../state/save-conflict.js';

type StaleDialog = Extract<SaveDialog, { kind: 'stale' }>;

/**
 * Someone saved the record after this form opened it (issue 16 item 3):
 * who and when, each field the person changed whose value is now another
 * (theirs beside mine), and the way out — Reload (take theirs, lose mine) or
 * keep mine for the ticked fields and save again over the fresh version.
 * Cancel goes back to the form with nothing saved.
 */
export function StaleConflictDialog({ dialog, onClose }: { dialog: StaleDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const [keep, setKeep] = useState<ReadonlySet<string>>(
    () => new Set(dialog.rows.filter((row) => !row.contested).map((row) => row.api)),
  );
  const toggle = (api: string, on: boolean) =>
    setKeep((current) => {
      const next = new Set(current);
      if (on) next.add(api);
      else next.delete(api);
      return next;
    });
  const who = dialog.who || t('recordForm.conflict.someone');
  const when = dialog.when ? dayjs(dialog.when).format('YYYY-MM-DD HH:mm:ss') : '';
  return (
    <Modal
      open
      zIndex={DIALOG_Z_INDEX + 10}
      width={680}
      title={t('recordForm.conflict.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="reload" onClick={dialog.reload}>
          {t('recordForm.conflict.reload')}
        </Button>,
        <Button
          key="keep"
          type="primary"
          disabled={dialog.rows.length > 0 && keep.size === 0}
          onClick={() => dialog.keepMine(keep)}
        >
          {t('recordForm.conflict.keepMine')}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="record-conflict-who">
        {t('recordForm.conflict.who', { name: who, time: when })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {dialog.rows.length > 0 ? t('recordForm.conflict.hint') : t('recordForm.conflict.noOverlap')}
      </Typography.Paragraph>
      {dialog.rows.length > 0 ? (
        <Table<ConflictRow>
          size="small"
          rowKey="api"
          pagination={false}
          dataSource={dialog.rows}
          columns={[
            {
              title: t('recordForm.conflict.field'),
              dataIndex: 'label',
              render: (label: string, row) => (
                <>
                  {label}{' '}
                  {row.contested ? <Tag color="orange">{t('recordForm.conflict.changedByThem')}</Tag> : null}
                </>
              ),
            },
            { title: t('recordForm.conflict.theirs'), dataIndex: 'theirs' },
            { title: t('recordForm.conflict.mine'), dataIndex: 'mine' },
            {
              title: t('recordForm.conflict.keep'),
              key: 'keep',
              render: (_: unknown, row) => (
                <Checkbox
                  checked={keep.has(row.api)}
                  aria-label={t('recordForm.conflict.keepField', { field: row.label })}
                  onChange={(event) => toggle(row.api, event.target.checked)}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
