import {
  MESSAGE_START_DIAGRAM_XML,
  PANEL_DIAGRAM_XML,
  PANEL_STORY_XML,
} from '@faena/workflow-engine/fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type Modeler from 'bpmn-js/lib/Modeler';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { EnsureSaved, FocusRequest, StudioAudiencesAdapter } from '../contract.ts';
import { createFaenaModeler } from '../faena/create-modeler.ts';
import { createFaenaViewer } from '../faena/create-viewer.ts';
import type { StudioLocale } from '../i18n.ts';
import type { DiagramElement, ElementRegistry, Modeling, Selection } from './diagram.ts';
import { ProcessVariablesEditor } from './ProcessVariablesEditor.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { memoryAudiences, memoryForms } from './panel-fixtures.ts';

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = '.panel-canvas { width: 800px; height: 420px; }';
  document.head.append(style);
});

const modelers: Modeler[] = [];
afterEach(() => {
  cleanup();
  for (const modeler of modelers.splice(0)) modeler.destroy();
  for (const node of document.querySelectorAll('.panel-canvas')) node.remove();
});

interface SetupOptions {
  xml?: string;
  ensureSaved?: EnsureSaved;
  readOnly?: boolean;
  locale?: StudioLocale;
  forms?: ReturnType<typeof memoryForms>;
  audiences?: StudioAudiencesAdapter;
}

async function setup({
  xml = PANEL_DIAGRAM_XML,
  ensureSaved = vi.fn(async () => true),
  readOnly,
  locale,
  forms = memoryForms(),
  audiences,
}: SetupOptions = {}) {
  const container = document.createElement('div');
  container.className = 'panel-canvas';
  document.body.append(container);
  const modeler = createFaenaModeler(container, { locale: locale ?? 'es-MX' });
  modelers.push(modeler);
  await modeler.importXML(xml);
  const props = { modeler, forms, ensureSaved, readOnly, locale, audiences };
  const view = render(<PropertiesPanel {...props} />);
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  const commandStack = modeler.get<{ undo(): void; canUndo(): boolean }>('commandStack');
  return {
    modeler,
    forms,
    ensureSaved,
    registry,
    modeling: modeler.get<Modeling>('modeling'),
    select: (id: string) => act(() => modeler.get<Selection>('selection').select(registry.get(id)!)),
    undo: () => act(() => commandStack.undo()),
    canUndo: () => commandStack.canUndo(),
    focus: (request: FocusRequest) => view.rerender(<PropertiesPanel {...props} focus={request} />),
    /** The exported XML, parsed: what the studio saves. */
    exported: async () => {
      const { xml: saved } = await modeler.saveXML({ format: true });
      return new DOMParser().parseFromString(saved!, 'application/xml');
    },
  };
}

const byId = (doc: Document, id: string) => doc.querySelector(`[id="${id}"]`)!;
const panel = (name = 'Propiedades') => screen.getByRole('complementary', { name });

