import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

describe('durations', () => {
  it('reads weeks, days and times into wall-clock days and seconds', () => {
    expect(parseDuration('P1W')).toEqual({ days: 7, seconds: 0 });
    expect(parseDuration('P2DT1H30M')).toEqual({ days: 2, seconds: 5_400 });
    expect(parseDuration('PT45M')).toEqual({ days: 0, seconds: 2_700 });
    expect(parseDuration('+pt10s')).toEqual({ days: 0, seconds: 10 });
  });

  it('refuses what RFC 5545 does not allow', () => {
    for (const text of ['P', 'PT', '-P1D', 'P1W2D', 'P1H', 'P1DT', '1D', 'P1.5D']) {
      expect(parseDuration(text), text).toBeNull();
    }
  });

  it('writes back what it reads', () => {
    for (const text of ['P1D', 'PT1H30M', 'P2DT1H30M', 'PT45M', 'PT0S', 'PT5S']) {
      const duration = parseDuration(text)!;
      expect(formatDuration(duration.days, duration.seconds)).toBe(text);
    }
  });
});
