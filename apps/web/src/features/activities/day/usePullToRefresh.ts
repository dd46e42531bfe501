import { useCallback, useEffect, useRef, useState } from 'react';

/** How far (px) the finger must pull down before releasing refreshes. */
export const PULL_THRESHOLD = 64;

/** Finger travel (px) before a touch counts as a vertical pull rather than a tap or a swipe. */
const SLOP = 8;

/**
 * `idle`; `pulling` (down, not far enough yet); `ready` (past the threshold: releasing
 * refreshes); `refreshing` (until `onRefresh`'s promise settles).
 */
export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing';

export interface PullToRefreshOptions {
  /** Called on release past the threshold; the indicator spins until the promise settles. */
  onRefresh(): Promise<unknown>;
  /** Pull distance (px) that arms the refresh; default 64. */
  threshold?: number;
  /** Ignores touches while true. */
  disabled?: boolean;
}

export interface PullToRefresh {
  /** Attach to the element whose touches may pull (usually the page's content). */
  ref: (element: HTMLElement | null) => void;
  phase: PullPhase;
  /** How far (px) the finger has pulled down; 0 unless pulling or ready. */
  distance: number;
  /** Refreshes as a completed pull does (for a button, say); ignored while refreshing. */
  refresh(): Promise<void>;
}

interface Gesture {
  startX: number;
  startY: number;
  /** Decided to be a downward pull (past the slop, mostly vertical). */
  pulling: boolean;
  distance: number;
}

/** Whether a scrolled container lies between the touch and the pull area (it scrolls first). */
function insideScrolled(target: EventTarget | null, root: HTMLElement): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node && node !== root;
    node = node.parentElement
  ) {
    if (node.scrollTop > 0) return true;
  }
  return false;
}

/**
 * Pull to refresh on touch screens: a touch that starts while the page is scrolled to the top
 * (`window.scrollY === 0`) and drags down more than `threshold` px calls `onRefresh` on release.
 * Only touch events count: a mouse or pen dragging does nothing. A mostly sideways swipe, an
 * upward drag, a second finger, or a touch inside a scrolled container is left to the browser.
 * While a pull is under way the browser's own overscroll (and its pull to reload) is held off.
 * A rejected refresh ends the spinner like a resolved one: `onRefresh` reports its own errors.
 */
export function usePullToRefresh({
  onRefresh,
  threshold = PULL_THRESHOLD,
  disabled = false,
}: PullToRefreshOptions): PullToRefresh {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<{ phase: PullPhase; distance: number }>({ phase: 'idle', distance: 0 });
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  }, [onRefresh]);
  const refreshing = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    if (refreshing.current) return;
    refreshing.current = true;
    setState({ phase: 'refreshing', distance: 0 });
    try {
      await new Promise((resolve) => resolve(onRefreshRef.current()));
    } catch {
      // The caller shows its own failure (a toast, an error state); the pull just ends.
    } finally {
      refreshing.current = false;
      if (mounted.current) setState({ phase: 'idle', distance: 0 });
    }
  }, []);

  useEffect(() => {
    if (!element || disabled) return;
    let gesture: Gesture | null = null;

    const reset = () => {
      gesture = null;
      if (!refreshing.current) setState({ phase: 'idle', distance: 0 });
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (
        refreshing.current ||
        event.touches.length !== 1 ||
        !touch ||
        window.scrollY > 0 ||
        insideScrolled(event.target, element)
      ) {
        gesture = null;
        return;
      }
      gesture = { startX: touch.clientX, startY: touch.clientY, pulling: false, distance: 0 };
    };

    const onTouchMove = (event: TouchEvent) => {
      if (!gesture) return;
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch || refreshing.current) return reset();
      const dx = touch.clientX - gesture.startX;
      const dy = touch.clientY - gesture.startY;
      if (!gesture.pulling) {
        if (Math.abs(dx) < SLOP && Math.abs(dy) < SLOP) return;
        // Scrolling down the page or swiping sideways: not a pull; let the browser have it.
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy) || window.scrollY > 0) return reset();
        gesture.pulling = true;
      }
      gesture.distance = Math.max(0, dy);
      if (gesture.distance > 0 && event.cancelable) event.preventDefault();
      const distance = gesture.distance;
      setState({
        phase: distance > threshold ? 'ready' : distance > 0 ? 'pulling' : 'idle',
        distance,
      });
    };

    const onTouchEnd = () => {
      const done = gesture;
      gesture = null;
      if (done?.pulling && done.distance > threshold) void refresh();
      else reset();
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: a pull cancels the browser's own overscroll while it lasts.
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', reset);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', reset);
      if (!refreshing.current) setState({ phase: 'idle', distance: 0 });
    };
  }, [element, disabled, threshold, refresh]);

  return { ref: setElement, phase: state.phase, distance: state.distance, refresh };
}
