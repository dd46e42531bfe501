import { Badge, Button } from '@faena/ui';
import { format, type StudioShellMessages } from './messages.ts';
import { SaveIndicator } from './SaveIndicator.tsx';
import { hasPendingChanges, isConflict } from './save-state.ts';
import type { Autosave } from './useAutosave.ts';
import * as styles from './WorkflowStudio.css.ts';

/** The workflow's name, status and version; the save state; the problem count; Save and Publish. */
export function StudioToolbar({
  title,
  version,
  readOnly,
  autosave,
  problemCount,
  texts: t,
  onShowProblems,
  onPublish,
}: {
  title: string | undefined;
  version: number;
  readOnly: boolean;
  autosave: Autosave;
  problemCount: number;
  texts: StudioShellMessages;
  onShowProblems: () => void;
  onPublish: () => void;
}) {
  const saveState = autosave.state;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t.toolbar}>
      <div className={styles.titleGroup}>
        <h2 className={styles.title}>{title ?? t.title}</h2>
        <Badge tone={readOnly ? 'success' : 'neutral'}>
          {readOnly ? t.status.published : t.status.draft}
        </Badge>
        <span className={styles.muted}>{format(t.version, { version })}</span>
      </div>
      <span className={styles.spacer} />
      {!readOnly && <SaveIndicator state={saveState} texts={t} autosave={autosave} />}
      {problemCount > 0 && (
        <Button size="sm" variant="ghost" onClick={onShowProblems}>
          {problemCount === 1 ? t.problems.countOne : format(t.problems.count, { count: problemCount })}
        </Button>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void autosave.saveNow()}
            disabled={!hasPendingChanges(saveState) || isConflict(saveState)}
            aria-keyshortcuts="Control+S Meta+S"
            title={t.shortcut}
          >
            {t.saveButton}
          </Button>
          <Button onClick={onPublish} disabled={saveState.status === 'saving' || isConflict(saveState)}>
            {t.publishButton}
          </Button>
        </div>
      )}
    </div>
  );
}
