import type { PostChannel } from '@faena/api-client';
import {
  Button,
  buttonVariants,
  EditIcon,
  EmptyState,
  PageHeader,
  PlusIcon,
  TrashIcon,
  useModal,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton, LoadMore } from '@/platform/list-states';
import { usePermissions } from '@/platform/site-config';
import { invalidateChannels, removeChannel, usePostChannels, usePostFeed } from './api';
import { ChannelDialog } from './ChannelDialog';
import { ChannelNav } from './ChannelNav';
import { feedItems } from './model';
import { PostCard } from './PostCard';

/** Which channel dialog is open: a new channel, or the one being edited. */
type Editing = { channel: PostChannel | null } | null;

/**
 * /posts and /posts?channel={id}: the latest posts of every channel the person can read, or of
 * one; newest first, more as the end comes into view. Managers create, edit and delete channels.
 */
export default function PostsPage() {
  const { t } = useTranslation('posts');
  const [params] = useSearchParams();
  const channelId = params.get('channel') || null;
  const canManage = usePermissions().has('MANAGE_POSTS');
  const channels = usePostChannels();
  const [editing, setEditing] = useState<Editing>(null);

  const list = channels.data ?? [];
  const channel = channelId ? list.find((candidate) => candidate.id === channelId) : undefined;
  const unknownChannel = channels.isSuccess && channelId !== null && !channel;
  const canPostSomewhere = list.some((candidate) => candidate.canPost);
  const newPostHref = channel?.canPost
    ? `/posts/new?channel=${encodeURIComponent(channel.id)}`
    : '/posts/new';

  const actions = (
    <>
      {canManage && channel ? (
        <ChannelActions channel={channel} onEdit={() => setEditing({ channel })} />
      ) : null}
      {canPostSomewhere ? (
        <Link to={newPostHref} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
          <PlusIcon aria-hidden />
          {t('newPost')}
        </Link>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={channel?.name ?? t('title')}
        description={channel ? channel.description || undefined : t('description')}
        actions={actions}
      />
      {channels.isPending ? (
        <ListSkeleton label={t('feed.loading')} />
      ) : channels.isError ? (
        <ListLoadError message={t('feed.loadError')} onRetry={() => void channels.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('feed.noChannels')}
          description={canManage ? t('feed.noChannelsManager') : t('feed.noChannelsHint')}
          action={
            canManage ? (
              <Button onClick={() => setEditing({ channel: null })}>{t('channels.create')}</Button>
            ) : undefined
          }
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <ChannelNav
            channels={list}
            current={channel ? channel.id : null}
            footer={
              canManage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  onClick={() => setEditing({ channel: null })}
                >
                  <PlusIcon aria-hidden />
                  {t('channels.create')}
                </Button>
              ) : null
            }
          />
          {unknownChannel ? (
            <EmptyState
              kind="not-found"
              title={t('feed.unknownChannel')}
              action={
                <Link to="/posts" className={buttonVariants({ variant: 'secondary' })}>
                  {t('feed.backToAll')}
                </Link>
              }
            />
          ) : (
            <Feed channel={channel ?? null} key={channel?.id ?? 'all'} />
          )}
        </div>
      )}
      {editing ? <ChannelDialogHost editing={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function ChannelDialogHost({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ChannelDialog
      channel={editing.channel}
      onClose={onClose}
      onSaved={(saved) => {
        if (!editing.channel) navigate(`/posts?channel=${encodeURIComponent(saved.id)}`);
      }}
    />
  );
}

function ChannelActions({ channel, onEdit }: { channel: PostChannel; onEdit: () => void }) {
  const { t } = useTranslation('posts');
  const modal = useModal();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onDelete = async () => {
    const confirmed = await modal.confirm({
      title: t('channels.deleteTitle', { name: channel.name }),
      description: t('channels.deleteDescription'),
      confirmLabel: t('channels.delete'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    try {
      await removeChannel(channel.id);
      invalidateChannels(queryClient);
      toast.show({ tone: 'success', title: t('channels.deleted', { name: channel.name }) });
      navigate('/posts', { replace: true });
    } catch (caught) {
      toast.show({
        tone: 'error',
        closable: true,
        title: t('channels.deleteError', {
          message: messageOf(caught),
        }),
      });
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <EditIcon aria-hidden />
        {t('channels.edit')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void onDelete()}>
        <TrashIcon aria-hidden />
        {t('channels.delete')}
      </Button>
    </>
  );
}

/** One feed (every channel, or one): its states, its posts, and more on demand. */
function Feed({ channel }: { channel: PostChannel | null }) {
  const { t } = useTranslation('posts');
  const feed = usePostFeed(channel?.id ?? null);
  const items = feedItems(feed.data);
  const name = channel?.name ?? t('feed.all');

  if (feed.isPending) return <ListSkeleton label={t('feed.loading')} />;
  if (feed.isError)
    return <ListLoadError message={t('feed.loadError')} onRetry={() => void feed.refetch()} />;
  if (items.length === 0)
    return channel ? (
      <EmptyState
        title={t('feed.emptyChannel')}
        description={t('feed.emptyChannelHint', { channel: channel.name })}
      />
    ) : (
      <EmptyState title={t('feed.emptyAll')} description={t('feed.emptyAllHint')} />
    );
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ul
        aria-label={t('feed.listLabel', { channel: name })}
        className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface"
      >
        {items.map((post) => (
          <PostCard key={post.id} post={post} showChannel={!channel} />
        ))}
      </ul>
      <LoadMore
        pages={feed}
        texts={{
          loadMore: t('feed.loadMore'),
          loadingMore: t('feed.loadingMore'),
          allLoaded: t('feed.allLoaded'),
          loadError: t('feed.loadError'),
        }}
      />
    </div>
  );
}
