import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { checkDetailPrint } from '@vela/core';
import { Button, Card, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { saveFile } from '../profile/index.js';
import { PdfPages } from './PdfPages.js';
import { problemOf } from './PrintFrame.js';
import { printDetailPath } from './print-paths.js';
import { downloadRecordPdf, PRINT_QUERY_KEY } from './printing-api.js';
import { useReaderSettings } from './useReaderSettings.js';
import './print.css';

/** commonObjects/pdfViewDetail/{id}: the record's detail as the server's PDF, shown in place, to download or print. */
export default function PdfViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const reader = useReaderSettings();
  const checked = checkDetailPrint({ id });
  const pdf = useQuery({
    queryKey: [PRINT_QUERY_KEY, 'pdf', id, reader],
    queryFn: async () => {
      const file = await downloadRecordPdf({ kind: 'detail', id }, reader);
      // A refusal comes back as an envelope, not a PDF.
      if (!file.type.includes('pdf')) {
        const answer = JSON.parse(await file.text()) as { returnInfo?: string };
        throw new Error(answer.returnInfo || t('printing.loadFailed'));
      }
      return file;
    },
    enabled: checked.ok,
    retry: false,
  });

  if (!checked.ok)
    return (
      <StatusScreen
        heading={t('printing.problemTitle')}
        lines={[t('printing.badLink', { problem: checked.problem })]}
      />
    );
  if (pdf.isError)
    return (
      <StatusScreen
        heading={t('printing.problemTitle')}
        lines={[
          pdf.error instanceof Error && !('kind' in pdf.error)
            ? pdf.error.message
            : problemOf(pdf.error, t('printing.loadFailed')),
        ]}
      />
    );
  return (
    <Card className="vela-pdf-view-card">
      <div className="vela-pdf-view">
        <Space wrap>
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            disabled={!pdf.data}
            onClick={() => pdf.data && saveFile(pdf.data, `${id}.pdf`)}
          >
            {t('printing.downloadPdf')}
          </Button>
          <Link to={printDetailPath(id)} target="_blank" rel="noopener">
            <Button icon={<PrinterOutlined aria-hidden />}>{t('printing.printablePage')}</Button>
          </Link>
          <Link to={`/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`}>
            {t('printing.backToRecord')}
          </Link>
        </Space>
        {pdf.data ? <PdfPages file={pdf.data} /> : <Skeleton active paragraph={{ rows: 12 }} />}
      </div>
    </Card>
  );
}
