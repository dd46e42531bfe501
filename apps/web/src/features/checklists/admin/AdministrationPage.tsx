import { ApiError } from '@faena/api-client';
import { Badge, Button, buttonVariants, Card, EmptyState, Modal, PageHeader, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { useFlag } from '@/platform/flags';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import {
  archiveChecklist,
  invalidateChecklists,
  isApiError,
  removeCategory,
  useCategoryChecklists,
  useChecklistCategories,
} from './api';
import { CategoryDialog } from './CategoryDialog';
import { useChecklistFormat } from './format';
import type { ChecklistCategory, ChecklistSummary } from './model';
import { PreviewDialog } from './PreviewDialog';
import { buildCategoryTree, type CategoryNode, categoryPath } from './tree';
import { VersionsDialog } from './VersionsDialog';

export const adminPath = (categoryId?: string | null) =>
  categoryId ? `/checklist-administration/${encodeURIComponent(categoryId)}` : '/checklist-administration';

/**
 * /checklist-administration(/:categoryId): the category tree (a drill-down list on phones), the
 * chosen category's sub-categories and templates, and what an administrator does with them.
 */
export default function AdministrationPage() {
  const { t } = useTranslation('checklists');
  const Root = useScreenRoot();
  const { categoryId } = useParams();
  const categories = useChecklistCategories();
  const canCreateAtRoot = useFlag('createCategoryAtRoot');
  const [creatingRoot, setCreatingRoot] = useState(false);
  const navigate = useNavigate();
  const all = categories.data ?? [];
  const tree = useMemo(() => buildCategoryTree(all), [all]);
  const current = categoryId ? all.find((category) => category.id === categoryId) : undefined;

  return (
    <Root className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <>
            <Link to="/checklists/executions" className={buttonVariants({ variant: 'secondary' })}>
              {t('admin.history')}
            </Link>
            {canCreateAtRoot ? (
              <Button variant="secondary" onClick={() => setCreatingRoot(true)}>
                {t('admin.newRootCategory')}
              </Button>
            ) : null}
          </>
        }
      />
      {categories.isPending ? (
        <ListSkeleton label={t('admin.loading')} />
      ) : categories.isError ? (
        <ListLoadError message={t('admin.loadError')} onRetry={() => void categories.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          title={t('admin.noCategories')}
          description={canCreateAtRoot ? t('admin.noCategoriesHintRoot') : t('admin.noCategoriesHint')}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(15rem,20rem)_1fr]">
          <nav
            aria-label={t('admin.categories')}
            className="hidden self-start rounded-lg border border-border bg-surface p-2 lg:block"
          >
            <CategoryTree nodes={tree} currentId={categoryId} />
          </nav>
          {!categoryId ? (
            <>
              {/* Phones drill down from the roots; the desktop shows the tree beside. */}
              <section aria-label={t('admin.categories')} className="lg:hidden">
                <CategoryLinks categories={tree} />
              </section>
              <div className="hidden lg:block">
                <EmptyState title={t('admin.chooseCategory')} description={t('admin.chooseCategoryHint')} />
              </div>
            </>
          ) : !current ? (
            <EmptyState
              kind="not-found"
              title={t('admin.categoryNotFound')}
              action={
                <Link to={adminPath()} className={buttonVariants({ variant: 'secondary' })}>
                  {t('admin.backToAll')}
                </Link>
              }
            />
          ) : (
            <CategoryPanel key={current.id} category={current} all={all} node={findNode(tree, current.id)} />
          )}
        </div>
      )}
      <CategoryDialog
        open={creatingRoot}
        onOpenChange={setCreatingRoot}
        parentId={null}
        onDone={(created) => navigate(adminPath(created.id))}
      />
    </Root>
  );
}

