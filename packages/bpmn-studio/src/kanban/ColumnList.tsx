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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { AlertIcon, Button, PlusIcon } from '@faena/ui';
import { useId } from 'react';
import type { KanbanConfig } from '../contract.ts';
import { ColumnEditor } from './ColumnEditor.tsx';
import type { Translate } from './column-labels.ts';
import * as styles from './KanbanEditor.css.ts';
import { type KanbanUserTask, type KanbanValidation, moveColumn } from './kanban-config.ts';
import type { ColumnEditing } from './useColumnEditing.ts';

interface ColumnListProps {
  value: KanbanConfig;
  userTasks: readonly KanbanUserTask[];
  labels: Map<string, string>;
  /** The problems shown since a save was tried, else null. */
  shown: KanbanValidation | null;
  readOnly: boolean;
  t: Translate;
  editing: ColumnEditing;
  onChange: (config: KanbanConfig) => void;
}

/** The columns in order: reordered by dragging (pointer or keyboard) or by their buttons; added. */
export function ColumnList({
  value,
  userTasks,
  labels,
  shown,
  readOnly,
  t,
  editing,
  onChange,
}: ColumnListProps) {
  const headingId = useId();
  const noColumnsErrorId = useId();
  const { titleOf } = editing;
  const total = value.columns.length;

  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number | undefined) =>
    value.columns.findIndex((column) => column.id === id) + 1;
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
      onRename={(name) => editing.rename(column.id, name)}
      onMove={(direction) => editing.move(column.id, direction)}
      onRemove={() => editing.askRemove(column)}
      onTask={(taskId, checked) => editing.setTask(column.id, taskId, checked)}
      onStatus={(executionStatus, checked) => editing.setStatusOf(column.id, executionStatus, checked)}
      onRemoveDeleted={(taskId) => editing.removeDeleted(column.id, taskId)}
    />
  ));
  const list = (
    <ol className={styles.list} aria-labelledby={headingId}>
      {columnItems}
    </ol>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('columns')}
      </h3>
      {value.columns.length === 0 ? <p className={styles.muted}>{t('noColumns')}</p> : null}
      {noColumnsError ? (
        <p id={noColumnsErrorId} className={styles.error}>
          <AlertIcon aria-hidden="true" className={styles.icon} />
          {noColumnsError}
        </p>
      ) : null}
      {value.columns.length > 0 && readOnly ? list : null}
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
            {list}
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
            onClick={editing.add}
          >
            {t('addColumn')}
          </Button>
        </div>
      )}
    </section>
  );
}
