import { useLayoutEffect, useRef } from 'react';

/**
 * The ref of an uncontrolled input or textarea showing `text`: what the user types stays in the
 * DOM; after any render, a `text` that differs from the DOM (a value set from outside) replaces it.
 * `same` decides equality (numbers compare parsed, so '1.' still stands for 1).
 */
export function useSyncedText<T extends HTMLInputElement | HTMLTextAreaElement>(
  text: string,
  same: (dom: string, text: string) => boolean = (dom, next) => dom === next,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !same(element.value, text)) element.value = text;
  });
  return ref;
}
