import { useCallback, useState } from 'react';

const KEY = 'faena.sidebar';

/** Wide enough for the labelled sidebar (16rem) beside a screen of at least 960 px. */
export const SIDEBAR_MIN_WIDTH = 1216;

function initial(): boolean {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'expanded') return true;
    if (saved === 'collapsed') return false;
  } catch {
    // Storage refused (private mode): the width decides.
  }
  return typeof window !== 'undefined' && window.matchMedia(`(min-width: ${SIDEBAR_MIN_WIDTH}px)`).matches;
}

/**
 * Whether the desktop navigation is the labelled sidebar or the rail: expanded by default on wide
 * screens, and the person's choice, once made, remembered in this browser.
 */
export function useSidebarExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(initial);
  const toggle = useCallback(() => {
    setExpanded((was) => {
      try {
        localStorage.setItem(KEY, was ? 'collapsed' : 'expanded');
      } catch {
        // Not remembered; still toggled.
      }
      return !was;
    });
  }, []);
  return [expanded, toggle];
}
