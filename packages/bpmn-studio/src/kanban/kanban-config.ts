/**
 * The pure rules of a kanban board configuration: which column shows what, moves, validation.
 * No React, no DOM: the editor and the app (before saving) use the same functions.
 */
import type { ExecutionStatus } from '@faena/workflow-engine';
import type { KanbanColumn, KanbanConfig } from '../contract.ts';

/** A user task of the definition, as the editor lists it. */
export interface KanbanUserTask {
  id: string;
  name: string;
}

/**
 * The statuses a column may gather. The contract's `statuses` are the finished executions
 * (SPEC 4: completed successfully, completed with errors); open executions show in the column of
 * the user task they wait at.
 */
export const KANBAN_STATUSES = ['Success', 'Error'] as const satisfies readonly ExecutionStatus[];

export const EMPTY_KANBAN: KanbanConfig = { id: 'kanban', name: '', columns: [] };

/** What can be wrong with the board as a whole. */
export type KanbanBoardError = 'name_required' | 'no_columns';

/** What can be wrong with one column. */
export type KanbanColumnError = 'name_required' | 'name_duplicate' | 'empty';

export interface KanbanValidation {
  ok: boolean;
  board: KanbanBoardError[];
  /** Per column id; only columns with problems appear. */
  columns: Record<string, KanbanColumnError[]>;
}

const sameName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Checks a configuration before saving: the board and every column need a name, column names are
 * unique (ignoring case and surrounding spaces), and each column gathers at least one existing user
 * task or one status. References to user tasks no longer in the diagram do not count, but they do
 * not block saving either: the editor shows them so they can be removed.
 */
