import { Button, Modal } from '@faena/ui';
import { useState } from 'react';
import type { StudioShellMessages } from './messages.ts';
import { isConflict, type SaveState } from './save-state.ts';
import type { Autosave } from './useAutosave.ts';
import * as styles from './WorkflowStudio.css.ts';

/**
 * The save state in words, with what can be done about it: retry or discard after an error; keep
 * mine or load theirs (after a confirmation) after a conflict.
 */
export function SaveIndicator({
  state,
  texts,
  autosave,
}: {
  state: SaveState;
  texts: StudioShellMessages;
  autosave: Autosave;
}) {
  const t = texts.save;
  const [confirmTheirs, setConfirmTheirs] = useState(false);
  const conflict = isConflict(state);
  const text =
    state.status === 'error'
      ? (state.error?.message ?? t.error)
      : {
          unchanged: t.unchanged,
          unsaved: t.unsaved,
          saving: t.saving,
          saved: t.saved,
        }[state.status];
  return (
    <div className={styles.saveState} data-save-state={state.status}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className={state.status === 'error' ? styles.errorText : styles.saveText}>{text}</p>
        {conflict && <p className={styles.saveText}>{t.conflictHint}</p>}
      </div>
      {state.status === 'error' && !conflict && (
        <>
          <Button size="sm" variant="secondary" onClick={() => void autosave.retry()}>
            {t.retry}
          </Button>
          <Button size="sm" variant="ghost" onClick={autosave.discard}>
            {t.discard}
          </Button>
        </>
      )}
      {conflict && (
        <>
          <Button size="sm" variant="secondary" onClick={() => void autosave.keepMine()}>
            {t.keepMine}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmTheirs(true)}>
            {t.loadTheirs}
          </Button>
        </>
      )}
      <Modal
        open={confirmTheirs}
        onOpenChange={setConfirmTheirs}
        mode="confirm"
        size="sm"
        title={t.loadTheirsTitle}
        description={t.loadTheirsDescription}
        confirmLabel={t.loadTheirsConfirm}
        confirmVariant="danger"
        cancelLabel={texts.ensureSaved.cancel}
        onConfirm={() => autosave.loadTheirs()}
      />
    </div>
  );
}
