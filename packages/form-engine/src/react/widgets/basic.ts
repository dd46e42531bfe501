import { BooleanWidget } from './BooleanWidget.tsx';
import { CheckboxesWidget, MultipleChoiceWidget } from './ChoiceWidgets.tsx';
import { CodeWidget } from './CodeWidget.tsx';
import { DateRangeWidget, DatetimeWidget, DateWidget, TimeWidget } from './DateWidgets.tsx';
import { NumberWidget } from './NumberWidget.tsx';
import { NumRangeWidget } from './NumRangeWidget.tsx';
import { EmotionWidget, ReactionsWidget, StarsWidget } from './RatingWidgets.tsx';
import { ScaleWidget } from './ScaleWidget.tsx';
import { TextWidget } from './TextWidget.tsx';
import type { Widgets } from './types.ts';

/** Widgets built from native inputs: always in the main bundle. */
export const basicWidgets = {
  // Typed into: uncontrolled, so a keystroke re-renders nothing (see `WidgetEntry.uncontrolled`).
  text: { Component: TextWidget, group: false, uncontrolled: true },
  code: { Component: CodeWidget, group: false, uncontrolled: true },
  integer: { Component: NumberWidget, group: false, uncontrolled: true },
  float: { Component: NumberWidget, group: false, uncontrolled: true },
  decimal: { Component: NumberWidget, group: false, uncontrolled: true },
  num_range: { Component: NumRangeWidget, group: true },
  date: { Component: DateWidget, group: false },
  datetime: { Component: DatetimeWidget, group: false },
  time: { Component: TimeWidget, group: false },
  date_range: { Component: DateRangeWidget, group: true },
  boolean: { Component: BooleanWidget, group: true },
  multiple_choice: { Component: MultipleChoiceWidget, group: true },
  checkboxes: { Component: CheckboxesWidget, group: true },
  value_in_num_range: { Component: ScaleWidget, group: true },
  stars: { Component: StarsWidget, group: true },
  emotion: { Component: EmotionWidget, group: true },
  reactions: { Component: ReactionsWidget, group: true },
} satisfies Widgets;
