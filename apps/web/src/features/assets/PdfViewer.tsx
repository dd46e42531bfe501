/**
 * A PDF drawn page by page on a canvas with pdf.js (its own chunk, loaded when a PDF is first
 * previewed; the worker is a file of the build, so the page's script policy holds).
 */
import { Button, ChevronLeftIcon, ChevronRightIcon, Spinner } from '@faena/ui';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

export default function PdfViewer({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('assets');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    const task = getDocument({ url, disableFontFace: false });
    let live = true;
    task.promise.then(
      (loaded) => {
        if (live) setPdf(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    setDrawing(true);
    void pdf.getPage(page).then(
      (loaded) => {
        if (cancelled) return;
        const width = target.parentElement?.clientWidth || 720;
        const base = loaded.getViewport({ scale: 1 });
        const scale = Math.min(2, width / base.width);
        const ratio = window.devicePixelRatio || 1;
        const viewport = loaded.getViewport({ scale: scale * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        target.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const task = loaded.render({ canvas: target, viewport });
        render = task;
        task.promise.then(
          () => !cancelled && setDrawing(false),
          () => !cancelled && setDrawing(false),
        );
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page]);

  if (failed)
    return (
      <p role="alert" className="text-body text-danger-fg">
        {t('preview.failed')}
      </p>
    );
  const pages = pdf?.numPages ?? 0;
  return (
    <div className="flex flex-col items-center gap-3">
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPage(page - 1)}
            disabled={page <= 1}
            aria-label={t('preview.previous')}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <span className="text-body tabular-nums" aria-live="polite">
            {t('preview.page', { page, pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPage(page + 1)}
            disabled={page >= pages}
            aria-label={t('preview.next')}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      ) : null}
      <div className="relative flex w-full justify-center overflow-auto rounded-md bg-bg-subtle">
        {!pdf || drawing ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label={t('preview.loading')} />
          </div>
        ) : null}
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('preview.pdfLabel', { page, name })}
          data-rendered={!drawing || undefined}
          className="max-w-full bg-white"
        />
      </div>
    </div>
  );
}
