import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_COMPONENT_KINDS, type DashboardComponentKind } from '@vela/core';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARDS_QUERY_KEY, fetchRunnableReports } from './dashboards-api.js';

export interface NewComponent {
  reportId: string;
  kind: DashboardComponentKind;
  title: string;
  gaugeMax: number | null;
}

/** Adds a component: which saved report feeds it and how it is drawn. */
export function ComponentDialog(props: {
  open: boolean;
  onAdd: (component: NewComponent) => void;
  onClose: () => void;
}) {
  const { open, onAdd, onClose } = props;
  const { t } = useTranslation();
  const reports = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'reports'],
    queryFn: () => fetchRunnableReports(''),
    enabled: open,
  });
  const [reportId, setReportId] = useState<string>();
  const [kind, setKind] = useState<DashboardComponentKind>('chart');
  const [title, setTitle] = useState('');
  const [gaugeMax, setGaugeMax] = useState<number | null>(null);
  const reset = () => {
    setReportId(undefined);
    setKind('chart');
    setTitle('');
    setGaugeMax(null);
  };
  return (
    <Modal
      open={open}
      title={t('dashboards.addComponent')}
      okText={t('dashboards.add')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !reportId }}
      onCancel={() => {
        reset();
        onClose();
      }}
      onOk={() => {
        if (!reportId) return;
        onAdd({ reportId, kind, title: title.trim(), gaugeMax: kind === 'gauge' ? gaugeMax : null });
        reset();
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('dashboards.report')} htmlFor="vela-dashboard-report">
          <Select
            id="vela-dashboard-report"
            showSearch={{ optionFilterProp: 'label' }}
            loading={reports.isLoading}
            value={reportId}
            onChange={setReportId}
            options={(reports.data?.reports ?? []).map((report) => ({
              value: report.id,
              label: `${report.name} (${report.objectLabel})`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('dashboards.kind')}>
          <Radio.Group
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            options={DASHBOARD_COMPONENT_KINDS.map((value) => ({
              value,
              label: t(`dashboards.kind.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('dashboards.componentTitle')} htmlFor="vela-dashboard-title">
          <Input
            id="vela-dashboard-title"
            value={title}
            maxLength={80}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Form.Item>
        {kind === 'gauge' && (
          <Form.Item label={t('dashboards.gaugeMax')} htmlFor="vela-dashboard-gauge">
            <InputNumber
              id="vela-dashboard-gauge"
              min={1}
              value={gaugeMax}
              onChange={(v) => setGaugeMax(v)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
