import { useEffect, useRef } from 'react';

/** A column's element on the page. dnd-kit's `CSS` helper shadows the global one in its users. */
export const columnSelector = (columnId: string) => `[data-column-id="${globalThis.CSS.escape(columnId)}"]`;

export type FocusTarget = () => HTMLElement | null;

/**
 * Moves, additions, removals and failed saves change the page under the focus: the editor names
 * where the focus goes next (`focusNext`), and it goes there once the change has rendered.
 */
export function useFocusAfterRender() {
  const rootRef = useRef<HTMLElement>(null);
  const pending = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pending.current?.();
    pending.current = null;
    target?.focus();
  });

  const query = (selector: string) => rootRef.current?.querySelector<HTMLElement>(selector) ?? null;
  const focusNext = (target: FocusTarget) => {
    pending.current = target;
  };
  return { rootRef, query, focusNext };
}

/** Focus `target` once the confirmation dialog has closed, unless something else took the focus. */
export function focusAfterDialog(target: FocusTarget) {
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  }, 0);
}