export function validateKanban(config: KanbanConfig, userTasks: readonly KanbanUserTask[]): KanbanValidation {
  const board: KanbanBoardError[] = [];
  if (config.name.trim() === '') board.push('name_required');
  if (config.columns.length === 0) board.push('no_columns');

  const existing = new Set(userTasks.map((task) => task.id));
  const counts = new Map<string, number>();
  for (const column of config.columns) {
    const key = sameName(column.name);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  const columns: Record<string, KanbanColumnError[]> = {};
  for (const column of config.columns) {
    const errors: KanbanColumnError[] = [];
    const key = sameName(column.name);
    if (!key) errors.push('name_required');
    else if ((counts.get(key) ?? 0) > 1) errors.push('name_duplicate');
    const mapsTask = column.userTasks.some((id) => existing.has(id));
    if (!mapsTask && column.statuses.length === 0) errors.push('empty');
    if (errors.length > 0) columns[column.id] = errors;
  }

  return { ok: board.length === 0 && Object.keys(columns).length === 0, board, columns };
}

/** The configuration as it is saved: names without surrounding spaces. */
export function normalizeKanban(config: KanbanConfig): KanbanConfig {
  return {
    ...config,
    name: config.name.trim(),
    columns: config.columns.map((column) => ({ ...column, name: column.name.trim() })),
  };
}

/** The first `<prefix><n>` (n = 1, 2…) not used as a column id. */
export function newColumnId(config: KanbanConfig, prefix = 'column_'): string {
  const used = new Set(config.columns.map((column) => column.id));
  let n = config.columns.length + 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/**
 * A name for a new column that no other column has: `nameOf(n)` for the first n from the number of
 * columns + 1 whose result is free (e.g. 'Columna 3').
 */
export function newColumnName(config: KanbanConfig, nameOf: (n: number) => string): string {
  const used = new Set(config.columns.map((column) => sameName(column.name)));
  let n = config.columns.length + 1;
  while (used.has(sameName(nameOf(n)))) n += 1;
  return nameOf(n);
}

/** Appends an empty column. */
export function addColumn(config: KanbanConfig, column: Pick<KanbanColumn, 'id' | 'name'>): KanbanConfig {
  return { ...config, columns: [...config.columns, { ...column, userTasks: [], statuses: [] }] };
}

export function renameColumn(config: KanbanConfig, columnId: string, name: string): KanbanConfig {
  return {
    ...config,
    columns: config.columns.map((column) => (column.id === columnId ? { ...column, name } : column)),
  };
}

export function removeColumn(config: KanbanConfig, columnId: string): KanbanConfig {
  return { ...config, columns: config.columns.filter((column) => column.id !== columnId) };
}

/** Moves a column to index `to` (clamped); the same config when nothing moves. */
export function moveColumn(config: KanbanConfig, columnId: string, to: number): KanbanConfig {
  const from = config.columns.findIndex((column) => column.id === columnId);
  if (from === -1) return config;
  const target = Math.max(0, Math.min(config.columns.length - 1, to));
  if (target === from) return config;
  const columns = [...config.columns];
  const [moved] = columns.splice(from, 1);
  columns.splice(target, 0, moved as KanbanColumn);
  return { ...config, columns };
}

/** Whether a column maps anything at all (existing or not): removing it loses that mapping. */
export function columnMapsAnything(column: KanbanColumn): boolean {
  return column.userTasks.length > 0 || column.statuses.length > 0;
}

/** The column that shows this user task, if any. */
export function columnOfTask(config: KanbanConfig, taskId: string): KanbanColumn | undefined {
  return config.columns.find((column) => column.userTasks.includes(taskId));
}

/** The column that shows this status, if any. */
export function columnOfStatus(config: KanbanConfig, status: ExecutionStatus): KanbanColumn | undefined {
  return config.columns.find((column) => column.statuses.includes(status));
}

export interface MappingChange {
  config: KanbanConfig;
  /** The column that lost the task or status because another one took it. */
  movedFrom?: KanbanColumn;
}

/**
 * Maps or unmaps a user task in a column. A task shows in one column only: mapping it takes it
 * out of the column that had it (reported as `movedFrom`).
 */
export function toggleUserTask(
  config: KanbanConfig,
  columnId: string,
  taskId: string,
  checked: boolean,
): MappingChange {
  const previous = columnOfTask(config, taskId);
  const movedFrom = checked && previous && previous.id !== columnId ? previous : undefined;
  const columns = config.columns.map((column) => {
    const without = column.userTasks.filter((id) => id !== taskId);
    if (column.id === columnId) {
      const userTasks = checked
        ? column.userTasks.includes(taskId)
          ? column.userTasks
          : [...without, taskId]
        : without;
      return userTasks === column.userTasks ? column : { ...column, userTasks };
    }
    return checked && without.length !== column.userTasks.length ? { ...column, userTasks: without } : column;
  });
  return { config: { ...config, columns }, movedFrom };
}

/** Like `toggleUserTask` for a status: a status too shows in one column only. */
export function toggleStatus(
  config: KanbanConfig,
  columnId: string,
  status: ExecutionStatus,
  checked: boolean,
): MappingChange {
  const previous = columnOfStatus(config, status);
  const movedFrom = checked && previous && previous.id !== columnId ? previous : undefined;
  const columns = config.columns.map((column) => {
    const without = column.statuses.filter((candidate) => candidate !== status);
    if (column.id === columnId) {
      const statuses = checked
        ? column.statuses.includes(status)
          ? column.statuses
          : [...without, status]
        : without;
      return statuses === column.statuses ? column : { ...column, statuses };
    }
    return checked && without.length !== column.statuses.length ? { ...column, statuses: without } : column;
  });
  return { config: { ...config, columns }, movedFrom };
}

/** The column's user task ids that the diagram no longer has. */
export function deletedTasksOf(column: KanbanColumn, userTasks: readonly KanbanUserTask[]): string[] {
  const existing = new Set(userTasks.map((task) => task.id));
  return column.userTasks.filter((id) => !existing.has(id));
}

/** The user tasks no column shows: their executions would be missing from the board. */
export function unmappedUserTasks(
  config: KanbanConfig,
  userTasks: readonly KanbanUserTask[],
): KanbanUserTask[] {
  const mapped = new Set(config.columns.flatMap((column) => column.userTasks));
  return userTasks.filter((task) => !mapped.has(task.id));
}

/**
 * What each user task is called in the editor: its name, the fallback for an unnamed one, and the
 * id appended when two tasks share a name (two identical checkboxes could not be told apart).
 */
export function userTaskLabels(
  userTasks: readonly KanbanUserTask[],
  unnamed: (id: string) => string,
): Map<string, string> {
  const base = userTasks.map((task) => ({ id: task.id, name: task.name.trim() || unnamed(task.id) }));
  const counts = new Map<string, number>();
  for (const { name } of base) counts.set(name, (counts.get(name) ?? 0) + 1);
  return new Map(
    base.map(({ id, name }) => [
      id,
      (counts.get(name) ?? 0) > 1 && name !== unnamed(id) ? `${name} (${id})` : name,
    ]),
  );
}
