import { useCallback, useSyncExternalStore } from 'react';
import { type Breakpoint, breakpoints } from '../tokens/index.ts';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, kept in sync with `matchMedia` change events. SSR-safe: the server
 * render (and hydration) uses `serverValue` (default `false`).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatch() ? window.matchMedia(query).matches : serverValue);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

/** `xs` is below `sm` (576px). */
export type BreakpointName = 'xs' | Breakpoint;

export interface BreakpointState {
  /** The largest token breakpoint whose min-width matches. */
  breakpoint: BreakpointName;
  /** Desktop layout from `lg` (992px), SPEC 2.3. */
  isDesktop: boolean;
}

const minWidth = (bp: Breakpoint) => `(min-width: ${breakpoints[bp]}px)`;

/** The current token breakpoint (`xs`, `sm`, `md`, `lg`, `xl`, `xxl`) and whether the layout is desktop. */
export function useBreakpoint(): BreakpointState {
  const sm = useMediaQuery(minWidth('sm'));
  const md = useMediaQuery(minWidth('md'));
  const lg = useMediaQuery(minWidth('lg'));
  const xl = useMediaQuery(minWidth('xl'));
  const xxl = useMediaQuery(minWidth('xxl'));
  const breakpoint: BreakpointName = xxl ? 'xxl' : xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs';
  return { breakpoint, isDesktop: lg };
}
