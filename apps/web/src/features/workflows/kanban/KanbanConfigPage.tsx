import {
  EMPTY_KANBAN,
  type KanbanConfig,
  KanbanEditor,
  type KanbanUserTask,
  userTasksOf,
} from '@faena/bpmn-studio';
import { Badge, PageHeader, useToast, useUiLocale } from '@faena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import {
  storeKanban,
  useWorkflowDefinition,
  useWorkflowKanban,
  useWorkflowKanbanBoard,
  useWorkflowType,
  type WorkflowKanbanBoard,
  type WorkflowKanbanConfig,
} from '../api';
import { isWorkflowStatus, useWorkflowStatusLabel, workflowStatusTone } from '../status';

/** The id in the address of a board not saved yet. */
export const NEW_KANBAN = 'new';

/** The user tasks a board may map: the newest published definition's, else the draft's. */
function useUserTasks(workflowTypeId: string) {
  const locale = useUiLocale() === 'en-US' ? 'en-US' : 'es-MX';
  const type = useWorkflowType(workflowTypeId);
  const definitionId = type.data
    ? (type.data.publishedDefinitionId ?? type.data.draftDefinitionId ?? undefined)
    : undefined;
  const definition = useWorkflowDefinition(definitionId);
  const tasks = useQuery({
    queryKey: ['workflows', 'user-tasks', definitionId, definition.data?.revision, locale],
    queryFn: () => userTasksOf(definition.data!.xml, { locale }),
    enabled: Boolean(definition.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { type, definitionId, definition, tasks };
}

/**
 * /workflows/:workflowType/configuration/kanban/:kanbanId ('new' to create one): the kanban
 * editor over the definition's user tasks, saved to the server, and the live board below it —
 * each column's count and its executions, each leading to its execution.
 */
export default function KanbanConfigPage() {
  const { t } = useTranslation('workflows');
  const { workflowType = '', kanbanId = NEW_KANBAN } = useParams();
  const isNew = kanbanId === NEW_KANBAN;
  const { type, definitionId, definition, tasks } = useUserTasks(workflowType);
  const kanban = useWorkflowKanban(isNew ? undefined : kanbanId);

  const failed = type.isError || definition.isError || kanban.isError || tasks.isError;
  const loading =
    type.isPending ||
    (definitionId !== undefined && (definition.isPending || tasks.isPending)) ||
    (!isNew && kanban.isPending);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link
          to={`/workflows/${encodeURIComponent(workflowType)}/administration`}
          className="text-label text-fg-muted underline-offset-2 hover:underline"
        >
          {t('kanban.back')}
        </Link>
        <PageHeader
          title={isNew ? t('kanban.newTitle') : (kanban.data?.name ?? t('kanban.title'))}
          description={type.data ? `${type.data.name} · ${t('kanban.description')}` : t('kanban.description')}
        />
      </div>
      {failed ? (
        <ListLoadError
          message={t('kanban.loadError')}
          onRetry={() => {
            if (type.isError) void type.refetch();
            if (definition.isError) void definition.refetch();
            if (kanban.isError) void kanban.refetch();
            if (tasks.isError) void tasks.refetch();
          }}
        />
      ) : loading ? (
        <ListSkeleton label={t('kanban.loading')} />
      ) : (
        <>
          {definitionId === undefined ? <p role="note">{t('kanban.noDefinition')}</p> : null}
          <Editor
            key={kanbanId}
            workflowTypeId={workflowType}
            kanbanId={isNew ? undefined : kanbanId}
            initial={kanban.data}
            userTasks={tasks.data ?? []}
          />
          {isNew ? (
            <p className="text-body text-fg-muted">{t('kanban.boardNew')}</p>
          ) : (
            <LiveBoard workflowTypeId={workflowType} kanbanId={kanbanId} />
          )}
        </>
      )}
    </div>
  );
}

function Editor({
  workflowTypeId,
  kanbanId,
  initial,
  userTasks,
}: {
  workflowTypeId: string;
  kanbanId: string | undefined;
  initial: WorkflowKanbanConfig | undefined;
  userTasks: readonly KanbanUserTask[];
}) {
  const { t } = useTranslation('workflows');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<KanbanConfig>(
    () => (initial as KanbanConfig | undefined) ?? EMPTY_KANBAN,
  );
  const [error, setError] = useState<string | null>(null);

  const save = async (config: KanbanConfig) => {
    setError(null);
    try {
      const saved = await storeKanban(queryClient, workflowTypeId, kanbanId, {
        name: config.name,
        columns: config.columns as WorkflowKanbanConfig['columns'],
      });
      await queryClient.invalidateQueries({ queryKey: [{ _id: 'getWorkflowKanbanBoard' }] });
      await queryClient.invalidateQueries({ queryKey: [{ _id: 'getWorkflowKanban' }] });
      toast.show({ title: t('kanban.saved'), tone: 'success' });
      if (!kanbanId)
        navigate(
          `/workflows/${encodeURIComponent(workflowTypeId)}/configuration/kanban/${encodeURIComponent(saved.id)}`,
          { replace: true },
        );
    } catch (caught) {
      setError(t('kanban.saveError', { message: messageOf(caught) }));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {error ? (
        <p role="alert" className="text-body text-danger-fg">
          {error}
        </p>
      ) : null}
      <KanbanEditor
        value={value}
        userTasks={userTasks}
        onChange={setValue}
        onSave={(config) => void save(config)}
      />
    </div>
  );
}

function LiveBoard({ workflowTypeId, kanbanId }: { workflowTypeId: string; kanbanId: string }) {
  const { t } = useTranslation('workflows');
  const board = useWorkflowKanbanBoard(kanbanId);
  return (
    <section aria-labelledby="kanban-board-title" className="flex flex-col gap-2">
      <h2 id="kanban-board-title" className="text-title font-semibold">
        {t('kanban.board')}
      </h2>
      {board.isPending ? (
        <ListSkeleton label={t('kanban.boardLoading')} />
      ) : board.isError ? (
        <ListLoadError message={t('kanban.boardError')} onRetry={() => void board.refetch()} />
      ) : (
        <BoardColumns board={board.data} workflowTypeId={workflowTypeId} />
      )}
    </section>
  );
}

type BoardColumn = WorkflowKanbanBoard['columns'][number];
type BoardExecution = BoardColumn['executions'][number];

/** The board's columns side by side (scrolling sideways on a phone), each with its count and cards. */
export function BoardColumns({
  board,
  workflowTypeId,
}: {
  board: WorkflowKanbanBoard;
  workflowTypeId: string;
}) {
  const { t } = useTranslation('workflows');
  return (
    <ul aria-label={t('kanban.boardLabel')} className="flex snap-x gap-3 overflow-x-auto pb-2">
      {board.columns.map((column) => (
        <li
          key={column.id}
          aria-labelledby={`kanban-column-${column.id}`}
          className="flex w-72 shrink-0 snap-start flex-col gap-2 rounded-lg border border-border bg-bg-subtle p-3"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id={`kanban-column-${column.id}`} className="truncate font-semibold">
              {column.name}
            </h3>
            <span className="shrink-0 text-label text-fg-muted">
              {t('kanban.columnCount', { count: column.count })}
            </span>
          </div>
          {column.executions.length === 0 ? (
            <p className="text-label text-fg-muted">{t('kanban.columnEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {column.executions.map((execution) => (
                <ExecutionCard key={execution.id} execution={execution} workflowTypeId={workflowTypeId} />
              ))}
            </ul>
          )}
          {column.count > column.executions.length ? (
            <p className="text-label text-fg-muted">
              {t('kanban.more', { count: column.count - column.executions.length })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ExecutionCard({ execution, workflowTypeId }: { execution: BoardExecution; workflowTypeId: string }) {
  const { t, i18n } = useTranslation('workflows');
  const statusLabel = useWorkflowStatusLabel();
  const at = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(execution.startedAt),
  );
  const href = `/workflows/${encodeURIComponent(workflowTypeId)}/executions/${encodeURIComponent(execution.workflowId)}/${encodeURIComponent(execution.id)}`;
  return (
    <li>
      <Link
        to={href}
        className="flex flex-col gap-1 rounded-md border border-border bg-surface px-3 py-2 hover:bg-bg-subtle"
      >
        <span className="font-medium">{t('kanban.openExecution', { at })}</span>
        {execution.startedBy ? (
          <span className="text-label text-fg-muted">
            {t('kanban.startedBy', { name: execution.startedBy.name })}
          </span>
        ) : null}
        {execution.openTasks.length > 0 ? (
          <span className="truncate text-label text-fg-muted">
            {execution.openTasks.map((task) => task.name).join(', ')}
          </span>
        ) : null}
        {isWorkflowStatus(execution.status) ? (
          <Badge tone={workflowStatusTone(execution.status)}>{statusLabel(execution.status)}</Badge>
        ) : null}
      </Link>
    </li>
  );
}
