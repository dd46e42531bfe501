import { Button, Modal } from '@faena/ui';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { EnsureSaved } from '../contract.ts';
import type { StudioShellMessages } from './messages.ts';
import { hasPendingChanges, type SaveState } from './save-state.ts';
import type { Autosave } from './useAutosave.ts';
import * as styles from './WorkflowStudio.css.ts';

/**
 * `ensureSaved` for the parts that leave the diagram (tab switches, forms, variable changes): true
 * at once when nothing is pending, else after the person chose to save or discard; false when
 * they cancel. `dialog` is the question, to render once.
 */
export function useEnsureSaved(
  autosave: Autosave,
  stateRef: RefObject<SaveState>,
  texts: StudioShellMessages,
) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const ensureSaved: EnsureSaved = useCallback(async () => {
    const current = stateRef.current;
    if (!hasPendingChanges(current)) return true;
    // A save in flight with nothing newer: wait for it.
    if (current.status === 'saving' && !current.editedDuringSave) {
      if (await autosave.saveNow()) return true;
    }
    return new Promise<boolean>((resolve) => {
      // One question at a time: an earlier one still open counts as cancelled.
      resolver.current?.(false);
      resolver.current = resolve;
      setOpen(true);
    });
  }, [autosave.saveNow, stateRef]);

  const answer = (value: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOpen(false);
    resolve?.(value);
  };

  const t = texts.ensureSaved;
  const dialog = (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && resolver.current) answer(false);
      }}
      title={t.title}
      description={t.description}
      size="sm"
      footer={
        <div className={styles.modalFooter}>
          <Button variant="secondary" onClick={() => answer(false)}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              autosave.discard();
              answer(true);
            }}
          >
            {t.discard}
          </Button>
          <Button
            onClick={() => {
              const resolve = resolver.current;
              resolver.current = null;
              setOpen(false);
              void autosave.saveNow().then((saved) => resolve?.(saved));
            }}
          >
            {t.saveAndContinue}
          </Button>
        </div>
      }
    />
  );

  return { ensureSaved, dialog };
}
