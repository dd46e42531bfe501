import type { ComponentType } from 'react';
import type { FieldOfType, FieldType, FormLocale, FormMessageKey } from '../../core/index.ts';
import type { ChoiceLabel } from '../context.tsx';
import type { FormServices } from '../services.ts';

/**
 * What every widget receives. The shell (`FieldShell`) renders the label, description, status
 * icon, error and 'No aplica' box; a widget renders only its controls and reports values.
 */
export interface WidgetProps<T extends FieldType = FieldType> {
  field: FieldOfType<T>;
  value: unknown;
  onChange(value: unknown): void;
  /** Id of the main control: a single-control widget puts it on its input (the label points at it). */
  id: string;
  /** Id of the label/legend text, for `aria-labelledby` on inner groups. */
  labelId: string;
  /** Description and error ids, for `aria-describedby` on the main control. */
  describedBy: string | undefined;
  invalid: boolean;
  readOnly: boolean;
  disabled: boolean;
  required: boolean;
  locale: FormLocale;
  /** A `form` message in the form's locale, placeholders filled. */
  t(key: FormMessageKey, params?: Record<string, string | number>): string;
  services: FormServices;
  /** The renderer's `choiceLabel`, for widgets that show choices. */
  choiceLabel?: ChoiceLabel;
}

export interface WidgetEntry<T extends FieldType = FieldType> {
  Component: ComponentType<WidgetProps<T>>;
  /**
   * True when the widget is several controls (radios, stars, two dates…): the shell wraps it in a
   * fieldset whose legend is the label. False: one control labelled by `<label for={id}>`.
   */
  group: boolean;
  /**
   * True when the DOM keeps what is typed (text, code, numbers): the widget is not re-rendered by
   * its own changes, so it must show `value` with `defaultValue` and sync the DOM when `value`
   * differs (see `useSyncedText`). Keystrokes then cost no React commit.
   */
  uncontrolled?: boolean;
}

/** One entry per type; `Widgets` keeps each entry typed to its field. */
export type Widgets = { [T in FieldType]?: WidgetEntry<T> };
