import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { Textarea } from './Textarea.tsx';

describe('Textarea', { timeout: 20_000 }, () => {
  it('labels the textarea and accepts multi-line typing', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Comentario" />);
    const textarea = screen.getByRole('textbox', { name: 'Comentario' }) as HTMLTextAreaElement;
    await user.type(textarea, 'Línea 1{Enter}Línea 2');
    expect(textarea.value).toBe('Línea 1\nLínea 2');
    expect(textarea.rows).toBe(4);
    expect(textarea.getAttribute('aria-describedby')).toBeNull();
  });

  it('links hint and error and sets aria-invalid', () => {
    render(<Textarea id="c" label="Comentario" hint="Máximo 500 caracteres" error="Requerido" />);
    const textarea = screen.getByRole('textbox', { name: 'Comentario' });
    expect(textarea.getAttribute('aria-describedby')).toBe('c-hint c-error');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks required and optional, forwards ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { rerender } = render(<Textarea ref={ref} label="Motivo" required />);
    expect(ref.current?.required).toBe(true);
    rerender(
      <UiTextProvider locale="en-US">
        <Textarea label="Notes" optional />
      </UiTextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes (optional)' })).toBeInTheDocument();
  });
});
