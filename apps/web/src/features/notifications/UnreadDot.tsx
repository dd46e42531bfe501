import { useTranslation } from 'react-i18next';

/**
 * The one mark of an unread notification: a dot named 'No leída' for screen readers (no visible
 * word beside it). Read notifications get no mark, only the space, so titles stay aligned.
 */
export function UnreadDot({ unread, className = '' }: { unread: boolean; className?: string }) {
  const { t } = useTranslation('notifications');
  return unread ? (
    <span
      role="img"
      aria-label={t('unread')}
      className={`size-2 shrink-0 rounded-full bg-primary ${className}`}
    />
  ) : (
    <span aria-hidden="true" className={`size-2 shrink-0 ${className}`} />
  );
}
