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
import { ArrowDownIcon, ArrowUpIcon, IconButton, MenuIcon, PlusIcon, TrashIcon } from '@faena/ui';
import { useId } from 'react';
import type { FormField } from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';

/** What a field is called in the builder: its label, else its text or name. */
export function fieldTitle(field: FormField): string {
  const text = field.type === 'display_text' ? field.text : '';
  return field.label?.trim() || text.trim().slice(0, 60) || field.name;
}

export type ItemCommand = 'up' | 'down' | 'duplicate' | 'delete';

export interface FieldListProps {
  fields: readonly FormField[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A drag ended at `to` (keyboard or pointer). */
  onMove: (id: string, to: number) => void;
  onCommand: (id: string, command: ItemCommand) => void;
}

interface ItemProps {
  field: FormField;
  index: number;
  total: number;
  selected: boolean;
  onSelect: (id: string) => void;
  onCommand: (id: string, command: ItemCommand) => void;
}

function FieldListItem({ field, index, total, selected, onSelect, onCommand }: ItemProps) {
  const { t, labelOf } = useBuilder();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.id, attributes: { roleDescription: t('drag_role') } });
  const label = fieldTitle(field);
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-field-id={field.id}
      data-selected={selected}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className={styles.handle}
        size="sm"
        icon={<MenuIcon />}
        label={t('drag', { label })}
      />
      <button
        type="button"
        className={styles.itemSelect}
        aria-current={selected || undefined}
        data-action="select"
        onClick={() => onSelect(field.id)}
      >
        <span className={styles.itemLabel}>{label}</span>
        <span className={styles.itemType}>{labelOf(field.type)}</span>
      </button>
      <IconButton
        size="sm"
        icon={<ArrowUpIcon />}
        label={t('move_up', { label })}
        data-action="up"
        disabled={index === 0}
        onClick={() => onCommand(field.id, 'up')}
      />
      <IconButton
        size="sm"
        icon={<ArrowDownIcon />}
        label={t('move_down', { label })}
        data-action="down"
        disabled={index === total - 1}
        onClick={() => onCommand(field.id, 'down')}
      />
      <IconButton
        size="sm"
        icon={<PlusIcon />}
        label={t('duplicate', { label })}
        data-action="duplicate"
        onClick={() => onCommand(field.id, 'duplicate')}
      />
      <IconButton
        size="sm"
        icon={<TrashIcon />}
        label={t('delete', { label })}
        data-action="delete"
        onClick={() => onCommand(field.id, 'delete')}
      />
    </li>
  );
}

/** The fields in order: select one, reorder by drag (pointer or keyboard) or by buttons. */
export function FieldList({ fields, selectedId, onSelect, onMove, onCommand }: FieldListProps) {
  const { t } = useBuilder();
  const headingId = useId();
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => {
    const field = fields.find((candidate) => candidate.id === id);
    return field ? fieldTitle(field) : String(id);
  };
  const positionOf = (id: string | number | undefined) => fields.findIndex((field) => field.id === id) + 1;
  const total = fields.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag_start', { label: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('drag_over', { label: titleOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('drag_end', { label: titleOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragCancel: ({ active }) => t('drag_cancel', { label: titleOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), positionOf(over.id) - 1);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('fields')}
      </h2>
      {fields.length === 0 ? (
        <p className={styles.muted}>{t('no_fields')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag_instructions') } }}
          onDragEnd={handleDragEnd}
        >
          <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
            <ol className={styles.list} aria-labelledby={headingId}>
              {fields.map((field, index) => (
                <FieldListItem
                  key={field.id}
                  field={field}
                  index={index}
                  total={total}
                  selected={field.id === selectedId}
                  onSelect={onSelect}
                  onCommand={onCommand}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