describe('PropertiesPanel', () => {
  it('shows the process and its variables when nothing is selected, and renames the process', async () => {
    const { exported, undo } = await setup();
    const aside = panel();
    expect(within(aside).getByRole('heading', { level: 2, name: 'Proceso' })).toBeInTheDocument();
    expect(within(aside).getByText('Puntaje (score)')).toBeInTheDocument();
    expect(within(aside).getByText('Tipo: Número entero')).toBeInTheDocument();
    expect(within(aside).getByText('Tipo: Sucursal')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Nombre del proceso' });
    expect(name).toHaveValue('Revisión de sucursal');
    await userEvent.fill(name, 'Revisión mensual');
    await userEvent.keyboard('{Enter}');
    expect(byId(await exported(), 'Process_panel').getAttribute('name')).toBe('Revisión mensual');
    undo();
    expect(byId(await exported(), 'Process_panel').getAttribute('name')).toBe('Revisión de sucursal');
    expect(name).toHaveValue('Revisión de sucursal');
  });

  it('renames the selected element in one undo step, when the edit is committed', async () => {
    const { select, exported, undo, canUndo } = await setup();
    select('Task_review');
    expect(screen.getByRole('heading', { level: 2, name: 'Tarea de usuario' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('Revisar');
    await userEvent.fill(name, 'Revisar sucursal');
    expect(canUndo()).toBe(false);
    await userEvent.tab();
    expect(byId(await exported(), 'Task_review').getAttribute('name')).toBe('Revisar sucursal');
    undo();
    expect(byId(await exported(), 'Task_review').getAttribute('name')).toBe('Revisar');
    expect(canUndo()).toBe(false);
  });

  it('creates a user task form with the form builder and stores its id; then edits it', async () => {
    const { select, exported, forms, ensureSaved } = await setup();
    select('Task_review');
    expect(screen.getByText('La tarea aún no tiene formulario.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear formulario' }));
    expect(ensureSaved).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Formulario de «Revisar»' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Texto' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(byId(await exported(), 'Task_review').getAttribute('faena:formId')).toBe('form-1');
    expect(forms.store.get('form-1')?.fields.map((field) => field.type)).toEqual(['text']);
    expect(screen.getByText('Formulario vinculado: form-1')).toBeInTheDocument();
    // Without a page of its own from the app, no link to one.
    expect(screen.queryByRole('link', { name: 'Abrir en página completa' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar formulario' }));
    const again = await screen.findByRole('dialog', { name: 'Formulario de «Revisar»' });
    await userEvent.click(within(again).getByRole('button', { name: 'Número entero' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(forms.store.get('form-1')?.fields.map((field) => field.type)).toEqual(['text', 'integer']),
    );
    expect(forms.store.size).toBe(1);
  });

  it('asks before closing the form builder with unsaved edits; keeps editing or discards', async () => {
    const { select, forms } = await setup();
    select('Task_review');
    await userEvent.click(screen.getByRole('button', { name: 'Crear formulario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Formulario de «Revisar»' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Texto' }));
    await userEvent.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Desea descartar los cambios sin guardar?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByRole('dialog', { name: 'Formulario de «Revisar»' })).toBeInTheDocument();

    // The footer's Cerrar (the header's close button has the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    const again = await screen.findByRole('alertdialog', {
      name: '¿Desea descartar los cambios sin guardar?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(forms.store.size).toBe(0);
    expect(screen.getByText('La tarea aún no tiene formulario.')).toBeInTheDocument();
  });

  it('sets the audience among venue/user variables and the due time as an ISO duration', async () => {
    const { select, exported, undo } = await setup();
    select('Task_review');
    const audience = screen.getByRole('combobox', { name: 'Audiencia' });
    expect([...(audience as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Sin audiencia',
      'Sede (sede)',
    ]);
    await userEvent.selectOptions(audience, 'sede');
    expect(byId(await exported(), 'Task_review').getAttribute('faena:audience')).toBe('sede');

    const due = screen.getByRole('group', { name: 'Vence en' });
    await userEvent.fill(within(due).getByRole('spinbutton', { name: 'Días' }), '2');
    await userEvent.fill(within(due).getByRole('spinbutton', { name: 'Horas' }), '4');
    expect(byId(await exported(), 'Task_review').hasAttribute('faena:dueIn')).toBe(false);
    await userEvent.click(screen.getByRole('heading', { level: 2 }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(byId(await exported(), 'Task_review').getAttribute('faena:dueIn')).toBe('P2DT4H');

    undo();
    expect(byId(await exported(), 'Task_review').hasAttribute('faena:dueIn')).toBe(false);
    expect(within(due).getByRole('spinbutton', { name: 'Días' })).toHaveValue(null);
    undo();
    expect(byId(await exported(), 'Task_review').hasAttribute('faena:audience')).toBe(false);
  });

  it('defines a timer wait by duration or by a fixed date-time', async () => {
    const { select, exported } = await setup();
    select('Wait');
    expect(screen.getByRole('heading', { level: 2, name: 'Espera de tiempo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Duración' })).toBeChecked();
    await userEvent.fill(screen.getByRole('spinbutton', { name: 'Minutos' }), '30');
    await userEvent.keyboard('{Enter}');
    const timer = () => exported().then((doc) => byId(doc, 'Wait_timer'));
    expect((await timer()).querySelector('timeDuration')?.textContent).toBe('PT30M');

    await userEvent.click(screen.getByRole('radio', { name: 'Fecha y hora fija' }));
    await userEvent.fill(screen.getByLabelText('Fecha y hora'), '2026-12-01T09:30');
    await userEvent.keyboard('{Enter}');
    const stored = await timer();
    expect(stored.querySelector('timeDuration')).toBeNull();
    expect(stored.querySelector('timeDate')?.textContent).toBe(new Date('2026-12-01T09:30').toISOString());
  });

  it("sets a task's expiration: its duration and the notification", async () => {
    const { select, exported, undo } = await setup();
    select('Task_review');
    expect(screen.getByText('Plazo: Sin definir')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Configurar el vencimiento' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Límite de tiempo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vencimiento de la tarea «Revisar»' })).toBeInTheDocument();

    await userEvent.fill(screen.getByRole('spinbutton', { name: 'Días' }), '2');
    await userEvent.keyboard('{Enter}');
    expect(byId(await exported(), 'Expire_timer').querySelector('timeDuration')?.textContent).toBe('P2D');

    const notify = screen.getByRole('switch', { name: 'Notificar al vencer' });
    await userEvent.click(notify);
    expect(byId(await exported(), 'Expire').getAttribute('faena:notifyOnExpire')).toBe('true');
    undo();
    expect(byId(await exported(), 'Expire').hasAttribute('faena:notifyOnExpire')).toBe(false);
    expect(notify).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Ir a la tarea «Revisar»' }));
    expect(screen.getByText('Plazo: 2 d')).toBeInTheDocument();
  });

  it('names the message of a message event', async () => {
    const { select, exported, undo } = await setup();
    select('Announce');
    expect(screen.getByRole('heading', { level: 2, name: 'Envío de mensaje' })).toBeInTheDocument();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nombre del mensaje' }), 'revision_lista');
    await userEvent.keyboard('{Enter}');
    expect(byId(await exported(), 'Announce_message').getAttribute('faena:messageName')).toBe(
      'revision_lista',
    );
    undo();
    expect(byId(await exported(), 'Announce_message').hasAttribute('faena:messageName')).toBe(false);
  });

  it('chooses the default flow of an exclusive gateway; the default flow needs no condition', async () => {
    const { select, exported, undo } = await setup();
    select('Decide');
    const select_ = screen.getByRole('combobox', { name: 'Flujo por defecto' });
    expect([...(select_ as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Ninguno',
      'Alto',
      'Bajo',
    ]);
    await userEvent.selectOptions(select_, 'Flow_low');
    expect(byId(await exported(), 'Decide').getAttribute('default')).toBe('Flow_low');

    select('Flow_low');
    expect(screen.getByText(/Es el flujo por defecto de la compuerta/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Condición del flujo' })).not.toBeInTheDocument();
    undo();
    expect(byId(await exported(), 'Decide').hasAttribute('default')).toBe(false);
    expect(screen.getByRole('group', { name: 'Condición del flujo' })).toBeInTheDocument();
  });

  it('builds a flow condition over the process variables, one undo step per committed edit', async () => {
    const { select, exported, undo } = await setup();
    select('Flow_high');
    const group = screen.getByRole('group', { name: 'Condición del flujo' });
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar condición' }));
    const variable = within(group).getByRole('combobox', { name: 'Variable' });
    expect([...(variable as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Puntaje (score)',
      'Sede (sede)',
      'Aprobado (approved)',
    ]);
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Operador' }), 'gte');
    await userEvent.fill(within(group).getByRole('spinbutton', { name: 'Valor' }), '8');
    await userEvent.keyboard('{Enter}');
    const condition = async () => byId(await exported(), 'Flow_high').getAttribute('faena:condition');
    expect(JSON.parse((await condition())!)).toEqual({
      all: [{ field: 'score', operator: 'gte', value: 8 }],
    });

    undo();
    expect(JSON.parse((await condition())!)).toEqual({
      all: [{ field: 'score', operator: 'gte', value: 0 }],
    });
    undo();
    undo();
    expect(await condition()).toBeNull();
  });

  it('creates a process variable with a unique key, and undo removes it', async () => {
    const { exported, undo, ensureSaved } = await setup();
    const form = screen.getByRole('form', { name: 'Nueva variable' });
    const key = within(form).getByRole('textbox', { name: 'Nombre clave' });
    await userEvent.fill(key, 'mal nombre');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear variable' }));
    expect(
      screen.getByText('Usa solo letras sin acentos, números y guion bajo, empezando con una letra.'),
    ).toBeInTheDocument();
    await userEvent.fill(key, 'score');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear variable' }));
    expect(screen.getByText('Ya existe una variable con ese nombre.')).toBeInTheDocument();
    expect(ensureSaved).not.toHaveBeenCalled();

    await userEvent.fill(key, 'zona');
    await userEvent.fill(within(form).getByRole('textbox', { name: /Etiqueta/ }), 'Zona');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'multiple_choice');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear variable' }));
    expect(ensureSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Zona (zona)')).toBeInTheDocument());
    expect(screen.getByText('Tipo: Opción múltiple')).toBeInTheDocument();
    const variable = (await exported()).querySelector('processVariable[name="zona"]');
    expect(variable?.getAttribute('type')).toBe('multiple_choice');
    expect(variable?.getAttribute('label')).toBe('Zona');

    undo();
    expect((await exported()).querySelector('processVariable[name="zona"]')).toBeNull();
    expect(screen.queryByText('Zona (zona)')).not.toBeInTheDocument();
  });

  it('asks before unlinking a variable in use, naming where; unlinks an unused one at once', async () => {
    const { exported, modeling, registry } = await setup();
    act(() => {
      modeling.updateProperties(registry.get('Task_review')!, { 'faena:audience': 'sede' });
      modeling.updateProperties(registry.get('Flow_high')!, {
        'faena:condition': JSON.stringify({ all: [{ field: 'sede', operator: 'is_not_empty' }] }),
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Desvincular la variable Sede' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desvincular «Sede»' });
    expect(dialog).toHaveTextContent(
      'La variable se usa en: «Revisar» (audiencia), «Alto» (condición). Esos elementos quedarán con una referencia inválida que habrá que corregir.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect((await exported()).querySelector('processVariable[name="sede"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Desvincular la variable Sede' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Desvincular «Sede»' })).getByRole('button', {
        name: 'Desvincular',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Sede (sede)')).not.toBeInTheDocument());
    expect((await exported()).querySelector('processVariable[name="sede"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Desvincular la variable Aprobado' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await exported()).querySelector('processVariable[name="approved"]')).toBeNull(),
    );
    expect(screen.getByText('Variable «Aprobado» desvinculada.')).toBeInTheDocument();
  });

  it('does nothing when the definition could not be saved first', async () => {
    const ensureSaved = vi.fn(async () => false);
    const { select, exported, forms } = await setup({ ensureSaved });
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nombre clave' }), 'zona');
    await userEvent.click(screen.getByRole('button', { name: 'Crear variable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desvincular la variable Aprobado' }));
    expect(ensureSaved).toHaveBeenCalledTimes(2);
    const doc = await exported();
    expect(doc.querySelector('processVariable[name="zona"]')).toBeNull();
    expect(doc.querySelector('processVariable[name="approved"]')).not.toBeNull();

    const save = vi.spyOn(forms, 'save');
    select('Task_review');
    await userEvent.click(screen.getByRole('button', { name: 'Crear formulario' }));
    expect(ensureSaved).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('is read-only: every control readable but disabled, and nothing changes', async () => {
    const { select, canUndo } = await setup({ readOnly: true });
    expect(screen.getByText('Solo lectura: esta versión no se puede editar.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva variable' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desvincular la variable Sede' })).toBeDisabled();

    select('Task_review');
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, 'x{Enter}');
    expect(name).toHaveValue('Revisar');
    expect(screen.getByRole('button', { name: 'Crear formulario' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Audiencia' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Días' })).toHaveAttribute('readonly');

    select('Flow_high');
    expect(screen.getByRole('button', { name: 'Agregar condición' })).toBeDisabled();
    select('Expire');
    expect(screen.getByRole('switch', { name: 'Notificar al vencer' })).toBeDisabled();
    expect(canUndo()).toBe(false);
  });

  it("links a task's form to the app's page for it: to edit there, or to read a published version's", async () => {
    const forms = { ...memoryForms(), pageHref: (formId: string) => `/forms/${formId}` };
    const editable = await setup({ forms, xml: PANEL_STORY_XML });
    editable.select('Task_review');
    expect(screen.getByRole('link', { name: 'Abrir en página completa' })).toHaveAttribute(
      'href',
      '/forms/form-1',
    );
    cleanup();

    const published = await setup({ forms, readOnly: true, xml: PANEL_STORY_XML });
    published.select('Task_review');
    expect(screen.getByRole('button', { name: 'Editar formulario' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver formulario' })).toHaveAttribute('href', '/forms/form-1');
  });

  it('reads a published definition through the viewer (no modeling services): read-only sections', async () => {
    const container = document.createElement('div');
    container.className = 'panel-canvas';
    document.body.append(container);
    const viewer = createFaenaViewer(container);
    await viewer.importXML(PANEL_DIAGRAM_XML);
    render(
      <PropertiesPanel
        modeler={viewer as unknown as Modeler}
        forms={memoryForms()}
        ensureSaved={async () => true}
        readOnly
      />,
    );
    expect(screen.getByRole('button', { name: 'Desvincular la variable Sede' })).toBeDisabled();
    const registry = viewer.get<ElementRegistry>('elementRegistry');
    act(() => viewer.get<Selection>('selection').select(registry.get('Task_review')!));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Revisar');
    expect(screen.getByRole('combobox', { name: 'Audiencia' })).toBeDisabled();
    viewer.destroy();
    container.remove();
  });

  it('follows a focus request: selects the element and focuses the field', async () => {
    const { focus, modeler } = await setup();
    focus({ elementId: 'Decide', field: 'defaultFlow', nonce: 1 });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Flujo por defecto' })),
    );
    expect(
      modeler
        .get<Selection>('selection')
        .get()
        .map((element: DiagramElement) => element.id),
    ).toEqual(['Decide']);
    focus({ elementId: 'Flow_high', field: 'condition', nonce: 2 });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar condición' })),
    );
    focus({ elementId: 'Process_panel', field: 'variables', nonce: 3 });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-studio-field', 'variables'));
    expect(screen.getByRole('heading', { level: 2, name: 'Proceso' })).toBeInTheDocument();
  });

  it('waits for the diagram: nothing to edit before the first import', async () => {
    const container = document.createElement('div');
    container.className = 'panel-canvas';
    document.body.append(container);
    const modeler = createFaenaModeler(container, { locale: 'es-MX' });
    modelers.push(modeler);
    render(<PropertiesPanel modeler={modeler} forms={memoryForms()} ensureSaved={async () => true} />);
    expect(within(panel()).getByText('El diagrama aún no está listo.')).toBeInTheDocument();
    await act(() => modeler.importXML(PANEL_DIAGRAM_XML));
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Proceso' })).toBeInTheDocument();
  });

  it('speaks English for en-US', async () => {
    const { select } = await setup({ locale: 'en-US', xml: MESSAGE_START_DIAGRAM_XML });
    const aside = panel('Properties');
    expect(within(aside).getByRole('heading', { level: 2, name: 'Process' })).toBeInTheDocument();
    expect(within(aside).getByText('The process has no variables yet.')).toBeInTheDocument();
    select('Start_message');
    expect(screen.getByRole('heading', { level: 2, name: 'Message start' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message name' })).toHaveValue('');
    select('Flow_1');
    expect(screen.getByRole('heading', { level: 2, name: 'Sequence flow' })).toBeInTheDocument();
  });

  it('speaks English for a user task', async () => {
    const { select } = await setup({ locale: 'en-US' });
    select('Task_review');
    expect(screen.getByRole('heading', { level: 2, name: 'User task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create form' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Audience' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Due in' })).toBeInTheDocument();
  });

  it('lists and creates variables on its own, as a tab of the studio', async () => {
    const container = document.createElement('div');
    container.className = 'panel-canvas';
    document.body.append(container);
    const modeler = createFaenaModeler(container, { locale: 'en-US' });
    modelers.push(modeler);
    await modeler.importXML(MESSAGE_START_DIAGRAM_XML);
    render(
      <ProcessVariablesEditor
        modeler={modeler}
        ensureSaved={async () => true}
        locale="en-US"
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Process variables' })).toBeInTheDocument();
    expect(screen.getByText('The process has no variables yet.')).toBeInTheDocument();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Key name' }), 'store');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'venue');
    await userEvent.click(screen.getByRole('button', { name: 'Create variable' }));
    await waitFor(() => expect(screen.getByText('store (store)')).toBeInTheDocument());
    expect(screen.getByText('Type: Venue')).toBeInTheDocument();
    expect(screen.getByText('Variable “store” created.')).toBeInTheDocument();
    const { xml } = await modeler.saveXML();
    expect(xml).toContain('<faena:processVariable name="store" type="venue" />');
  });
});

describe('PropertiesPanel: saved audiences', () => {
  it('picks a saved audience by typing and the keyboard, stores audience:<id>, and reads its name back', async () => {
    const { select, exported, modeler } = await setup({ audiences: memoryAudiences() });
    select('Task_review');
    const kinds = screen.getByRole('radiogroup', { name: 'Tipo de audiencia' });
    expect(within(kinds).getByRole('radio', { name: 'Audiencia guardada' })).toBeChecked();
    const input = screen.getByRole('combobox', { name: 'Audiencia guardada' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(input);
    await userEvent.keyboard('gerentes');
    const listbox = await screen.findByRole('listbox', { name: 'Audiencia guardada' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Gerentes de tienda']),
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(byId(await exported(), 'Task_review').getAttribute('faena:audience')).toBe(
      'audience:aud-gerentes',
    );
    expect(input).toHaveValue('Gerentes de tienda');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    // Read back from the diagram: another element, then the task again, shows the audience's name.
    select('Decide');
    select('Task_review');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Audiencia guardada' })).toHaveValue('Gerentes de tienda'),
    );

    // The saved XML imported into a new modeler shows the same name.
    const { xml } = await modeler.saveXML({ format: true });
    cleanup();
    const again = await setup({ xml: xml!, audiences: memoryAudiences() });
    again.select('Task_review');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Audiencia guardada' })).toHaveValue('Gerentes de tienda'),
    );
  });

  it('picks with the pointer, says when nothing matches, and clears the audience', async () => {
    const { select, exported } = await setup({ audiences: memoryAudiences() });
    select('Task_review');
    const input = screen.getByRole('combobox', { name: 'Audiencia guardada' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Audiencia guardada' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(screen.getByText('2 audiencias disponibles. Usa las flechas para elegir.')).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tiendas zona norte' }));
    expect(byId(await exported(), 'Task_review').getAttribute('faena:audience')).toBe('audience:aud-norte');

    await userEvent.click(input);
    await userEvent.keyboard('zzz');
    expect(await screen.findByText('No hay audiencias que coincidan.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('Tiendas zona norte');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar la audiencia' }));
    expect(byId(await exported(), 'Task_review').hasAttribute('faena:audience')).toBe(false);
    expect(input).toHaveValue('');
  });

  it('still takes a process variable, shown as such when read back', async () => {
    const { select, exported } = await setup({ audiences: memoryAudiences() });
    select('Task_review');
    await userEvent.click(screen.getByRole('radio', { name: 'Variable del proceso' }));
    const variable = screen.getByRole('combobox', { name: 'Variable de la audiencia' });
    await userEvent.selectOptions(variable, 'sede');
    expect(byId(await exported(), 'Task_review').getAttribute('faena:audience')).toBe('sede');
    select('Decide');
    select('Task_review');
    expect(screen.getByRole('radio', { name: 'Variable del proceso' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Variable de la audiencia' })).toHaveValue('sede');
    expect(screen.queryByRole('combobox', { name: 'Audiencia guardada' })).not.toBeInTheDocument();
  });

  it('without the adapter offers only process variables, as before', async () => {
    const { select, modeling, registry } = await setup();
    select('Task_review');
    expect(screen.queryByRole('radiogroup', { name: 'Tipo de audiencia' })).not.toBeInTheDocument();
    const audience = screen.getByRole('combobox', { name: 'Audiencia' });
    expect(audience.tagName).toBe('SELECT');
    // A saved audience stored by a studio that had the adapter stays visible, not silently emptied.
    act(() =>
      modeling.updateProperties(registry.get('Task_review')!, { 'faena:audience': 'audience:aud-norte' }),
    );
    expect(screen.getByRole('combobox', { name: 'Audiencia' })).toHaveDisplayValue('Audiencia aud-norte');
  });

  it('is read-only over a saved audience: the name shows, nothing is editable', async () => {
    const { modeler, modeling, registry } = await setup({ audiences: memoryAudiences() });
    act(() =>
      modeling.updateProperties(registry.get('Task_review')!, { 'faena:audience': 'audience:aud-norte' }),
    );
    const { xml } = await modeler.saveXML();
    cleanup();
    const { select } = await setup({ xml: xml!, audiences: memoryAudiences(), readOnly: true });
    select('Task_review');
    const input = screen.getByRole('combobox', { name: 'Audiencia guardada' });
    await waitFor(() => expect(input).toHaveValue('Tiendas zona norte'));
    expect(input).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Variable del proceso' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Quitar la audiencia' })).not.toBeInTheDocument();
  });

  it('follows a focus request to the audience picker of the chosen kind', async () => {
    const { focus } = await setup({ audiences: memoryAudiences() });
    focus({ elementId: 'Task_review', field: 'audience', nonce: 1 });
    // No audience yet: the saved-audience picker is offered first and takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Audiencia guardada' })),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Variable del proceso' }));
    focus({ elementId: 'Task_review', field: 'audience', nonce: 2 });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Variable de la audiencia' })),
    );
  });

  it('speaks English for en-US', async () => {
    const { select } = await setup({ audiences: memoryAudiences(), locale: 'en-US' });
    select('Task_review');
    expect(screen.getByRole('radiogroup', { name: 'Audience type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Saved audience' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Saved audience' })).toHaveAttribute(
      'placeholder',
      'Search audiences…',
    );
  });
});
