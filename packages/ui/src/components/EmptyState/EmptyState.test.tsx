import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', { timeout: 20_000 }, () => {
  it('shows a heading, description, a decorative illustration and an action', () => {
    const { container } = render(
      <EmptyState
        title="No hay actividades"
        description="Crea una para empezar."
        action={<button type="button">Crear actividad</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No hay actividades' })).toBeInTheDocument();
    expect(screen.getByText('Crea una para empezar.')).toBeInTheDocument();
    const drawing = container.querySelector('svg[data-illustration]');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Crear actividad' })).toBeInTheDocument();
  });

  it('draws each case differently and can stand as the page itself', () => {
    const shapes = (['empty', 'not-found', 'not-available', 'error', 'no-organization'] as const).map(
      (kind) => {
        const { container, unmount } = render(
          <EmptyState kind={kind} title={kind} titleAs="h1" size="screen" as="main" />,
        );
        expect(screen.getByRole('main')).toHaveAttribute('data-status', kind);
        expect(screen.getByRole('heading', { level: 1, name: kind })).toBeInTheDocument();
        const svg = container.querySelector('svg')!.innerHTML;
        unmount();
        return svg;
      },
    );
    expect(new Set(shapes).size).toBe(5);
  });

  it('takes an icon instead, hidden, and renders only what it is given', () => {
    const { container } = render(
      <EmptyState title="Sin resultados" titleAs="h3" icon={<svg data-testid="icon" />} />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
