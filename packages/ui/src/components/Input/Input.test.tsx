import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './Input.tsx';

describe('Input', { timeout: 20_000 }, () => {
  it('is a labelled text input that accepts typing', async () => {
    const user = userEvent.setup();
    render(<Input aria-label="Nombre" />);
    const input = screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    await user.type(input, 'Ana');
    expect(input.value).toBe('Ana');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks invalid, passes attributes, merges className and forwards ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Correo" type="email" name="email" invalid className="w-40" />);
    expect(ref.current?.getAttribute('aria-invalid')).toBe('true');
    expect(ref.current?.type).toBe('email');
    expect(ref.current?.name).toBe('email');
    expect(ref.current?.className).toContain('w-40');
  });
});
