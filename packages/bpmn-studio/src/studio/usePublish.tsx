import { Button, Modal } from '@faena/ui';
import { type RefObject, useState } from 'react';
import type { StudioLocale } from '../i18n.ts';
import { type LintProblem, lintXml } from './lint.ts';
import { format, type StudioShellMessages } from './messages.ts';
import type { SaveState } from './save-state.ts';
import type { Autosave } from './useAutosave.ts';
import * as styles from './WorkflowStudio.css.ts';

type PublishDialog =
  | { kind: 'confirm' }
  | { kind: 'blocked'; problems: LintProblem[]; reason?: string }
  | null;

interface PublishOptions {
  autosave: Autosave;
  stateRef: RefObject<SaveState>;
  locale: StudioLocale;
  texts: StudioShellMessages;
  onPublished: () => void;
  onGoToProblem: (problem: LintProblem) => void;
}

/**
 * Save & Publish: the lint runs on what is on screen first; problems block publishing (listed,
 * leading to the first one), otherwise a confirmation publishes. `dialogs` is both questions.
 */
export function usePublish({
  autosave,
  stateRef,
  locale,
  texts,
  onPublished,
  onGoToProblem,
}: PublishOptions) {
  const [dialog, setDialog] = useState<PublishDialog>(null);
  const t = texts.publish;

  const requestPublish = async () => {
    const result = await lintXml(stateRef.current.xml, locale);
    if (result.state === 'error') {
      setDialog({ kind: 'blocked', problems: [], reason: result.message });
    } else if (result.problems.length > 0) {
      setDialog({ kind: 'blocked', problems: result.problems });
    } else {
      setDialog({ kind: 'confirm' });
    }
  };

  const confirmPublish = async () => {
    if (await autosave.publish()) onPublished();
    return true;
  };

  const blocked = dialog?.kind === 'blocked' ? dialog : null;
  const dialogs = (
    <>
      <Modal
        open={dialog?.kind === 'confirm'}
        onOpenChange={(open) => !open && setDialog(null)}
        mode="confirm"
        size="sm"
        title={t.title}
        description={t.description}
        confirmLabel={t.confirm}
        cancelLabel={texts.ensureSaved.cancel}
        onConfirm={confirmPublish}
      />

      <Modal
        open={blocked !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        size="sm"
        title={t.blockedTitle}
        description={
          blocked?.reason
            ? format(texts.problems.parseError, { reason: blocked.reason })
            : format(t.blockedDescription, { count: blocked ? blocked.problems.length : 0 })
        }
        footer={
          <div className={styles.modalFooter}>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t.close}
            </Button>
            {blocked && blocked.problems.length > 0 && (
              <Button
                onClick={() => {
                  const first = blocked.problems[0];
                  setDialog(null);
                  if (first) onGoToProblem(first);
                }}
              >
                {t.goToProblem}
              </Button>
            )}
          </div>
        }
      >
        {blocked && blocked.problems.length > 0 && (
          <ul className={styles.modalList}>
            {blocked.problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one element may have the same problem twice (two variables)
              <li key={`${problem.elementId}-${problem.code}-${index}`}>
                <strong>{problem.elementName}</strong>: {problem.message}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );

  return { requestPublish, dialogs };
}
