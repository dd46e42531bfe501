export { KanbanEditor, type KanbanEditorProps } from './KanbanEditor.tsx';
export {
  addColumn,
  columnOfStatus,
  columnOfTask,
  deletedTasksOf,
  EMPTY_KANBAN,
  KANBAN_STATUSES,
  type KanbanBoardError,
  type KanbanColumnError,
  type KanbanUserTask,
  type KanbanValidation,
  moveColumn,
  normalizeKanban,
  removeColumn,
  renameColumn,
  toggleStatus,
  toggleUserTask,
  unmappedUserTasks,
  validateKanban,
} from './kanban-config.ts';
export { formatKanban, type KanbanMessages, kanbanMessages } from './messages.ts';
export { userTasksOf } from './user-tasks.ts';
