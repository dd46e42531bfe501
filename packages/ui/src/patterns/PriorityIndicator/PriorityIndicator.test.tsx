import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { normalizePriority, PriorityIndicator } from './PriorityIndicator.tsx';

describe('PriorityIndicator', () => {
  it.each([
    [0, 'Prioridad: Recordatorio', 1],
    [2, 'Prioridad: Crítica', 3],
    [3, 'Prioridad: Muy alta', 2],
    [4, 'Prioridad: Alta', 1],
    [5, 'Prioridad: Media', 1],
    [6, 'Prioridad: Baja', 1],
    [7, 'Prioridad: Muy baja', 2],
    [8, 'Prioridad: Mínima', 3],
  ])('priority %i is an image named "%s" with %i icon(s)', (priority, name, iconCount) => {
    render(<PriorityIndicator priority={priority} />);
    const img = screen.getByRole('img', { name });
    expect(img.querySelectorAll('svg')).toHaveLength(iconCount);
    expect(img.getAttribute('title')).toBe(name);
  });

  it('uses up arrows for critical and down arrows for lowest', () => {
    const { container } = render(
      <>
        <PriorityIndicator priority={2} />
        <PriorityIndicator priority={8} />
      </>,
    );
    const [critical, lowest] = Array.from(container.querySelectorAll('[data-priority]'));
    expect(critical?.innerHTML).not.toBe(lowest?.innerHTML);
  });

  it('normalises values to the nearest lower allowed one, default 5', () => {
    expect(normalizePriority(1)).toBe(0);
    expect(normalizePriority(9)).toBe(8);
    expect(normalizePriority(4.5)).toBe(4);
    expect(normalizePriority(-3)).toBe(0);
    expect(normalizePriority(undefined)).toBe(5);
    expect(normalizePriority(Number.NaN)).toBe(5);
    render(<PriorityIndicator priority={1} />);
    expect(screen.getByRole('img').dataset.priority).toBe('0');
  });

  it('shows the name with showLabel and speaks en-US', () => {
    render(
      <UiTextProvider locale="en-US">
        <PriorityIndicator priority={3} showLabel />
      </UiTextProvider>,
    );
    const img = screen.getByRole('img', { name: 'Priority: Very high' });
    expect(img.textContent).toBe('Very high');
  });
});
