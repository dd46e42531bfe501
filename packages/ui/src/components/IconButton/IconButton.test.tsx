import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

const icon = <svg data-testid="icon" />;

describe('IconButton', { timeout: 20_000 }, () => {
  it('is named by its label, shows it as title and hides the icon from screen readers', () => {
    render(<IconButton label="Notificaciones" icon={icon} />);
    const button = screen.getByRole('button', { name: 'Notificaciones' });
    expect(button.getAttribute('title')).toBe('Notificaciones');
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('calls onClick on click, Enter and Space, not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<IconButton label="Cerrar" icon={icon} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Cerrar' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    rerender(<IconButton label="Cerrar" icon={icon} onClick={onClick} disabled />);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('defaults to ghost, applies variant, size and className, forwards ref', () => {
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(<IconButton ref={ref} label="Más" icon={icon} />);
    expect(ref.current?.dataset.variant).toBe('ghost');
    rerender(<IconButton ref={ref} label="Más" icon={icon} variant="primary" size="lg" className="mt-2" />);
    expect(ref.current?.dataset.variant).toBe('primary');
    expect(ref.current?.className).toContain('mt-2');
  });
});
