import { ApiError, type PostDetail } from '@faena/api-client';
import {
  Avatar,
  Button,
  buttonVariants,
  CheckIcon,
  EmptyState,
  PageHeader,
  TrashIcon,
  useModal,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { removePost, useAcknowledge, usePost, useRecordSeen } from './api';
import { FiguresPanel } from './FiguresPanel';
import { longDateTime } from './model';
import { PostBody } from './PostBody';
import { PostMarkers } from './PostCard';
import { Published } from './Published';

/** A missing post or one the person may not read (the API answers both alike). */
function isNotFound(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 404;
  const body = error as { statusCode?: unknown; code?: unknown } | null;
  return body?.statusCode === 404 || body?.code === 'POST_NOT_FOUND';
}

/** /posts/{id}: one post. Opening it records that the person saw it (once). */
export default function PostPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('posts');
  const post = usePost(id);
  useRecordSeen(post.data);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <Link to="/posts" className="w-fit text-label text-fg-muted underline-offset-2 hover:underline">
        ← {t('post.back')}
      </Link>
      {post.isPending ? (
        <ListSkeleton label={t('post.loading')} />
      ) : post.isError ? (
        isNotFound(post.error) ? (
          <EmptyState
            kind="not-found"
            title={t('post.notFound')}
            description={t('post.notFoundHint')}
            action={
              <Link to="/posts" className={buttonVariants({ variant: 'secondary' })}>
                {t('feed.backToAll')}
              </Link>
            }
          />
        ) : (
          <ListLoadError message={t('post.loadError')} onRetry={() => void post.refetch()} />
        )
      ) : (
        <PostView post={post.data} />
      )}
    </div>
  );
}

function PostView({ post }: { post: PostDetail }) {
  const { t } = useTranslation('posts');
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onDelete = async () => {
    const confirmed = await modal.confirm({
      title: t('post.deleteTitle'),
      description: t('post.deleteDescription', { title: post.title }),
      confirmLabel: t('post.delete'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    try {
      await removePost(queryClient, post.id);
      toast.show({ tone: 'success', title: t('post.deleted') });
      navigate(`/posts?channel=${encodeURIComponent(post.channelId)}`, { replace: true });
    } catch {
      toast.show({ tone: 'error', title: t('post.deleteError'), closable: true });
    }
  };

  return (
    <>
      <article className="flex flex-col gap-5">
        <PageHeader
          title={<span className="break-words">{post.title}</span>}
          actions={
            post.canDelete ? (
              <Button variant="secondary" size="sm" onClick={() => void onDelete()}>
                <TrashIcon aria-hidden />
                {t('post.delete')}
              </Button>
            ) : undefined
          }
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-label text-fg-muted">
            <Avatar name={post.author.name} src={post.author.photoUrl} size="sm" />
            <span className="font-medium text-fg">{post.author.name}</span>
            <span aria-hidden="true">·</span>
            <Link
              to={`/posts?channel=${encodeURIComponent(post.channelId)}`}
              className="underline-offset-2 hover:underline"
            >
              {t('post.meta', { channel: post.channelName })}
            </Link>
            <span aria-hidden="true">·</span>
            <Published at={post.publishedAt} />
            <span className="flex gap-1.5 empty:hidden">
              <PostMarkers post={post} showNew={false} />
            </span>
          </div>
        </PageHeader>
        <PostBody html={post.bodyHtml} />
      </article>
      {post.requiresAcknowledgement ? <Acknowledgement post={post} /> : null}
      {post.canSeeFigures ? <FiguresPanel post={post} /> : null}
    </>
  );
}

/** "Entendido" while the post waits for it; after, when the person acknowledged it. */
function Acknowledgement({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation('posts');
  const acknowledge = useAcknowledge(post.id);
  if (post.acknowledged)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-success-subtle px-4 py-3 text-body text-success-fg"
      >
        <CheckIcon aria-hidden />
        {t('post.acknowledgedOn', {
          date: longDateTime(post.acknowledgedAt ?? new Date().toISOString(), i18n.language),
        })}
      </p>
    );
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning bg-warning-subtle px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-body text-fg">{t('post.acknowledgeHint')}</p>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button loading={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
          {t('post.acknowledge')}
        </Button>
        {acknowledge.isError ? (
          <p role="alert" className="text-label text-danger-fg">
            {t('post.acknowledgeError')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
