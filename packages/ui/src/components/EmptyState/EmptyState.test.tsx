import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', { timeout: 20_000 }, () => {
  it('shows a heading, description, hidden icon and action', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No hay actividades"
        description="Crea una para empezar."
        action={<button type="button">Crear actividad</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No hay actividades' })).toBeInTheDocument();
    expect(screen.getByText('Crea una para empezar.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Crear actividad' })).toBeInTheDocument();
  });

  it('takes a heading level and renders only what it is given', () => {
    const { container } = render(<EmptyState title="Sin resultados" titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
