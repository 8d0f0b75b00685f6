import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The PDF drawn page by page into canvases by PDF.js (loaded only here): the
 * app's Content-Security-Policy keeps plugins and blob frames out, and this
 * shows the very file the server made in any browser, headless ones too.
 */
export function PdfPages({ file }: { file: Blob }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const target = holder.current;
    const draw = async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const pdf = await pdfjs.getDocument({
        data: new Uint8Array(await file.arrayBuffer()),
        isEvalSupported: false,
      }).promise;
      if (cancelled || !target) return;
      target.replaceChildren();
      setPages(pdf.numPages);
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: 1.5 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.className = 'vela-pdf-view__page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('printing.pdfPage', { page: number, pages: pdf.numPages }));
        target.append(canvas);
        await page.render({ canvas, viewport }).promise;
        if (cancelled) return;
      }
    };
    draw().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [file, t]);

  if (failed) return <p role="alert">{t('printing.loadFailed')}</p>;
  return (
    <section className="vela-pdf-view__pages" aria-label={t('printing.pdfTitle')} aria-busy={pages === 0}>
      <div ref={holder} />
      {pages === 0 && <Skeleton active paragraph={{ rows: 12 }} />}
    </section>
  );
}
