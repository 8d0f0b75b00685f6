import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, message, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLOWS_QUERY_KEY, type FlowRun, fetchFlowRuns, rerunFlowRun } from './automation-api.js';

const STATUS_COLOURS: Record<FlowRun['status'], string> = {
  queued: 'default',
  running: 'processing',
  waiting: 'gold',
  succeeded: 'success',
  failed: 'error',
  skipped: 'default',
};

const OUTCOME_COLOURS: Record<FlowRun['steps'][number]['outcome'], string> = {
  done: 'success',
  failed: 'error',
  waiting: 'gold',
  skipped: 'default',
  branch: 'blue',
};

/** The steps of one run, each with its outcome, attempt and message. */
function RunSteps({ run }: { run: FlowRun }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <section aria-label={t('automation.run.steps')}>
      <List
        size="small"
        dataSource={run.steps}
        renderItem={(step) => (
          <List.Item className="vela-flow__step-outcome">
            <Space wrap>
              <Typography.Text code>{step.step}</Typography.Text>
              <Tag color={OUTCOME_COLOURS[step.outcome]}>{t(`automation.outcome.${step.outcome}`)}</Tag>
              <Typography.Text type="secondary">
                {step.type === 'criteria' ? t('automation.criteria') : t(`automation.action.${step.type}`)}
              </Typography.Text>
              <span>{step.message}</span>
              <Typography.Text type="secondary">
                {time.format(new Date(step.at))}
                {step.attempt > 1 ? ` · #${step.attempt}` : ''}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}

/**
 * The runs of a flow or of a record, newest first: status, reason, and each
 * step's outcome when a row is opened; a failed or skipped run can be re-run.
 */
export function FlowRunHistory(props: { flowId?: string; recordId?: string; showFlow?: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const filter = {
    ...(props.flowId ? { flowId: props.flowId } : {}),
    ...(props.recordId ? { recordId: props.recordId } : {}),
  };
  const runs = useQuery({
    queryKey: [FLOWS_QUERY_KEY, 'runs', filter],
    queryFn: () => fetchFlowRuns(filter),
    // Runs move on in the background: the list follows them while any is unfinished.
    refetchInterval: (query) =>
      (query.state.data ?? []).some((run) => run.status === 'queued' || run.status === 'running')
        ? 1000
        : false,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const rerun = async (run: FlowRun) => {
    await rerunFlowRun(run.id);
    void messages.success(t('automation.run.rerunDone'));
    await queryClient.invalidateQueries({ queryKey: [FLOWS_QUERY_KEY] });
  };
  if (runs.error) return <Alert type="error" showIcon message={runs.error.message} />;
  return (
    <>
      {messageHolder}
      <Space className="vela-flow__history-bar">
        <Button icon={<ReloadOutlined />} onClick={() => void runs.refetch()}>
          {t('automation.run.refresh')}
        </Button>
      </Space>
      <Table<FlowRun>
        size="small"
        rowKey="id"
        loading={runs.isLoading}
        dataSource={runs.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('automation.run.none') }}
        expandable={{ expandedRowRender: (run) => <RunSteps run={run} />, expandRowByClick: true }}
        columns={[
          ...(props.showFlow ? [{ title: t('automation.title'), dataIndex: 'flowName', key: 'flow' }] : []),
          {
            title: t('automation.run.record'),
            key: 'record',
            render: (_value, run) => run.recordName || run.recordId,
          },
          {
            title: t('automation.run.status'),
            key: 'status',
            render: (_value, run) => (
              <Tag color={STATUS_COLOURS[run.status]} data-status={run.status}>
                {t(`automation.status.${run.status}`)}
              </Tag>
            ),
          },
          {
            title: t('automation.run.started'),
            key: 'started',
            render: (_value, run) => dateFormat.format(new Date(run.startedAt)),
          },
          { title: t('automation.run.depth'), dataIndex: 'depth', key: 'depth', width: 70 },
          {
            title: t('automation.run.error'),
            key: 'error',
            render: (_value, run) => <Typography.Text type="danger">{run.error}</Typography.Text>,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value, run) =>
              run.status === 'failed' || run.status === 'skipped' ? (
                <Button
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    void rerun(run);
                  }}
                >
                  {t('automation.run.rerun')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
