import { type Invitation, listPendingInvitations, resendInvitation, unwrap } from '@faena/api-client';
import { listPendingInvitationsQueryKey } from '@faena/api-client/query';
import { Button, Card, EmptyState, Skeleton, useToast } from '@faena/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { relativeTime } from '@/platform/i18n/relative-time';

/** The pending invitations' query, refreshed after an invitation is sent from this screen. */
export const PENDING_INVITATIONS_KEY = listPendingInvitationsQueryKey();

/**
 * Who was invited and has not come in yet (newest first), with who sent each invitation and when;
 * "Reenviar" emails it again with a new link (shown with the others sent here, when the flow
 * yields one).
 */
export function PendingInvitations({ onResent }: { onResent: (invitation: Invitation) => void }) {
  const { t, i18n } = useTranslation('invite');
  const toast = useToast();
  const headingId = useId();
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: PENDING_INVITATIONS_KEY,
    queryFn: ({ signal }) => unwrap(listPendingInvitations({ signal })),
  });
  const resend = useMutation({
    mutationFn: (id: string) => unwrap(resendInvitation({ path: { invitationId: id } })),
    onSuccess: (invitation) => {
      toast.show({ tone: 'success', title: t('pending.resent', { email: invitation.email }) });
      onResent(invitation);
      void queryClient.invalidateQueries({ queryKey: PENDING_INVITATIONS_KEY });
    },
    onError: (error) =>
      toast.show({
        tone: 'error',
        closable: true,
        title: t('pending.resendFailed', { message: messageOf(error) }),
      }),
  });

  const now = new Date();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-section-title text-fg">
        {pending.data ? t('pending.titleCount', { count: pending.data.total }) : t('pending.title')}
      </h2>
      {pending.isPending ? (
        <div role="status" aria-label={t('pending.loading')}>
          <Skeleton lines={3} />
        </div>
      ) : pending.isError ? (
        <EmptyState
          kind="error"
          title={t('pending.loadError')}
          description={messageOf(pending.error)}
          action={
            <Button variant="secondary" onClick={() => void pending.refetch()}>
              {t('pending.retry')}
            </Button>
          }
        />
      ) : pending.data.items.length === 0 ? (
        <EmptyState title={t('pending.none')} description={t('pending.noneHint')} />
      ) : (
        <Card>
          <ul className="flex flex-col divide-y divide-border">
            {pending.data.items.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-body font-medium text-fg">{invitation.name}</p>
                  <p className="truncate text-caption text-fg-muted">{invitation.email}</p>
                  <p className="text-caption text-fg-muted">
                    {t(invitation.invited_by ? 'pending.sentBy' : 'pending.sentWhen', {
                      when: relativeTime(new Date(invitation.created_at), now, i18n.language),
                      name: invitation.invited_by?.name,
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0 self-start sm:self-center"
                  aria-label={t('pending.resend', { email: invitation.email })}
                  loading={resend.isPending && resend.variables === invitation.id}
                  onClick={() => resend.mutate(invitation.id)}
                >
                  {t('pending.resendShort')}
                </Button>
              </li>
            ))}
          </ul>
          {pending.data.total > pending.data.items.length ? (
            <p className="mt-3 text-caption text-fg-muted">
              {t('pending.more', { shown: pending.data.items.length, total: pending.data.total })}
            </p>
          ) : null}
        </Card>
      )}
    </section>
  );
}
