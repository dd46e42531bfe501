/** SPEC 2.3 / 9: two Shift presses within 500 ms toggle the fallback view (an easter egg). */
export const DOUBLE_SHIFT_WINDOW_MS = 500;

export interface KeyPress {
  key: string;
  /** A held key repeating. */
  repeat?: boolean;
  /** Milliseconds (e.g. `event.timeStamp` or `Date.now()`). */
  time: number;
}

/**
 * A detector fed every keydown: returns `true` on the second Shift of a pair within the window.
 * Any other key in between breaks the pair; a detected pair starts over (a third press does not
 * fire again).
 */
export function createDoubleShiftDetector(windowMs = DOUBLE_SHIFT_WINDOW_MS) {
  let lastShift: number | null = null;
  return (press: KeyPress): boolean => {
    if (press.key !== 'Shift') {
      lastShift = null;
      return false;
    }
    if (press.repeat) return false;
    if (lastShift !== null && press.time - lastShift <= windowMs) {
      lastShift = null;
      return true;
    }
    lastShift = press.time;
    return false;
  };
}
