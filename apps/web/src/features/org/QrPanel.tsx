import { deleteVenueQr, rotateVenueQr, unwrap, type Venue } from '@faena/api-client';
import { getVenueQrOptions } from '@faena/api-client/query';
import { Button, Card, Skeleton, useModal } from '@faena/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from './org-api';

/** The venue's QR code: shown, downloaded as PNG, renewed (the old one stops working) or removed. */
export function QrPanel({ venue }: { venue: Venue }) {
  const { t } = useTranslation('org');
  const modal = useModal();
  const invalidate = useInvalidate();
  const qr = useQuery({
    ...getVenueQrOptions({ path: { id: venue.id } }),
    enabled: venue.has_qr,
    retry: false,
  });
  const [image, setImage] = useState<string | null>(null);
  const url = venue.has_qr ? qr.data?.url : undefined;

  useEffect(() => {
    let live = true;
    setImage(null);
    if (url) {
      void QRCode.toDataURL(url, { width: 512, margin: 2, errorCorrectionLevel: 'M' }).then((data) => {
        if (live) setImage(data);
      });
    }
    return () => {
      live = false;
    };
  }, [url]);

  const refresh = () => invalidate('getVenueQr', 'getVenue', 'listVenues');
  const rotate = useMutation({
    mutationFn: () => unwrap(rotateVenueQr({ path: { id: venue.id } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(deleteVenueQr({ path: { id: venue.id } })),
    onSuccess: refresh,
  });

  const confirmThen = async (description: string, action: () => void) => {
    if (await modal.confirm({ title: t('qr.title'), description })) action();
  };

  return (
    <Card>
      <section aria-labelledby="venue-qr-title" className="flex flex-col gap-3">
        <div>
          <h2 id="venue-qr-title" className="text-title-sm font-semibold">
            {t('qr.title')}
          </h2>
          <p className="text-label text-fg-muted">{t('qr.description')}</p>
        </div>
        {!venue.has_qr ? (
          <div className="flex flex-col items-start gap-2">
            <p>{t('qr.none')}</p>
            <Button onClick={() => rotate.mutate()} disabled={rotate.isPending}>
              {t('qr.create')}
            </Button>
          </div>
        ) : qr.isError ? (
          <p role="alert">{t('qr.loadError')}</p>
        ) : !image || !qr.data ? (
          <Skeleton className="size-48" />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <img
              src={image}
              alt={t('qr.image', { name: venue.name })}
              width={192}
              height={192}
              className="size-48 rounded border border-border bg-white"
            />
            <div className="flex min-w-0 flex-col gap-2">
              <code className="break-all text-label text-fg-muted">{qr.data.url}</code>
              <div className="flex flex-wrap gap-2">
                <a
                  href={image}
                  download={`qr-${venue.code ?? venue.id}.png`}
                  className="inline-flex items-center rounded-md border border-border px-3 py-1.5 text-body font-medium hover:bg-bg-subtle"
                >
                  {t('qr.download')}
                </a>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={rotate.isPending}
                  onClick={() => void confirmThen(t('qr.confirmRotate'), () => rotate.mutate())}
                >
                  {t('qr.rotate')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => void confirmThen(t('qr.confirmRemove'), () => remove.mutate())}
                >
                  {t('qr.remove')}
                </Button>
              </div>
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
