/**
 * Skip flags (SPEC 3 "Form field state"): each skippable field has a companion `<name>_skipped`
 * checkbox labelled 'No aplica'. Skipped, hidden and empty are distinct states.
 */
import { isEmpty } from './required.ts';

export const SKIP_SUFFIX = '_skipped';

/** `comments` -> `comments_skipped`. */
export function skipFlagName(name: string): string {
  return `${name}${SKIP_SUFFIX}`;
}

/** `comments_skipped` -> `comments`; null when `flag` is not a skip-flag name. */
export function skipFlagTarget(flag: string): string | null {
  return flag.endsWith(SKIP_SUFFIX) && flag.length > SKIP_SUFFIX.length
    ? flag.slice(0, -SKIP_SUFFIX.length)
    : null;
}

/** True when a skippable field's 'No aplica' box is ticked. Non-skippable fields are never skipped. */
export function isSkipped(
  field: { name: string; skippable?: boolean },
  values: Readonly<Record<string, unknown>>,
): boolean {
  return field.skippable === true && values[skipFlagName(field.name)] === true;
}

/**
 * The state of a field's answer. Hidden wins (a hidden field is neither validated nor submitted),
 * then skipped (valid whatever the value), then empty or answered.
 */
export type AnswerState = 'hidden' | 'skipped' | 'empty' | 'answered';

export function answerState(
  field: { name: string; skippable?: boolean },
  values: Readonly<Record<string, unknown>>,
  visible = true,
): AnswerState {
  if (!visible) return 'hidden';
  if (isSkipped(field, values)) return 'skipped';
  return isEmpty(values[field.name]) ? 'empty' : 'answered';
}

/** The 'No aplica' label of the companion checkbox, in the `form` namespace as `skip_label`. */
export const SKIP_LABEL_KEY = 'skip_label';
