import { useModal } from '@faena/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export interface UnsavedChangesGuard {
  /**
   * Lets the next navigation through without asking, e.g. right after a save that moves on to
   * another page before the form has re-rendered as clean.
   */
  release: () => void;
}

/**
 * SPEC 5: a form with unsaved edits is not left silently. Going elsewhere in the app asks
 * '¿Desea descartar los cambios sin guardar?' in the app's own modal (stays on 'Cancelar');
 * closing the tab or reloading asks the browser's own question (`beforeunload`).
 * Needs a data router (`createBrowserRouter`) and a `ModalProvider`.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const modal = useModal();
  const released = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  if (!dirty) released.current = false;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modal.confirmDiscardChanges().then((discard) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (discard) current.proceed();
      else current.reset();
    });
  }, [blocker.state, modal]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
