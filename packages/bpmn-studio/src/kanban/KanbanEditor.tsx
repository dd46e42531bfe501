import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  AlertIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  Badge,
  Button,
  Checkbox,
  IconButton,
  MenuIcon,
  Modal,
  PlusIcon,
  TextField,
  TrashIcon,
  useUiLocale,
  visuallyHidden,
} from '@faena/ui';
import type { ExecutionStatus } from '@faena/workflow-engine';
import { type CSSProperties, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KanbanColumn, KanbanConfig } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import * as styles from './KanbanEditor.css.ts';
import {
  addColumn,
  columnMapsAnything,
  columnOfStatus,
  columnOfTask,
  deletedTasksOf,
  KANBAN_STATUSES,
  type KanbanColumnError,
  type KanbanUserTask,
  type KanbanValidation,
  moveColumn,
  newColumnId,
  newColumnName,
  normalizeKanban,
  removeColumn,
  renameColumn,
  toggleStatus,
  toggleUserTask,
  unmappedUserTasks,
  userTaskLabels,
  validateKanban,
} from './kanban-config.ts';
import { formatKanban, type KanbanMessageKey } from './messages.ts';

export interface KanbanEditorProps {
  /** The board being edited (controlled: feed `onChange`'s config back). */
  value: KanbanConfig;
  /** The definition's user tasks, from the diagram (see `userTasksOf`). */
  userTasks: readonly KanbanUserTask[];
  /** Every change, valid or not. */
  onChange: (config: KanbanConfig) => void;
  /** Shows a 'Guardar' button; called only with a valid config (names trimmed). */
  onSave?: (config: KanbanConfig) => void;
  /** Shows the configuration without editing controls. */
  readOnly?: boolean;
  /** Defaults to the nearest `UiTextProvider`'s locale ('en-US', otherwise 'es-MX'). */
  locale?: StudioLocale;
}

type Translate = (key: KanbanMessageKey, params?: Record<string, string | number>) => string;

/** dnd-kit's `CSS` helper shadows the global one here. */
const columnSelector = (columnId: string) => `[data-column-id="${globalThis.CSS.escape(columnId)}"]`;

/** What a column is called in labels and announcements, even before it has a name. */
const columnTitle = (t: Translate, column: KanbanColumn, index: number) =>
  column.name.trim() || t('unnamedColumn', { position: index + 1 });

const statusLabel = (t: Translate, status: ExecutionStatus) => t(`status_${status}`);

/** Success and Error, plus any other status a stored column carries (so it can be unchecked). */
const statusesOffered = (column: KanbanColumn): ExecutionStatus[] => [
  ...KANBAN_STATUSES,
  ...column.statuses.filter((status) => !(KANBAN_STATUSES as readonly ExecutionStatus[]).includes(status)),
];

/** Focus `target` once the confirmation dialog has closed, unless something else took the focus. */
function focusAfterDialog(target: () => HTMLElement | null) {
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  }, 0);
}

/**
 * Configures a kanban board over a workflow's executions: named columns, in order, each gathering
 * user tasks of the diagram and/or finished statuses, with a preview of the board.
 */
