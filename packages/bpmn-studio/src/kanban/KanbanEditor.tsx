import { AlertIcon, Badge, Button, Modal, TextField, useUiLocale, visuallyHidden } from '@faena/ui';
import { useId, useMemo } from 'react';
import type { KanbanConfig } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { BoardPreview } from './BoardPreview.tsx';
import { ColumnList } from './ColumnList.tsx';
import type { Translate } from './column-labels.ts';
import * as styles from './KanbanEditor.css.ts';
import { type KanbanUserTask, unmappedUserTasks, userTaskLabels } from './kanban-config.ts';
import { formatKanban } from './messages.ts';
import { useColumnEditing } from './useColumnEditing.ts';
import { columnSelector, focusAfterDialog, useFocusAfterRender } from './useFocusAfterRender.ts';
import { useSaveValidation } from './useSaveValidation.ts';

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
  const { rootRef, query, focusNext } = useFocusAfterRender();

  const labels = useMemo(
    () => userTaskLabels(userTasks, (id) => formatKanban(locale, 'unnamedTask', { id })),
    [userTasks, locale],
  );
  const editing = useColumnEditing({ value, onChange, t, labels, query, focusNext });
  const { shown, save } = useSaveValidation({
    value,
    userTasks,
    readOnly,
    onSave,
    onSaved: () => editing.announce(t('saved')),
    query,
    focusNext,
  });
  const unmapped = unmappedUserTasks(value, userTasks);
  const { removing } = editing;

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
        error={shown?.board.includes('name_required') ? t('error_board_name_required') : undefined}
        containerClassName={styles.grow}
        data-kanban-field="board-name"
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />

      <ColumnList
        value={value}
        userTasks={userTasks}
        labels={labels}
        shown={shown}
        readOnly={readOnly}
        t={t}
        editing={editing}
        onChange={onChange}
      />

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
        {editing.status}
      </div>

      <Modal
        open={removing !== null}
        mode="confirm"
        size="sm"
        title={t('confirmRemoveTitle', { name: removing ? editing.titleOf(removing.id) : '' })}
        description={t('confirmRemoveBody')}
        confirmLabel={t('confirmRemove')}
        cancelLabel={t('cancel')}
        confirmVariant="danger"
        onOpenChange={(open) => {
          if (!open) editing.setRemoving(null);
        }}
        onCancel={() => {
          const id = removing?.id;
          if (id) focusAfterDialog(() => query(`${columnSelector(id)} [data-kanban-action="remove"]`));
        }}
        onConfirm={() => {
          if (removing) focusAfterDialog(editing.remove(removing));
        }}
      />
    </section>
  );
}
