import { UiTextProvider } from '@faena/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/index.ts';
import { FormBuilder, type FormBuilderProps } from './FormBuilder.tsx';

/** Desktop (every min-width query matches) unless a test says otherwise. */
function mockViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

beforeEach(() => mockViewport(true));

/** The builder's own live region (dnd-kit and the preview have theirs). */
const status = () => document.querySelector<HTMLElement>('[data-builder-status]');
const saveErrors = () => document.querySelector<HTMLElement>('[data-builder-errors]');
afterEach(() => vi.restoreAllMocks());

const inspection: FormDefinition = {
  id: 'inspection',
  fields: [
    { id: 'a', name: 'store', type: 'text', label: 'Tienda' },
    { id: 'b', name: 'notes', type: 'text', label: 'Notas' },
    { id: 'c', name: 'score', type: 'integer', label: 'Puntaje' },
  ],
};

function setup(props: FormBuilderProps = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const view = render(<FormBuilder onChange={onChange} {...props} />);
  const picker = () => screen.getByRole('region', { name: /^(Agregar campo|Add field)$/ });
  const list = () => screen.getByRole('list', { name: /^(Campos del formulario|Form fields)$/ });
  const config = () => screen.getByRole('region', { name: /^(Configuración del campo|Field settings)/ });
  const preview = () => screen.getByRole('form', { name: /^(Vista previa|Preview)$/ });
  const order = () =>
    within(list())
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-field-id'));
  const lastChange = () => onChange.mock.lastCall?.[0] as FormDefinition;
  return { user, onChange, view, picker, list, config, preview, order, lastChange };
}

