import { useId } from 'react';
import type { KanbanConfig } from '../contract.ts';
import { columnTitle, statusLabel, type Translate } from './column-labels.ts';
import * as styles from './KanbanEditor.css.ts';
import type { KanbanUserTask } from './kanban-config.ts';

/** The board as people will see it: column headers with what each gathers, as chips. */
export function BoardPreview({
  config,
  userTasks,
  labels,
  t,
}: {
  config: KanbanConfig;
  userTasks: readonly KanbanUserTask[];
  labels: Map<string, string>;
  t: Translate;
}) {
  const headingId = useId();
  const existing = new Set(userTasks.map((task) => task.id));
  return (
    <section className={styles.section} aria-labelledby={headingId} data-kanban-preview="">
      <h3 id={headingId} className={styles.heading}>
        {t('preview')}
      </h3>
      {config.columns.length === 0 ? (
        <p className={styles.muted}>{t('previewNoColumns')}</p>
      ) : (
        // Focusable so that a keyboard can scroll the board sideways on narrow screens.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <ol className={styles.board} aria-labelledby={headingId} tabIndex={0}>
          {config.columns.map((column, index) => {
            const chipsId = `${headingId}-${index}`;
            const items = [
              ...column.userTasks.map((id) =>
                existing.has(id)
                  ? { key: `task-${id}`, kind: 'task', text: labels.get(id) ?? id }
                  : { key: `task-${id}`, kind: 'deleted', text: `${t('deletedTask')} (${id})` },
              ),
              ...column.statuses.map((executionStatus) => ({
                key: `status-${executionStatus}`,
                kind: 'status',
                text: statusLabel(t, executionStatus),
              })),
            ];
            return (
              <li key={column.id} className={styles.boardColumn}>
                <h4 id={chipsId} className={styles.boardColumnTitle}>
                  {columnTitle(t, column, index)}
                </h4>
                {items.length === 0 ? (
                  <p className={styles.muted}>{t('previewEmptyColumn')}</p>
                ) : (
                  <ul className={styles.chips} aria-labelledby={chipsId}>
                    {items.map((item) => (
                      <li key={item.key} className={styles.chip} data-kind={item.kind}>
                        {item.text}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
