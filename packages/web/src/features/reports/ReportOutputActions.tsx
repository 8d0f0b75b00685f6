import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import type { ExportFormat, ReportActions, ReportDefinition } from '@vela/core';
import { Button, Dropdown, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../profile/index.js';
import { exportReport } from './reports-api.js';
import { SubscriptionDrawer } from './SubscriptionDrawer.js';

/** The export choices: a summary report also exports with its detail rows (its groups' records). */
const CHOICES = ['xlsx', 'csv', 'xlsxDetails', 'csvDetails'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * A saved report's export (CSV or XLSX, as the person may read it) and its e-mail subscriptions, offered
 * only when the report's flags and the person's profile allow exporting it (DECISIONS 15).
 */
export function ReportOutputActions({
  reportId,
  name,
  format: reportFormat,
  actions,
}: {
  reportId: string;
  name: string;
  /** The saved report's format: only a summary report offers its detail rows. */
  format: ReportDefinition['format'];
  actions: ReportActions;
}) {
  const { t } = useTranslation();
  const [messages, messageHolder] = message.useMessage();
  const [exporting, setExporting] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const onExport = async (choice: Choice) => {
    const format: ExportFormat = choice.startsWith('csv') ? 'csv' : 'xlsx';
    setExporting(true);
    const key = 'report-export';
    void messages.loading({ key, content: t('reports.exporting'), duration: 0 });
    try {
      const file = await exportReport(reportId, format, choice.endsWith('Details'));
      saveFile(file, `${name.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim() || 'report'}.${format}`);
      void messages.success({ key, content: t('reports.exported') });
    } catch {
      // The request layer has shown why; the progress message goes.
      messages.destroy(key);
    } finally {
      setExporting(false);
    }
  };
  if (!actions.export) return null;
  return (
    <>
      {messageHolder}
      <Dropdown
        trigger={['click']}
        menu={{
          items: CHOICES.filter((choice) => reportFormat === 'summary' || !choice.endsWith('Details')).map(
            (choice) => ({
              key: choice,
              label: t(`reports.export${choice.charAt(0).toUpperCase()}${choice.slice(1)}`),
            }),
          ),
          onClick: ({ key }) => void onExport(key as Choice),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={exporting}>
          {t('reports.export')}
        </Button>
      </Dropdown>
      <Button icon={<MailOutlined />} onClick={() => setSubscribing(true)}>
        {t('reports.subscribe')}
      </Button>
      <SubscriptionDrawer
        open={subscribing}
        onClose={() => setSubscribing(false)}
        report={{ id: reportId, name }}
      />
    </>
  );
}
