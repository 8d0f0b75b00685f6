import { previewKindOf } from '@vela/core';
import { Alert, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPages } from '../printing/index.js';
import { downloadFileBlob, fetchPreviewText } from './file-centre-api.js';

const TEXT_LIMIT = 100_000;

type Shown =
  | { kind: 'loading' }
  | { kind: 'image'; url: string }
  | { kind: 'pdf'; blob: Blob }
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * A file's current version shown in the page: images drawn from their bytes,
 * PDFs page by page with PDF.js (as printing does), text as text, Word and
 * Excel files as the text the server extracts. Nothing is ever shown in a
 * frame: the bytes come as an attachment and are drawn here.
 */
export function FilePreview(props: { id: string; type: string; name: string; version: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const kind = previewKindOf(props.type);

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    const load = async (): Promise<Shown> => {
      if (kind === 'none') return { kind: 'none' };
      if (kind === 'office') return { kind: 'text', ...(await fetchPreviewText(props.id, props.version)) };
      const blob = await downloadFileBlob(props.id, props.version);
      if (kind === 'image') {
        url = URL.createObjectURL(blob);
        return { kind: 'image', url };
      }
      if (kind === 'pdf') return { kind: 'pdf', blob };
      const text = await blob.text();
      return { kind: 'text', text: text.slice(0, TEXT_LIMIT), truncated: text.length > TEXT_LIMIT };
    };
    setShown({ kind: 'loading' });
    load()
      .then((result) => {
        if (!cancelled) setShown(result);
      })
      .catch(() => {
        if (!cancelled) setShown({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [props.id, props.version, kind]);

  if (shown.kind === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (shown.kind === 'failed')
    return <Alert type="warning" showIcon message={t('fileCentre.previewFailed')} />;
  if (shown.kind === 'none')
    return <Typography.Paragraph>{t('fileCentre.previewNone')}</Typography.Paragraph>;
  if (shown.kind === 'image')
    return (
      <img
        className="vela-file-centre__preview-image"
        src={shown.url}
        alt={t('fileCentre.imageAlt', { name: props.name })}
      />
    );
  if (shown.kind === 'pdf') return <PdfPages file={shown.blob} />;
  return (
    <>
      {shown.truncated && (
        <Typography.Text type="secondary">{t('fileCentre.previewTruncated')}</Typography.Text>
      )}
      <section className="vela-file-centre__preview-text" aria-label={t('fileCentre.preview')}>
        <pre>{shown.text}</pre>
      </section>
    </>
  );
}
