import { ApiError } from '@faena/api-client';
import {
  Badge,
  Button,
  buttonVariants,
  Card,
  EmptyState,
  Modal,
  PageHeader,
  TextField,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import {
  createCategory,
  deleteType,
  invalidateTypes,
  useAllWorkflowTypes,
  useWorkflowCategories,
  useWorkflowKanbans,
  useWorkflowType,
  type WorkflowTypeDetail,
} from '../api';
import { TypeIcon } from '../TypeIcon';
import { TypeDialog } from './TypeDialog';

const typePath = (id: string, rest: string) => `/workflows/${encodeURIComponent(id)}/${rest}`;
const adminPath = (typeId: string, categoryId: string | undefined) =>
  typePath(typeId, categoryId ? `administration/${encodeURIComponent(categoryId)}` : 'administration');

/** The placeholder of the type segment when no type is chosen (a category's page). */
export const NO_TYPE = 'all';

/**
 * /workflows/:workflowType/administration(/:categoryId): the workflow types (of one category),
 * and the chosen one's settings (name, icon, category, who starts it), versions and boards.
 */
export default function AdministrationPage() {
  const { t } = useTranslation('workflows');
  const { workflowType = NO_TYPE, categoryId } = useParams();
  const navigate = useNavigate();
  const types = useAllWorkflowTypes();
  const categories = useWorkflowCategories();
  const [creating, setCreating] = useState(false);
  const shown = (types.data ?? []).filter((type) => !categoryId || type.categoryId === categoryId);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link to="/workflows" className="text-label text-fg-muted underline-offset-2 hover:underline">
          {t('admin.back')}
        </Link>
        <PageHeader
          title={t('admin.title')}
          description={t('admin.description')}
          actions={<Button onClick={() => setCreating(true)}>{t('createType')}</Button>}
        />
      </div>
      <nav aria-label={t('admin.categories')} className="flex flex-wrap items-center gap-2">
        <CategoryLink to={adminPath(workflowType, undefined)} current={!categoryId}>
          {t('admin.allCategories')}
        </CategoryLink>
        {(categories.data ?? []).map((category) => (
          <CategoryLink
            key={category.id}
            to={adminPath(workflowType, category.id)}
            current={category.id === categoryId}
          >
            {category.name}
          </CategoryLink>
        ))}
        <NewCategory />
      </nav>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-label={t('admin.typesLabel')}>
          {types.isPending ? (
            <ListSkeleton label={t('loading')} />
          ) : types.isError ? (
            <ListLoadError message={t('loadError')} onRetry={() => void types.refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState title={t('admin.noTypes')} description={t('admin.noTypesHint')} />
          ) : (
            <ul
              aria-label={t('admin.typesLabel')}
              className="divide-y divide-border rounded-lg border border-border bg-surface"
            >
              {shown.map((type) => (
                <li key={type.id}>
                  <Link
                    to={adminPath(type.id, categoryId)}
                    aria-current={type.id === workflowType ? 'page' : undefined}
                    className="flex items-center gap-3 px-4 py-2.5 hover:bg-bg-subtle aria-[current=page]:bg-bg-subtle"
                  >
                    <span className="text-fg-muted">
                      <TypeIcon icon={type.icon} />
                    </span>
                    <span className="min-w-0 flex-1 truncate font-medium">{type.name}</span>
                    {type.latestVersion ? (
                      <Badge tone={type.latestVersion.status === 'published' ? 'success' : 'neutral'}>
                        {t(`status.${type.latestVersion.status}`)}
                      </Badge>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        {workflowType === NO_TYPE ? (
          <EmptyState title={t('admin.chooseType')} description={t('admin.chooseTypeHint')} />
        ) : (
          <TypePanel key={workflowType} workflowTypeId={workflowType} />
        )}
      </div>
      <TypeDialog
        open={creating}
        onOpenChange={setCreating}
        categoryId={categoryId ?? null}
        onDone={(created) => navigate(typePath(created.id, 'configuration'))}
      />
    </div>
  );
}

function CategoryLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={buttonVariants({ variant: current ? 'primary' : 'secondary', size: 'sm' })}
    >
      {children}
    </Link>
  );
}

function NewCategory() {
  const { t } = useTranslation('workflows');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await createCategory(queryClient, name.trim());
      setName('');
      setOpen(false);
    } catch (caught) {
      setError(t('admin.categoryError', { message: messageOf(caught) }));
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('admin.newCategory')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} size="sm" title={t('admin.newCategory')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label={t('admin.categoryName')}
            value={name}
            required
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            error={error ?? undefined}
          />
          <div className="flex justify-end">
            <Button type="submit">{t('admin.addCategory')}</Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

function TypePanel({ workflowTypeId }: { workflowTypeId: string }) {
  const { t } = useTranslation('workflows');
  const type = useWorkflowType(workflowTypeId);
  if (type.isPending) return <ListSkeleton label={t('loading')} />;
  if (type.isError)
    return type.error instanceof ApiError && type.error.status === 404 ? (
      <EmptyState title={t('admin.typeNotFound')} />
    ) : (
      <ListLoadError message={t('loadError')} onRetry={() => void type.refetch()} />
    );
  return <TypeDetails type={type.data} />;
}

function TypeDetails({ type }: { type: WorkflowTypeDetail }) {
  const { t, i18n } = useTranslation('workflows');
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useWorkflowCategories();
  const kanbans = useWorkflowKanbans(type.id);
  const [editing, setEditing] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const category = categories.data?.find((candidate) => candidate.id === type.categoryId);

  const remove = async () => {
    setDeleteError(null);
    try {
      await deleteType(type.id);
      invalidateTypes(queryClient);
      toast.show({ title: t('admin.deleted', { name: type.name }), tone: 'success' });
      navigate(typePath(NO_TYPE, 'administration'));
    } catch (error) {
      setDeleteError(t('admin.deleteError', { message: messageOf(error) }));
    }
  };

  return (
    <section aria-labelledby="workflow-type-title" className="flex flex-col gap-4">
      <Card>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-fg-muted">
              <TypeIcon icon={type.icon} />
            </span>
            <h2 id="workflow-type-title" className="min-w-0 flex-1 text-title font-semibold">
              {type.name}
            </h2>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('admin.edit')}
            </Button>
            <Link
              to={typePath(type.id, 'configuration')}
              className={buttonVariants({ variant: 'primary', size: 'sm' })}
            >
              {t('admin.design')}
            </Link>
            <Modal
              mode="confirm"
              size="sm"
              title={t('admin.deleteTitle', { name: type.name })}
              description={t('admin.deleteDescription')}
              confirmLabel={t('admin.delete')}
              confirmVariant="danger"
              onConfirm={remove}
              trigger={
                <Button variant="ghost" size="sm">
                  {t('admin.delete')}
                </Button>
              }
            />
          </div>
          {type.description ? <p className="text-body text-fg-muted">{type.description}</p> : null}
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-body sm:grid-cols-[12rem_1fr]">
            <dt className="text-fg-muted">{t('admin.category')}</dt>
            <dd>{category?.name ?? t('uncategorized')}</dd>
            <dt className="text-fg-muted">{t('admin.startAudience')}</dt>
            <dd>{type.startAudienceId ? t('admin.savedAudience') : t('admin.everyone')}</dd>
          </dl>
          {deleteError ? (
            <p role="alert" className="text-body text-danger-fg">
              {deleteError}
            </p>
          ) : null}
        </div>
      </Card>

      <section aria-labelledby="workflow-versions" className="flex flex-col gap-2">
        <h3 id="workflow-versions" className="text-label font-semibold">
          {t('admin.versions')}
        </h3>
        <ul
          aria-label={t('admin.versionsLabel', { name: type.name })}
          className="divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {type.definitions.map((definition) => (
            <li key={definition.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5">
              <span className="font-medium">{t('admin.versionRow', { version: definition.version })}</span>
              <Badge tone={definition.status === 'published' ? 'success' : 'neutral'}>
                {t(`status.${definition.status}`)}
              </Badge>
              <span className="min-w-0 flex-1 truncate text-label text-fg-muted">
                {definition.publishedAt
                  ? t('admin.publishedAt', { at: when.format(new Date(definition.publishedAt)) })
                  : t('admin.updatedAt', { at: when.format(new Date(definition.updatedAt)) })}
              </span>
              <Link
                to={`${typePath(type.id, 'configuration')}?definition=${encodeURIComponent(definition.id)}`}
                aria-label={t('admin.openVersionNamed', { version: definition.version })}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {t('admin.openVersion')}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="workflow-boards" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="workflow-boards" className="text-label font-semibold">
            {t('admin.boards')}
          </h3>
          <Link
            to={typePath(type.id, 'configuration/kanban/new')}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {t('admin.newBoard')}
          </Link>
        </div>
        {kanbans.isPending ? (
          <ListSkeleton label={t('kanban.loading')} />
        ) : kanbans.isError ? (
          <ListLoadError message={t('kanban.loadError')} onRetry={() => void kanbans.refetch()} />
        ) : kanbans.data.length === 0 ? (
          <p className="text-body text-fg-muted">{t('admin.noBoards')}</p>
        ) : (
          <ul
            aria-label={t('admin.boardsLabel', { name: type.name })}
            className="divide-y divide-border rounded-lg border border-border bg-surface"
          >
            {kanbans.data.map((kanban) => (
              <li key={kanban.id}>
                <Link
                  to={typePath(type.id, `configuration/kanban/${encodeURIComponent(kanban.id)}`)}
                  className="block px-4 py-2.5 font-medium hover:bg-bg-subtle"
                >
                  {kanban.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <TypeDialog key={`${type.id}:${editing}`} open={editing} onOpenChange={setEditing} editing={type} />
    </section>
  );
}
