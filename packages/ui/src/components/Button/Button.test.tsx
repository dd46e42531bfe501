import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a type="button" that calls onClick on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner, sets aria-busy and ignores clicks while loading, yet stays focusable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Guardar/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toContain('Cargando…');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('reads its loading text from the UiTextProvider locale', () => {
    render(
      <UiTextProvider locale="en-US">
        <Button loading>Save</Button>
      </UiTextProvider>,
    );
    expect(screen.getByRole('button').textContent).toContain('Loading…');
  });

  it('applies variant, size and full-width classes and merges className', () => {
    render(
      <Button variant="danger" size="lg" fullWidth className="mt-4">
        Eliminar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(button.dataset.variant).toBe('danger');
    expect(button.className).toContain('mt-4');
    expect(button.className.split(' ').length).toBeGreaterThanOrEqual(5);
  });

  it('forwards ref and native attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" name="intent" value="save">
        Enviar
      </Button>,
    );
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    expect(ref.current?.type).toBe('submit');
    expect(ref.current?.name).toBe('intent');
  });
});
