import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner', { timeout: 20_000 }, () => {
  it('is a status with a default label in the UiTextProvider locale', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    rerender(
      <UiTextProvider locale="en-US">
        <Spinner />
      </UiTextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('takes a label and a size, and hides the circle from screen readers', () => {
    render(<Spinner label="Cargando actividades" size="lg" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando actividades');
    expect(status.dataset.size).toBe('lg');
    expect(status.querySelector('[data-slot="circle"]')?.getAttribute('aria-hidden')).toBe('true');
  });
});
