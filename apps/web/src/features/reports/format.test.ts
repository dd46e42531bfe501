import { describe, expect, it } from 'vitest';
import { reportFormat } from './format';

const t = ((key: string, options: { value: string }) => `${key.split('.').at(-1)}:${options.value}`) as never;

describe('report values', () => {
  it('formats numbers, percentages (0..100), durations and calendar days in Spanish', () => {
    const format = reportFormat('es-MX', t);
    expect(format.cell('number', 1250)).toBe('1,250');
    // ICU versions differ on the space before the sign in Mexican Spanish.
    expect(format.cell('percent', 98.8)).toMatch(/^98\.8\s?%$/);
    expect(format.cell('duration', 45)).toBe('durationSeconds:45');
    expect(format.cell('duration', 5400)).toBe('durationHours:1.5');
    expect(format.cell('duration', 172_800)).toBe('durationDays:2');
    expect(format.cell('date', '2026-03-02')).toBe('2 mar 2026');
    expect(format.cell('text', 'Tienda Centro')).toBe('Tienda Centro');
  });

  it('formats them in American English', () => {
    const format = reportFormat('en-US', t);
    expect(format.cell('number', 1250.25)).toBe('1,250.3');
    expect(format.cell('percent', 80)).toBe('80%');
    expect(format.cell('duration', 600)).toBe('durationMinutes:10');
    expect(format.cell('date', '2026-03-02')).toBe('Mar 2, 2026');
  });

  it('shows a missing value as a dash, and a text it cannot read as it came', () => {
    const none = ((key: string) => (key.endsWith('none') ? '—' : key)) as never;
    const format = reportFormat('es-MX', none);
    expect(format.cell('number', null)).toBe('—');
    expect(format.cell('percent', 'n/a')).toBe('n/a');
  });
});