// The whole builder re-renders per keystroke; the shared CI machine is slow.
describe('FormBuilder', { timeout: 30_000 }, () => {
  it('adds a field from the picker, focuses its settings and announces it', async () => {
    const { user, picker, config, preview, lastChange } = setup();
    const buttons = within(picker()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Número entero',
      'Número decimal',
      'Sí / No',
      'Texto',
      'Texto informativo',
      'Fecha',
      'Fecha y hora',
      'Opción múltiple',
      'Casillas',
      'Archivos',
      'Usuario',
      'Sucursal',
      'Ubicación',
      'Escala lineal',
      'Imagen',
      'Reacciones',
    ]);
    await user.click(within(picker()).getByRole('button', { name: 'Texto' }));
    expect(within(config()).getByRole('textbox', { name: 'Etiqueta' })).toHaveFocus();
    expect(within(config()).getByRole('textbox', { name: /Nombre/ })).toHaveValue('campo_1');
    expect(within(preview()).getByRole('textbox', { name: 'Texto' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Se agregó Texto');
    expect(lastChange().fields).toEqual([{ id: 'campo_1', name: 'campo_1', label: 'Texto', type: 'text' }]);
    await user.click(within(picker()).getByRole('button', { name: 'Opción múltiple' }));
    expect(lastChange().fields[1]).toMatchObject({
      name: 'campo_2',
      choices: [{ choice: 'Opción 1' }, { choice: 'Opción 2' }],
    });
  });

  it('hides tenant-hidden types, offers plural entities behind the flag and uses tenant wording', () => {
    const { picker } = setup({
      hiddenTypes: ['location'],
      flags: { pluralEntities: true },
      typeLabels: { venue: 'Tienda' },
    });
    const names = within(picker())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toContain('Tienda');
    expect(names).toContain('Usuarios');
    expect(names).toContain('Ubicaciones');
    expect(names).not.toContain('Ubicación');
    expect(names).not.toContain('Estrellas');
    expect(names).not.toContain('Emoción');
  });

  it('still edits retired types of an imported definition', () => {
    const { config } = setup({
      value: { id: 'f', fields: [{ id: 's', name: 'rating', type: 'stars', label: 'Calificación' }] },
    });
    expect(within(config()).getByRole('textbox', { name: 'Etiqueta' })).toHaveValue('Calificación');
  });

  it('configures label and required; the preview follows', async () => {
    const { user, config, preview, lastChange } = setup({ value: inspection });
    const label = within(config()).getByRole('textbox', { name: 'Etiqueta' });
    await user.clear(label);
    await user.type(label, 'Sucursal visitada');
    await user.click(within(config()).getByRole('switch', { name: 'Obligatorio' }));
    expect(lastChange().fields[0]).toMatchObject({ label: 'Sucursal visitada', required: true });
    expect(within(preview()).getByRole('textbox', { name: /Sucursal visitada/ })).toBeRequired();
  });

  it('builds a show_if visually: the preview hides the field until the condition holds', async () => {
    const { user, config, preview, list, lastChange } = setup({ value: inspection });
    await user.click(within(list()).getByRole('button', { name: /^Notas/ }));
    await user.click(within(config()).getByRole('button', { name: 'Agregar condición' }));
    const condition = within(config()).getByRole('group', { name: 'Condición 1' });
    const field = within(condition).getByRole('combobox', { name: 'Campo' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tienda (store)', 'Puntaje (score)']);
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Operador' }), 'is_not_empty');
    expect(within(condition).queryByRole('textbox', { name: 'Valor' })).toBeNull();
    expect(lastChange().fields[1]?.show_if).toEqual({ all: [{ field: 'store', operator: 'is_not_empty' }] });
    expect(within(preview()).queryByRole('textbox', { name: 'Notas' })).toBeNull();
    await user.type(within(preview()).getByRole('textbox', { name: 'Tienda' }), 'Centro');
    expect(within(preview()).getByRole('textbox', { name: 'Notas' })).toBeInTheDocument();

    // A number field gets a number input; 'between' two; a second leaf shows 'Todas'/'Alguna'.
    await user.click(within(config()).getByRole('button', { name: 'Agregar condición' }));
    const second = within(config()).getByRole('group', { name: 'Condición 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Campo' }), 'score');
    expect(within(second).getByRole('spinbutton', { name: 'Valor' })).toHaveValue(0);
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Operador' }), 'between');
    expect(within(second).getAllByRole('spinbutton')).toHaveLength(2);
    await user.selectOptions(within(config()).getByRole('combobox', { name: 'Se cumplen' }), 'any');
    expect(lastChange().fields[1]?.show_if).toEqual({
      any: [
        { field: 'store', operator: 'is_not_empty' },
        { field: 'score', operator: 'between', value: [0, 0] },
      ],
    });
    await user.click(within(config()).getByRole('button', { name: 'Quitar condición 2' }));
    await user.click(within(config()).getByRole('button', { name: 'Quitar condición 1' }));
    expect(lastChange().fields[1]).not.toHaveProperty('show_if');
  });

  it('offers Sí/No for a boolean and the choices for a choice field', async () => {
    const value: FormDefinition = {
      id: 'f',
      fields: [
        { id: 'a', name: 'ok', type: 'boolean', label: 'OK' },
        {
          id: 'b',
          name: 'color',
          type: 'multiple_choice',
          label: 'Color',
          choices: [{ choice: 'Rojo' }, { choice: 'Azul' }],
        },
        { id: 'c', name: 'why', type: 'text', label: 'Por qué' },
      ],
    };
    const { user, config, list, lastChange } = setup({ value });
    await user.click(within(list()).getByRole('button', { name: /^Por qué/ }));
    await user.click(within(config()).getByRole('button', { name: 'Agregar condición' }));
    const condition = within(config()).getByRole('group', { name: 'Condición 1' });
    const boolean = within(condition).getByRole('combobox', { name: 'Valor' });
    expect(
      within(boolean)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sí', 'No']);
    await user.selectOptions(boolean, 'false');
    expect(lastChange().fields[2]?.show_if).toEqual({
      all: [{ field: 'ok', operator: 'equals', value: false }],
    });
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Campo' }), 'color');
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Valor' }), 'Azul');
    expect(lastChange().fields[2]?.show_if).toEqual({
      all: [{ field: 'color', operator: 'equals', value: 'Azul' }],
    });
  });

  it('edits validators, choices and a linear scale with interpretations', async () => {
    const { user, picker, config, lastChange } = setup({ value: inspection });
    await user.selectOptions(within(config()).getByRole('combobox', { name: 'Tipo de validación' }), 'regex');
    await user.click(within(config()).getByRole('button', { name: 'Agregar validación' }));
    const regex = within(config()).getByRole('group', { name: 'Expresión regular' });
    fireEvent.change(within(regex).getByRole('textbox', { name: 'Patrón' }), {
      target: { value: '^[A-Z]+$' },
    });
    await user.type(
      within(regex).getByRole('textbox', { name: 'Mensaje de error (opcional)' }),
      'Solo mayúsculas',
    );
    expect(lastChange().fields[0]?.validators).toEqual([
      { type: 'regex', pattern: '^[A-Z]+$', message: 'Solo mayúsculas' },
    ]);

    await user.click(within(picker()).getByRole('button', { name: 'Casillas' }));
    await user.click(within(config()).getByRole('button', { name: 'Agregar opción' }));
    await user.type(
      within(config()).getByRole('textbox', { name: 'Imagen de la opción 3 (URL)' }),
      'https://x.mx/a.png',
    );
    await user.click(within(config()).getByRole('button', { name: 'Subir opción 3' }));
    await user.click(within(config()).getByRole('button', { name: 'Quitar opción 1' }));
    fireEvent.change(within(config()).getByRole('spinbutton', { name: 'Máximo de respuestas' }), {
      target: { value: '2' },
    });
    expect(lastChange().fields[3]).toMatchObject({
      type: 'checkboxes',
      choices: [{ choice: 'Opción 3', image: 'https://x.mx/a.png' }, { choice: 'Opción 2' }],
      max_answers: 2,
    });

    await user.click(within(picker()).getByRole('button', { name: 'Escala lineal' }));
    await user.click(within(config()).getByRole('button', { name: 'Agregar interpretación' }));
    const interpretation = within(config()).getByRole('group', { name: 'Interpretación 1' });
    expect(within(interpretation).getByRole('spinbutton', { name: 'Hasta' })).toHaveValue(5);
    await user.selectOptions(within(interpretation).getByRole('combobox', { name: 'Tipo' }), 'equal');
    expect(within(interpretation).queryByRole('spinbutton', { name: 'Hasta' })).toBeNull();
    expect(lastChange().fields[4]).toMatchObject({
      start: 1,
      stop: 5,
      step: 1,
      interpretations: [{ type: 'equal', start: 1, name: 'Interpretación 1' }],
    });
  });

  it('reorders with the Subir/Bajar buttons, keeping focus on the moved field', async () => {
    const { user, order, list } = setup({ value: inspection });
    const down = within(list()).getByRole('button', { name: 'Bajar Tienda' });
    await user.click(down);
    expect(order()).toEqual(['b', 'a', 'c']);
    expect(within(list()).getByRole('button', { name: 'Bajar Tienda' })).toHaveFocus();
    expect(status()).toHaveTextContent('Tienda se movió a la posición 2 de 3');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['b', 'c', 'a']);
    // At the bottom 'Bajar' is disabled: focus goes to 'Subir'.
    expect(within(list()).getByRole('button', { name: 'Subir Tienda' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['b', 'a', 'c']);
  });

  it('names the drag handle and describes its keyboard use (dnd-kit)', async () => {
    const { list } = setup({ value: inspection });
    const handle = within(list()).getByRole('button', { name: 'Arrastrar Tienda' });
    expect(handle).toHaveAttribute('aria-roledescription', 'reordenable');
    expect(handle).toHaveAccessibleDescription(/Para reordenar, presiona Espacio o Enter/);
  });

  it('duplicates and deletes, announcing both', async () => {
    const { user, order, list, lastChange } = setup({ value: inspection });
    await user.click(within(list()).getByRole('button', { name: 'Duplicar Puntaje' }));
    expect(order()).toEqual(['a', 'b', 'c', 'c_copia']);
    expect(lastChange().fields[3]).toMatchObject({ name: 'score_copia', label: 'Puntaje' });
    expect(status()).toHaveTextContent('Se duplicó Puntaje');
    expect(within(list()).getAllByRole('button', { name: /^Puntaje/ })[1]).toHaveFocus();
    await user.click(within(list()).getByRole('button', { name: 'Eliminar Notas' }));
    expect(order()).toEqual(['a', 'c', 'c_copia']);
    expect(status()).toHaveTextContent('Se eliminó Notas');
    expect(within(list()).getAllByRole('button', { name: /^Puntaje/ })[0]).toHaveFocus();
  });

  it('undoes and redoes with the buttons and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z', async () => {
    const { user, order, list } = setup({ value: inspection });
    await user.click(within(list()).getByRole('button', { name: 'Eliminar Notas' }));
    expect(order()).toEqual(['a', 'c']);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(order()).toEqual(['a', 'b', 'c']);
    expect(status()).toHaveTextContent('Se deshizo el último cambio');
    await user.click(screen.getByRole('button', { name: 'Rehacer' }));
    expect(order()).toEqual(['a', 'c']);
    await user.keyboard('{Control>}z{/Control}');
    expect(order()).toEqual(['a', 'b', 'c']);
    await user.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
    expect(order()).toEqual(['a', 'c']);
    await user.click(screen.getByRole('button', { name: 'Rehacer' }));
    expect(status()).toHaveTextContent('No hay cambios por rehacer');
  });

  it('imports valid JSON from the dialog and refuses invalid JSON or definitions', async () => {
    const { user, order, lastChange, onChange } = setup({ value: inspection });
    await user.click(screen.getByRole('button', { name: 'Importar JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar formulario' });
    const textarea = within(dialog).getByRole('textbox', { name: 'JSON del formulario' });
    fireEvent.change(textarea, { target: { value: '{ nope' } });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El texto no es JSON válido');
    const invalid = {
      id: 'x',
      fields: [{ id: '1', name: 'a', type: 'checkboxes', choices: [{ choice: 'A' }], min_answers: 3 }],
    };
    fireEvent.change(textarea, { target: { value: JSON.stringify(invalid) } });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "campo 'a': min_answers (3) es mayor que el número de opciones (1)",
    );
    expect(onChange).not.toHaveBeenCalled();
    const valid = { id: 'y', fields: [{ id: 'q', name: 'q', type: 'date', label: 'Fecha de visita' }] };
    const file = new File([JSON.stringify(valid)], 'form.json', { type: 'application/json' });
    await user.upload(within(dialog).getByLabelText('Elegir archivo .json'), file);
    await waitFor(() => expect(textarea).toHaveValue(JSON.stringify(valid)));
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(order()).toEqual(['q']);
    expect(lastChange()).toEqual(valid);
    expect(status()).toHaveTextContent('Se importó el formulario (1 campos)');
  });

  it('exports the definition as a .json download and to the clipboard', async () => {
    const { user } = setup({ value: inspection });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:form');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Descargar JSON' }));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('inspection.json');
    expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual(inspection);
    await user.click(screen.getByRole('button', { name: 'Copiar JSON' }));
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(inspection);
    expect(status()).toHaveTextContent('JSON copiado al portapapeles');
  });

  it('blocks saving an invalid definition and lists why, each naming the field', async () => {
    const onSave = vi.fn();
    const { user, config } = setup({ value: inspection, onSave });
    const name = within(config()).getByRole('textbox', { name: /Nombre/ });
    await user.clear(name);
    await user.type(name, 'notes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(saveErrors()).toHaveTextContent("campo 'notes': nombre duplicado");
    await user.type(name, '_2');
    expect(saveErrors()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'inspection' }));
    expect(status()).toHaveTextContent('Formulario guardado');
  });

  it('lists the save problems in the builder’s locale', async () => {
    const onSave = vi.fn();
    const { user, config } = setup({ value: inspection, onSave, locale: 'en-US' });
    const name = within(config()).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'notes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(saveErrors()).toHaveTextContent("field 'notes': duplicate name");
  });

  it('on phones shows the preview in a tab, in English', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    render(
      <UiTextProvider locale="en-US">
        <FormBuilder value={inspection} />
      </UiTextProvider>,
    );
    expect(screen.queryByRole('form', { name: 'Preview' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('form', { name: 'Preview' })).toBeInTheDocument();
    await act(async () => {});
  });
});
