import { useMemo, useState } from 'react';
import type { KanbanConfig } from '../contract.ts';
import {
  type KanbanUserTask,
  type KanbanValidation,
  normalizeKanban,
  validateKanban,
} from './kanban-config.ts';
import { columnSelector, type FocusTarget } from './useFocusAfterRender.ts';

interface SaveValidationOptions {
  value: KanbanConfig;
  userTasks: readonly KanbanUserTask[];
  readOnly: boolean;
  onSave?: (config: KanbanConfig) => void;
  onSaved: () => void;
  query: (selector: string) => HTMLElement | null;
  focusNext: (target: FocusTarget) => void;
}

/**
 * Problems show once a save has been tried, and then follow every edit; a failed save takes the
 * focus to the first problem. A valid save hands over the config with names trimmed.
 */
export function useSaveValidation({
  value,
  userTasks,
  readOnly,
  onSave,
  onSaved,
  query,
  focusNext,
}: SaveValidationOptions) {
  // Counts failed saves (0: none yet), so each one re-renders and moves the focus.
  const [failedSaves, setFailedSaves] = useState(0);
  const validation = useMemo(() => validateKanban(value, userTasks), [value, userTasks]);
  const shown: KanbanValidation | null = failedSaves > 0 && !readOnly ? validation : null;

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
      focusNext(firstErrorTarget(validation));
      return;
    }
    setFailedSaves(0);
    onSave?.(normalizeKanban(value));
    onSaved();
  };

  return { shown, save };
}
