import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalPerson } from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  List,
  message,
  Result,
  Select,
  Space,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  APPROVALS_QUERY_KEY,
  batchApprove,
  batchReassign,
  centerPath,
  decide,
  fetchApprovalPreview,
  loadApprovers,
  reassign,
  recall,
  refusalText,
} from '../approvals-api.js';
import '../approvals.css';
import { ApprovalHistoryList } from './ApprovalHistoryList.js';
import { StatusTag } from './StatusTag.js';

type Page =
  | 'approvalRequest'
  | 'approvalRecall'
  | 'distributionAagain'
  | 'batchApproval'
  | 'batchDistributionAagain'
  | 'lastApprovalPeo'
  | 'nextApproval';

const LIST = '/approvalCenter/approvalList';

/** The approval center's pages beside the list (spec 1 §2.3, S1-R-085…091): the record in ?id=, several in ?ids=. */
export default function ApprovalActionPage() {
  const { t } = useTranslation();
  const page = useLocation().pathname.split('/').at(-1) as Page;
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const ids = (search.get('ids') ?? '').split(',').filter((one) => one !== '');
  const title = t(`approvals.center.page.${page}`);
  let body: ReactNode;
  if (page === 'batchApproval' || page === 'batchDistributionAagain')
    body = <BatchForm ids={ids} reassigning={page === 'batchDistributionAagain'} />;
  else if (!id) body = <Alert type="warning" showIcon message={t('approvals.center.noRecord')} />;
  else body = <SingleRecord id={id} page={page} />;
  return (
    <div className="vela-approvals__page">
      <Card
        title={
          <Typography.Title level={4} className="vela-approvals__title">
            {title}
          </Typography.Title>
        }
        extra={<Link to={LIST}>{t('approvals.center.back')}</Link>}
      >
        {body}
      </Card>
    </div>
  );
}

function people(list: readonly ApprovalPerson[], none: string) {
  return list.length === 0 ? none : list.map((person) => person.name).join(', ');
}

function useDone() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (after: string = LIST) => {
    await client.invalidateQueries({ queryKey: [APPROVALS_QUERY_KEY] });
    await client.invalidateQueries({ queryKey: ['approvalStatus'] });
    void navigate(after);
  };
}

