import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', { timeout: 20_000 }, () => {
  it('shows the title as the page heading, its description and actions', () => {
    render(
      <PageHeader
        title="Notificaciones"
        titleId="t"
        description="Lo que pasó mientras no estabas."
        actions={<button type="button">Marcar todas como leídas</button>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Notificaciones' });
    expect(heading).toHaveAttribute('id', 't');
    expect(screen.getByText('Lo que pasó mientras no estabas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });

  it('renders only what it is given, at the level asked for', () => {
    const { container } = render(<PageHeader title="Ajustes" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ajustes' })).toBeInTheDocument();
    expect(container.querySelectorAll('p, button')).toHaveLength(0);
  });
});
