import type { PostSummary } from '@faena/api-client';
import { Avatar } from '@faena/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiUrl } from './PostBody';
import { Published } from './Published';
import * as styles from './posts.css';

const PILL = 'inline-flex items-center rounded-full px-2 py-0.5 text-caption font-medium';

/** The post's markers: "Nuevo" while unread, and whether it asks for (or got) an acknowledgement. */
export function PostMarkers({ post, showNew = true }: { post: PostSummary; showNew?: boolean }) {
  const { t } = useTranslation('posts');
  return (
    <>
      {showNew && !post.seen ? (
        <span className={`${PILL} bg-primary-subtle text-primary-fg`}>{t('feed.new')}</span>
      ) : null}
      {post.requiresAcknowledgement ? (
        post.acknowledged ? (
          <span className={`${PILL} bg-success-subtle text-success-fg`}>{t('feed.acknowledged')}</span>
        ) : (
          <span className={`${PILL} bg-warning-subtle text-warning-fg`}>{t('feed.requiresAck')}</span>
        )
      ) : null}
    </>
  );
}

/**
 * One post of the feed: its unread dot and bold title while unread, channel, author, time,
 * excerpt and cover. The whole card opens the post (its title is the link).
 */
export function PostCard({ post, showChannel }: { post: PostSummary; showChannel: boolean }) {
  const { t } = useTranslation('posts');
  const titleId = useId();
  const unread = !post.seen;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-unread={unread || undefined}
        className="relative flex gap-3 px-4 py-3 transition-colors focus-within:bg-bg-subtle hover:bg-bg-subtle"
      >
        {unread ? (
          <span
            role="img"
            aria-label={t('feed.unread')}
            className="mt-2 size-2 shrink-0 rounded-full bg-primary"
          />
        ) : (
          <span aria-hidden="true" className="mt-2 size-2 shrink-0" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:gap-4">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-caption text-fg-muted">
              <Avatar
                name={post.author.name}
                src={post.author.photoUrl}
                size="sm"
                className="size-5 text-[0.6rem]"
              />
              <span className="font-medium text-fg">{post.author.name}</span>
              {showChannel ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{post.channelName}</span>
                </>
              ) : null}
              <span aria-hidden="true">·</span>
              <Published at={post.publishedAt} />
            </div>
            <h3
              id={titleId}
              className={`break-words text-body ${unread ? 'font-semibold text-fg' : 'font-medium text-fg'}`}
            >
              <Link
                to={`/posts/${encodeURIComponent(post.id)}`}
                className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
              >
                {post.title}
              </Link>
            </h3>
            {post.excerpt ? <p className="line-clamp-2 text-body text-fg-muted">{post.excerpt}</p> : null}
            <div className="flex flex-wrap gap-1.5 empty:hidden">
              <PostMarkers post={post} />
            </div>
          </div>
          {post.coverUrl ? <Cover link={post.coverUrl} /> : null}
        </div>
      </article>
    </li>
  );
}

/** The post's first picture, decorative (the title says what the post is). */
function Cover({ link }: { link: string }) {
  const url = useApiUrl(link);
  return url ? (
    <img src={url} alt="" loading="lazy" className={`${styles.cover} shrink-0`} />
  ) : (
    <span aria-hidden="true" className={`${styles.cover} shrink-0`} />
  );
}
