import { describe, expect, it } from 'vitest';
import { createDoubleShiftDetector, DOUBLE_SHIFT_WINDOW_MS } from './double-shift';

describe('double Shift detector (SPEC 9: 500 ms)', () => {
  it('fires on the second Shift within the window', () => {
    const detect = createDoubleShiftDetector();
    expect(detect({ key: 'Shift', time: 1000 })).toBe(false);
    expect(detect({ key: 'Shift', time: 1000 + DOUBLE_SHIFT_WINDOW_MS })).toBe(true);
  });

  it('does not fire when the presses are further apart', () => {
    const detect = createDoubleShiftDetector();
    detect({ key: 'Shift', time: 0 });
    expect(detect({ key: 'Shift', time: 501 })).toBe(false);
    // …but that late press starts a new pair.
    expect(detect({ key: 'Shift', time: 700 })).toBe(true);
  });

  it('is broken by another key in between and ignores held-key repeats', () => {
    const detect = createDoubleShiftDetector();
    detect({ key: 'Shift', time: 0 });
    detect({ key: 'A', time: 100 });
    expect(detect({ key: 'Shift', time: 200 })).toBe(false);
    expect(detect({ key: 'Shift', repeat: true, time: 250 })).toBe(false);
    expect(detect({ key: 'Shift', time: 300 })).toBe(true);
  });

  it('starts over after a detected pair (a third press does not fire again)', () => {
    const detect = createDoubleShiftDetector();
    detect({ key: 'Shift', time: 0 });
    expect(detect({ key: 'Shift', time: 100 })).toBe(true);
    expect(detect({ key: 'Shift', time: 200 })).toBe(false);
  });
});
