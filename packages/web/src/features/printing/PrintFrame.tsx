import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PrintDocument } from '@vela/core';
import { printFileName } from '@vela/core';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isApiError, readAccessToken, storeTargetPath } from '../../api/index.js';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { saveFile } from '../profile/index.js';
import { PrintDocumentView } from './PrintDocumentView.js';
import './print.css';

interface PrintFrameProps {
  /** A route-parameter problem found before asking the server. */
  problem: string | null;
  document: UseQueryResult<PrintDocument>;
  downloadPdf: () => Promise<Blob>;
  language: string;
  timeZone?: string | undefined;
  /** type 'pdf': the PDF is downloaded as soon as the page has its document. */
  autoDownload?: boolean;
}

/** What the server's refusal says, or a plain "could not load" for a network failure. */
export function problemOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.response?.returnInfo ? error.response.returnInfo : fallback;
}

/**
 * Every print page: signed-in only (outside the shell, so it checks itself),
 * a toolbar with Print (the browser's print, print.css hides the toolbar) and
 * Download PDF (made by the server), the sheet, or the problem as the page.
 */
export function PrintFrame({
  problem,
  document,
  downloadPdf,
  language,
  timeZone,
  autoDownload = false,
}: PrintFrameProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const data = document.data;
  const download = async () => {
    if (!data) return;
    setBusy(true);
    setFailed('');
    try {
      const file = await downloadPdf();
      if (file.type.includes('json')) throw new Error(t('printing.downloadFailed'));
      saveFile(file, printFileName(data));
    } catch (error) {
      setFailed(problemOf(error, t('printing.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the document first arrives
  useEffect(() => {
    if (autoDownload && data) void download();
  }, [autoDownload, Boolean(data)]);

  if (!readAccessToken()) {
    storeTargetPath(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  if (problem)
    return <StatusScreen heading={t('printing.problemTitle')} lines={[t('printing.badLink', { problem })]} />;
  if (document.isError)
    return (
      <StatusScreen
        heading={t('printing.problemTitle')}
        lines={[problemOf(document.error, t('printing.loadFailed'))]}
      />
    );
  return (
    <main className="vela-print-page">
      <div className="vela-print-toolbar" role="toolbar" aria-label={t('printing.toolbar')}>
        <p className="vela-print-toolbar__title">
          {data ? `${data.heading} · ${data.title}` : t('printing.loading')}
        </p>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void download()}
          loading={busy}
          disabled={!data}
        >
          {t('printing.downloadPdf')}
        </Button>
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
          disabled={!data}
        >
          {t('printing.print')}
        </Button>
      </div>
      {failed && (
        <div className="vela-print-toolbar">
          <Alert type="error" showIcon title={failed} style={{ flex: 1 }} />
        </div>
      )}
      {data ? (
        <PrintDocumentView document={data} language={language} timeZone={timeZone} />
      ) : (
        <div className="vela-print-sheet" aria-busy="true">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      )}
    </main>
  );
}
