import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApprovalDefinition, type ApprovalStep, defaultDefinition, EDIT_LOCKS } from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  InputNumber,
  message,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  APPROVALS_QUERY_KEY,
  fetchProcesses,
  fetchSetup,
  refusalText,
  saveProcess,
} from '../approvals-api.js';
import '../approvals.css';
import { ActionsCard } from './ActionsCard.js';
import { CriteriaCard } from './CriteriaCard.js';
import { ProcessDiagram } from './ProcessDiagram.js';
import { StepsCard } from './StepsCard.js';

const SETTINGS = '/systemSettings/setuppage/processSettings';

/**
 * systemSettings/setuppage/newBuildProcess (S1-R-186): an approval process's
 * entry criteria (field conditions or a formula), its ordered steps and
 * actions, and its diagram. ?objectApi= names the object, ?id= an existing process.
 */
export default function ProcessBuilderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const objectApi = search.get('objectApi') ?? 'Opportunity';
  const id = search.get('id') ?? undefined;
  const [messages, holder] = message.useMessage();
  const setup = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'setup', objectApi],
    queryFn: () => fetchSetup(objectApi),
  });
  const existing = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'processes', objectApi],
    queryFn: () => fetchProcesses(objectApi),
  });
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const [order, setOrder] = useState(1);
  const [criteria, setCriteria] = useState('');
  const [definition, setDefinition] = useState<ApprovalDefinition>(defaultDefinition());
  const [loadedId, setLoadedId] = useState<string>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const process = id ? existing.data?.find((one) => one.id === id) : undefined;
  useEffect(() => {
    if (process && loadedId !== process.id) {
      setLoadedId(process.id);
      setName(process.name);
      setActive(process.active);
      setOrder(process.order);
      setCriteria(process.criteria);
      setDefinition(process.definition);
    } else if (!id && existing.data && loadedId === undefined) {
      setLoadedId('');
      setOrder(existing.data.length + 1);
    }
  }, [process, id, existing.data, loadedId]);

  const patch = (change: Partial<ApprovalDefinition>) =>
    setDefinition((current) => ({ ...current, ...change }));
  const fields = setup.data?.fields ?? [];
  const people = (setup.data?.users ?? []).map((one) => ({ value: one.id, label: one.name }));
  const approverOptions = (kind: ApprovalStep['approverKind']) =>
    kind === 'user'
      ? people
      : (kind === 'role' ? (setup.data?.roles ?? []) : (setup.data?.groups ?? [])).map((one) => ({
          value: one.id,
          label: one.name,
        }));

  const save = async () => {
    setBusy(true);
    setFailure('');
    try {
      const saved = await saveProcess({ objectApi, id, name, active, order, criteria, definition });
      await client.invalidateQueries({ queryKey: [APPROVALS_QUERY_KEY, 'processes', objectApi] });
      void messages.success(t('approvals.builder.saved', { name: saved.name, version: saved.version }));
      void navigate(`${SETTINGS}?objectApi=${encodeURIComponent(objectApi)}`);
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vela-approvals__page">
      {holder}
      <Card
        title={
          <Typography.Title level={4} className="vela-approvals__title">
            {id
              ? t('approvals.builder.editTitle', { name: process?.name ?? '' })
              : t('approvals.builder.newTitle')}
          </Typography.Title>
        }
        extra={
          <Link to={`${SETTINGS}?objectApi=${encodeURIComponent(objectApi)}`}>
            {t('approvals.settings.title')}
          </Link>
        }
      >
        <Space direction="vertical" size="large" className="vela-approvals__stack">
          {process && process.pendingRequests > 0 && (
            <Alert
              type="info"
              showIcon
              message={t('approvals.builder.newVersion', { count: process.pendingRequests })}
            />
          )}
          {process && process.problems.length > 0 && (
            <Alert type="warning" showIcon message={process.problems.join('; ')} />
          )}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <div className="vela-approvals__field">
                <span className="vela-approval__label">{t('approvals.builder.name')}</span>
                <Input
                  aria-label={t('approvals.builder.name')}
                  value={name}
                  maxLength={255}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
            </Col>
            <Col xs={12} md={6}>
              <div className="vela-approvals__field">
                <span className="vela-approval__label">{t('approvals.settings.order')}</span>
                <InputNumber
                  aria-label={t('approvals.settings.order')}
                  min={0}
                  max={10000}
                  value={order}
                  onChange={(value) => setOrder(value ?? 0)}
                />
              </div>
            </Col>
            <Col xs={12} md={6}>
              <Checkbox checked={active} onChange={(event) => setActive(event.target.checked)}>
                {t('approvals.builder.active')}
              </Checkbox>
            </Col>
          </Row>

          <CriteriaCard
            objectApi={objectApi}
            definition={definition}
            patch={patch}
            fields={fields}
            criteria={criteria}
            setCriteria={setCriteria}
          />

          <StepsCard
            objectApi={objectApi}
            definition={definition}
            patch={patch}
            approverOptions={approverOptions}
          />

          <Card size="small" title={t('approvals.builder.settings')}>
            <div className="vela-builder__row">
              <span className="vela-approval__label">{t('approvals.builder.editLock')}</span>
              <Select
                aria-label={t('approvals.builder.editLock')}
                value={definition.editLock}
                onChange={(editLock) => patch({ editLock })}
                options={EDIT_LOCKS.map((value) => ({ value, label: t(`approvals.lock.${value}`) }))}
              />
              <Checkbox
                checked={definition.allowRecall}
                onChange={(event) => patch({ allowRecall: event.target.checked })}
              >
                {t('approvals.builder.allowRecall')}
              </Checkbox>
            </div>
          </Card>

          <ActionsCard
            objectApi={objectApi}
            definition={definition}
            patch={patch}
            fields={fields}
            people={people}
          />

          <Card size="small" title={t('approvals.builder.diagram')}>
            <ProcessDiagram definition={definition} />
          </Card>

          {failure && <Alert type="error" showIcon message={failure} role="alert" />}
          <Space>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              {t('common.save')}
            </Button>
            <Button onClick={() => void navigate(SETTINGS)}>{t('common.cancel')}</Button>
          </Space>
        </Space>
      </Card>
    </div>
  );
}
