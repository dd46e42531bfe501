import { ApiError } from '@faena/api-client';
import {
  Button,
  buttonVariants,
  EmptyState,
  PageHeader,
  Select,
  Switch,
  TextField,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';
import { afterPublish, publishPost, usePostChannels } from './api';
import { MarkdownEditor } from './MarkdownEditor';
import { draftIsDirty, type PostDraft, type PostField, TITLE_MAX, validateDraft } from './model';

const FIELDS: readonly PostField[] = ['channelId', 'title', 'body'];

/** /posts/new?channel={id}: a post for one of the channels the person may post in. */
export default function NewPostPage() {
  const { t } = useTranslation('posts');
  const channels = usePostChannels();
  const postable = (channels.data ?? []).filter((channel) => channel.canPost);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <Link to="/posts" className="w-fit text-label text-fg-muted underline-offset-2 hover:underline">
        ← {t('editor.back')}
      </Link>
      <PageHeader title={t('editor.title')} />
      {channels.isPending ? (
        <ListSkeleton label={t('editor.loading')} />
      ) : channels.isError ? (
        <ListLoadError message={t('editor.loadError')} onRetry={() => void channels.refetch()} />
      ) : postable.length === 0 ? (
        <EmptyState
          title={t('editor.noChannels')}
          description={t('editor.noChannelsHint')}
          action={
            <Link to="/posts" className={buttonVariants({ variant: 'secondary' })}>
              {t('feed.backToAll')}
            </Link>
          }
        />
      ) : (
        <PostForm channels={postable} />
      )}
    </div>
  );
}

function PostForm({ channels }: { channels: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const asked = params.get('channel');
  const preselected =
    channels.find((channel) => channel.id === asked)?.id ??
    (channels.length === 1 ? channels[0]?.id : '') ??
    '';
  const [draft, setDraft] = useState<PostDraft>({
    channelId: preselected,
    title: '',
    body: '',
    requiresAcknowledgement: false,
  });
  const [errors, setErrors] = useState<Partial<Record<PostField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const guard = useUnsavedChangesGuard(draftIsDirty(draft) && !publishing);

  // The address names another channel (a link from a channel's feed while this page is open).
  useEffect(() => {
    if (asked && channels.some((channel) => channel.id === asked))
      setDraft((current) => ({ ...current, channelId: asked }));
  }, [asked, channels]);

  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const focusField = (field: PostField) =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus({ preventScroll: false }),
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const problems = validateDraft(draft);
    const found = FIELDS.filter((field) => problems[field]);
    if (found.length > 0) {
      setErrors(
        Object.fromEntries(
          found.map((field) => {
            const problem = problems[field];
            return [field, problem ? t(`editor.${problem.key}`, problem.values ?? {}) : ''];
          }),
        ),
      );
      const first = found[0];
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setPublishing(true);
    try {
      const post = await publishPost({
        channelId: draft.channelId,
        title: draft.title.trim(),
        body: draft.body,
        requiresAcknowledgement: draft.requiresAcknowledgement,
      });
      afterPublish(queryClient, post);
      toast.show({ tone: 'success', title: t('editor.published', { title: post.title }) });
      guard.release();
      navigate(`/posts/${encodeURIComponent(post.id)}`, { replace: true });
    } catch (caught) {
      setPublishing(false);
      const fields = caught instanceof ApiError ? caught.fields : {};
      const known = FIELDS.filter((field) => fields[field]);
      if (known.length > 0) {
        setErrors(Object.fromEntries(known.map((field) => [field, fields[field]])));
        setFormError(t('editor.publishError'));
        const first = known[0];
        if (first) focusField(first);
      } else {
        setFormError(t('editor.publishFailed', { message: messageOf(caught) }));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-describedby={formError ? 'post-form-error' : undefined}
    >
      <Select
        label={t('editor.channel')}
        name="channelId"
        required
        placeholder={t('editor.channelPlaceholder')}
        value={draft.channelId}
        error={errors.channelId}
        options={channels.map((channel) => ({ value: channel.id, label: channel.name }))}
        onChange={(event) => set('channelId', event.target.value)}
      />
      <TextField
        label={t('editor.titleLabel')}
        name="title"
        required
        maxLength={TITLE_MAX}
        autoComplete="off"
        value={draft.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <MarkdownEditor value={draft.body} onChange={(body) => set('body', body)} error={errors.body} />
      <Switch
        label={t('editor.requiresAck')}
        hint={t('editor.requiresAckHint')}
        checked={draft.requiresAcknowledgement}
        onCheckedChange={(checked) => set('requiresAcknowledgement', checked)}
      />
      {formError ? (
        <p id="post-form-error" role="alert" className="text-label text-danger-fg">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Link to="/posts" className={buttonVariants({ variant: 'secondary' })}>
          {t('channels.cancel')}
        </Link>
        <Button type="submit" loading={publishing}>
          {t('editor.publish')}
        </Button>
      </div>
    </form>
  );
}
