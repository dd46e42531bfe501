import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertIcon, ArrowDownIcon, ArrowUpIcon, IconButton, MenuIcon, TextField, TrashIcon } from '@faena/ui';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { ColumnMappings, type ColumnMappingsProps } from './ColumnMappings.tsx';
import { columnTitle } from './column-labels.ts';
import * as styles from './KanbanEditor.css.ts';
import type { KanbanColumnError } from './kanban-config.ts';

export interface ColumnEditorProps extends Omit<ColumnMappingsProps, 'describedBy'> {
  index: number;
  errors: readonly KanbanColumnError[];
  onRename: (name: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One column: its name, its order, and the tasks and statuses it gathers. */
export function ColumnEditor(props: ColumnEditorProps) {
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
  index,
  errors,
  onRename,
  onMove,
  onRemove,
  nodeRef,
  handle,
  style,
  ...mappings
}: ColumnEditorProps & {
  nodeRef?: (node: HTMLElement | null) => void;
  handle?: ReactNode;
  style?: CSSProperties;
}) {
  const { column, total, readOnly, t } = mappings;
  const emptyErrorId = useId();
  const title = columnTitle(t, column, index);
  const nameError = errors.includes('name_required')
    ? t('error_column_name_required')
    : errors.includes('name_duplicate')
      ? t('error_column_name_duplicate')
      : undefined;
  const empty = errors.includes('empty');

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

        <ColumnMappings {...mappings} describedBy={empty ? emptyErrorId : undefined} />
      </fieldset>
    </li>
  );
}
