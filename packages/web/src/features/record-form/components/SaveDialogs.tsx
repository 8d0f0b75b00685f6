import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { EventConflictAnswer } from '@vela/core';
import {
  DIALOG_Z_INDEX,
  EVENT_CONFLICT_PAGE_SIZE,
  OVERLAPPING_EVENTS_PAGER_PAGES,
  pageWindow,
} from '@vela/core';
import { Alert, Button, List, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SaveDialog } from '../hooks/useRecordFormSave.js';
import { checkEventConflict } from '../record-form-api.js';
import { duplicateNotice } from '../state/save-outcome.js';
import { StaleConflictDialog } from './StaleConflictDialog.js';

interface Props {
  dialog: SaveDialog | undefined;
  onClose: () => void;
  onSaveAnyway: () => void;
}

const Z = DIALOG_Z_INDEX + 10;

/** The dialogs a save can end in (spec 2 §2 "Dialogs", §8). */
export function SaveDialogs({ dialog, onClose, onSaveAnyway }: Props) {
  const { t } = useTranslation();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'conflict':
      return <ConflictDialog dialog={dialog} />;
    case 'stale':
      return <StaleConflictDialog dialog={dialog} onClose={onClose} />;
    case 'duplicateWarning':
    case 'duplicateBlocked': {
      const warn = dialog.kind === 'duplicateWarning';
      const notice = duplicateNotice(dialog);
      return (
        <Modal
          open
          zIndex={Z}
          width={520}
          closable={false}
          onCancel={onClose}
          title={null}
          footer={[
            <Button key="cancel" onClick={onClose}>
              {t(warn ? 'common.cancel' : 'common.close')}
            </Button>,
            warn ? (
              <Button key="anyway" type="primary" onClick={onSaveAnyway}>
                {t('recordForm.saveAnyway')}
              </Button>
            ) : null,
          ]}
        >
          <h2
            className={`vela-record-form__duplicate-head vela-record-form__duplicate-head--${warn ? 'warn' : 'block'}`}
            data-duplicate={warn ? 'warn' : 'block'}
            style={{ background: notice.headerColor }}
          >
            {t(notice.title)}
          </h2>
          <Typography.Paragraph>
            {notice.message ?? t(notice.messageKey ?? 'chatter.save.f')}
          </Typography.Paragraph>
          {dialog.candidates.length > 0 ? (
            <List
              size="small"
              bordered
              header={<strong>{t('recordForm.duplicateCandidates')}</strong>}
              dataSource={dialog.candidates}
              renderItem={(candidate) => (
                <List.Item>
                  <Link to={`/commonObjects/detail/${candidate.id}/DETAIL`} target="_blank">
                    {candidate.name || candidate.id}
                  </Link>
                </List.Item>
              )}
            />
          ) : null}
        </Modal>
      );
    }
    case 'duplicateField':
      return (
        <Modal
          open
          zIndex={Z}
          title={t('c3760')}
          onCancel={onClose}
          footer={
            <Button type="primary" onClick={onClose}>
              {t('common.ok')}
            </Button>
          }
        >
          <Typography.Paragraph>
            {t('recordForm.duplicateField', { field: dialog.fieldLabel, record: dialog.recordName })}
          </Typography.Paragraph>
          <Link to={`/commonObjects/detail/${dialog.recordId}/DETAIL`} target="_blank">
            {t('recordForm.openDuplicate', { record: dialog.recordName })}
          </Link>
        </Modal>
      );
    case 'failed':
      return (
        <Modal
          open
          zIndex={Z}
          title={t('label_popup_infoz')}
          onCancel={onClose}
          footer={
            <Button type="primary" onClick={onClose}>
              {t('common.ok')}
            </Button>
          }
        >
          <Alert
            type="error"
            showIcon
            title={dialog.recordId ? t('c170') : dialog.message || t('chatter.save.f')}
            description={
              dialog.recordId ? (
                <ul className="vela-record-form__failures">
                  <li>{t('recordForm.failedRecord', { id: dialog.recordId, message: dialog.message })}</li>
                </ul>
              ) : undefined
            }
          />
        </Modal>
      );
  }
}

/**
 * Overlapping events, 10 a page (S2-K-011) with a pager of 5 page buttons (S2-K-012, which antd's own
 * pager cannot be told); Continue saves, Cancel returns to the form (S2-B-028).
 */
export function ConflictDialog({ dialog }: { dialog: Extract<SaveDialog, { kind: 'conflict' }> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<EventConflictAnswer>(dialog.first);
  const [loading, setLoading] = useState(false);
  const turn = async (next: number) => {
    setLoading(true);
    try {
      setAnswer(await checkEventConflict(dialog.payload, next));
      setPage(next);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Modal
      open
      zIndex={Z}
      width={640}
      title={t('recordForm.conflictTitle')}
      onCancel={() => dialog.decide(false)}
      footer={[
        <Button key="cancel" onClick={() => dialog.decide(false)}>
          {t('common.cancel')}
        </Button>,
        <Button key="go" type="primary" onClick={() => dialog.decide(true)}>
          {t('recordForm.continue')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t('recordForm.conflictIntro', { count: answer.totalCount })}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={answer.data}
        columns={[
          { title: t('recordForm.conflictStart'), dataIndex: 'begintime' },
          { title: t('recordForm.conflictEnd'), dataIndex: 'endtime' },
          { title: t('recordForm.conflictSubject'), dataIndex: 'subject' },
        ]}
        pagination={false}
      />
      <EventPager
        page={page}
        totalCount={answer.totalCount}
        disabled={loading}
        onTurn={(next) => void turn(next)}
      />
    </Modal>
  );
}

function EventPager(props: {
  page: number;
  totalCount: number;
  disabled: boolean;
  onTurn: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(props.totalCount / EVENT_CONFLICT_PAGE_SIZE);
  if (pages <= 1) return null;
  const turn = (next: number) => {
    if (next !== props.page && next >= 1 && next <= pages) props.onTurn(next);
  };
  return (
    <nav className="vela-record-form__pager" aria-label={t('recordForm.conflictTitle')}>
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('recordForm.previousPage')}
        disabled={props.disabled || props.page === 1}
        onClick={() => turn(props.page - 1)}
      />
      {pageWindow(props.page, pages, OVERLAPPING_EVENTS_PAGER_PAGES).map((number) => (
        <Button
          key={number}
          size="small"
          type={number === props.page ? 'primary' : 'default'}
          aria-current={number === props.page ? 'page' : undefined}
          aria-label={t('recordForm.pageNumber', { page: number })}
          disabled={props.disabled}
          onClick={() => turn(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={t('recordForm.nextPage')}
        disabled={props.disabled || props.page === pages}
        onClick={() => turn(props.page + 1)}
      />
    </nav>
  );
}
