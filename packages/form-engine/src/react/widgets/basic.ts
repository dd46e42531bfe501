import { TextWidget } from './TextWidget.tsx';
import type { Widgets } from './types.ts';

/** Widgets built from native inputs: always in the main bundle. */
export const basicWidgets: Widgets = {
  text: { Component: TextWidget, group: false },
};
