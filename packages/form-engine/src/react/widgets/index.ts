import type { FieldType } from '../../core/index.ts';
import { basicWidgets } from './basic.ts';
import { richWidgets } from './rich.ts';
import type { WidgetEntry, Widgets } from './types.ts';

export const widgets: Widgets = { ...basicWidgets, ...richWidgets };

/** The widget of a field type (every type has one; `widgets.test.tsx` checks). */
export function widgetFor<T extends FieldType>(type: T): WidgetEntry<T> {
  const entry = widgets[type] ?? widgets.text;
  return entry as unknown as WidgetEntry<T>;
}

export type { WidgetEntry, WidgetProps, Widgets } from './types.ts';
