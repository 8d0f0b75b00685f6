import { DownloadOutlined, PlayCircleOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOM_SQL_ROW_LIMIT,
  CUSTOM_SQL_TIMEOUT_MS,
  type CustomSqlResult,
  customSqlPath,
  type ExportFormat,
} from '@vela/core';
import { Alert, Button, Card, Checkbox, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { saveFile } from '../profile/index.js';
import { CustomSqlResultTable } from './CustomSqlResultTable.js';
import {
  CUSTOM_SQL_QUERY_KEY,
  exportCustomSql,
  fetchCustomSqlReport,
  fetchCustomSqlReports,
  runCustomSql,
  saveCustomSqlReport,
} from './report-extras-api.js';
import './reports.css';

const EXAMPLE = 'select name, industry from Account order by name';

/**
 * customsql/{reportId}/{m}: an administrator writes a SELECT over objects by API name (m = edit; reportId
 * `new` for a new one), runs it and saves it; anyone who reaches the saved report runs it (m = run) and
 * exports it. Every run is the server's, as the person running it: their rows and fields only.
 */
export default function CustomSqlPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const reportId = params.reportId && params.reportId !== 'new' ? params.reportId : null;
  const saved = useQuery({
    queryKey: [CUSTOM_SQL_QUERY_KEY, 'one', reportId],
    queryFn: () => fetchCustomSqlReport(reportId as string),
    enabled: reportId !== null,
  });
  const catalogue = useQuery({ queryKey: [CUSTOM_SQL_QUERY_KEY, 'list'], queryFn: fetchCustomSqlReports });
  const canAuthor = catalogue.data?.canAuthor ?? false;
  const editing = canAuthor && (params.m === 'edit' || reportId === null);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [result, setResult] = useState<CustomSqlResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'run' | 'save' | 'export' | null>(null);

  useEffect(() => {
    setName(saved.data?.name ?? '');
    setText(saved.data?.sql ?? '');
    setIsPublic(saved.data?.isPublic ?? false);
    setResult(null);
    setProblem(null);
  }, [saved.data]);

  const attempt = async (what: 'run' | 'save' | 'export', work: () => Promise<void>) => {
    setBusy(what);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const run = () =>
    attempt('run', async () => {
      setResult(null);
      setResult(await runCustomSql(editing ? { sql: text } : { id: reportId as string }));
    });
  const save = () =>
    attempt('save', async () => {
      const answer = await saveCustomSqlReport({
        ...(reportId ? { id: reportId } : {}),
        name,
        sql: text,
        isPublic,
        folderId: saved.data?.folderId ?? null,
      });
      await queryClient.invalidateQueries({ queryKey: [CUSTOM_SQL_QUERY_KEY] });
      navigate(customSqlPath(answer.id, 'edit'), { replace: reportId === answer.id });
    });
  const download = (format: ExportFormat) =>
    attempt('export', async () => {
      const file = await exportCustomSql(reportId as string, format);
      saveFile(
        file,
        `${(saved.data?.name ?? 'report').replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim()}.${format}`,
      );
    });

  if (reportId !== null && saved.isLoading) return <Skeleton active />;
  if (reportId !== null && saved.isError)
    return <Alert type="error" showIcon title={t('reports.customSql.notFound')} />;
  const title = saved.data?.name ?? t('reports.customSql.new');
  return (
    <div className="vela-custom-sql">
      <Space className="vela-custom-sql__bar" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('reports.customSql.title')}: {title}
        </Typography.Title>
        <Select
          aria-label={t('reports.customSql.open')}
          placeholder={t('reports.customSql.open')}
          style={{ minWidth: 240 }}
          value={reportId ?? undefined}
          loading={catalogue.isLoading}
          options={(catalogue.data?.reports ?? []).map((report) => ({
            value: report.id,
            label: report.name,
          }))}
          onChange={(id: string) => navigate(customSqlPath(id, 'run'))}
        />
        {canAuthor && (
          <Button icon={<PlusOutlined />} onClick={() => navigate(customSqlPath(null, 'edit'))}>
            {t('reports.customSql.new')}
          </Button>
        )}
        {canAuthor && reportId !== null && !editing && (
          <Button onClick={() => navigate(customSqlPath(reportId, 'edit'))}>
            {t('reports.customSql.edit')}
          </Button>
        )}
      </Space>
      {editing ? (
        <Card size="small" className="vela-custom-sql__editor">
          <Typography.Paragraph type="secondary">
            {t('reports.customSql.rules', {
              rows: CUSTOM_SQL_ROW_LIMIT,
              seconds: CUSTOM_SQL_TIMEOUT_MS / 1000,
              example: EXAMPLE,
            })}
          </Typography.Paragraph>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              aria-label={t('reports.customSql.name')}
              placeholder={t('reports.customSql.name')}
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
            />
            <Input.TextArea
              aria-label={t('reports.customSql.query')}
              className="vela-custom-sql__text"
              placeholder={EXAMPLE}
              autoSize={{ minRows: 6, maxRows: 20 }}
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  void run();
                }
              }}
            />
            <Checkbox checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)}>
              {t('reports.customSql.public')}
            </Checkbox>
            <Space>
              <Button
                type="primary"
                icon={<PlayCircleOutlined />}
                loading={busy === 'run'}
                disabled={text.trim() === ''}
                onClick={() => void run()}
              >
                {t('reports.customSql.run')}
              </Button>
              <Button
                icon={<SaveOutlined />}
                loading={busy === 'save'}
                disabled={text.trim() === '' || name.trim() === ''}
                onClick={() => void save()}
              >
                {t('reports.customSql.save')}
              </Button>
            </Space>
          </Space>
        </Card>
      ) : (
        reportId !== null && (
          <Space className="vela-custom-sql__bar">
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              loading={busy === 'run'}
              onClick={() => void run()}
            >
              {t('reports.customSql.run')}
            </Button>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                icon={<DownloadOutlined />}
                loading={busy === 'export'}
                onClick={() => void download(format)}
              >
                {t(`reports.customSql.export.${format}`)}
              </Button>
            ))}
          </Space>
        )
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ margin: '8px 0' }} />}
      {result && <CustomSqlResultTable result={result} />}
      {!editing && reportId === null && (
        <Typography.Paragraph type="secondary">{t('reports.customSql.choose')}</Typography.Paragraph>
      )}
    </div>
  );
}
