import { Badge, Button, buttonVariants, EmptyState, PageHeader } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePermissions } from '@/platform/site-config';
import { TypeDialog } from './admin/TypeDialog';
import {
  type MyWorkflowType,
  useAllWorkflowTypes,
  useMyWorkflowTypesList,
  useWorkflowCategories,
  type WorkflowCategory,
  type WorkflowTypeSummary,
} from './api';
import { TypeIcon } from './TypeIcon';

const typePath = (id: string, rest: string) => `/workflows/${encodeURIComponent(id)}/${rest}`;

/** Types grouped by category, in the categories' order; the uncategorized last. */
export function groupByCategory<T extends { categoryId?: string | null }>(
  types: readonly T[],
  categories: readonly WorkflowCategory[],
): { category: WorkflowCategory | null; types: T[] }[] {
  const groups = categories
    .map((category) => ({ category, types: types.filter((type) => type.categoryId === category.id) }))
    .filter((group) => group.types.length > 0);
  const known = new Set(categories.map((category) => category.id));
  const rest = types.filter((type) => !type.categoryId || !known.has(type.categoryId));
  return rest.length > 0 ? [...groups, { category: null, types: rest }] : groups;
}

/**
 * /workflows: the workflow types the person may start, each with its start button; administrators
 * also see every type by category (its version and status) and create new ones.
 */
export default function WorkflowsPage() {
  const { t } = useTranslation('workflows');
  const navigate = useNavigate();
  const admin = usePermissions().has('MANAGE_WORKFLOWS');
  const mine = useMyWorkflowTypesList();
  const all = useAllWorkflowTypes(admin);
  const categories = useWorkflowCategories();
  const [creating, setCreating] = useState(false);

  // Administrators are listed every type as theirs: only the published ones can be started.
  const published = new Set((all.data ?? []).filter((type) => type.publishedVersion).map((type) => type.id));
  const startable = (mine.data ?? []).filter((type) => !admin || published.has(type.id));
  const loading = mine.isPending || (admin && (all.isPending || categories.isPending));
  const failed = mine.isError || (admin && (all.isError || categories.isError));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={admin ? <Button onClick={() => setCreating(true)}>{t('createType')}</Button> : undefined}
      />
      {loading ? (
        <ListSkeleton label={t('loading')} />
      ) : failed ? (
        <ListLoadError
          message={t('loadError')}
          onRetry={() => {
            void mine.refetch();
            if (admin) {
              void all.refetch();
              void categories.refetch();
            }
          }}
        />
      ) : startable.length === 0 && (all.data ?? []).length === 0 ? (
        <EmptyState title={t('empty')} description={admin ? t('emptyAdminHint') : t('emptyHint')} />
      ) : (
        <>
          {startable.length > 0 ? (
            <section aria-labelledby="workflows-mine" className="flex flex-col gap-2">
              <h2 id="workflows-mine" className="text-title font-semibold">
                {t('mine')}
              </h2>
              <ul aria-label={t('mineLabel')} className="grid gap-2 sm:grid-cols-2">
                {startable.map((type) => (
                  <StartRow key={type.id} type={type} />
                ))}
              </ul>
            </section>
          ) : null}
          {admin && all.data && all.data.length > 0 ? (
            <section aria-labelledby="workflows-all" className="flex flex-col gap-3">
              <h2 id="workflows-all" className="text-title font-semibold">
                {t('allTypes')}
              </h2>
              {groupByCategory(all.data, categories.data ?? []).map((group) => (
                <div key={group.category?.id ?? 'none'} className="flex flex-col gap-1">
                  <h3 className="text-label font-medium text-fg-muted">
                    {group.category ? (
                      <Link
                        to={typePath(group.types[0]!.id, `administration/${group.category.id}`)}
                        className="underline-offset-2 hover:underline"
                      >
                        {group.category.name}
                      </Link>
                    ) : (
                      t('uncategorized')
                    )}
                  </h3>
                  <ul
                    aria-label={group.category?.name ?? t('uncategorized')}
                    className="divide-y divide-border rounded-lg border border-border bg-surface"
                  >
                    {group.types.map((type) => (
                      <AdminRow key={type.id} type={type} />
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}
        </>
      )}
      {admin ? (
        <TypeDialog
          open={creating}
          onOpenChange={setCreating}
          onDone={(created) => navigate(typePath(created.id, 'configuration'))}
        />
      ) : null}
    </div>
  );
}

function StartRow({ type }: { type: MyWorkflowType }) {
  const { t } = useTranslation('workflows');
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3">
      <span className="text-fg-muted">
        <TypeIcon icon={type.icon} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{type.name}</p>
        {type.description ? <p className="truncate text-label text-fg-muted">{type.description}</p> : null}
      </div>
      <Link
        to={typePath(type.id, 'execute')}
        aria-label={t('startNamed', { name: type.name })}
        className={buttonVariants({ variant: 'primary', size: 'sm' })}
      >
        {t('start')}
      </Link>
    </li>
  );
}

function AdminRow({ type }: { type: WorkflowTypeSummary }) {
  const { t } = useTranslation('workflows');
  const latest = type.latestVersion;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5">
      <span className="text-fg-muted">
        <TypeIcon icon={type.icon} />
      </span>
      <Link
        to={typePath(type.id, 'administration')}
        className="min-w-0 flex-1 truncate font-medium underline-offset-2 hover:underline"
        aria-label={t('administerNamed', { name: type.name })}
      >
        {type.name}
      </Link>
      {latest ? (
        <Badge tone={latest.status === 'published' ? 'success' : 'neutral'}>
          {`${t(`status.${latest.status}`)} · ${t('version', { version: latest.version })}`}
        </Badge>
      ) : (
        <Badge>{t('notPublished')}</Badge>
      )}
      <Link
        to={typePath(type.id, 'configuration')}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {t('admin.design')}
      </Link>
    </li>
  );
}
