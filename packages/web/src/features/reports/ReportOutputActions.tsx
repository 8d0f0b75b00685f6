import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import type { ExportFormat, ReportActions } from '@vela/core';
import { Button, Dropdown, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../profile/index.js';
import { exportReport } from './reports-api.js';
import { SubscriptionDrawer } from './SubscriptionDrawer.js';

/**
 * A saved report's export (CSV or XLSX, as the person may read it) and its e-mail subscriptions, offered
 * only when the report's flags and the person's profile allow exporting it (DECISIONS 15).
 */
export function ReportOutputActions({
  reportId,
  name,
  actions,
}: {
  reportId: string;
  name: string;
  actions: ReportActions;
}) {
  const { t } = useTranslation();
  const [messages, messageHolder] = message.useMessage();
  const [exporting, setExporting] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const onExport = async (format: ExportFormat) => {
    setExporting(true);
    const key = 'report-export';
    void messages.loading({ key, content: t('reports.exporting'), duration: 0 });
    try {
      const file = await exportReport(reportId, format);
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
          items: [
            { key: 'xlsx', label: t('reports.exportXlsx') },
            { key: 'csv', label: t('reports.exportCsv') },
          ],
          onClick: ({ key }) => void onExport(key as ExportFormat),
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
