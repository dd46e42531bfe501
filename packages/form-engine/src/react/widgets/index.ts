import type { FieldType } from '../../core/index.ts';
import { basicWidgets } from './basic.ts';
import { richWidgets } from './rich.ts';
import type { WidgetEntry, Widgets } from './types.ts';

/** One widget per field type: a type without one is a compile error here. */
export const widgets = { ...basicWidgets, ...richWidgets } satisfies Required<Widgets>;

export function widgetFor<T extends FieldType>(type: T): WidgetEntry<T> {
  return widgets[type] as unknown as WidgetEntry<T>;
}

export type { WidgetEntry, WidgetProps, Widgets } from './types.ts';
