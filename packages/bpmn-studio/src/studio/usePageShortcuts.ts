import { useEffect } from 'react';

/**
 * While a draft is open: Ctrl/Cmd+S saves now, and leaving the page with unsaved changes asks
 * first (`leavePrompt`, for browsers that still show a text).
 */
export function usePageShortcuts({
  enabled,
  pending,
  saveNow,
  leavePrompt,
}: {
  enabled: boolean;
  pending: boolean;
  saveNow: () => Promise<boolean>;
  leavePrompt: string;
}) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveNow();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, saveNow]);

  useEffect(() => {
    if (!enabled || !pending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = leavePrompt;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled, pending, leavePrompt]);
}
