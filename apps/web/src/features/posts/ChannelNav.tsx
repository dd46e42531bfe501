import type { PostChannel } from '@faena/api-client';
import { Badge } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { totalUnread } from './model';

const ITEM =
  'flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-border px-3 py-1 text-label text-fg-muted ' +
  'hover:bg-bg-subtle hover:text-fg aria-[current=page]:border-primary aria-[current=page]:bg-primary-subtle aria-[current=page]:text-primary-fg ' +
  'lg:w-full lg:rounded-md lg:border-transparent lg:px-2.5 lg:py-1.5 lg:aria-[current=page]:border-transparent lg:aria-[current=page]:bg-bg-muted lg:aria-[current=page]:text-fg';

/**
 * The channels: a column beside the feed on wide screens, a row of chips to scroll sideways on
 * phones. "Todas" first; each with its unread count.
 */
export function ChannelNav({
  channels,
  current,
  footer,
}: {
  channels: readonly PostChannel[];
  current: string | null;
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation('posts');
  const entry = (id: string | null, name: string, unread: number) => (
    <li key={id ?? 'all'} className="lg:w-full">
      <Link
        to={id ? `/posts?channel=${encodeURIComponent(id)}` : '/posts'}
        aria-current={current === id ? 'page' : undefined}
        className={ITEM}
      >
        <span className="min-w-0 truncate lg:flex-1">{name}</span>
        <Badge count={unread} tone="primary" label={t('feed.unreadInChannel', { count: unread })} />
      </Link>
    </li>
  );
  return (
    <nav
      aria-label={t('feed.channelsLabel')}
      className="flex min-w-0 flex-col gap-2 lg:sticky lg:top-4 lg:self-start"
    >
      <h2 className="hidden px-2.5 text-caption font-medium text-fg-muted uppercase tracking-wide lg:block">
        {t('feed.channels')}
      </h2>
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {entry(null, t('feed.all'), totalUnread(channels))}
        {channels.map((channel) => entry(channel.id, channel.name, channel.unreadCount))}
      </ul>
      {footer}
    </nav>
  );
}
