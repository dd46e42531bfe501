import type { OrganizationLink } from '@faena/api-client';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  EditIcon,
  EmptyState,
  IconButton,
  PageHeader,
  PlusIcon,
  TrashIcon,
  useModal,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePermissions } from '@/platform/site-config';
import { invalidateLinks, removeLink, saveOrder, useLinks } from './api';
import { LinkDialog } from './LinkDialog';
import { LinkGlyph } from './LinkGlyph';
import { hostOf, moved } from './model';

type Editing = { link: OrganizationLink | null } | null;

/**
 * /links: the organization's links as cards (icon, title, description, host), each opening in a
 * new tab outside the app. People with MANAGE_LINKS add, edit, delete and reorder them.
 */
export default function LinksPage() {
  const { t } = useTranslation('links');
  const canManage = usePermissions().has('MANAGE_LINKS');
  const links = useLinks();
  const [editing, setEditing] = useState<Editing>(null);
  const list = links.data ?? [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canManage && list.length > 0 ? (
            <Button size="sm" onClick={() => setEditing({ link: null })}>
              <PlusIcon aria-hidden />
              {t('add')}
            </Button>
          ) : undefined
        }
      />
      {links.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : links.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void links.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('empty')}
          description={canManage ? t('emptyManager') : t('emptyHint')}
          action={
            canManage ? <Button onClick={() => setEditing({ link: null })}>{t('add')}</Button> : undefined
          }
        />
      ) : (
        <ul aria-label={t('listLabel')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((link, index) => (
            <LinkCard
              key={link.id}
              link={link}
              ids={list.map((item) => item.id)}
              first={index === 0}
              last={index === list.length - 1}
              canManage={canManage}
              onEdit={() => setEditing({ link })}
            />
          ))}
        </ul>
      )}
      {editing ? <LinkDialog link={editing.link} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function LinkCard({
  link,
  ids,
  first,
  last,
  canManage,
  onEdit,
}: {
  link: OrganizationLink;
  ids: string[];
  first: boolean;
  last: boolean;
  canManage: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('links');
  const modal = useModal();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const move = async (step: -1 | 1) => {
    setBusy(true);
    try {
      await saveOrder(queryClient, moved(ids, link.id, step));
      toast.show({ tone: 'success', title: t('moved') });
    } catch (caught) {
      toast.show({ tone: 'error', closable: true, title: t('moveError', { message: messageOf(caught) }) });
      await invalidateLinks(queryClient);
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async () => {
    const confirmed = await modal.confirm({
      title: t('deleteTitle', { title: link.title }),
      description: t('deleteDescription'),
      confirmLabel: t('deleteConfirm'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    try {
      await removeLink(link.id);
      await invalidateLinks(queryClient);
      toast.show({ tone: 'success', title: t('deleted', { title: link.title }) });
    } catch (caught) {
      toast.show({ tone: 'error', closable: true, title: t('deleteError', { message: messageOf(caught) }) });
    }
  };

  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-border bg-surface transition-colors hover:border-border-strong">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('opensOutside', { title: link.title })}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-4 outline-none focus-visible:ring-2 focus-visible:ring-focus-ring"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-subtle text-xl text-primary-fg">
          <LinkGlyph icon={link.icon} />
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="truncate font-medium text-fg">{link.title}</span>
          {link.description ? (
            <span className="line-clamp-2 text-body text-fg-muted">{link.description}</span>
          ) : null}
          <span className="truncate text-caption text-fg-muted">{hostOf(link.url)}</span>
        </span>
      </a>
      {canManage ? (
        <div className="flex justify-end gap-1 border-t border-border px-2 py-1">
          <IconButton
            size="sm"
            label={t('moveUp', { title: link.title })}
            icon={<ArrowUpIcon />}
            disabled={first || busy}
            onClick={() => void move(-1)}
          />
          <IconButton
            size="sm"
            label={t('moveDown', { title: link.title })}
            icon={<ArrowDownIcon />}
            disabled={last || busy}
            onClick={() => void move(1)}
          />
          <IconButton
            size="sm"
            label={t('edit', { title: link.title })}
            icon={<EditIcon />}
            onClick={onEdit}
          />
          <IconButton
            size="sm"
            label={t('delete', { title: link.title })}
            icon={<TrashIcon />}
            onClick={() => void onDelete()}
          />
        </div>
      ) : null}
    </li>
  );
}
