import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DetailChart, saveDetailChart } from './detail-charts-api.js';
import { fetchReportTypeLinks } from './report-extras-api.js';
import { fetchReportList, fetchReportTypes, REPORTS_QUERY_KEY } from './reports-api.js';

/** The report list's largest page: the dialog offers the reports of the first pages that match. */
const REPORTS_OFFERED = 100;

/**
 * Adds or changes a detail page chart: the object whose pages show it, then a report on one of the objects
 * that look up to it (its related records), then the lookup that ties the report's rows to the record.
 */
export function DetailChartDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: DetailChart | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [objectApi, setObjectApi] = useState(editing?.objectApi ?? '');
  const [reportId, setReportId] = useState(editing?.reportId ?? '');
  const [linkField, setLinkField] = useState(editing?.linkField ?? '');
  const [label, setLabel] = useState(editing?.label ?? '');
  const [position, setPosition] = useState(editing?.position ?? 0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const objects = useQuery({ queryKey: [REPORTS_QUERY_KEY, 'types'], queryFn: fetchReportTypes });
  const links = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'typeLinks', objectApi],
    queryFn: () => fetchReportTypeLinks(objectApi),
    enabled: objectApi !== '',
  });
  const reports = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'list', 'detailCharts'],
    queryFn: () => fetchReportList('', 1, REPORTS_OFFERED),
  });
  const linked = new Set((links.data ?? []).map((link) => link.objectApi.toLowerCase()));
  const offered = (reports.data?.reports ?? []).filter(
    (report) => report.format !== 'tabular' && linked.has(report.objectApi.toLowerCase()),
  );
  const chosen = offered.find((report) => report.id === reportId);
  const lookups = (links.data ?? []).filter(
    (link) => chosen && link.objectApi.toLowerCase() === chosen.objectApi.toLowerCase(),
  );
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await saveDetailChart({
        ...(editing ? { id: editing.id } : {}),
        objectApi,
        reportId,
        linkField,
        label,
        position,
      });
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={editing ? t('reports.detailCharts.editTitle') : t('reports.detailCharts.new')}
      okText={t('reports.detailCharts.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !objectApi || !reportId || !linkField, loading: saving }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label={t('reports.detailCharts.object')} htmlFor="vela-detail-chart-object">
          <Select
            id="vela-detail-chart-object"
            showSearch
            optionFilterProp="label"
            loading={objects.isLoading}
            value={objectApi || undefined}
            options={(objects.data ?? [])
              .filter((object) => !object.reportTypeId)
              .map((object) => ({ value: object.objectApi, label: object.label }))}
            onChange={(next: string) => {
              setObjectApi(next);
              setReportId('');
              setLinkField('');
            }}
          />
        </Form.Item>
        <Form.Item
          label={t('reports.detailCharts.report')}
          htmlFor="vela-detail-chart-report"
          extra={
            objectApi && !links.isLoading && offered.length === 0 ? t('reports.detailCharts.noReports') : null
          }
        >
          <Select
            id="vela-detail-chart-report"
            showSearch
            optionFilterProp="label"
            disabled={!objectApi}
            loading={reports.isLoading || links.isLoading}
            value={reportId || undefined}
            options={offered.map((report) => ({
              value: report.id,
              label: `${report.name} (${report.objectLabel})`,
            }))}
            onChange={(next: string) => {
              setReportId(next);
              const report = offered.find((entry) => entry.id === next);
              const first = (links.data ?? []).find(
                (link) => report && link.objectApi.toLowerCase() === report.objectApi.toLowerCase(),
              );
              setLinkField(first?.lookupField ?? '');
            }}
          />
        </Form.Item>
        <Form.Item label={t('reports.detailCharts.lookup')} htmlFor="vela-detail-chart-lookup">
          <Select
            id="vela-detail-chart-lookup"
            disabled={!chosen}
            value={linkField || undefined}
            options={lookups.map((link) => ({ value: link.lookupField, label: link.lookupLabel }))}
            onChange={(next: string) => setLinkField(next)}
          />
        </Form.Item>
        <Form.Item label={t('reports.detailCharts.heading')} htmlFor="vela-detail-chart-heading">
          <Input
            id="vela-detail-chart-heading"
            maxLength={80}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('reports.detailCharts.position')} htmlFor="vela-detail-chart-position">
          <InputNumber
            id="vela-detail-chart-position"
            min={0}
            max={1000}
            precision={0}
            value={position}
            onChange={(next) => setPosition(typeof next === 'number' ? next : 0)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
