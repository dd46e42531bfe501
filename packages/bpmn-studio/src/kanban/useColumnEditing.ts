import type { ExecutionStatus } from '@faena/workflow-engine';
import { useState } from 'react';
import type { KanbanColumn, KanbanConfig } from '../contract.ts';
import { columnTitle, statusLabel, type Translate } from './column-labels.ts';
import {
  addColumn,
  columnMapsAnything,
  moveColumn,
  newColumnId,
  newColumnName,
  removeColumn,
  renameColumn,
  toggleStatus,
  toggleUserTask,
} from './kanban-config.ts';
import { columnSelector, type FocusTarget } from './useFocusAfterRender.ts';

interface ColumnEditingOptions {
  value: KanbanConfig;
  onChange: (config: KanbanConfig) => void;
  t: Translate;
  /** User task labels by id. */
  labels: Map<string, string>;
  query: (selector: string) => HTMLElement | null;
  focusNext: (target: FocusTarget) => void;
}

/**
 * The edits of the columns and of what they gather: each one changes the config, says what
 * happened through the live region, and names where the focus goes next.
 */
export function useColumnEditing({ value, onChange, t, labels, query, focusNext }: ColumnEditingOptions) {
  const [removing, setRemoving] = useState<KanbanColumn | null>(null);
  // Re-announcing the same text needs a change: a trailing no-break space alternates.
  const [status, setStatus] = useState('');
  const announce = (message: string) =>
    setStatus((current) => (current === message ? `${message}\u00a0` : message));

  const inColumn = (columnId: string, selector: string) => query(`${columnSelector(columnId)} ${selector}`);
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
    focusNext(() => inColumn(id, '[data-kanban-field="name"]'));
  };

  const rename = (columnId: string, name: string) => onChange(renameColumn(value, columnId, name));

  const move = (columnId: string, direction: 'up' | 'down') => {
    const index = value.columns.findIndex((column) => column.id === columnId);
    const to = direction === 'up' ? index - 1 : index + 1;
    if (index === -1 || to < 0 || to >= value.columns.length) return;
    onChange(moveColumn(value, columnId, to));
    announce(t('moved', { name: titleOf(columnId), position: to + 1, total: value.columns.length }));
    const other = direction === 'up' ? 'down' : 'up';
    const control = (action: string) => inColumn(columnId, `[data-kanban-action="${action}"]`);
    focusNext(() => enabled(control(direction)) ?? control(other));
  };

  /** Removes the column; returns where the focus should go. */
  const remove = (column: KanbanColumn): FocusTarget => {
    const index = value.columns.findIndex((candidate) => candidate.id === column.id);
    const next = value.columns[index + 1] ?? value.columns[index - 1];
    const name = titleOf(column.id);
    onChange(removeColumn(value, column.id));
    announce(t('removed', { name }));
    return () =>
      next ? inColumn(next.id, '[data-kanban-field="name"]') : query('[data-kanban-action="add"]');
  };

  const askRemove = (column: KanbanColumn) => {
    // A column that maps nothing loses nothing: it goes without asking.
    if (!columnMapsAnything(column)) focusNext(remove(column));
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
    focusNext(
      () =>
        inColumn(columnId, '[data-kanban-action="remove-deleted"]') ??
        inColumn(columnId, 'input[type="checkbox"]'),
    );
  };

  return {
    status,
    announce,
    titleOf,
    removing,
    setRemoving,
    add,
    rename,
    move,
    remove,
    askRemove,
    setTask,
    setStatusOf,
    removeDeleted,
  };
}

export type ColumnEditing = ReturnType<typeof useColumnEditing>;
