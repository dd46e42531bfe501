import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { StoredDefinition } from '../contract.ts';
import { LINT_ERRORS_XML, PURCHASE_APPROVAL_XML } from '../samples/diagrams.ts';
import { InMemoryFormsAdapter, InMemoryStudioPersistence } from '../samples/in-memory.ts';
import { WorkflowStudio, type WorkflowStudioProps } from './WorkflowStudio.tsx';

const LOAD = { timeout: 15_000 };

/** The rendered shape of a BPMN element, as bpmn-js marks it. */
const shape = (id: string) => document.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`);

const draft = (xml = PURCHASE_APPROVAL_XML): StoredDefinition => ({
  xml,
  revision: 1,
  status: 'draft',
  version: 1,
});

function renderStudio(definition: StoredDefinition, props: Partial<WorkflowStudioProps> = {}) {
  const persistence = new InMemoryStudioPersistence(definition);
  const forms = new InMemoryFormsAdapter();
  const view = render(
    <WorkflowStudio
      definition={definition}
      persistence={persistence}
      forms={forms}
      title="Aprobación de compra"
      {...props}
    />,
  );
  return { ...view, persistence, forms };
}

async function modelerReady() {
  const region = await screen.findByRole('region', { name: 'Diagrama del workflow' }, LOAD);
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LOAD);
  return region;
}

/** A real edit: select the element and use its context pad's delete entry. */
async function deleteElement(id: string) {
  await waitFor(() => expect(shape(id)).not.toBeNull(), LOAD);
  await userEvent.click(shape(id)!.querySelector('.djs-hit')!);
  const remove = await waitFor(() => {
    const entry = document.querySelector<HTMLElement>('.djs-context-pad .entry[data-action="delete"]');
    expect(entry).not.toBeNull();
    return entry!;
  });
  await userEvent.click(remove);
  await waitFor(() => expect(shape(id)).toBeNull());
}

const saveStatus = () =>
  within(screen.getByRole('toolbar', { name: 'Acciones del workflow' })).getAllByRole('status')[0]!;

beforeAll(async () => {
  // A desktop window: diagram and panel side by side, the whole sample diagram in view.
  await page.viewport(1400, 900);
});

afterEach(cleanup);

describe('WorkflowStudio', { timeout: 40_000 }, () => {
  it('shows a draft with its version, unchanged, and autosaves an edit 2 s later with a new revision', async () => {
    const { persistence } = renderStudio(draft());
    await modelerReady();
    expect(screen.getByRole('heading', { name: 'Aprobación de compra' })).toBeInTheDocument();
    expect(screen.getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByText('Versión 1')).toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent('Sin cambios');

    await deleteElement('End');
    expect(saveStatus()).toHaveTextContent('Cambios sin guardar');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Guardado'), { timeout: 6000 });
    expect(persistence.stored.revision).toBe(2);
    expect(persistence.stored.xml).not.toContain('id="End"');
    expect(persistence.calls).toEqual([{ kind: 'save', xml: persistence.stored.xml, revision: 1 }]);
  });

  it('Ctrl+S saves at once', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    await deleteElement('End');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Guardado'));
    expect(persistence.stored.revision).toBe(2);
  });

  it('a failed save shows the error with Reintentar and Descartar cambios; retry saves', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    persistence.failNext(1);
    await deleteElement('End');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(saveStatus()).toHaveTextContent('No se pudo guardar: Sin conexión con el servidor'),
    );
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Guardado'));
    expect(persistence.stored.revision).toBe(2);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('after a failed save, Descartar cambios brings back the last saved diagram', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    persistence.failNext(1);
    await deleteElement('End');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(shape('End')).not.toBeNull(), LOAD);
    expect(saveStatus()).toHaveTextContent('Sin cambios');
    expect(persistence.stored.revision).toBe(1);
  });

  it('a conflict is reported; keeping mine saves it over the stored revision', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    await deleteElement('End');
    persistence.saveElsewhere(LINT_ERRORS_XML);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(saveStatus()).toHaveTextContent('Alguien más guardó este workflow mientras lo editabas.'),
    );
    expect(shape('End')).toBeNull(); // mine is still on screen

    await userEvent.click(screen.getByRole('button', { name: 'Conservar mis cambios' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Guardado'));
    expect(persistence.stored.revision).toBe(3);
    expect(persistence.calls.at(-1)?.revision).toBe(2);
    expect(persistence.stored.xml).toContain('Aprobación de compra');
  });

  it('a conflict: loading theirs asks first, then shows the stored diagram', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    await deleteElement('End');
    persistence.saveElsewhere(LINT_ERRORS_XML);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar su versión' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Cargar la versión guardada por otra persona?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar su versión' }));
    await waitFor(() => expect(shape('Archive')).not.toBeNull(), LOAD);
    expect(shape('Approve')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Conservar mis cambios' })).toBeNull());
    expect(persistence.stored.revision).toBe(2);
  });

  it('switching tab with pending changes asks; Cancelar stays, Descartar reverts and switches', async () => {
    renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    await deleteElement('End');
    const variablesTab = screen.getByRole('tab', { name: 'Variables del proceso' });

    await userEvent.click(variablesTab);
    let dialog = await screen.findByRole('dialog', { name: '¿Desea descartar los cambios sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Diagrama' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(variablesTab);
    dialog = await screen.findByRole('dialog', { name: '¿Desea descartar los cambios sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(variablesTab).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(shape('End')).not.toBeNull(), LOAD);
    expect(saveStatus()).toHaveTextContent('Sin cambios');
  });

  it('switching tab: Guardar y continuar saves, then switches', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    await deleteElement('End');
    const variablesTab = screen.getByRole('tab', { name: 'Variables del proceso' });
    await userEvent.click(variablesTab);
    const dialog = await screen.findByRole('dialog', { name: '¿Desea descartar los cambios sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(variablesTab).toHaveAttribute('aria-selected', 'true'));
    expect(persistence.stored.revision).toBe(2);
    expect(saveStatus()).toHaveTextContent('Guardado');
  });

  it('lists lint problems; clicking one selects its element and focuses the panel field', async () => {
    renderStudio(draft(LINT_ERRORS_XML), { autosaveDelayMs: 60_000 });
    await modelerReady();
    const problems = await screen.findByRole('region', { name: 'Problemas' });
    const problem = await within(problems).findByRole('button', { name: /Revisar solicitud/ }, LOAD);
    expect(problem).toHaveTextContent(/formulario/i);
    expect(within(problems).getByRole('button', { name: /¿Aprobada\?/ })).toBeInTheDocument();

    // The count in the toolbar leads to the list.
    await userEvent.click(screen.getByRole('button', { name: /^\d+ problemas$/ }));
    expect(problems).toHaveFocus();

    await userEvent.click(problem);
    await waitFor(() => expect(shape('Review')).toHaveClass('selected'));
    await waitFor(() => expect(document.activeElement?.closest('[data-studio-field="form"]')).not.toBeNull());
  });

  it('publishing is blocked by lint problems and leads to the first one', async () => {
    const { persistence } = renderStudio(draft(LINT_ERRORS_XML), { autosaveDelayMs: 60_000 });
    await modelerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede publicar todavía' });
    expect(dialog).toHaveTextContent('Revisar solicitud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir al primer problema' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shape('Review')).toHaveClass('selected'));
    await waitFor(() => expect(document.activeElement?.closest('[data-studio-field="form"]')).not.toBeNull());
    expect(persistence.calls.filter((call) => call.kind === 'publish')).toEqual([]);
    expect(screen.getByText('Borrador')).toBeInTheDocument();
  });

  it('publishes after a confirmation and opens read-only', async () => {
    const { persistence } = renderStudio(draft());
    await modelerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Guardar y publicar este workflow?' });
    expect(dialog).toHaveTextContent(/irreversible/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));

    expect(
      await screen.findByText('No se puede editar un workflow publicado. Debes crear una nueva versión.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(
      await screen.findByRole('region', { name: 'Diagrama del workflow publicado (solo lectura)' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Diagrama del workflow' })).toBeNull();
    expect(persistence.stored).toMatchObject({ status: 'published', revision: 2 });
  });

  it('shows a refusal from the server as an error and stays a draft', async () => {
    const { persistence } = renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    persistence.failNext(1);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Guardar y publicar este workflow?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(saveStatus()).toHaveTextContent(
        'El servidor no aceptó la publicación: Sin conexión con el servidor',
      ),
    );
    expect(screen.getByText('Borrador')).toBeInTheDocument();
    expect(screen.queryByText(/No se puede editar un workflow publicado/)).toBeNull();
    expect(persistence.stored.status).toBe('draft');
  });

  it('asks before leaving the page only while changes are unsaved', async () => {
    renderStudio(draft(), { autosaveDelayMs: 60_000 });
    await modelerReady();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await deleteElement('End');
    expect(leave()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Guardado'));
    expect(leave()).toBe(false);
  });

  it('creates a new version from a published definition and edits it as a draft', async () => {
    const onVersionCreated = vi.fn();
    const published: StoredDefinition = { ...draft(), status: 'published', revision: 4 };
    renderStudio(published, { onVersionCreated });
    expect(
      screen.getByText('No se puede editar un workflow publicado. Debes crear una nueva versión.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear nueva versión' }));

    await modelerReady();
    expect(screen.getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByText('Versión 2')).toBeInTheDocument();
    expect(screen.queryByText(/No se puede editar un workflow publicado/)).toBeNull();
    expect(onVersionCreated).toHaveBeenCalledWith({
      xml: PURCHASE_APPROVAL_XML,
      revision: 1,
      status: 'draft',
      version: 2,
    });
    await deleteElement('End');
    expect(saveStatus()).toHaveTextContent('Cambios sin guardar');
  });

  it('speaks English', async () => {
    renderStudio(draft(), { locale: 'en-US' });
    await screen.findByRole('region', { name: 'Workflow diagram' }, LOAD);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and publish' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Process variables' })).toBeInTheDocument();
  });
});
