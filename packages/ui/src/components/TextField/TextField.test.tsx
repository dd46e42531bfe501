import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('labels the input and accepts typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Correo electrónico" />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(input, 'ana@faena.mx');
    expect((input as HTMLInputElement).value).toBe('ana@faena.mx');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('links the hint with aria-describedby', () => {
    render(<TextField label="RUT" hint="Formato 12345678-k" />);
    const input = screen.getByRole('textbox', { name: 'RUT' });
    const hint = screen.getByText('Formato 12345678-k');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('links the error with aria-describedby and sets aria-invalid', () => {
    render(
      <TextField
        label="Correo"
        hint="Tu correo de trabajo"
        error="Email inválido"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Correo' });
    const hint = screen.getByText('Tu correo de trabajo');
    const error = screen.getByText('Email inválido');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`extra ${hint.id} ${error.id}`);
    expect(error.id).not.toBe(hint.id);
  });

  it('drops the error wiring when the error goes away', () => {
    const { rerender } = render(<TextField label="Correo" error="Email inválido" />);
    rerender(<TextField label="Correo" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('passes type, name and autoComplete through and forwards ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="Contraseña"
        type="password"
        name="password"
        autoComplete="current-password"
      />,
    );
    const input = screen.getByLabelText('Contraseña') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    expect(input.autocomplete).toBe('current-password');
  });

  it('marks required (asterisk hidden from screen readers) and optional fields', () => {
    const { rerender } = render(<TextField label="Nombre" required />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect((input as HTMLInputElement).required).toBe(true);
    rerender(
      <UiTextProvider locale="en-US">
        <TextField label="Name" optional />
      </UiTextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toBeInTheDocument();
  });

  it('uses a given id', () => {
    render(<TextField id="email" label="Correo" error="Requerido" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
  });
});
