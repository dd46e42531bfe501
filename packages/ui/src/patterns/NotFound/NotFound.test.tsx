import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it('web: a page heading and a go-home link', async () => {
    const onGoHome = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<NotFound onGoHome={onGoHome} homeHref="/inicio" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina no encontrada' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ir al inicio' });
    expect(link.getAttribute('href')).toBe('/inicio');
    await userEvent.click(link);
    expect(onGoHome).toHaveBeenCalledOnce();
  });

  it("native: 'Pantalla no encontrada' without a go-home link unless onGoHome is given", () => {
    const { rerender } = render(<NotFound variant="native" />);
    expect(screen.getByRole('heading', { name: 'Pantalla no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<NotFound variant="native" onGoHome={() => {}} />);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });

  it('speaks en-US and takes custom texts', () => {
    render(
      <UiTextProvider locale="en-US">
        <NotFound description="Try the menu." />
      </UiTextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Try the menu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });
});
