import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  MAX_AUDIT_PAGE_SIZE,
  SETUP_AUDIT_AREAS,
  type SetupAuditArea,
  type SetupAuditEntry,
} from '@vela/core';
import { Button, DatePicker, Input, Progress, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditCsv } from './audit-csv.js';
import { SetupFrame } from './SetupGuard.js';
import { type AuditQuery, fetchAuditTrail, reasonOf, SETUP_QUERY_KEY } from './setup-api.js';
import './setup.css';

const PAGE_SIZE = 25;

/** setuppage/auditTrail: every setup change — who, when, what, before and after — filtered, paged, exported as CSV. */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.audit.title') }]}>
      <AuditTrail />
    </SetupFrame>
  );
}

function AuditTrail() {
  const { t, i18n } = useTranslation();
  const [area, setArea] = useState<SetupAuditArea>();
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<{ done: number; total: number }>();
  const [exportError, setExportError] = useState<string>();
  const filters: AuditQuery = {
    area,
    search: search.trim() || undefined,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.endOf('day').toISOString(),
  };
  const trail = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'audit', filters, page],
    queryFn: () => fetchAuditTrail({ ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  /** Every matching entry, fetched a page at a time with progress shown, then saved as a CSV file. */
  const exportCsv = async () => {
    setExportError(undefined);
    try {
      const rows: SetupAuditEntry[] = [];
      let total = 1;
      for (let next = 1; rows.length < total; next += 1) {
        const answer = await fetchAuditTrail({ ...filters, page: next, pageSize: MAX_AUDIT_PAGE_SIZE });
        total = answer.total;
        rows.push(...answer.rows);
        setExporting({ done: rows.length, total });
        if (answer.rows.length === 0) break;
      }
      const headers = [
        t('setup.audit.when'),
        t('setup.audit.who'),
        t('setup.audit.area'),
        t('setup.audit.action'),
        t('setup.audit.target'),
        t('setup.audit.before'),
        t('setup.audit.after'),
      ];
      const blob = new Blob([auditCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'setup-audit-trail.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      setExportError(reasonOf(failure));
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('setup.audit.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('setup.audit.search')}
          aria-label={t('setup.audit.search')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ width: 240 }}
        />
        <Select<SetupAuditArea | ''>
          style={{ width: 200 }}
          aria-label={t('setup.audit.area')}
          value={area ?? ''}
          onChange={(value) => {
            setArea(value || undefined);
            setPage(1);
          }}
          options={[
            { value: '', label: t('setup.audit.allAreas') },
            ...SETUP_AUDIT_AREAS.map((value) => ({ value, label: t(`setup.area.${value}`) })),
          ]}
        />
        <DatePicker.RangePicker
          aria-label={t('setup.audit.when')}
          value={range}
          onChange={(value) => {
            setRange(value);
            setPage(1);
          }}
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportCsv()}
          loading={exporting !== undefined}
        >
          {t('setup.audit.export')}
        </Button>
        {exporting && (
          <Space role="status">
            <Progress
              type="circle"
              size={24}
              percent={Math.round((exporting.done / Math.max(exporting.total, 1)) * 100)}
            />
            {t('setup.audit.exporting', exporting)}
          </Space>
        )}
        {exportError && <Typography.Text type="danger">{exportError}</Typography.Text>}
      </Space>
      <Table<SetupAuditEntry>
        rowKey="id"
        size="small"
        loading={trail.isFetching}
        dataSource={trail.data?.rows ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: trail.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        expandable={{
          expandedRowRender: (entry) => (
            <Space align="start" wrap style={{ width: '100%' }}>
              <div>
                <Typography.Text strong>{t('setup.audit.before')}</Typography.Text>
                <pre className="vela-setup-json">{pretty(entry.before)}</pre>
              </div>
              <div>
                <Typography.Text strong>{t('setup.audit.after')}</Typography.Text>
                <pre className="vela-setup-json">{pretty(entry.after)}</pre>
              </div>
            </Space>
          ),
        }}
        columns={[
          {
            title: t('setup.audit.when'),
            dataIndex: 'at',
            width: 200,
            render: (at: string) => date.format(new Date(at)),
          },
          { title: t('setup.audit.who'), dataIndex: 'userName', width: 160 },
          {
            title: t('setup.audit.area'),
            dataIndex: 'area',
            width: 150,
            render: (value: SetupAuditArea) => t(`setup.area.${value}`),
          },
          {
            title: t('setup.audit.action'),
            dataIndex: 'action',
            render: (action: string) => <code>{action}</code>,
          },
          { title: t('setup.audit.target'), dataIndex: 'target' },
        ]}
      />
    </>
  );
}

function pretty(json: string): string {
  if (!json) return '—';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}
