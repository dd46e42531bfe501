import { UiTextProvider } from '@faena/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/index.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { createFormStore } from './store.ts';

const definition: FormDefinition = {
  id: 'visit',
  fields: [
    { id: '1', name: 'name', type: 'text', label: 'Nombre', required: true },
    { id: '2', name: 'notes', type: 'text', label: 'Notas', skippable: true, required: true },
    { id: '5', name: 'age', type: 'integer', label: 'Edad', min: 18 },
    {
      id: '3',
      name: 'reason',
      type: 'text',
      label: 'Motivo',
      show_if: { field: 'name', operator: 'equals', value: 'otro' },
    },
  ],
};

describe('FormRenderer', () => {
  it('starts pristine, validates on change and shows the green check', async () => {
    const user = userEvent.setup();
    render(<FormRenderer definition={definition} />);
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name.closest('[data-field-name]')?.querySelector('[title="Campo válido"]')).not.toBeNull();
    await user.clear(name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('on a submit with errors shows the form message and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FormRenderer definition={definition} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a skipped required field as null and omits hidden fields', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<FormRenderer definition={definition} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'otro');
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Nombre/ }));
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    expect(screen.queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'No aplica' }));
    expect(screen.getByRole('textbox', { name: /Notas/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', notes: null });
    expect(screen.getByRole('button', { name: /Enviando/ })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('shows the server field errors an onSubmit returns', async () => {
    const user = userEvent.setup();
    render(<FormRenderer definition={definition} onSubmit={() => ({ errors: { name: 'Ya existe' } })} />);
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'No aplica' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveAccessibleDescription('Ya existe');
  });

  it('marks optional fields with the word instead of asterisks when the form says so, in English', () => {
    render(
      <UiTextProvider locale="en-US">
        <FormRenderer
          definition={{
            ...definition,
            fields: [...definition.fields, { id: '4', name: 'extra', type: 'text', label: 'Extra' }],
          }}
          optionality="optional"
        />
      </UiTextProvider>,
    );
    expect(screen.getByText('Extra').parentElement).toHaveTextContent('Extra (optional)');
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Not applicable' })).toBeInTheDocument();
  });

  it('re-renders only the field typed in', async () => {
    const user = userEvent.setup();
    const big: FormDefinition = {
      id: 'big',
      fields: Array.from({ length: 50 }, (_, index) => ({
        id: String(index),
        name: `f${index}`,
        type: 'text' as const,
        label: `Campo ${index}`,
      })),
    };
    const commits: number[] = [];
    render(
      <Profiler id="form" onRender={(_id, _phase, duration) => commits.push(duration)}>
        <FormRenderer definition={big} />
      </Profiler>,
    );
    const input = screen.getByRole('textbox', { name: 'Campo 7' });
    const rendered = vi.fn();
    const observer = new MutationObserver(rendered);
    observer.observe(document.body, {
      subtree: true,
      characterData: true,
      childList: true,
      attributes: true,
    });
    await user.type(input, 'x');
    observer.disconnect();
    // Only the typed field's subtree changed: its value and its status.
    const touched = new Set(
      rendered.mock.calls.flatMap(([records]) =>
        (records as MutationRecord[]).map(
          (record) =>
            (record.target as Element).closest?.('[data-field-name]')?.getAttribute('data-field-name') ??
            record.target.parentElement?.closest('[data-field-name]')?.getAttribute('data-field-name'),
        ),
      ),
    );
    expect([...touched].filter(Boolean)).toEqual(['f7']);
  });

  it('commits nothing for keystrokes that change no message, check or visibility', async () => {
    const user = userEvent.setup();
    const commits = vi.fn();
    render(
      <Profiler id="form" onRender={commits}>
        <FormRenderer definition={definition} />
      </Profiler>,
    );
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await user.type(name, 'A'); // pristine → valid: the check appears
    commits.mockClear();
    await user.type(name, 'na María');
    expect(commits).not.toHaveBeenCalled();
    expect(name).toHaveValue('Ana María');
    await user.type(screen.getByRole('spinbutton', { name: /Edad/ }), '42');
    expect(screen.getByRole('spinbutton', { name: /Edad/ })).toHaveAttribute('aria-valuenow', '42');
  });

  it('shows a value set from outside in a typed-into field', async () => {
    const user = userEvent.setup();
    const store = createFormStore(definition);
    render(<FormRenderer definition={definition} store={store} />);
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await user.type(name, 'Ana');
    act(() => store.setValue('name', ''));
    expect(name).toHaveValue('');
    act(() => store.setValue('name', 'Bruno'));
    expect(name).toHaveValue('Bruno');
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), '!');
    expect(store.values().name).toBe('Bruno!');
  });
});
