import { Button } from '@faena/ui';
import { useState } from 'react';
import type { StoredDefinition, StudioPersistence } from '../contract.ts';
import { format, type StudioShellMessages } from './messages.ts';
import * as styles from './WorkflowStudio.css.ts';

/** A published definition cannot be edited: the notice says so and creates a new draft version. */
export function ReadOnlyNotice({
  persistence,
  texts: t,
  onCreated,
}: {
  persistence: StudioPersistence;
  texts: StudioShellMessages;
  onCreated: (definition: StoredDefinition) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const createVersion = async () => {
    setState({ busy: true });
    try {
      const created = await persistence.createVersion();
      setState({ busy: false });
      onCreated(created);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : t.unknownError;
      setState({ busy: false, error: format(t.createVersionError, { reason }) });
    }
  };

  return (
    <div className={styles.notice} role="note">
      <p className={styles.noticeText}>{t.readOnly}</p>
      <Button onClick={() => void createVersion()} loading={state.busy}>
        {t.createVersion}
      </Button>
      {state.error && (
        <p role="alert" className={styles.errorText}>
          {state.error}
        </p>
      )}
    </div>
  );
}