function findNode(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The desktop tree: nested lists of links, the current category marked. */
function CategoryTree({
  nodes,
  currentId,
}: {
  nodes: readonly CategoryNode[];
  currentId: string | undefined;
}) {
  return (
    <ul className="flex flex-col gap-0.5">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={adminPath(node.id)}
            aria-current={node.id === currentId ? 'page' : undefined}
            className="flex items-center gap-2 rounded-md py-1.5 pr-2 text-body hover:bg-bg-subtle aria-[current=page]:bg-bg-subtle aria-[current=page]:font-medium"
            style={{ paddingLeft: `${0.5 + node.depth * 1}rem` }}
          >
            <span className="min-w-0 flex-1 truncate">{node.name}</span>
            {node.checklistCount > 0 ? (
              <span className="text-label text-fg-muted">{node.checklistCount}</span>
            ) : null}
          </Link>
          {node.children.length > 0 ? <CategoryTree nodes={node.children} currentId={currentId} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A level of the phone's drill-down: each category opens its own page. */
function CategoryLinks({ categories }: { categories: readonly CategoryNode[] }) {
  const { t } = useTranslation('checklists');
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={adminPath(category.id)}
            className="flex min-h-12 items-center gap-3 px-4 py-2.5 hover:bg-bg-subtle"
          >
            <span className="min-w-0 flex-1 truncate font-medium">{category.name}</span>
            <span className="text-label text-fg-muted">
              {t('admin.checklistCount', { count: category.checklistCount })}
            </span>
            <span aria-hidden="true" className="text-fg-muted">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryPanel({
  category,
  all,
  node,
}: {
  category: ChecklistCategory;
  all: readonly ChecklistCategory[];
  node: CategoryNode | undefined;
}) {
  const { t } = useTranslation('checklists');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'sub' | 'rename' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const path = categoryPath(all, category.id);
  const parent = path.length > 1 ? path[path.length - 2] : undefined;

  const remove = async () => {
    setDeleteError(null);
    try {
      await removeCategory(category.id);
      invalidateChecklists(queryClient);
      toast.show({ title: t('admin.categoryDeleted', { name: category.name }), tone: 'success' });
      navigate(adminPath(parent?.id));
    } catch (error) {
      setDeleteError(
        isApiError(error, 'CATEGORY_NOT_EMPTY') || (error instanceof ApiError && error.status === 409)
          ? t('admin.categoryNotEmpty', { name: category.name })
          : t('admin.deleteCategoryError', { message: messageOf(error) }),
      );
    }
  };

  return (
    <section aria-labelledby="checklist-category-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="text-label text-fg-muted">
          <Link to={adminPath(parent?.id)} className="underline-offset-2 hover:underline">
            {parent ? t('admin.backTo', { name: parent.name }) : t('admin.backToAll')}
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="checklist-category-title" className="min-w-0 flex-1 text-title font-semibold">
            {category.name}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setDialog('rename')}>
            {t('admin.rename')}
          </Button>
          <Modal
            mode="confirm"
            size="sm"
            title={t('admin.deleteCategoryTitle', { name: category.name })}
            description={t('admin.deleteCategoryDescription')}
            confirmLabel={t('admin.deleteCategory')}
            confirmVariant="danger"
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="sm">
                {t('admin.deleteCategory')}
              </Button>
            }
          />
          <Button variant="secondary" size="sm" onClick={() => setDialog('sub')}>
            {t('admin.newSubcategory')}
          </Button>
          <Link
            to={`/checklists/create/${encodeURIComponent(category.id)}`}
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            {t('admin.newChecklist')}
          </Link>
        </div>
        {deleteError ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-2 text-body text-danger-fg">
            {deleteError}
          </p>
        ) : null}
      </div>

      {node && node.children.length > 0 ? (
        <section aria-labelledby="checklist-subcategories" className="flex flex-col gap-2 lg:hidden">
          <h3 id="checklist-subcategories" className="text-label font-semibold">
            {t('admin.subcategories')}
          </h3>
          <CategoryLinks categories={node.children} />
        </section>
      ) : null}

      <Templates category={category} />

      <CategoryDialog
        open={dialog === 'sub'}
        onOpenChange={(open) => setDialog(open ? 'sub' : null)}
        parentId={category.id}
        onDone={(created) => navigate(adminPath(created.id))}
      />
      <CategoryDialog
        key={`rename:${category.name}`}
        open={dialog === 'rename'}
        onOpenChange={(open) => setDialog(open ? 'rename' : null)}
        renaming={category}
      />
    </section>
  );
}

function Templates({ category }: { category: ChecklistCategory }) {
  const { t } = useTranslation('checklists');
  const checklists = useCategoryChecklists(category.id);
  return (
    <section aria-labelledby="checklist-templates" className="flex flex-col gap-2">
      <h3 id="checklist-templates" className="text-label font-semibold">
        {t('admin.templates')}
      </h3>
      {checklists.isPending ? (
        <ListSkeleton label={t('admin.loading')} />
      ) : checklists.isError ? (
        <ListLoadError message={t('admin.loadError')} onRetry={() => void checklists.refetch()} />
      ) : checklists.data.results.length === 0 ? (
        <Card>
          <EmptyState
            title={t('admin.noTemplates')}
            titleAs="h4"
            description={t('admin.noTemplatesHint')}
            action={
              <Link
                to={`/checklists/create/${encodeURIComponent(category.id)}`}
                className={buttonVariants({ variant: 'primary' })}
              >
                {t('admin.newChecklist')}
              </Link>
            }
          />
        </Card>
      ) : (
        <ul
          aria-label={t('admin.templatesOf', { name: category.name })}
          className="divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {checklists.data.results.map((checklist) => (
            <TemplateRow key={checklist.id} checklist={checklist} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TemplateRow({ checklist }: { checklist: ChecklistSummary }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'preview' | 'versions' | null>(null);
  const editPath = `/checklists/update/${encodeURIComponent(checklist.id)}`;

  const archive = async () => {
    try {
      await archiveChecklist(checklist.id);
      invalidateChecklists(queryClient, checklist.id);
      toast.show({ title: t('admin.archived', { title: checklist.title }), tone: 'success' });
    } catch (error) {
      toast.show({ title: t('admin.archiveError', { message: messageOf(error) }), tone: 'error' });
    }
  };

  return (
    <li
      data-checklist-id={checklist.id}
      className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editPath} className="min-w-0 truncate font-medium hover:underline">
            {checklist.title}
          </Link>
          <Badge>{t('admin.version', { version: checklist.version })}</Badge>
          {checklist.scoring ? <Badge tone="info">{t('admin.scored')}</Badge> : null}
        </div>
        <span className="text-label text-fg-muted">
          {t('admin.questions', { count: checklist.questionCount })} ·{' '}
          {t('admin.updated', { date: format.date(checklist.updatedAt) })}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Link
          to={editPath}
          aria-label={t('admin.editNamed', { title: checklist.title })}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {t('admin.edit')}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('admin.previewNamed', { title: checklist.title })}
          onClick={() => setOpen('preview')}
        >
          {t('admin.preview')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('admin.versionsNamed', { title: checklist.title })}
          onClick={() => setOpen('versions')}
        >
          {t('admin.versions')}
        </Button>
        <Modal
          mode="confirm"
          size="sm"
          title={t('admin.archiveTitle', { title: checklist.title })}
          description={t('admin.archiveDescription')}
          confirmLabel={t('admin.archive')}
          confirmVariant="danger"
          onConfirm={archive}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('admin.archiveNamed', { title: checklist.title })}
            >
              {t('admin.archive')}
            </Button>
          }
        />
      </div>
      {open === 'preview' ? (
        <PreviewDialog checklist={checklist} onClose={() => setOpen(null)} />
      ) : open === 'versions' ? (
        <VersionsDialog checklist={checklist} onClose={() => setOpen(null)} />
      ) : null}
    </li>
  );
}
