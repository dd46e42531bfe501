import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <form aria-label="f">
      <Switch label="Notificaciones" name="notify" checked={on} onCheckedChange={setOn} hint="Por correo" />
    </form>
  );
}

describe('Switch', { timeout: 20_000 }, () => {
  it('toggles by click, label click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Mostrar disponibles" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Mostrar disponibles' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('Mostrar disponibles'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('works controlled and submits a hidden value while on', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Notificaciones' });
    expect(toggle.getAttribute('aria-describedby')).toBe(`${toggle.id}-hint`);
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('notify')).toBe('on');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(new FormData(form).get('notify')).toBeNull();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Modo" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Modo' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
