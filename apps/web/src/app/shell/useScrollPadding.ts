import { useCallback } from 'react';

/**
 * Keeps the page's scroll padding on one side as tall as a sticky bar of the shell, so what the
 * browser scrolls into view (a focused field, a link reached by Tab, a `#fragment`) lands clear
 * of the bar instead of under it (WCAG 2.4.11, focus not obscured). Returns a ref for the bar.
 */
export function useScrollPadding(side: 'top' | 'bottom') {
  return useCallback(
    (bar: HTMLElement | null) => {
      if (!bar) return;
      const root = document.documentElement;
      const property = `scroll-padding-${side}`;
      const place = () => root.style.setProperty(property, `${bar.getBoundingClientRect().height}px`);
      place();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
      observer?.observe(bar);
      return () => {
        observer?.disconnect();
        root.style.removeProperty(property);
      };
    },
    [side],
  );
}
