import { type ComponentType, lazy } from 'react';
import type { PickerType } from './PickerWidget.tsx';
import type { WidgetEntry, WidgetProps, Widgets } from './types.ts';

/*
 * Each widget is its own chunk: markdown and sanitising, media recording and the picker load only
 * when a form shows such a field (the shell's <Suspense> shows a skeleton meanwhile).
 */
const DisplayTextWidget = lazy(() =>
  import('./DisplayTextWidget.tsx').then((m) => ({ default: m.DisplayTextWidget })),
);
const VoiceMessageWidget = lazy(() =>
  import('./VoiceMessageWidget.tsx').then((m) => ({ default: m.VoiceMessageWidget })),
);
const FilesWidget = lazy(() => import('./FilesWidget.tsx').then((m) => ({ default: m.FilesWidget })));
const ImageWidget = lazy(() => import('./ImageWidget.tsx').then((m) => ({ default: m.ImageWidget })));
const GpsWidget = lazy(() => import('./GpsWidget.tsx').then((m) => ({ default: m.GpsWidget })));
const PickerWidget = lazy(() => import('./PickerWidget.tsx').then((m) => ({ default: m.PickerWidget })));

// The picker is one input (labelled by the shell's <label>); the media widgets are several
// controls, so the shell wraps them in a fieldset whose legend is the label.
// One component serves the six types; TypeScript treats `WidgetProps<T>` as invariant in T, hence the cast.
const picker = <T extends PickerType>(): WidgetEntry<T> => ({
  Component: PickerWidget as unknown as ComponentType<WidgetProps<T>>,
  group: false,
});

/** Widgets with heavier code (media, markdown, pickers), loaded on demand with `React.lazy`. */
export const richWidgets = {
  display_text: { Component: DisplayTextWidget, group: false },
  voice_message: { Component: VoiceMessageWidget, group: true },
  files: { Component: FilesWidget, group: true },
  image: { Component: ImageWidget, group: true },
  gps: { Component: GpsWidget, group: true },
  user: picker(),
  users: picker(),
  venue: picker(),
  venues: picker(),
  location: picker(),
  locations: picker(),
} satisfies Widgets;
