import { describe, expect, it } from 'vitest';
import type { KanbanConfig } from '../contract.ts';
import {
  addColumn,
  columnMapsAnything,
  deletedTasksOf,
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

const tasks = [
  { id: 'Task_review', name: 'Revisar sede' },
  { id: 'Task_approve', name: 'Aprobar' },
  { id: 'Task_fix', name: 'Corregir' },
];

const board: KanbanConfig = {
  id: 'kanban_1',
  name: 'Seguimiento',
  columns: [
    { id: 'c1', name: 'Revisión', userTasks: ['Task_review'], statuses: [] },
    { id: 'c2', name: 'Aprobación', userTasks: ['Task_approve'], statuses: [] },
    { id: 'c3', name: 'Terminados', userTasks: [], statuses: ['Success', 'Error'] },
  ],
};

const names = (config: KanbanConfig) => config.columns.map((column) => column.name);

describe('validateKanban', () => {
  it('accepts a named board whose named columns each gather something', () => {
    expect(validateKanban(board, tasks)).toEqual({ ok: true, board: [], columns: {} });
  });

  it('requires a board name and at least one column', () => {
    expect(validateKanban({ id: 'k', name: '  ', columns: [] }, tasks)).toEqual({
      ok: false,
      board: ['name_required', 'no_columns'],
      columns: {},
    });
  });

  it('requires column names, unique ignoring case and surrounding spaces', () => {
    const config: KanbanConfig = {
      ...board,
      columns: [
        { id: 'a', name: ' ', userTasks: ['Task_review'], statuses: [] },
        { id: 'b', name: 'Revisión', userTasks: ['Task_approve'], statuses: [] },
        { id: 'c', name: ' revisión ', userTasks: [], statuses: ['Success'] },
      ],
    };
    expect(validateKanban(config, tasks).columns).toEqual({
      a: ['name_required'],
      b: ['name_duplicate'],
      c: ['name_duplicate'],
    });
  });

  it('refuses a column that maps nothing, or only tasks the diagram no longer has', () => {
    const config: KanbanConfig = {
      ...board,
      columns: [
        { id: 'a', name: 'Vacía', userTasks: [], statuses: [] },
        { id: 'b', name: 'Fantasma', userTasks: ['Task_gone'], statuses: [] },
        { id: 'c', name: 'Mixta', userTasks: ['Task_gone', 'Task_fix'], statuses: [] },
      ],
    };
    const result = validateKanban(config, tasks);
    expect(result.ok).toBe(false);
    expect(result.columns).toEqual({ a: ['empty'], b: ['empty'] });
  });
});

describe('column edits', () => {
  it('adds an empty column at the end with a free id and name', () => {
    const id = newColumnId(board);
    const name = newColumnName(board, (n) => `Columna ${n}`);
    expect(id).toBe('column_4');
    expect(name).toBe('Columna 4');
    const next = addColumn(board, { id, name });
    expect(next.columns.at(-1)).toEqual({ id: 'column_4', name: 'Columna 4', userTasks: [], statuses: [] });
    expect(board.columns).toHaveLength(3);
  });

  it('skips ids and names already taken', () => {
    const config: KanbanConfig = {
      id: 'k',
      name: 'K',
      columns: [{ id: 'column_2', name: 'columna 2', userTasks: [], statuses: [] }],
    };
    expect(newColumnId(config)).toBe('column_3');
    expect(newColumnName(config, (n) => `Columna ${n}`)).toBe('Columna 3');
  });

  it('renames and removes by id', () => {
    expect(names(renameColumn(board, 'c2', 'Visto bueno'))).toEqual([
      'Revisión',
      'Visto bueno',
      'Terminados',
    ]);
    expect(names(removeColumn(board, 'c1'))).toEqual(['Aprobación', 'Terminados']);
  });

  it('moves a column to an index, clamped, and leaves the config alone when nothing moves', () => {
    expect(names(moveColumn(board, 'c1', 2))).toEqual(['Aprobación', 'Terminados', 'Revisión']);
    expect(names(moveColumn(board, 'c3', 0))).toEqual(['Terminados', 'Revisión', 'Aprobación']);
    expect(names(moveColumn(board, 'c3', 9))).toEqual(['Revisión', 'Aprobación', 'Terminados']);
    expect(moveColumn(board, 'c2', 1)).toBe(board);
    expect(moveColumn(board, 'missing', 0)).toBe(board);
  });

  it('tells whether removing a column loses a mapping', () => {
    expect(columnMapsAnything(board.columns[0]!)).toBe(true);
    expect(columnMapsAnything({ id: 'x', name: 'X', userTasks: [], statuses: [] })).toBe(false);
  });

  it('trims names when saving', () => {
    const config = renameColumn({ ...board, name: '  Seguimiento ' }, 'c1', ' Revisión  ');
    expect(normalizeKanban(config).name).toBe('Seguimiento');
    expect(names(normalizeKanban(config))).toEqual(['Revisión', 'Aprobación', 'Terminados']);
  });
});

describe('mapping', () => {
  it('maps a free task to a column', () => {
    const { config, movedFrom } = toggleUserTask(board, 'c1', 'Task_fix', true);
    expect(config.columns[0]!.userTasks).toEqual(['Task_review', 'Task_fix']);
    expect(movedFrom).toBeUndefined();
  });

  it('moves a task mapped elsewhere: a task shows in one column only', () => {
    const { config, movedFrom } = toggleUserTask(board, 'c2', 'Task_review', true);
    expect(config.columns[0]!.userTasks).toEqual([]);
    expect(config.columns[1]!.userTasks).toEqual(['Task_approve', 'Task_review']);
    expect(movedFrom?.id).toBe('c1');
  });

  it('unmaps a task', () => {
    const { config, movedFrom } = toggleUserTask(board, 'c1', 'Task_review', false);
    expect(config.columns[0]!.userTasks).toEqual([]);
    expect(movedFrom).toBeUndefined();
  });

  it('checking a task already in the column changes nothing', () => {
    const { config, movedFrom } = toggleUserTask(board, 'c1', 'Task_review', true);
    expect(config.columns).toEqual(board.columns);
    expect(movedFrom).toBeUndefined();
  });

  it('moves a status the same way', () => {
    const { config, movedFrom } = toggleStatus(board, 'c1', 'Error', true);
    expect(config.columns[0]!.statuses).toEqual(['Error']);
    expect(config.columns[2]!.statuses).toEqual(['Success']);
    expect(movedFrom?.id).toBe('c3');
    expect(toggleStatus(board, 'c3', 'Success', false).config.columns[2]!.statuses).toEqual(['Error']);
  });

  it('lists the tasks no column maps and the references to deleted tasks', () => {
    expect(unmappedUserTasks(board, tasks)).toEqual([{ id: 'Task_fix', name: 'Corregir' }]);
    expect(
      deletedTasksOf({ id: 'x', name: 'X', userTasks: ['Task_fix', 'Task_gone'], statuses: [] }, tasks),
    ).toEqual(['Task_gone']);
  });

  it('names unnamed tasks and tells apart tasks sharing a name', () => {
    const labels = userTaskLabels(
      [
        { id: 'A', name: 'Revisar' },
        { id: 'B', name: ' Revisar ' },
        { id: 'C', name: '' },
        { id: 'D', name: 'Aprobar' },
      ],
      (id) => `Tarea sin nombre (${id})`,
    );
    expect([...labels.values()]).toEqual(['Revisar (A)', 'Revisar (B)', 'Tarea sin nombre (C)', 'Aprobar']);
  });
});
