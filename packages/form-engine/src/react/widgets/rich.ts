import type { Widgets } from './types.ts';

/** Widgets with heavier code (media, markdown, pickers), loaded on demand with `React.lazy`. */
export const richWidgets: Widgets = {};
