import { Badge, Button, Card, EmptyState, Modal, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { disableAllLinks, disableLink, invalidateReports, usePublicLinks } from '../api';
import { useReportFormat } from '../format';
import type { PublicLinkRow } from '../model';

type LinkState = 'active' | 'expired' | 'disabled';

export function linkState(link: PublicLinkRow, now = Date.now()): LinkState {
  if (link.disabledAt) return 'disabled';
  if (link.expiresAt && new Date(link.expiresAt).getTime() <= now) return 'expired';
  return link.active ? 'active' : 'disabled';
}

const TONE = { active: 'success', expired: 'warning', disabled: 'neutral' } as const;

/** Every public link of the organization (active first): its views, last view, expiry; revoke one or all. */
export function PublicLinksView() {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const links = usePublicLinks();
  const anyActive = links.data?.some((link) => linkState(link) === 'active') ?? false;

  const revoke = async (link: PublicLinkRow) => {
    try {
      await disableLink(link.reportPublicId);
      invalidateReports(queryClient);
      toast.show({ title: t('links.revoked', { title: link.reportTitle }), tone: 'success' });
    } catch (error) {
      toast.show({ title: t('links.error', { message: messageOf(error) }), tone: 'error' });
    }
  };

  const revokeAll = async () => {
    try {
      const { disabled } = await disableAllLinks();
      invalidateReports(queryClient);
      toast.show({ title: t('links.disabledAll', { count: disabled }), tone: 'success' });
    } catch (error) {
      toast.show({ title: t('links.error', { message: messageOf(error) }), tone: 'error' });
    }
  };

  return (
    <section aria-labelledby="report-links-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id="report-links-title" className="text-title font-semibold">
            {t('links.title')}
          </h2>
          <p className="text-label text-fg-muted">{t('links.description')}</p>
        </div>
        {anyActive ? (
          <Modal
            mode="confirm"
            size="sm"
            title={t('links.disableAllTitle')}
            description={t('links.disableAllDescription')}
            confirmLabel={t('links.disableAll')}
            confirmVariant="danger"
            onConfirm={revokeAll}
            trigger={<Button variant="danger">{t('links.disableAll')}</Button>}
          />
        ) : null}
      </div>
      {links.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : links.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <Card>
          <EmptyState titleAs="h3" title={t('links.none')} description={t('links.noneHint')} />
        </Card>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full border-collapse text-body">
            <caption className="sr-only">{t('links.title')}</caption>
            <thead className="bg-bg-subtle">
              <tr>
                {(['report', 'state', 'views', 'lastView', 'expires', 'actions'] as const).map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className={`whitespace-nowrap border-b border-border px-3 py-2 text-label font-medium text-fg-muted ${
                      key === 'views' ? 'text-right' : 'text-left'
                    }`}
                  >
                    {key === 'actions' ? (
                      <span className="sr-only">{t('links.actions')}</span>
                    ) : (
                      t(`links.${key}`)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {links.data.map((link) => {
                const state = linkState(link);
                return (
                  <tr key={link.token} className="border-b border-border last:border-b-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {link.reportTitle}
                    </th>
                    <td className="px-3 py-2">
                      <Badge tone={TONE[state]}>{t(`links.${state}`)}</Badge>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{format.number(link.viewCount)}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {link.lastViewedAt ? format.dateTime(link.lastViewedAt) : t('links.never')}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {link.expiresAt ? format.dateTime(link.expiresAt) : t('links.noExpiry')}
                    </td>
                    <td className="px-3 py-2 text-right">
                      {state === 'active' ? (
                        <Modal
                          mode="confirm"
                          size="sm"
                          title={t('links.revokeTitle', { title: link.reportTitle })}
                          description={t('links.revokeDescription')}
                          confirmLabel={t('links.revoke')}
                          confirmVariant="danger"
                          onConfirm={() => revoke(link)}
                          trigger={
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('links.revokeNamed', { title: link.reportTitle })}
                            >
                              {t('links.revoke')}
                            </Button>
                          }
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
