import type { ExecutionStatus } from '@faena/workflow-engine';
import type { KanbanColumn } from '../contract.ts';
import { KANBAN_STATUSES } from './kanban-config.ts';
import type { KanbanMessageKey } from './messages.ts';

export type Translate = (key: KanbanMessageKey, params?: Record<string, string | number>) => string;

/** What a column is called in labels and announcements, even before it has a name. */
export const columnTitle = (t: Translate, column: KanbanColumn, index: number) =>
  column.name.trim() || t('unnamedColumn', { position: index + 1 });

export const statusLabel = (t: Translate, status: ExecutionStatus) => t(`status_${status}`);

/** Success and Error, plus any other status a stored column carries (so it can be unchecked). */
export const statusesOffered = (column: KanbanColumn): ExecutionStatus[] => [
  ...KANBAN_STATUSES,
  ...column.statuses.filter((status) => !(KANBAN_STATUSES as readonly ExecutionStatus[]).includes(status)),
];
