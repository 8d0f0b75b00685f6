import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalActionRun } from '@vela/core';
import { Alert, Button, Drawer, message, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVALS_QUERY_KEY, fetchActionRuns, refusalText, rerunAction } from '../approvals-api.js';

const STATUS_COLOURS: Record<ApprovalActionRun['status'], string> = {
  queued: 'gold',
  done: 'success',
  failed: 'error',
};

/**
 * A process's run history (issue 20): each action its requests ran, newest first, with its moment,
 * outcome, attempt and reason; a waiting webhook says when it tries again; a failed action is re-run.
 */
export function ActionRunHistory(props: { processId: string; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [failedOnly, setFailedOnly] = useState(false);
  const [failure, setFailure] = useState('');
  const key = [APPROVALS_QUERY_KEY, 'actionRuns', props.processId, failedOnly];
  const runs = useQuery({
    queryKey: key,
    queryFn: () => fetchActionRuns(props.processId, failedOnly),
    // Webhooks move on in the background: the list follows them while any waits.
    refetchInterval: (query) =>
      (query.state.data ?? []).some((run) => run.status === 'queued') ? 2000 : false,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  // A step that found no approver is named as the approver's problem, not as an action.
  const kindLabel = (run: ApprovalActionRun) =>
    run.kind === 'approver' ? t('approvals.approver') : t(`approvals.action.${run.kind}`);
  const when = (iso: string) => (iso ? dateFormat.format(new Date(iso)) : '');
  const rerun = async (run: ApprovalActionRun) => {
    setFailure('');
    try {
      await rerunAction(run.id);
      void messages.success(t('approvals.runs.rerunDone'));
      await client.invalidateQueries({ queryKey: [APPROVALS_QUERY_KEY, 'actionRuns', props.processId] });
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  return (
    <Drawer open size={980} title={t('approvals.runs.title', { name: props.name })} onClose={props.onClose}>
      {messageHolder}
      <Space orientation="vertical" size="middle" className="vela-approvals__stack">
        <Space wrap>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void runs.refetch()}>
            {t('approvals.runs.refresh')}
          </Button>
          <Space>
            <Switch
              id="vela-approval-runs-failed"
              checked={failedOnly}
              onChange={setFailedOnly}
              aria-label={t('approvals.runs.failedOnly')}
            />
            <label htmlFor="vela-approval-runs-failed">{t('approvals.runs.failedOnly')}</label>
          </Space>
        </Space>
        {(failure || runs.error) && (
          <Alert type="error" showIcon role="alert" message={failure || refusalText(runs.error)} />
        )}
        <Table<ApprovalActionRun>
          size="small"
          rowKey="id"
          loading={runs.isLoading}
          dataSource={runs.data ?? []}
          pagination={{ pageSize: 25, hideOnSinglePage: true }}
          locale={{ emptyText: t('approvals.runs.none') }}
          columns={[
            { key: 'when', title: t('approvals.runs.when'), render: (_, run) => when(run.createdAt) },
            {
              key: 'record',
              title: t('approvals.runs.record'),
              render: (_, run) => run.recordName || run.recordId,
            },
            {
              key: 'moment',
              title: t('approvals.runs.moment'),
              render: (_, run) => t(`approvals.trigger.${run.event}`),
            },
            {
              key: 'action',
              title: t('approvals.runs.action'),
              render: (_, run) => (
                <Space orientation="vertical" size={0}>
                  <span>{kindLabel(run)}</span>
                  <Typography.Text type="secondary" className="vela-approvals__run-summary">
                    {run.summary}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              key: 'outcome',
              title: t('approvals.runs.outcome'),
              render: (_, run) => (
                <Space size={4} wrap>
                  <Tag color={STATUS_COLOURS[run.status]} data-status={run.status}>
                    {t(`approvals.runs.status.${run.status}`)}
                  </Tag>
                  {run.rerunOf && <Tag>{t('approvals.runs.rerunTag')}</Tag>}
                </Space>
              ),
            },
            {
              key: 'attempts',
              title: t('approvals.runs.attempt'),
              render: (_, run) =>
                t('approvals.runs.attempts', { attempts: run.attempts, max: run.maxAttempts }),
            },
            {
              key: 'reason',
              title: t('approvals.runs.reason'),
              render: (_, run) => (
                <Space orientation="vertical" size={0}>
                  {run.error && <Typography.Text type="danger">{run.error}</Typography.Text>}
                  {run.retryAt && (
                    <Typography.Text type="secondary">
                      {t('approvals.runs.retryAt', { time: when(run.retryAt) })}
                    </Typography.Text>
                  )}
                  {run.finishedAt && run.status !== 'queued' && (
                    <Typography.Text type="secondary">
                      {t('approvals.runs.finished', { time: when(run.finishedAt) })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'rerun',
              title: t('common.actions'),
              render: (_, run) =>
                run.canRerun ? (
                  <Button
                    size="small"
                    aria-label={t('approvals.runs.rerunLabel', { action: kindLabel(run) })}
                    onClick={() => void rerun(run)}
                  >
                    {t('approvals.runs.rerun')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}
