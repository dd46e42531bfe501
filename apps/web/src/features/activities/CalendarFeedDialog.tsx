import { Button, Modal, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedKey, makeFeed, revokeFeed, useFeed } from './api';
import { fullDateTime, localeOf, personZone } from './dates';

/**
 * The person's private calendar link: made (and shown once, to copy or download), made anew
 * (the old one stops working) or revoked. Calendar apps subscribe to it without signing in.
 */
export function CalendarFeedDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('activities');
  const locale = localeOf(i18n.language);
  const feed = useFeed();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: feedKey() });
    } catch {
      toast.show({ title: t('feed.failed'), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const make = () => run(async () => setUrl((await makeFeed()).url));
  const revoke = () =>
    run(async () => {
      await revokeFeed();
      setUrl(null);
      toast.show({ title: t('feed.revoked'), tone: 'success' });
    });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.show({ title: t('feed.copied'), tone: 'success' });
  };

  const active = feed.data?.active === true;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setUrl(null);
        onOpenChange(next);
      }}
      title={t('feed.title')}
      description={t('feed.intro')}
      size="md"
    >
      <div className="flex flex-col gap-4">
        {url ? (
          <>
            <TextField
              label={t('feed.url')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="text-label text-fg-muted">{t('feed.shownOnce')}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()}>{t('feed.copy')}</Button>
              <a
                className="inline-flex items-center underline-offset-2 hover:underline"
                href={url}
                download="actividades.ics"
              >
                {t('feed.download')}
              </a>
            </div>
          </>
        ) : (
          <p>
            {active && feed.data?.createdAt
              ? t('feed.active', { date: fullDateTime(feed.data.createdAt, personZone(), locale) })
              : t('feed.none')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant={url ? 'secondary' : 'primary'} disabled={busy} onClick={() => void make()}>
            {active || url ? t('feed.remake') : t('feed.make')}
          </Button>
          {active || url ? (
            <Button variant="danger" disabled={busy} onClick={() => void revoke()}>
              {t('feed.revoke')}
            </Button>
          ) : null}
        </div>
        {active && !url ? <p className="text-label text-fg-muted">{t('feed.remakeHint')}</p> : null}
      </div>
    </Modal>
  );
}
