import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', { timeout: 20_000 }, () => {
  it('renders a plain div with its content by default', () => {
    const { container } = render(<Card className="mt-2">Contenido</Card>);
    const card = container.firstElementChild as HTMLElement;
    expect(card.tagName).toBe('DIV');
    expect(card.dataset.variant).toBe('outlined');
    expect(card.className).toContain('mt-2');
    expect(card.textContent).toBe('Contenido');
  });

  it('as a section is a region named by its title, with description, actions and footer', () => {
    render(
      <Card
        as="section"
        title="Sede Centro"
        titleAs="h2"
        description="Av. Reforma 100"
        actions={<button type="button">Editar</button>}
        footer={<button type="button">Ver más</button>}
      >
        Cuerpo
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Sede Centro' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sede Centro' })).toBeInTheDocument();
    expect(region.textContent).toContain('Av. Reforma 100');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
  });
});