export function KanbanEditor({
  value,
  userTasks,
  onChange,
  onSave,
  readOnly = false,
  locale: localeProp,
}: KanbanEditorProps) {
  const uiLocale = useUiLocale();
  const locale: StudioLocale = localeProp ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX');
  const t: Translate = (key, params) => formatKanban(locale, key, params);
  const titleId = useId();
  const columnsHeadingId = useId();
  const noColumnsErrorId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);
  // Counts failed saves (0: none yet), so each one re-renders and moves the focus.
  const [failedSaves, setFailedSaves] = useState(0);
  const saveAttempted = failedSaves > 0;
  const [removing, setRemoving] = useState<KanbanColumn | null>(null);
  // Re-announcing the same text needs a change: a trailing no-break space alternates.
  const [status, setStatus] = useState('');
  const announce = (message: string) =>
    setStatus((current) => (current === message ? `${message}\u00a0` : message));

  const labels = useMemo(
    () => userTaskLabels(userTasks, (id) => formatKanban(locale, 'unnamedTask', { id })),
    [userTasks, locale],
  );
  const validation = useMemo(() => validateKanban(value, userTasks), [value, userTasks]);
  const shown: KanbanValidation | null = saveAttempted && !readOnly ? validation : null;
  const unmapped = unmappedUserTasks(value, userTasks);

  // Moves, additions, removals and failed saves change the page under the focus: put it back.
  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  const query = (selector: string) => rootRef.current?.querySelector<HTMLElement>(selector) ?? null;
  const enabled = (element: HTMLElement | null) =>
    element && !(element as HTMLButtonElement).disabled ? element : null;
  const titleOf = (columnId: string) => {
    const index = value.columns.findIndex((column) => column.id === columnId);
    const column = value.columns[index];
    return column ? columnTitle(t, column, index) : columnId;
  };

  const add = () => {
    const name = newColumnName(value, (n) => t('newColumnName', { n }));
    const id = newColumnId(value);
    onChange(addColumn(value, { id, name }));
    announce(t('added', { name }));
    pendingFocus.current = () => query(`${columnSelector(id)} [data-kanban-field="name"]`);
  };

  const move = (columnId: string, direction: 'up' | 'down') => {
    const index = value.columns.findIndex((column) => column.id === columnId);
    const to = direction === 'up' ? index - 1 : index + 1;
    if (index === -1 || to < 0 || to >= value.columns.length) return;
    onChange(moveColumn(value, columnId, to));
    announce(t('moved', { name: titleOf(columnId), position: to + 1, total: value.columns.length }));
    const other = direction === 'up' ? 'down' : 'up';
    const control = (action: string) => query(`${columnSelector(columnId)} [data-kanban-action="${action}"]`);
    pendingFocus.current = () => enabled(control(direction)) ?? control(other);
  };

  const remove = (column: KanbanColumn) => {
    const index = value.columns.findIndex((candidate) => candidate.id === column.id);
    const next = value.columns[index + 1] ?? value.columns[index - 1];
    const name = titleOf(column.id);
    onChange(removeColumn(value, column.id));
    announce(t('removed', { name }));
    const target = () =>
      next
        ? query(`${columnSelector(next.id)} [data-kanban-field="name"]`)
        : query('[data-kanban-action="add"]');
    return target;
  };

  const askRemove = (column: KanbanColumn) => {
    // A column that maps nothing loses nothing: it goes without asking.
    if (!columnMapsAnything(column)) pendingFocus.current = remove(column);
    else setRemoving(column);
  };

  const announceMove = (item: string, from: KanbanColumn | undefined, toId: string) => {
    if (!from) return;
    const fromIndex = value.columns.findIndex((column) => column.id === from.id);
    announce(t('mappingMoved', { item, from: columnTitle(t, from, fromIndex), to: titleOf(toId) }));
  };

  /*
   * A user task (or a status) shows in one column only. Checking it in a column moves it there
   * (and the move is announced) rather than disabling it where it is taken: a disabled checkbox
   * would hide the option and force two steps (find the other column, uncheck, come back). So
   * that the move is never a surprise, the group says so once ('Cada tarea aparece en una sola
   * columna…') and a task mapped elsewhere names its column under its checkbox ('Ahora en
   * «Revisión»') before it is checked.
   */
  const setTask = (columnId: string, taskId: string, checked: boolean) => {
    const change = toggleUserTask(value, columnId, taskId, checked);
    onChange(change.config);
    announceMove(labels.get(taskId) ?? taskId, change.movedFrom, columnId);
  };
  const setStatusOf = (columnId: string, executionStatus: ExecutionStatus, checked: boolean) => {
    const change = toggleStatus(value, columnId, executionStatus, checked);
    onChange(change.config);
    announceMove(statusLabel(t, executionStatus), change.movedFrom, columnId);
  };
  const removeDeleted = (columnId: string, taskId: string) => {
    onChange(toggleUserTask(value, columnId, taskId, false).config);
    announce(t('deletedRemoved', { id: taskId, column: titleOf(columnId) }));
    // The next deleted task's button, else the column's first checkbox.
    pendingFocus.current = () =>
      query(`${columnSelector(columnId)} [data-kanban-action="remove-deleted"]`) ??
      query(`${columnSelector(columnId)} input[type="checkbox"]`);
  };

  /** The control that should take the focus for the first problem, in page order. */
  const firstErrorTarget = (result: KanbanValidation) => () => {
    if (result.board.includes('name_required')) return query('[data-kanban-field="board-name"]');
    if (result.board.includes('no_columns')) return query('[data-kanban-action="add"]');
    for (const column of value.columns) {
      const errors = result.columns[column.id];
      if (!errors) continue;
      const name = query(`${columnSelector(column.id)} [data-kanban-field="name"]`);
      if (errors.includes('name_required') || errors.includes('name_duplicate')) return name;
      return query(`${columnSelector(column.id)} input[type="checkbox"]:not(:disabled)`) ?? name;
    }
    return null;
  };

  const save = () => {
    if (!validation.ok) {
      setFailedSaves((n) => n + 1);
      pendingFocus.current = firstErrorTarget(validation);
      return;
    }
    setFailedSaves(0);
    onSave?.(normalizeKanban(value));
    announce(t('saved'));
  };

  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number | undefined) =>
    value.columns.findIndex((column) => column.id === id) + 1;
  const total = value.columns.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { name: titleOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragOver', { name: titleOf(String(active.id)), position: positionOf(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragEnd', { name: titleOf(String(active.id)), position: positionOf(over.id), total })
        : undefined,
    onDragCancel: ({ active }) => t('dragCancel', { name: titleOf(String(active.id)) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    // dnd-kit announces the drop itself.
    onChange(moveColumn(value, String(active.id), positionOf(over.id) - 1));
  };

  const boardNameError = shown?.board.includes('name_required') ? t('error_board_name_required') : undefined;
  const noColumnsError = shown?.board.includes('no_columns') ? t('error_board_no_columns') : undefined;

  const columnItems = value.columns.map((column, index) => (
    <ColumnEditor
      key={column.id}
      column={column}
      index={index}
      total={total}
      config={value}
      userTasks={userTasks}
      labels={labels}
      errors={shown?.columns[column.id] ?? []}
      readOnly={readOnly}
      t={t}
      onRename={(name) => onChange(renameColumn(value, column.id, name))}
      onMove={(direction) => move(column.id, direction)}
      onRemove={() => askRemove(column)}
      onTask={(taskId, checked) => setTask(column.id, taskId, checked)}
      onStatus={(executionStatus, checked) => setStatusOf(column.id, executionStatus, checked)}
      onRemoveDeleted={(taskId) => removeDeleted(column.id, taskId)}
    />
  ));

  return (
    <section ref={rootRef} className={styles.root} aria-labelledby={titleId} data-kanban-editor="">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        {readOnly ? <Badge tone="info">{t('readOnly')}</Badge> : null}
      </div>

      <div role="alert" data-kanban-errors="">
        {shown && !shown.ok ? <p className={styles.errorSummary}>{t('saveErrors')}</p> : null}
      </div>

      <TextField
        label={t('boardName')}
        value={value.name}
        required
        readOnly={readOnly}
        error={boardNameError}
        containerClassName={styles.grow}
        data-kanban-field="board-name"
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />

      <section className={styles.section} aria-labelledby={columnsHeadingId}>
        <h3 id={columnsHeadingId} className={styles.heading}>
          {t('columns')}
        </h3>
        {value.columns.length === 0 ? <p className={styles.muted}>{t('noColumns')}</p> : null}
        {noColumnsError ? (
          <p id={noColumnsErrorId} className={styles.error}>
            <AlertIcon aria-hidden="true" className={styles.icon} />
            {noColumnsError}
          </p>
        ) : null}
        {value.columns.length > 0 && readOnly ? (
          <ol className={styles.list} aria-labelledby={columnsHeadingId}>
            {columnItems}
          </ol>
        ) : null}
        {value.columns.length > 0 && !readOnly ? (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
            onDragEnd={handleDragEnd}
          >
            <SortableContext
              items={value.columns.map((column) => column.id)}
              strategy={verticalListSortingStrategy}
            >
              <ol className={styles.list} aria-labelledby={columnsHeadingId}>
                {columnItems}
              </ol>
            </SortableContext>
          </DndContext>
        ) : null}
        {readOnly ? null : (
          <div className={styles.footer}>
            <Button
              variant="secondary"
              startIcon={<PlusIcon />}
              data-kanban-action="add"
              aria-describedby={noColumnsError ? noColumnsErrorId : undefined}
              onClick={add}
            >
              {t('addColumn')}
            </Button>
          </div>
        )}
      </section>

      {unmapped.length > 0 ? (
        <div className={styles.warning} data-kanban-unmapped="">
          <p className={styles.warningTitle}>
            <AlertIcon aria-hidden="true" className={styles.icon} />
            {t('unmappedTitle')}
          </p>
          <p className={styles.warningText}>{t('unmappedHint')}</p>
          <ul className={styles.inlineList} aria-label={t('unmappedTitle')}>
            {unmapped.map((task) => (
              <li key={task.id} className={styles.chip}>
                {labels.get(task.id) ?? task.id}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <BoardPreview config={value} userTasks={userTasks} labels={labels} t={t} />

      {onSave && !readOnly ? (
        <div className={styles.footer}>
          <span className={styles.spacer} />
          <Button onClick={save}>{t('save')}</Button>
        </div>
      ) : null}

      <div role="status" className={visuallyHidden} data-kanban-live="">
        {status}
      </div>

      <Modal
        open={removing !== null}
        mode="confirm"
        size="sm"
        title={t('confirmRemoveTitle', { name: removing ? titleOf(removing.id) : '' })}
        description={t('confirmRemoveBody')}
        confirmLabel={t('confirmRemove')}
        cancelLabel={t('cancel')}
        confirmVariant="danger"
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onCancel={() => {
          const id = removing?.id;
          if (id) focusAfterDialog(() => query(`${columnSelector(id)} [data-kanban-action="remove"]`));
        }}
        onConfirm={() => {
          if (removing) focusAfterDialog(remove(removing));
        }}
      />
    </section>
  );
}

interface ColumnEditorProps {
  column: KanbanColumn;
  index: number;
  total: number;
  config: KanbanConfig;
  userTasks: readonly KanbanUserTask[];
  labels: Map<string, string>;
  errors: readonly KanbanColumnError[];
  readOnly: boolean;
  t: Translate;
  onRename: (name: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
  onTask: (taskId: string, checked: boolean) => void;
  onStatus: (status: ExecutionStatus, checked: boolean) => void;
  onRemoveDeleted: (taskId: string) => void;
}

/** One column: its name, its order, and the tasks and statuses it gathers. */
function ColumnEditor(props: ColumnEditorProps) {
  return props.readOnly ? <ColumnCard {...props} /> : <SortableColumnCard {...props} />;
}

function SortableColumnCard(props: ColumnEditorProps) {
  const { column, t, index } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: column.id, attributes: { roleDescription: t('dragRole') } });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      className={styles.handle}
      size="sm"
      icon={<MenuIcon />}
      label={t('drag', { name: columnTitle(t, column, index) })}
      data-kanban-action="drag"
    />
  );
  return (
    <ColumnCard
      {...props}
      nodeRef={setNodeRef}
      handle={handle}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    />
  );
}

function ColumnCard({
  column,
  index,
  total,
  config,
  userTasks,
  labels,
  errors,
  readOnly,
  t,
  onRename,
  onMove,
  onRemove,
  onTask,
  onStatus,
  onRemoveDeleted,
  nodeRef,
  handle,
  style,
}: ColumnEditorProps & {
  nodeRef?: (node: HTMLElement | null) => void;
  handle?: ReactNode;
  style?: CSSProperties;
}) {
  const emptyErrorId = useId();
  const deletedHeadingId = useId();
  const title = columnTitle(t, column, index);
  const deleted = deletedTasksOf(column, userTasks);
  const nameError = errors.includes('name_required')
    ? t('error_column_name_required')
    : errors.includes('name_duplicate')
      ? t('error_column_name_duplicate')
      : undefined;
  const empty = errors.includes('empty');
  const describedBy = empty ? emptyErrorId : undefined;

  return (
    <li ref={nodeRef} style={style} data-column-id={column.id}>
      <fieldset
        aria-label={t('column', { position: index + 1, name: title })}
        className={styles.card}
        data-invalid={errors.length > 0 || undefined}
      >
        <div className={styles.cardHeader}>
          {handle ? <div className={`${styles.cardHandle} ${styles.alignTop}`}>{handle}</div> : null}
          <TextField
            label={t('columnName', { position: index + 1 })}
            value={column.name}
            required
            readOnly={readOnly}
            error={nameError}
            containerClassName={styles.cardName}
            data-kanban-field="name"
            onChange={(event) => onRename(event.target.value)}
          />
          {readOnly ? null : (
            <div className={`${styles.cardTools} ${styles.alignTop}`}>
              <IconButton
                size="sm"
                icon={<ArrowUpIcon />}
                label={t('moveUp', { name: title })}
                data-kanban-action="up"
                disabled={index === 0}
                onClick={() => onMove('up')}
              />
              <IconButton
                size="sm"
                icon={<ArrowDownIcon />}
                label={t('moveDown', { name: title })}
                data-kanban-action="down"
                disabled={index === total - 1}
                onClick={() => onMove('down')}
              />
              <IconButton
                size="sm"
                icon={<TrashIcon />}
                label={t('remove', { name: title })}
                data-kanban-action="remove"
                onClick={onRemove}
              />
            </div>
          )}
        </div>

        {empty ? (
          <p id={emptyErrorId} className={styles.error}>
            <AlertIcon aria-hidden="true" className={styles.icon} />
            {t('error_column_empty')}
          </p>
        ) : null}

        <div className={styles.mappings}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('userTasks')}</legend>
            {readOnly || userTasks.length === 0 || total < 2 ? null : (
              <p className={styles.muted}>{t('exclusiveHint')}</p>
            )}
            {userTasks.length === 0 ? <p className={styles.muted}>{t('noUserTasks')}</p> : null}
            {userTasks.map((task) => {
              const owner = columnOfTask(config, task.id);
              const elsewhere = owner && owner.id !== column.id ? owner : undefined;
              const ownerIndex = elsewhere ? config.columns.indexOf(elsewhere) : -1;
              return (
                <Checkbox
                  key={task.id}
                  label={labels.get(task.id) ?? task.id}
                  hint={
                    elsewhere
                      ? t('inOtherColumn', { column: columnTitle(t, elsewhere, ownerIndex) })
                      : undefined
                  }
                  checked={column.userTasks.includes(task.id)}
                  disabled={readOnly}
                  aria-describedby={describedBy}
                  data-kanban-task={task.id}
                  onCheckedChange={(checked) => onTask(task.id, checked)}
                />
              );
            })}
            {deleted.length > 0 ? (
              <div className={styles.warning}>
                <p id={deletedHeadingId} className={styles.warningTitle}>
                  <AlertIcon aria-hidden="true" className={styles.icon} />
                  {t('deletedTasks')}
                </p>
                {readOnly ? null : <p className={styles.warningText}>{t('deletedTasksHint')}</p>}
                <ul className={styles.inlineList} aria-labelledby={deletedHeadingId}>
                  {deleted.map((id) => (
                    <li key={id} className={styles.deletedItem} data-kanban-deleted={id}>
                      <span>
                        {t('deletedTask')} <span className={styles.muted}>({id})</span>
                      </span>
                      {readOnly ? null : (
                        <IconButton
                          size="sm"
                          icon={<TrashIcon />}
                          label={t('removeDeleted', { id })}
                          data-kanban-action="remove-deleted"
                          onClick={() => onRemoveDeleted(id)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('statuses')}</legend>
            {statusesOffered(column).map((executionStatus) => {
              const owner = columnOfStatus(config, executionStatus);
              const elsewhere = owner && owner.id !== column.id ? owner : undefined;
              const ownerIndex = elsewhere ? config.columns.indexOf(elsewhere) : -1;
              return (
                <Checkbox
                  key={executionStatus}
                  label={statusLabel(t, executionStatus)}
                  hint={
                    elsewhere
                      ? t('inOtherColumn', { column: columnTitle(t, elsewhere, ownerIndex) })
                      : undefined
                  }
                  checked={column.statuses.includes(executionStatus)}
                  disabled={readOnly}
                  aria-describedby={describedBy}
                  data-kanban-status={executionStatus}
                  onCheckedChange={(checked) => onStatus(executionStatus, checked)}
                />
              );
            })}
          </fieldset>
        </div>
      </fieldset>
    </li>
  );
}

/** The board as people will see it: column headers with what each gathers, as chips. */
function BoardPreview({
  config,
  userTasks,
  labels,
  t,
}: {
  config: KanbanConfig;
  userTasks: readonly KanbanUserTask[];
  labels: Map<string, string>;
  t: Translate;
}) {
  const headingId = useId();
  const existing = new Set(userTasks.map((task) => task.id));
  return (
    <section className={styles.section} aria-labelledby={headingId} data-kanban-preview="">
      <h3 id={headingId} className={styles.heading}>
        {t('preview')}
      </h3>
      {config.columns.length === 0 ? (
        <p className={styles.muted}>{t('previewNoColumns')}</p>
      ) : (
        // Focusable so that a keyboard can scroll the board sideways on narrow screens.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <ol className={styles.board} aria-labelledby={headingId} tabIndex={0}>
          {config.columns.map((column, index) => {
            const chipsId = `${headingId}-${index}`;
            const items = [
              ...column.userTasks.map((id) =>
                existing.has(id)
                  ? { key: `task-${id}`, kind: 'task', text: labels.get(id) ?? id }
                  : { key: `task-${id}`, kind: 'deleted', text: `${t('deletedTask')} (${id})` },
              ),
              ...column.statuses.map((executionStatus) => ({
                key: `status-${executionStatus}`,
                kind: 'status',
                text: statusLabel(t, executionStatus),
              })),
            ];
            return (
              <li key={column.id} className={styles.boardColumn}>
                <h4 id={chipsId} className={styles.boardColumnTitle}>
                  {columnTitle(t, column, index)}
                </h4>
                {items.length === 0 ? (
                  <p className={styles.muted}>{t('previewEmptyColumn')}</p>
                ) : (
                  <ul className={styles.chips} aria-labelledby={chipsId}>
                    {items.map((item) => (
                      <li key={item.key} className={styles.chip} data-kind={item.kind}>
                        {item.text}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
