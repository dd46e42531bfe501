import { ApiError } from '@faena/api-client';
import { Button, Modal, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import {
  disableLink,
  enableLink,
  invalidateReports,
  rotateLink,
  updateLink,
  useReportSettings,
} from '../api';
import { useReportFormat } from '../format';
import type { PublicLink, Report } from '../model';

/** The end of a chosen day in the viewer's zone, as the API's ISO instant (empty: no expiry). */
export function expiryOf(day: string): string | null {
  if (!day) return null;
  return new Date(`${day}T23:59:59`).toISOString();
}

/** The day an expiry falls on, for the date field. */
export function dayOf(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const date = new Date(expiresAt);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A report's public link: create it (optionally expiring), copy it, change its expiry, rotate it
 * (the old address dies at once) or turn it off. A link turned off never comes back: creating one
 * again gives a new address.
 */
export function PublicLinkPanel({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const settings = useReportSettings();
  const [link, setLink] = useState<PublicLink | null>(report.publicLink?.active ? report.publicLink : null);
  const [day, setDay] = useState(dayOf(link?.expiresAt ?? null));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const run = async (action: () => Promise<PublicLink | null>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      setLink(next);
      setDay(dayOf(next?.expiresAt ?? null));
      invalidateReports(queryClient);
      toast.show({ title: done, tone: 'success' });
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.fields.expiresAt : undefined;
      setError(field ?? t('link.error', { message: messageOf(caught) }));
    } finally {
      setBusy(false);
    }
  };

  const checkedExpiry = (): string | null | false => {
    const expiresAt = expiryOf(day);
    if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) {
      setError(t('link.expiresPast'));
      return false;
    }
    return expiresAt;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expiresAt = checkedExpiry();
    if (expiresAt === false) return;
    void (link
      ? run(() => updateLink(report.publicId, expiresAt), t('link.expirySaved'))
      : run(() => enableLink(report.publicId, expiresAt), t('link.enabled')));
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.show({ title: t('link.copied'), tone: 'success' });
    } catch {
      toast.show({ title: t('link.copyError'), tone: 'error' });
    }
  };

  return (
    <section
      aria-label={t('link.title', { title: report.title })}
      className="flex flex-col gap-3 rounded-lg border border-border bg-bg-subtle p-3"
    >
      <p className="text-label text-fg-muted">{t('link.description')}</p>
      {settings.data && !settings.data.publicLinksEnabled ? (
        <p className="rounded-md bg-warning-subtle p-2 text-label text-warning-fg">{t('link.disabledOrg')}</p>
      ) : null}
      {link ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label={t('link.url')}
              value={link.url}
              readOnly
              containerClassName="min-w-0 flex-1"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('link.copy')}
            </Button>
          </div>
          <p className="text-label text-fg-muted">
            {t('link.views', { count: link.viewCount })} ·{' '}
            {link.lastViewedAt
              ? t('link.lastView', { date: format.dateTime(link.lastViewedAt) })
              : t('link.neverViewed')}{' '}
            ·{' '}
            {link.expiresAt
              ? t('link.expires', { date: format.dateTime(link.expiresAt) })
              : t('link.noExpiry')}
          </p>
        </div>
      ) : (
        <p className="text-body">{t('link.off')}</p>
      )}
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          type="date"
          label={t('link.expiresAt')}
          hint={t('link.expiresHint')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          containerClassName="sm:w-56"
        />
        <Button type="submit" variant={link ? 'secondary' : 'primary'} loading={busy}>
          {link ? t('link.saveExpiry') : t('link.enable')}
        </Button>
      </form>
      {link ? (
        <div className="flex flex-wrap gap-2">
          <Modal
            mode="confirm"
            size="sm"
            title={t('link.rotateTitle')}
            description={t('link.rotateDescription')}
            confirmLabel={t('link.rotate')}
            confirmVariant="danger"
            onConfirm={() => run(() => rotateLink(report.publicId), t('link.rotated'))}
            trigger={
              <Button variant="secondary" size="sm" disabled={busy}>
                {t('link.rotate')}
              </Button>
            }
          />
          <Modal
            mode="confirm"
            size="sm"
            title={t('link.disableTitle')}
            description={t('link.disableDescription')}
            confirmLabel={t('link.disable')}
            confirmVariant="danger"
            onConfirm={() =>
              run(async () => {
                await disableLink(report.publicId);
                return null;
              }, t('link.disabled'))
            }
            trigger={
              <Button variant="ghost" size="sm" disabled={busy}>
                {t('link.disable')}
              </Button>
            }
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-2 text-body text-danger-fg">
          {error}
        </p>
      ) : null}
    </section>
  );
}
