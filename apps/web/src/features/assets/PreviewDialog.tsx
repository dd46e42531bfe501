import { Button, DownloadIcon, Modal, Spinner, useToast } from '@faena/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { formatSize } from '@/platform/files/size';
import { downloadDocument, signedUrlOf } from './links';
import { previewKind } from './model';
import type { AssetDocument } from './types';

const PdfViewer = lazy(() => import('./PdfViewer'));

/**
 * A document's preview: images inline, PDFs page by page, video and audio in the browser's
 * player (all through the document's signed link), anything else says so; "Descargar" always.
 */
export function PreviewDialog({ document, onClose }: { document: AssetDocument; onClose: () => void }) {
  const { t, i18n } = useTranslation('assets');
  const toast = useToast();
  const kind = previewKind(document.contentType);
  const [downloading, setDownloading] = useState(false);
  const link = useQuery({
    queryKey: ['assets', 'signed', document.id, document.downloadUrl],
    queryFn: () => signedUrlOf(document),
    enabled: kind !== 'none',
    staleTime: 5 * 60 * 1000,
  });
  const size = formatSize(document.size, i18n.language);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(document);
    } catch (caught) {
      toast.show({
        tone: 'error',
        title: t('preview.downloadFailed', {
          message: messageOf(caught),
        }),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={document.name}
      description={
        document.createdBy
          ? t('preview.details', { size, person: document.createdBy.name })
          : t('preview.detailsNoPerson', { size })
      }
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:close')}
          </Button>
          <Button onClick={() => void download()} loading={downloading}>
            <DownloadIcon aria-hidden />
            {t('preview.download')}
          </Button>
        </div>
      }
    >
      <div className="flex min-h-40 flex-col items-center justify-center gap-3">
        {kind === 'none' ? (
          <p className="text-body text-fg-muted">{t('preview.none')}</p>
        ) : link.isPending ? (
          <Spinner label={t('preview.loading')} />
        ) : link.isError ? (
          <p role="alert" className="text-body text-danger-fg">
            {t('preview.failed')}
          </p>
        ) : kind === 'image' ? (
          <img
            src={link.data}
            alt={document.name}
            className="max-h-[70dvh] max-w-full rounded-md object-contain"
          />
        ) : kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: documents people upload come without captions.
          <video
            src={link.data}
            controls
            aria-label={document.name}
            className="max-h-[70dvh] max-w-full rounded-md"
          />
        ) : kind === 'audio' ? (
          // biome-ignore lint/a11y/useMediaCaption: documents people upload come without captions.
          <audio src={link.data} controls aria-label={document.name} className="w-full" />
        ) : (
          <Suspense fallback={<Spinner label={t('preview.loading')} />}>
            <PdfViewer url={link.data} name={document.name} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