function PersonPicker({
  relatedId,
  value,
  onChange,
}: {
  relatedId: string;
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'people', relatedId, keyword],
    queryFn: () => loadApprovers(relatedId, keyword),
    enabled: relatedId !== '',
  });
  return (
    <Select
      showSearch
      className="vela-approvals__picker"
      aria-label={t('approvals.center.newApprover')}
      placeholder={t('approvals.approverSearch')}
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={onChange}
      loading={options.isFetching}
      options={(options.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
    />
  );
}

function SingleRecord({ id, page }: { id: string; page: Page }) {
  const { t } = useTranslation();
  const done = useDone();
  const [messages, holder] = message.useMessage();
  const [comments, setComments] = useState('');
  const [toUser, setToUser] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const preview = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'preview', id],
    queryFn: () => fetchApprovalPreview(id),
    retry: false,
  });
  // getGotoApprovalPreview is quiet on failure (spec 1 §8): the page says so in place.
  if (preview.isError) return <Result status="warning" title={t('approvals.center.previewFailed')} />;
  const data = preview.data;
  if (!data) return <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>;
  const request = data.request;
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setRefusal('');
    try {
      await work();
      void messages.success(success);
      await done();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const commentsBox = (
    <div className="vela-approvals__field">
      <span className="vela-approval__label">{t('approvals.center.comments')}</span>
      <Input.TextArea
        aria-label={t('approvals.center.comments')}
        rows={3}
        maxLength={2000}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
      />
    </div>
  );
  const summary = (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
      <Descriptions.Item label={t('approvals.center.record')}>
        <Link to={`/commonObjects/detail/${id}/DETAIL`}>{data.recordName}</Link> ({data.objectLabel})
      </Descriptions.Item>
      <Descriptions.Item label={t('approvals.center.status')}>
        {request ? <StatusTag status={request.status} /> : t('approvals.center.noRequest')}
      </Descriptions.Item>
      {request && (
        <>
          <Descriptions.Item label={t('approvals.center.process')}>
            {request.processName} (v{request.version})
          </Descriptions.Item>
          <Descriptions.Item label={t('approvals.center.submittedBy')}>
            {request.submittedBy.name} {request.comments ? `— “${request.comments}”` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('approvals.center.currentApprovers')}>
            {people(data.currentApprovers, t('approvals.center.none'))}
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
  const pending = request?.status === 'pending';
  const refusalBox = refusal && <Alert type="error" showIcon message={refusal} role="alert" />;
  let action: ReactNode = null;
  if (page === 'approvalRequest' && pending && data.canDecide)
    action = (
      <>
        {commentsBox}
        <Space wrap>
          <Button
            type="primary"
            loading={busy}
            onClick={() => void run(() => decide(id, 'approve', comments), t('approvals.center.approved'))}
          >
            {t('approvals.center.approve')}
          </Button>
          <Button
            danger
            loading={busy}
            onClick={() => void run(() => decide(id, 'reject', comments), t('approvals.center.rejected'))}
          >
            {t('approvals.center.reject')}
          </Button>
          <Link to={centerPath('distributionAagain', id)}>{t('approvals.center.reassign')}</Link>
          <Link to={centerPath('lastApprovalPeo', id)}>{t('approvals.center.page.lastApprovalPeo')}</Link>
          <Link to={centerPath('nextApproval', id)}>{t('approvals.center.page.nextApproval')}</Link>
        </Space>
      </>
    );
  else if (page === 'approvalRequest' && pending && data.canRecall)
    action = <Link to={centerPath('approvalRecall', id)}>{t('approvals.center.recall')}</Link>;
  else if (page === 'approvalRecall')
    action =
      pending && data.canRecall ? (
        <>
          {commentsBox}
          <Button
            danger
            loading={busy}
            onClick={() => void run(() => recall(id, comments), t('approvals.center.recalled'))}
          >
            {t('approvals.center.recall')}
          </Button>
        </>
      ) : (
        <Alert type="info" showIcon message={t('approvals.center.cannotRecall')} />
      );
  else if (page === 'distributionAagain')
    action =
      pending && data.canReassign ? (
        <>
          <div className="vela-approvals__field">
            <span className="vela-approval__label">{t('approvals.center.newApprover')}</span>
            <PersonPicker relatedId={id} value={toUser} onChange={setToUser} />
          </div>
          {commentsBox}
          <Button
            type="primary"
            disabled={!toUser}
            loading={busy}
            onClick={() =>
              void run(() => reassign(id, toUser ?? '', comments), t('approvals.center.reassigned'))
            }
          >
            {t('approvals.center.reassign')}
          </Button>
        </>
      ) : (
        <Alert type="info" showIcon message={t('approvals.center.cannotReassign')} />
      );
  else if (page === 'lastApprovalPeo')
    action = (
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('approvals.center.previousApprovers')}>
          {people(data.previousApprovers, t('approvals.center.none'))}
        </Descriptions.Item>
      </Descriptions>
    );
  else if (page === 'nextApproval')
    action = (
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('approvals.center.nextStep')}>
          {data.nextStep
            ? `${data.nextStep.name}: ${people(data.nextStep.approvers, data.nextStep.problem || t('approvals.center.none'))}`
            : t('approvals.center.noNextStep')}
        </Descriptions.Item>
      </Descriptions>
    );
  return (
    <Space direction="vertical" size="large" className="vela-approvals__stack">
      {holder}
      {summary}
      {refusalBox}
      {action}
      {request && <ApprovalHistoryList entries={[request]} />}
    </Space>
  );
}

function BatchForm({ ids, reassigning }: { ids: string[]; reassigning: boolean }) {
  const { t } = useTranslation();
  const done = useDone();
  const [comments, setComments] = useState('');
  const [toUser, setToUser] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Array<{ relatedId: string; ok: boolean; message: string }>>([]);
  const [refusal, setRefusal] = useState('');
  if (ids.length === 0) return <Alert type="warning" showIcon message={t('approvals.center.noRecord')} />;
  const run = async () => {
    setBusy(true);
    setRefusal('');
    try {
      const answer = reassigning
        ? await batchReassign(ids, toUser ?? '', comments)
        : await batchApprove(ids, comments);
      setResults(answer);
      if (answer.every((one) => one.ok)) await done();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const ok = results.filter((one) => one.ok).length;
  return (
    <Space direction="vertical" size="large" className="vela-approvals__stack">
      <Typography.Text>{t('approvals.center.selectedCount', { count: ids.length })}</Typography.Text>
      {reassigning && (
        <div className="vela-approvals__field">
          <span className="vela-approval__label">{t('approvals.center.newApprover')}</span>
          <PersonPicker relatedId={ids[0] ?? ''} value={toUser} onChange={setToUser} />
        </div>
      )}
      <div className="vela-approvals__field">
        <span className="vela-approval__label">{t('approvals.center.comments')}</span>
        <Input.TextArea
          aria-label={t('approvals.center.comments')}
          rows={3}
          maxLength={2000}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
        />
      </div>
      {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
      <Button type="primary" loading={busy} disabled={reassigning && !toUser} onClick={() => void run()}>
        {reassigning ? t('approvals.center.batchReassign') : t('approvals.center.batchApprove')}
      </Button>
      {results.length > 0 && (
        <>
          <Alert
            type={ok === results.length ? 'success' : 'warning'}
            showIcon
            message={t('approvals.center.batchDone', { ok, total: results.length })}
          />
          <List
            size="small"
            dataSource={results.filter((one) => !one.ok)}
            renderItem={(one) => (
              <List.Item>
                <Link to={centerPath('approvalRequest', one.relatedId)}>{one.relatedId}</Link>: {one.message}
              </List.Item>
            )}
          />
        </>
      )}
    </Space>
  );
}
